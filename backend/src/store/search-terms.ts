/**
 * What a catalogue search matches: the words a customer types, each the start of a word of the
 * title or description ("not" finds "notebook"), all of them (AND), case and accents ignored.
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

/** What a search index keeps of a book: the distinct folded words of its title, and of both. */
export function bookWords(
  title: string,
  description: string,
): { titleWords: string[]; searchWords: string[] } {
  const titleWords = [...new Set(foldedWords(title))];
  return { titleWords, searchWords: [...new Set([...titleWords, ...foldedWords(description)])] };
}
