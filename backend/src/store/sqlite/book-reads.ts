import type Database from 'better-sqlite3';
import type { Book, BookQuery, BookSort, Category } from '../store';
import { searchTerms } from '../search-terms';
import { toBook, type BookRow } from './book-rows';

const orderBy: Record<BookSort, string> = {
  newest: 'created_at DESC, rowid DESC',
  oldest: 'created_at ASC, rowid ASC',
  'price-asc': 'new_price_paise ASC, rowid ASC',
  'price-desc': 'new_price_paise DESC, rowid DESC',
  title: 'title COLLATE NOCASE ASC, rowid ASC',
};

/** Each term the start of a word, all of them: `"not"* "blue"*` (quoted, so no term is an operator). */
const wordsMatch = (terms: readonly string[]): string =>
  terms.map((term) => `"${term.replace(/"/g, '""')}"*`).join(' ');

const MATCHING = 'id IN (SELECT book_id FROM books_words WHERE books_words MATCH ?)';

function whereClause(query: BookQuery, terms: readonly string[]): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.category) {
    conditions.push('category = ?');
    params.push(query.category);
  }
  if (query.trending !== undefined) {
    conditions.push('trending = ?');
    params.push(query.trending ? 1 : 0);
  }
  if (query.stockAtMost !== undefined) {
    conditions.push('stock IS NOT NULL AND stock <= ?');
    params.push(query.stockAtMost);
  }
  if (terms.length) {
    conditions.push(MATCHING);
    params.push(wordsMatch(terms));
  } else if (query.search?.trim()) {
    // Typed, but no letters or digits in it: nothing is named, so nothing matches.
    conditions.push('0');
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** The catalogue's reads: lists, searches, several ids, top sellers. */
export function createBookReader(db: Database.Database) {
  // A list's SQL depends only on which filters and sort it uses: a handful of shapes, prepared once.
  const prepared = new Map<string, Database.Statement>();
  const statement = <Row>(sql: string) => {
    let found = prepared.get(sql);
    if (!found) prepared.set(sql, (found = db.prepare(sql)));
    return found as Database.Statement<unknown[], Row>;
  };

  /** Books with every term in the title first, then by how well (bm25, title words weighing more). */
  function bestMatches(query: BookQuery, terms: readonly string[], page: number[]): Book[] {
    const filters = whereClause({ ...query, search: undefined }, []);
    const rows = statement<BookRow>(
      `SELECT books.* FROM books
         JOIN (SELECT book_id, bm25(books_words, 10.0, 1.0) AS score FROM books_words
               WHERE books_words MATCH ?) AS hits ON hits.book_id = books.id
       ${filters.sql}
       ORDER BY books.id IN (SELECT book_id FROM books_words WHERE books_words MATCH ?) DESC,
                hits.score, books.created_at DESC, books.rowid DESC
       LIMIT ? OFFSET ?`,
    );
    const match = wordsMatch(terms);
    return rows.all(match, ...filters.params, `title : (${match})`, ...page).map(toBook);
  }

  return {
    list(query: BookQuery): { items: Book[]; total: number } {
      const terms = searchTerms(query.search);
      const where = whereClause(query, terms);
      const total = statement<{ n: number }>(`SELECT COUNT(*) AS n FROM books ${where.sql}`).get(
        ...where.params,
      )!.n;
      const page = [query.limit ?? -1, query.offset ?? 0];
      if (terms.length && !query.sort) return { items: bestMatches(query, terms, page), total };
      const order = orderBy[query.sort ?? 'newest'];
      // Deep pages: the offset is walked in the sort's index, and only the page's rows are read.
      const rows = statement<BookRow>(
        `SELECT * FROM books WHERE rowid IN (
           SELECT rowid FROM books ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?
         ) ORDER BY ${order}`,
      ).all(...where.params, ...page);
      return { items: rows.map(toBook), total };
    },
    getMany(ids: readonly string[]): Book[] {
      if (ids.length === 0) return [];
      return statement<BookRow>(`SELECT * FROM books WHERE id IN (${ids.map(() => '?').join(',')})`)
        .all(...ids)
        .map(toBook);
    },
    topSellers({ category, limit }: { category?: Category; limit: number }): Book[] {
      // Read from the units-sold index, so the cost is the page's, whatever the order history.
      return statement<BookRow>(
        `SELECT * FROM books ${category ? 'WHERE category = ?' : ''}
         ORDER BY units_sold DESC, created_at DESC, rowid DESC LIMIT ?`,
      )
        .all(...(category ? [category] : []), limit)
        .map(toBook);
    },
  };
}
