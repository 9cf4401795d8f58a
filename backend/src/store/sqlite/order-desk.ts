import type Database from 'better-sqlite3';
import { deskSearch } from '../order-rules';
import type { DeskCounts, DeskFilter, OrderSearch, PickListLine, PrintJobToRun } from '../store';
import type { OrderReader, OrderRow } from './order-rows';

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The desk's search as SQL: a code or an id exactly, a phone by its digits, a name or e-mail by part. */
function searchCondition(search: string | undefined): { sql: string; params: unknown[] } {
  const terms = deskSearch(search);
  if (!terms) return { sql: '1', params: [] };
  const conditions = ["name LIKE ? ESCAPE '\\'", "email LIKE ? ESCAPE '\\'"];
  const pattern = `%${escapeLike(terms.text)}%`;
  const params: unknown[] = [pattern, pattern];
  if (terms.pickupCode) {
    conditions.push('pickup_code = ?');
    params.push(terms.pickupCode);
  }
  if (terms.orderId) {
    conditions.push('id = ?');
    params.push(terms.orderId);
  }
  if (terms.phoneDigits) {
    conditions.push('phone LIKE ?');
    params.push(`%${terms.phoneDigits}%`);
  }
  return { sql: `(${conditions.join(' OR ')})`, params };
}

function filterCondition(filter: DeskFilter | undefined, now: string): { sql: string; params: unknown[] } {
  if (!filter) return { sql: '1', params: [] };
  if (filter === 'overdue') return { sql: "status = 'ready' AND hold_until < ?", params: [now] };
  return { sql: 'status = ?', params: [filter] };
}

/** The desk's reads: pages by tab and search, counts per tab, the pick list and the print jobs to run. */
export function createOrderDesk(db: Database.Database, reader: OrderReader) {
  const statements = new Map<string, Database.Statement>();
  const statement = <Row>(sql: string) => {
    let found = statements.get(sql);
    if (!found) statements.set(sql, (found = db.prepare(sql)));
    return found as Database.Statement<unknown[], Row>;
  };
  const pickList = db.prepare<[], PickListLine>(
    `SELECT l.book_id AS bookId, MAX(l.title) AS title, MAX(l.cover_image) AS coverImage,
       SUM(l.quantity) AS units, COUNT(DISTINCT l.order_id) AS orders
     FROM order_lines l JOIN orders o ON o.id = l.order_id
     WHERE o.status = 'placed'
     GROUP BY l.book_id ORDER BY MAX(l.title) COLLATE NOCASE`,
  );
  const printJobsToRun = db.prepare<[], PrintJobToRun>(
    `SELECT o.id AS orderId, o.pickup_code AS pickupCode, p.job_id AS jobId, p.file_name AS fileName,
       p.colour, p.sides, p.copies, p.page_range AS range, p.binding, p.printed_sides AS printedSides,
       p.sheets
     FROM order_print_lines p JOIN orders o ON o.id = p.order_id
     WHERE o.status = 'placed' AND p.printed = 0
     ORDER BY o.created_at, o.rowid, p.position`,
  );

  return {
    search(query: OrderSearch) {
      const now = query.now.toISOString();
      const search = searchCondition(query.search);
      const filter = filterCondition(query.filter, now);
      // The desk handles online orders; counter sales are settled when made.
      const where = `WHERE channel = 'online' AND ${search.sql} AND ${filter.sql}`;
      const params = [...search.params, ...filter.params];
      const total = statement<{ n: number }>(`SELECT COUNT(*) AS n FROM orders ${where}`).get(...params)!.n;
      const rows = statement<OrderRow>(
        `SELECT * FROM orders ${where} ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`,
      ).all(...params, query.limit, query.offset);
      return { items: reader.hydrate(rows), total };
    },
    counts(query: Pick<OrderSearch, 'search' | 'now'>): DeskCounts {
      const search = searchCondition(query.search);
      return statement<DeskCounts>(
        `SELECT COUNT(*) AS "all",
           COALESCE(SUM(status = 'placed'), 0) AS placed,
           COALESCE(SUM(status = 'ready'), 0) AS ready,
           COALESCE(SUM(status = 'ready' AND hold_until < ?), 0) AS overdue,
           COALESCE(SUM(status = 'collected'), 0) AS collected,
           COALESCE(SUM(status = 'cancelled'), 0) AS cancelled
         FROM orders WHERE channel = 'online' AND ${search.sql}`,
      ).get(query.now.toISOString(), ...search.params)!;
    },
    pickList: () => pickList.all(),
    printJobsToRun: () => printJobsToRun.all(),
  };
}
