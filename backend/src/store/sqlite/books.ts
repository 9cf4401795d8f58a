import type Database from 'better-sqlite3';
import { newId } from '../ids';
import { toPaise, toRupees } from '../money';
import {
  type Book,
  type BookInput,
  type BookQuery,
  type BookSort,
  type BookStore,
  type Category,
} from '../store';

interface BookRow {
  id: string;
  title: string;
  description: string;
  category: Category;
  trending: number;
  old_price_paise: number;
  new_price_paise: number;
  cover_image: string;
  created_at: string;
  updated_at: string;
}

const orderBy: Record<BookSort, string> = {
  newest: 'created_at DESC, rowid DESC',
  oldest: 'created_at ASC, rowid ASC',
  'price-asc': 'new_price_paise ASC, rowid ASC',
  'price-desc': 'new_price_paise DESC, rowid DESC',
  title: 'title COLLATE NOCASE ASC, rowid ASC',
};

export const toBook = (row: BookRow): Book => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  category: row.category,
  trending: row.trending === 1,
  oldPrice: toRupees(row.old_price_paise),
  newPrice: toRupees(row.new_price_paise),
  coverImage: row.cover_image,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

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
  if (query.search) {
    const search = searchCondition(query.search, plan);
    conditions.push(search.sql);
    params.push(...search.params);
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

export function createSqliteBookStore(db: Database.Database): BookStore {
  const selectById = db.prepare<[string], BookRow>('SELECT * FROM books WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO books (id, title, description, category, trending, old_price_paise,
       new_price_paise, cover_image, created_at, updated_at)
     VALUES (@id, @title, @description, @category, @trending, @old, @new, @cover, @now, @now)`,
  );
  const updateStmt = db.prepare(
    `UPDATE books SET title = @title, description = @description, category = @category,
       trending = @trending, old_price_paise = @old, new_price_paise = @new,
       cover_image = @cover, updated_at = @now
     WHERE id = @id`,
  );
  const deleteStmt = db.prepare('DELETE FROM books WHERE id = ?');
  const countStmt = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM books');
  const probeMatches = db.prepare<[string, number], { n: number }>(
    `SELECT COUNT(*) AS n FROM (SELECT 1 FROM books_search WHERE books_search MATCH ? LIMIT ?)`,
  );
  const planFor = (search: string | undefined): SearchPlan =>
    search &&
    [...search].length >= TRIGRAM &&
    probeMatches.get(ftsPhrase(search), SELECTIVE_MATCHES)!.n < SELECTIVE_MATCHES
      ? 'index'
      : 'scan';
  const versionStmt = db.prepare<[], { version: number }>('SELECT version FROM catalogue_version');
  // A list's SQL depends only on which filters and sort it uses: a handful of shapes, prepared once.
  const prepared = new Map<string, Database.Statement>();
  const statement = <Row>(sql: string) => {
    let found = prepared.get(sql);
    if (!found) prepared.set(sql, (found = db.prepare(sql)));
    return found as Database.Statement<unknown[], Row>;
  };

  const columns = (id: string, input: BookInput) => ({
    id,
    title: input.title,
    description: input.description,
    category: input.category,
    trending: input.trending ? 1 : 0,
    old: toPaise(input.oldPrice),
    new: toPaise(input.newPrice),
    cover: input.coverImage,
    now: new Date().toISOString(),
  });

  return {
    async list(query) {
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
    async catalogueVersion() {
      return String(versionStmt.get()!.version);
    },
    async get(id) {
      const row = selectById.get(id);
      return row ? toBook(row) : null;
    },
    async getMany(ids) {
      if (ids.length === 0) return [];
      const rows = statement<BookRow>(
        `SELECT * FROM books WHERE id IN (${ids.map(() => '?').join(',')})`,
      ).all(...ids);
      return rows.map(toBook);
    },
    async topSellers({ category, limit }) {
      // Read from the units-sold index, so the cost is the page's, whatever the order history.
      const rows = statement<BookRow>(
        `SELECT * FROM books ${category ? 'WHERE category = ?' : ''}
         ORDER BY units_sold DESC, created_at DESC, rowid DESC LIMIT ?`,
      ).all(...(category ? [category] : []), limit);
      return rows.map(toBook);
    },
    async create(input) {
      const id = newId();
      insert.run(columns(id, input));
      return toBook(selectById.get(id)!);
    },
    async update(id, input) {
      const result = updateStmt.run(columns(id, input));
      if (result.changes === 0) return null;
      return toBook(selectById.get(id)!);
    },
    async delete(id) {
      return deleteStmt.run(id).changes > 0;
    },
    async count() {
      return countStmt.get()!.n;
    },
  };
}
