import { i18n, type Messages } from '@lingui/core';
import { detectLanguage, INTL_LOCALE, rememberLanguage, type Language } from './languages';
import type { MessageId, MessageValues } from './message-id';

/** Each language's catalog is its own file, fetched only when that language is shown. */
const CATALOGS: Record<Language, () => Promise<{ default: object }>> = {
  en: () => import('./locales/en/index.ts'),
  hi: () => import('./locales/hi/index.ts'),
};

function activate(language: Language, messages: Messages): void {
  i18n.load(language, messages);
  i18n.activate(language, [INTL_LOCALE[language]]);
  document.documentElement.lang = language;
}

/**
 * The self-hosted Devanagari font is declared once the page has loaded and the main thread is
 * idle, so its files never stand between a slow phone and the first screen. Phones have a
 * Devanagari font of their own; this one is for computers without one, from the next page on.
 */
function addDevanagariFontWhenIdle(): void {
  const add = () => void import('./devanagari-font.ts').then((font) => font.addDevanagariFont());
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(add, { timeout: 3000 })
      : setTimeout(add, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Fetches a language's catalog and shows it; Hindi also brings its Devanagari font, after the page. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'hi') addDevanagariFontWhenIdle();
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
  await loadLanguage(language);
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
