import { COVER_URL_MAX } from './limits';

/** An absolute http(s) address, as a cover given by URL must be. */
export function isWebAddress(text: string): boolean {
  if (text.length > COVER_URL_MAX) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
