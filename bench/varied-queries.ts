/**
 * Catalogue requests that are each different from every other in a run, so the bench measures
 * the store and its indexes, never the response cache: searches as customers type them (word
 * starts of every length, a second word, a category, a sort, a later page) and pages of every
 * category, sort and depth.
 */
import { BOOK_SORTS, CATEGORIES } from '../backend/src/contract';
import { CATALOGUE_WORDS } from '../scripts/large-catalogue';

function shuffled<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Rounds a fast machine may go through before a path repeats: limits 24 down to 5. */
const ROUNDS = 20;

/**
 * Hands out the paths (each with `limit=24`) in a random order; past the end, again with a page
 * one item shorter, so none repeats and every one stays a request the API answers with a page.
 */
function distinct(paths: string[]): () => string {
  const order = shuffled(paths);
  let next = 0;
  return () => {
    const round = Math.floor(next / order.length) % ROUNDS;
    const path = order[next++ % order.length]!;
    return round ? path.replace('limit=24', `limit=${24 - round}`) : path;
  };
}

const categories = ['', ...CATEGORIES.map((category) => `&category=${category}`)];
const sorts = ['', ...BOOK_SORTS.map((sort) => `&sort=${sort}`)];

/** About 40,000 different searches. */
export function distinctSearches(): () => string {
  const starts = CATALOGUE_WORDS.flatMap((word) =>
    Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2)),
  );
  const secondWords = ['', 'item', 'sch', 'office', 'dep', '1', '12', '37', '5', '9'];
  const paths: string[] = [];
  for (const start of starts)
    for (const second of secondWords)
      for (const category of categories)
        for (const sort of ['', '&sort=price-asc', '&sort=title'])
          for (const offset of ['', '&offset=24'])
            paths.push(
              `/api/books?q=${encodeURIComponent(`${start} ${second}`.trim())}${category}${sort}&limit=24${offset}`,
            );
  return distinct(paths);
}

/** Every 24-item page of the 10,000-item catalogue, by every category and sort. */
export function distinctPages(catalogueSize: number): () => string {
  const paths: string[] = [];
  for (const category of categories)
    for (const sort of sorts)
      for (let offset = 0; offset < catalogueSize; offset += 24)
        paths.push(`/api/books?limit=24${category}${sort}&offset=${offset}`);
  return distinct(paths);
}
