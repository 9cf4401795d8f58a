/** The outbox and the back-in-stock requests in a SQLite snapshot, as each version of the file kept them. */
import type Database from 'better-sqlite3';
import type { SnapshotBackInStockRequest, SnapshotNotice } from '../snapshot';
import { BACK_IN_STOCK_COLUMNS } from './back-in-stock';
import { NOTICE_COLUMNS } from './outbox';

/** The v20 migration added back-in-stock requests and their notices (an item's, with a phone). */
export const BACK_IN_STOCK_SINCE_VERSION = 20;
/** The v33 migration keeps whether a request's phone is the customer's verified number. */
const PHONE_VERIFIED_SINCE_VERSION = 33;
/** The v34 migration keeps every item a back-in-stock notice names. */
const BOOK_IDS_SINCE_VERSION = 34;

export function readNotices(db: Database.Database, version: number): SnapshotNotice[] {
  // Before v20 every notice was an order's, without a phone of its own; before v34 a back-in-stock
  // notice named its one item.
  const columns =
    version >= BOOK_IDS_SINCE_VERSION
      ? NOTICE_COLUMNS
      : version >= BACK_IN_STOCK_SINCE_VERSION
        ? NOTICE_COLUMNS.replace('book_ids AS bookIds', 'NULL AS bookIds')
        : `id, order_id AS orderId, NULL AS bookId, kind, recipient, subject, text, state, attempts,
         last_error AS lastError, created_at AS createdAt, sent_at AS sentAt,
         next_attempt_at AS nextAttemptAt, NULL AS phone, NULL AS bookIds`;
  return db
    .prepare<[], Omit<SnapshotNotice, 'bookIds'> & { bookIds: string | null }>(
      `SELECT ${columns} FROM notices ORDER BY created_at, rowid`,
    )
    .all()
    .map(({ bookIds, ...notice }) => ({
      ...notice,
      bookIds: bookIds ? (JSON.parse(bookIds) as string[]) : notice.bookId ? [notice.bookId] : [],
    }));
}

type RequestRow = Omit<SnapshotBackInStockRequest, 'emailVerified' | 'phoneVerified'> &
  Record<'emailVerified' | 'phoneVerified', number>;

export function readBackInStockRequests(
  db: Database.Database,
  version: number,
): SnapshotBackInStockRequest[] {
  // Before v33 nobody's number was checked: every phone was as typed.
  const columns =
    version >= PHONE_VERIFIED_SINCE_VERSION
      ? BACK_IN_STOCK_COLUMNS
      : `id, book_id AS bookId, customer_uid AS customerUid, email, email_verified AS emailVerified,
         phone, 0 AS phoneVerified, created_at AS createdAt, notified_at AS notifiedAt`;
  return db
    .prepare<[], RequestRow>(`SELECT ${columns} FROM back_in_stock_requests ORDER BY created_at, rowid`)
    .all()
    .map((row) => ({
      ...row,
      emailVerified: row.emailVerified === 1,
      phoneVerified: row.phoneVerified === 1,
    }));
}
