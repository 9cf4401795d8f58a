import type Database from 'better-sqlite3';
import type { Book, BookQuery, Category, PageQuery } from '../store';
import { searchTerms } from '../search-terms';
import { toBook, type BookRow } from './book-rows';
import { createBookSearch, orderBy } from './book-search';

function whereClause(query: BookQuery): { sql: string; params: unknown[] } {
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

  const search = createBookSearch(statement);

  return {
    list(query: BookQuery): { items: Book[]; total: number } {
      const terms = searchTerms(query.search);
      if (terms.length) return search.search(query, terms);
      // Typed, but no letters or digits in it: nothing is named, so nothing matches.
      if (query.search?.trim()) return { items: [], total: 0 };
      const where = whereClause(query);
      const total = statement<{ n: number }>(`SELECT COUNT(*) AS n FROM books ${where.sql}`).get(
        ...where.params,
      )!.n;
      const page = [query.limit ?? -1, query.offset ?? 0];
      const order = orderBy[query.sort ?? 'newest'];
      // Deep pages: the offset is walked in the sort's index, and only the page's rows are read.
      const rows = statement<BookRow>(
        `SELECT * FROM books WHERE rowid IN (
           SELECT rowid FROM books ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?
         ) ORDER BY ${order}`,
      ).all(...where.params, ...page);
      return { items: rows.map(toBook), total };
    },
    billedAtCategoryDefault({ limit, offset }: PageQuery): { items: Book[]; total: number } {
      // Read whole rather than by an index: a shop's catalogue is thousands of rows at most, and
      // an empty code is none, as billing reads it.
      const where = `WHERE hsn IS NULL OR hsn = '' OR gst_rate IS NULL`;
      const total = statement<{ n: number }>(`SELECT COUNT(*) AS n FROM books ${where}`).get()!.n;
      const rows = statement<BookRow>(
        `SELECT * FROM books ${where} ORDER BY ${orderBy.title} LIMIT ? OFFSET ?`,
      ).all(limit ?? -1, offset ?? 0);
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
