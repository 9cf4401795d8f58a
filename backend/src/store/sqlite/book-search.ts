import type Database from 'better-sqlite3';
import type { Book, BookQuery, BookSort } from '../store';
import { toBook, type BookRow } from './book-rows';

type Statement = <Row>(sql: string) => Database.Statement<unknown[], Row>;

/** A list's order, qualified: the same over `books` alone and joined to its search hits (both have a rowid). */
export const orderBy: Record<BookSort, string> = {
  newest: 'books.created_at DESC, books.rowid DESC',
  oldest: 'books.created_at ASC, books.rowid ASC',
  'price-asc': 'books.new_price_paise ASC, books.rowid ASC',
  'price-desc': 'books.new_price_paise DESC, books.rowid DESC',
  title: 'books.title COLLATE NOCASE ASC, books.rowid ASC',
};

/** Each term the start of a word (`"not"*`), quoted so that no term is an operator. */
const words = (terms: readonly string[]) => terms.map((term) => `"${term.replace(/"/g, '""')}"*`).join(' ');

/**
 * FTS5 queries for a search: every term in the title or description (`all`), every term in the
 * title (`title`), and the rest (`rest`), each within the category when one is chosen (the
 * category is a column of the index, migration 9).
 */
function matches(terms: readonly string[], category: string | undefined) {
  const within = (expression: string) =>
    category ? `(${expression}) AND category : "${category}"` : expression;
  const all = `{title description} : (${words(terms)})`;
  const title = `title : (${words(terms)})`;
  return { all: within(all), title: within(title), rest: within(`${all} NOT ${title}`) };
}

/**
 * A catalogue search on SQLite. Within the index alone where it can (a category at most): the
 * count, and best matches as the titles that match then the rest, each newest first (rowids
 * grow as items are added), a page read straight off the index. With a sort,
 * or the owner's stock and trending filters, the hits are joined to the books.
 */
export function createBookSearch(statement: Statement) {
  const count = (match: string) =>
    statement<{ n: number }>('SELECT COUNT(*) AS n FROM books_words WHERE books_words MATCH ?').get(match)!.n;
  // The index's rowid is the book's (migration 10): hits are books without reading the index's text.
  const hitRowids = (match: string, limit: number, offset: number) =>
    statement<{ rowid: number }>(
      'SELECT rowid FROM books_words WHERE books_words MATCH ? ORDER BY rowid DESC LIMIT ? OFFSET ?',
    )
      .all(match, limit, offset)
      .map((row) => row.rowid);

  function booksInOrder(rowids: number[]): Book[] {
    if (rowids.length === 0) return [];
    const rows = statement<BookRow & { rowid: number }>(
      `SELECT rowid, * FROM books WHERE rowid IN (${rowids.map(() => '?').join(',')})`,
    ).all(...rowids);
    const byRowid = new Map(rows.map((row) => [row.rowid, row]));
    return rowids.flatMap((rowid) => (byRowid.has(rowid) ? [toBook(byRowid.get(rowid)!)] : []));
  }

  /** Title matches first, then the rest, each newest first: two pages off the index. */
  function bestMatches(match: ReturnType<typeof matches>, limit: number, offset: number): Book[] {
    const titleHits = count(match.title);
    const wanted = limit < 0 ? Number.MAX_SAFE_INTEGER : limit;
    const first = offset < titleHits ? hitRowids(match.title, wanted, offset) : [];
    const left = wanted - first.length;
    const rest =
      left > 0 ? hitRowids(match.rest, Math.min(left, 1_000_000), Math.max(0, offset - titleHits)) : [];
    return booksInOrder([...first, ...rest]);
  }

  /** Hits joined to their books, for a sort or for filters the index does not hold. */
  function joined(query: BookQuery, match: ReturnType<typeof matches>, limit: number, offset: number) {
    const conditions = ['books_words MATCH ?'];
    const params: unknown[] = [match.all];
    if (query.trending !== undefined) {
      conditions.push('books.trending = ?');
      params.push(query.trending ? 1 : 0);
    }
    if (query.stockAtMost !== undefined) {
      conditions.push('books.stock IS NOT NULL AND books.stock <= ?');
      params.push(query.stockAtMost);
    }
    const from = `FROM books_words JOIN books ON books.rowid = books_words.rowid WHERE ${conditions.join(' AND ')}`;
    const order = query.sort
      ? orderBy[query.sort]
      : 'books.rowid IN (SELECT rowid FROM books_words WHERE books_words MATCH ?) DESC, books.rowid DESC';
    // Within a category at most, the index counts alone.
    const indexOnly = query.trending === undefined && query.stockAtMost === undefined;
    const total = indexOnly
      ? count(match.all)
      : statement<{ n: number }>(`SELECT COUNT(*) AS n ${from}`).get(...params)!.n;
    const rows = statement<BookRow>(`SELECT books.* ${from} ORDER BY ${order} LIMIT ? OFFSET ?`).all(
      ...params,
      ...(query.sort ? [] : [match.title]),
      limit,
      offset,
    );
    return { items: rows.map(toBook), total };
  }

  return {
    search(query: BookQuery, terms: readonly string[]): { items: Book[]; total: number } {
      const match = matches(terms, query.category);
      const [limit, offset] = [query.limit ?? -1, query.offset ?? 0];
      if (query.sort || query.trending !== undefined || query.stockAtMost !== undefined) {
        return joined(query, match, limit, offset);
      }
      return { items: bestMatches(match, limit, offset), total: count(match.all) };
    },
  };
}
