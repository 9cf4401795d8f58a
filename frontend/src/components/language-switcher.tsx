import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LANGUAGE_NAMES, switchLanguage, useT } from '@/i18n';

/** One tap between English and Hindi, written in the language it switches to, so either reader finds it. */
export function LanguageSwitcher() {
  const { t, language } = useT();
  const [switching, setSwitching] = useState(false);
  const other = language === 'hi' ? 'en' : 'hi';
  const change = async () => {
    setSwitching(true);
    try {
      await switchLanguage(other);
    } finally {
      setSwitching(false);
    }
  };
  return (
    <Button
      variant="quiet"
      onClick={change}
      disabled={switching}
      lang={other}
      aria-label={t('language.switchTo')}
      className={`min-h-11 min-w-11 px-2 text-sm ${other === 'hi' ? 'hindi-word' : ''}`}
      label={LANGUAGE_NAMES[other]}
    />
  );
}
