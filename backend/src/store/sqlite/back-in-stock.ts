import type Database from 'better-sqlite3';
import { newId } from '../ids';
import type { BackInStockRecord } from '../records';
import {
  onATypedNumber,
  type BackInStockInput,
  type BackInStockNotice,
  type ComposeForNumber,
  type BackInStockRequest,
  type BackInStockStore,
} from '../store';
import { toBook, type BookRow } from './book-rows';

type RequestRow = { id: string; emailVerified: number; phoneVerified: number } & Omit<
  BackInStockRecord<string>,
  'emailVerified' | 'phoneVerified'
>;

/** A request's columns under the contract's names, `table.`-qualified where it is joined. */
const requestColumns = (table = '') =>
  `${table}id, ${table}book_id AS bookId, ${table}customer_uid AS customerUid, ${table}email,
  ${table}email_verified AS emailVerified, ${table}phone, ${table}phone_verified AS phoneVerified,
  ${table}created_at AS createdAt, ${table}notified_at AS notifiedAt`;

/** For the snapshot: every request, as kept. */
export const BACK_IN_STOCK_COLUMNS = requestColumns();

const toRequest = ({ id, emailVerified, phoneVerified, ...row }: RequestRow): BackInStockRequest => ({
  _id: id,
  ...row,
  emailVerified: emailVerified === 1,
  phoneVerified: phoneVerified === 1,
});

export function createSqliteBackInStockStore(db: Database.Database): BackInStockStore {
  const waiting = db.prepare<[string, string], RequestRow>(
    `SELECT ${requestColumns()} FROM back_in_stock_requests
     WHERE book_id = ? AND customer_uid = ? AND notified_at IS NULL`,
  );
  const insert = db.prepare(
    `INSERT INTO back_in_stock_requests (id, book_id, customer_uid, email, email_verified, phone,
       phone_verified, created_at)
     VALUES (@id, @bookId, @customerUid, @email, @emailVerified, @phone, @phoneVerified, @createdAt)
     ON CONFLICT (book_id, customer_uid) WHERE notified_at IS NULL
       DO UPDATE SET email = excluded.email, email_verified = excluded.email_verified, phone = excluded.phone,
         phone_verified = excluded.phone_verified`,
  );
  // The same rule as onATypedNumber, as SQL.
  const othersOnTypedNumbers = db.prepare<[string, string], { n: number }>(
    `SELECT COUNT(*) AS n FROM back_in_stock_requests
     WHERE customer_uid = ? AND book_id <> ? AND notified_at IS NULL AND email_verified = 0 AND phone_verified = 0`,
  );
  const request = db.transaction((input: BackInStockInput, limit: number) => {
    if (onATypedNumber(input) && othersOnTypedNumbers.get(input.customerUid, input.bookId)!.n >= limit) {
      return null;
    }
    insert.run({
      id: newId(),
      ...input,
      emailVerified: input.emailVerified ? 1 : 0,
      phoneVerified: input.phoneVerified ? 1 : 0,
      createdAt: new Date().toISOString(),
    });
    return toRequest(waiting.get(input.bookId, input.customerUid)!);
  });
  const withdraw = db.prepare(
    'DELETE FROM back_in_stock_requests WHERE book_id = ? AND customer_uid = ? AND notified_at IS NULL',
  );
  // A book customers can order: counted with units free, or not counted at all.
  const ORDERABLE = '(b.stock IS NULL OR b.stock > 0)';
  const due = db.prepare<[number], RequestRow>(
    `SELECT ${requestColumns('r.')}
     FROM back_in_stock_requests r JOIN books b ON b.id = r.book_id
     WHERE r.notified_at IS NULL AND ${ORDERABLE}
     ORDER BY r.created_at, r.rowid LIMIT ?`,
  );
  const dueOnNumber = db.prepare<[string], RequestRow>(
    `SELECT ${requestColumns('r.')}
     FROM back_in_stock_requests r JOIN books b ON b.id = r.book_id
     WHERE r.phone = ? AND r.email_verified = 0 AND r.notified_at IS NULL AND ${ORDERABLE}
     ORDER BY r.created_at, r.rowid`,
  );
  const namedToNumber = db.prepare<[string], { bookId: string }>(
    `SELECT DISTINCT j.value AS bookId FROM notices n, json_each(n.book_ids) j
     WHERE n.phone = ? AND n.kind = 'back-in-stock' AND n.state <> 'sent'`,
  );
  const bookById = db.prepare<[string], BookRow>('SELECT * FROM books WHERE id = ?');
  const markNotified = db.prepare(
    'UPDATE back_in_stock_requests SET notified_at = ? WHERE id = ? AND notified_at IS NULL',
  );
  const insertNotice = db.prepare(
    `INSERT INTO notices (id, book_id, book_ids, phone, kind, recipient, subject, text, state, last_error,
       created_at, next_attempt_at)
     VALUES (@id, @bookId, @bookIds, @phone, 'back-in-stock', @recipient, @subject, @text, @state, @lastError,
       @at, @nextAttemptAt)`,
  );
  const requestOf = db.prepare<[string], RequestRow>(
    `SELECT ${requestColumns()} FROM back_in_stock_requests WHERE id = ?`,
  );

  function writeNotice(
    notice: BackInStockNotice,
    about: { bookIds: string[]; phone: string | null },
    at: string,
  ) {
    // A held notice is never tried: it is for the owner to send, as a failed one is.
    insertNotice.run({
      id: newId(),
      bookId: about.bookIds[0],
      bookIds: JSON.stringify(about.bookIds),
      phone: about.phone,
      recipient: notice.recipient,
      subject: notice.subject,
      text: notice.text,
      state: notice.heldBecause ? 'failed' : 'pending',
      lastError: notice.heldBecause ?? null,
      at,
      nextAttemptAt: notice.heldBecause ? null : at,
    });
  }

  const notify = db.transaction((requestId: string, notice: BackInStockNotice, at: string) => {
    if (markNotified.run(at, requestId).changes === 0) return false;
    writeNotice(notice, { bookIds: [requestOf.get(requestId)!.bookId], phone: null }, at);
    return true;
  });

  const notifyNumber = db.transaction((phone: string, compose: ComposeForNumber, at: string) => {
    const requests = dueOnNumber.all(phone).map(toRequest);
    for (const request of requests) markNotified.run(at, request._id);
    const named = new Set(namedToNumber.all(phone).map((row) => row.bookId));
    const bookIds = [...new Set(requests.map((request) => request.bookId))].filter((id) => !named.has(id));
    if (bookIds.length === 0) return false;
    const books = bookIds.map((id) => toBook(bookById.get(id)!));
    writeNotice(compose(books, requests), { bookIds, phone }, at);
    return true;
  });

  return {
    async waiting(bookId, customerUid) {
      const row = waiting.get(bookId, customerUid);
      return row ? toRequest(row) : null;
    },
    // IMMEDIATE: of two requests at once, the second counts after the first has written.
    async request(input, limit) {
      return request.immediate(input, limit);
    },
    async withdraw(bookId, customerUid) {
      return withdraw.run(bookId, customerUid).changes > 0;
    },
    async due(limit) {
      return due.all(limit).map((row) => ({
        request: toRequest(row),
        book: toBook(bookById.get(row.bookId)!),
      }));
    },
    async notify(requestId, notice, at) {
      return notify.immediate(requestId, notice, at.toISOString());
    },
    async notifyNumber(phone, compose, at) {
      return notifyNumber.immediate(phone, compose, at.toISOString());
    },
  };
}
