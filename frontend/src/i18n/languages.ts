import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  preferredLanguage,
  type Language,
} from '@shop/backend/contract';

export { LANGUAGES, isLanguage, type Language } from '@shop/backend/contract';

/** What each language is called in itself, for the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The locale Intl formats with: Indian digit grouping, India's calendar words. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

const STORAGE_KEY = 'shop.language';

function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The language to show: `?lang=` in the address, then the customer's last choice, then the
 * browser's languages on a first visit, then English.
 */
export function detectLanguage(
  search: string = window.location.search,
  preferred: readonly string[] = navigator.languages ?? [navigator.language],
): Language {
  const asked = new URLSearchParams(search).get('lang');
  if (isLanguage(asked)) return asked;
  return storedLanguage() ?? preferredLanguage(preferred) ?? DEFAULT_LANGUAGE;
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page only.
  }
  // Also a cookie, so the server sends the next page in this language with its catalog named.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}
