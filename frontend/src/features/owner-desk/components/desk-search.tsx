import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DESK_SEARCH_MAX } from '@shop/backend/contract';
import { useOwnerT } from '@/i18n/owner';
import { FieldLabel } from '@/components/ui/form-field';

/** Long enough for a typist to finish a code, short enough to feel immediate. */
export const SEARCH_DELAY_MS = 300;

/**
 * Finds an order as the owner types, or at once on Enter, which is how a barcode or QR scanner
 * ends a code. Focused on load so a scan lands here; after Enter the text stays selected, so the
 * next scan replaces it.
 */
export function DeskSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useOwnerT();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const input = useRef<HTMLInputElement>(null);

  // The URL changed by other means (the back button, a count's link): show what it searches for.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }

  // The counter's first move is to type or scan a code. Focused without scrolling: the page may
  // arrive while the owner has the menu open above it, and must not jump away from the menu.
  useEffect(() => input.current?.focus({ preventScroll: true }), []);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() !== value) onSearch(text.trim());
    input.current?.select();
  }

  return (
    <form role="search" aria-label={t('owner.desk.searchLabel')} onSubmit={submit} className="max-w-xl">
      <FieldLabel id="desk-search" label={t('owner.desk.find')} />
      <input
        ref={input}
        id="desk-search"
        type="search"
        className="field-input h-12 text-lg"
        placeholder={t('owner.desk.findPlaceholder')}
        aria-describedby="desk-search-hint"
        maxLength={DESK_SEARCH_MAX}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <p id="desk-search-hint" className="mt-1 text-sm text-slate-600">
        {t('owner.desk.findHint')}
      </p>
    </form>
  );
}
