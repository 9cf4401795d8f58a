import type Database from 'better-sqlite3';
import type { Book, BookQuery, BookSort, Category } from '../store';
import { toBook, type BookRow } from './book-rows';

const orderBy: Record<BookSort, string> = {
  newest: 'created_at DESC, rowid DESC',
  oldest: 'created_at ASC, rowid ASC',
  'price-asc': 'new_price_paise ASC, rowid ASC',
  'price-desc': 'new_price_paise DESC, rowid DESC',
  title: 'title COLLATE NOCASE ASC, rowid ASC',
};

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The trigram index answers substrings of three characters or more; shorter ones scan. */
const TRIGRAM = 3;

/**
 * Past this many matches the index is slower than a scan: each match costs a lookup, while a
 * scan walks the sort's index and stops once the page is full. Chosen on a 10,000-item catalogue.
 */
const SELECTIVE_MATCHES = 300;

/** A quoted FTS5 phrase matches its text literally, whatever operators or quotes it holds. */
const ftsPhrase = (text: string): string => `"${text.replace(/"/g, '""')}"`;

type SearchPlan = 'index' | 'scan';

function searchCondition(search: string, plan: SearchPlan): { sql: string; params: unknown[] } {
  if (plan === 'index') {
    return {
      sql: 'id IN (SELECT book_id FROM books_search WHERE books_search MATCH ?)',
      params: [ftsPhrase(search)],
    };
  }
  const pattern = `%${escapeLike(search)}%`;
  return {
    sql: "(title LIKE ? ESCAPE '\\' OR description LIKE ? ESCAPE '\\')",
    params: [pattern, pattern],
  };
}

function whereClause(query: BookQuery, plan: SearchPlan): { sql: string; params: unknown[] } {
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
  if (query.search) {
    const search = searchCondition(query.search, plan);
    conditions.push(search.sql);
    params.push(...search.params);
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** The catalogue's reads: lists, searches, several ids, top sellers. */
export function createBookReader(db: Database.Database) {
  const probeMatches = db.prepare<[string, number], { n: number }>(
    `SELECT COUNT(*) AS n FROM (SELECT 1 FROM books_search WHERE books_search MATCH ? LIMIT ?)`,
  );
  const planFor = (search: string | undefined): SearchPlan =>
    search &&
    [...search].length >= TRIGRAM &&
    probeMatches.get(ftsPhrase(search), SELECTIVE_MATCHES)!.n < SELECTIVE_MATCHES
      ? 'index'
      : 'scan';
  // A list's SQL depends only on which filters and sort it uses: a handful of shapes, prepared once.
  const prepared = new Map<string, Database.Statement>();
  const statement = <Row>(sql: string) => {
    let found = prepared.get(sql);
    if (!found) prepared.set(sql, (found = db.prepare(sql)));
    return found as Database.Statement<unknown[], Row>;
  };

  return {
    list(query: BookQuery): { items: Book[]; total: number } {
      const where = whereClause(query, planFor(query.search));
      const order = orderBy[query.sort ?? 'newest'];
      const total = statement<{ n: number }>(`SELECT COUNT(*) AS n FROM books ${where.sql}`).get(
        ...where.params,
      )!.n;
      // Deep pages: the offset is walked in the sort's index, and only the page's rows are read.
      const rows = statement<BookRow>(
        `SELECT * FROM books WHERE rowid IN (
           SELECT rowid FROM books ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?
         ) ORDER BY ${order}`,
      ).all(...where.params, query.limit ?? -1, query.offset ?? 0);
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
