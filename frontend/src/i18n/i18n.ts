import { i18n, type Messages } from '@lingui/core';
import { warmUpIntl } from './intl-warm-up';
import { detectLanguage, INTL_LOCALE, rememberLanguage, type Language } from './languages';
import english from './locales/en/index.ts';
import type { MessageId, MessageValues } from './message-id';

/**
 * English, the shop's default, comes with the app (8 kB): a catalog fetched beside the app's
 * script slows that script down on a slow phone link, and the first screen waits for both.
 * Hindi is its own file, fetched only when it is shown.
 */
const CATALOGS: Record<Language, () => Promise<{ default: object }>> = {
  en: async () => ({ default: english }),
  hi: () => import('./locales/hi/index.ts'),
};

function activate(language: Language, messages: Messages): void {
  i18n.load(language, messages);
  i18n.activate(language, [INTL_LOCALE[language]]);
  document.documentElement.lang = language;
}

/** Fetches a language's catalog and shows it (its font follows the screen: use-devanagari-font.ts). */
export async function loadLanguage(language: Language): Promise<void> {
  const catalog = await CATALOGS[language]();
  activate(language, catalog.default as Messages);
}

/**
 * The language the app starts in (see detectLanguage); one asked for in the address
 * (`?lang=hi`, a shared link) is remembered as if chosen in the header.
 */
export async function startLanguage(search: string = window.location.search): Promise<void> {
  const language = detectLanguage(search);
  if (new URLSearchParams(search).has('lang')) rememberLanguage(language);
  await Promise.all([loadLanguage(language), warmUpIntl(INTL_LOCALE[language])]);
}

/** The customer's choice from the header: shown at once, and remembered for the next visit. */
export async function switchLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await loadLanguage(language);
}

/** For tests and for code that has its catalog at hand already. */
export function activateCatalog(language: Language, messages: object): void {
  activate(language, messages as Messages);
}

export const currentLanguage = (): Language => (i18n.locale === 'hi' ? 'hi' : 'en');

/** A message in the language being shown, for code outside React (dialogs, toasts). */
export const translate = (id: MessageId, values?: MessageValues): string => i18n._(id, values);

export { i18n };
