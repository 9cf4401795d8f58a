/**
 * What a catalogue search matches: the words a customer types, each the start of a word of the
 * title, description, author, publisher or language ("not" finds "notebook"), all of them (AND),
 * case and accents ignored.
 * Both adapters fold words with these functions: SQLite's in-memory word index and MongoDB's
 * stored words are built by `bookWords`, and searches split by `searchTerms`.
 */

/** Combining accents of Latin letters (é, ü, ñ); the vowel signs of Indian scripts are letters there and stay. */
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
/** More words than anyone types into a shop's search box; the rest are ignored. */
export const SEARCH_TERMS_MAX = 8;

/** The folded words of a text, in order, repeats kept. */
export function foldedWords(text: string): string[] {
  return text.normalize('NFD').replace(LATIN_ACCENTS, '').toLowerCase().match(WORD) ?? [];
}

/** The distinct words of a search; none means the search asks for nothing in particular. */
export function searchTerms(search: string | undefined): string[] {
  return [...new Set(foldedWords(search ?? ''))].slice(0, SEARCH_TERMS_MAX);
}

/** The texts of a book a search reads; a detail not given (null or absent) adds nothing. */
export interface SearchableBook {
  title: string;
  description: string;
  author?: string | null;
  publisher?: string | null;
  language?: string | null;
}

/** What a search index keeps of a book: the distinct folded words of its title, and of all its texts. */
export function bookWords(book: SearchableBook): { titleWords: string[]; searchWords: string[] } {
  const titleWords = [...new Set(foldedWords(book.title))];
  const otherTexts = [book.description, book.author, book.publisher, book.language];
  const otherWords = otherTexts.flatMap((text) => (text ? foldedWords(text) : []));
  return { titleWords, searchWords: [...new Set([...titleWords, ...otherWords])] };
}

/**
 * The digits of a search that is a phone number being typed ("98765 43", "+91 98765"): three or
 * more, and nothing but digits, spaces, + ( ) and dashes. Null for anything else, which is then
 * matched as a name or a GSTIN only, so a GSTIN's digits find no phone.
 */
export function phoneDigitsOf(q: string | null): string | null {
  if (!q || !/^[\d\s+()-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '');
  return digits.length >= 3 ? digits : null;
}
