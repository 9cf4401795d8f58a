import { COVER_URL_MAX } from './limits';

/** An absolute http(s) address, as a cover given by URL must be. */
export function isWebAddress(text: string): boolean {
  // A stored image's name has no scheme; answering before the parser throws spares the
  // storefront an exception per cover on every list it draws.
  if (text.length > COVER_URL_MAX || !text.includes(':')) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
