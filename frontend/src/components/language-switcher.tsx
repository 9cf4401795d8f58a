import { useState } from 'react';
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
    <button
      type="button"
      onClick={change}
      disabled={switching}
      lang={other}
      aria-label={t('language.switchTo')}
      className={`flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-60 ${other === 'hi' ? 'hindi-word' : ''}`}
    >
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
