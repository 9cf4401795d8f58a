import type Database from 'better-sqlite3';
import { newId } from '../ids';
import type { NoticeRecord } from '../records';
import type { ListedNotice, NoticeDraft, OutboxMessage, OutboxStore } from '../store';

/** A notice as SQLite keeps it, named as the contract names its fields. */
export type NoticeRow = { id: string } & NoticeRecord<string>;

/** The notices table's columns under the contract's names, `table.`-qualified where it is joined. */
const noticeColumns = (table = '') =>
  `${table}id, ${table}order_id AS orderId, ${table}book_id AS bookId, ${table}kind, ${table}recipient, ${table}subject, ${table}text,
  ${table}state, ${table}attempts, ${table}last_error AS lastError, ${table}created_at AS createdAt,
  ${table}sent_at AS sentAt, ${table}next_attempt_at AS nextAttemptAt`;

/** A notice as the outbox answers it. */
const MESSAGE_COLUMNS = noticeColumns();
/** The whole record, as a snapshot carries it: the message, its number and its items (JSON text). */
export const NOTICE_COLUMNS = `${MESSAGE_COLUMNS}, phone, book_ids AS bookIds`;

type MessageRow = Omit<NoticeRow, 'phone' | 'bookIds'>;
const toMessage = ({ id, ...notice }: MessageRow): OutboxMessage => ({ _id: id, ...notice });
const toListedNotice = ({ id, ...notice }: OwnerNoticeRow): ListedNotice => ({ _id: id, ...notice });

type OwnerNoticeRow = MessageRow & Pick<ListedNotice, 'pickupCode' | 'phone' | 'whatsAppOnly'>;

/** Writes a notice into the outbox; run inside the transaction of the change it tells of. */
export function createNoticeWriter(db: Database.Database) {
  const insert = db.prepare(
    `INSERT INTO notices (id, order_id, kind, recipient, subject, text, state, created_at, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
  );
  // A held notice is never tried: it is for the owner to send, as a failed one is.
  const insertHeld = db.prepare(
    `INSERT INTO notices (id, order_id, kind, recipient, subject, text, state, last_error, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'failed', ?, ?)`,
  );
  return (orderId: string, notice: NoticeDraft, at: string) =>
    notice.heldBecause
      ? insertHeld.run(
          newId(),
          orderId,
          notice.kind,
          notice.recipient,
          notice.subject,
          notice.text,
          notice.heldBecause,
          at,
        )
      : insert.run(newId(), orderId, notice.kind, notice.recipient, notice.subject, notice.text, at, at);
}

export type NoticeWriter = ReturnType<typeof createNoticeWriter>;

export function createSqliteOutbox(db: Database.Database): OutboxStore {
  const page = db.prepare<[number, number], OwnerNoticeRow>(
    `SELECT ${noticeColumns('n.')}, o.pickup_code AS pickupCode, COALESCE(n.phone, o.phone) AS phone,
       CASE WHEN o.email = '' THEN o.verified_phone END AS whatsAppOnly
     FROM notices n LEFT JOIN orders o ON o.id = n.order_id
     ORDER BY n.created_at DESC, n.rowid DESC LIMIT ? OFFSET ?`,
  );
  const one = db.prepare<[string], MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM notices WHERE id = ?`);
  const sentByHand = db.prepare(
    `UPDATE notices SET state = 'sent', sent_at = ?, last_error = NULL, next_attempt_at = NULL,
       lease_until = NULL WHERE id = ? AND state <> 'sent'`,
  );
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM notices');
  const due = db.prepare<[string, string, number], MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM notices WHERE state = 'pending' AND next_attempt_at <= ?
       AND (lease_until IS NULL OR lease_until <= ?)
     ORDER BY next_attempt_at, rowid LIMIT ?`,
  );
  const lease = db.prepare('UPDATE notices SET lease_until = ? WHERE id = ?');
  const sent = db.prepare(
    `UPDATE notices SET state = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL,
       next_attempt_at = NULL, lease_until = NULL WHERE id = ?`,
  );
  const failed = db.prepare(
    `UPDATE notices SET state = ?, attempts = attempts + 1, last_error = ?, next_attempt_at = ?,
       lease_until = NULL WHERE id = ?`,
  );
  // IMMEDIATE: of two processes claiming at once, the second waits and finds the first's leases.
  const claim = db.transaction((now: string, leaseUntil: string, limit: number) => {
    const rows = due.all(now, now, limit);
    for (const row of rows) lease.run(leaseUntil, row.id);
    return rows.map(toMessage);
  });
  return {
    async list({ limit, offset }) {
      return { items: page.all(limit, offset).map(toListedNotice), total: count.get()!.n };
    },
    async markSentByHand(id, at) {
      sentByHand.run(at.toISOString(), id);
      const row = one.get(id);
      return row ? toMessage(row) : null;
    },
    async claimDue(now, leaseMs, limit) {
      return claim.immediate(now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), limit);
    },
    async markSent(id, at) {
      sent.run(at.toISOString(), id);
    },
    async markFailed(id, error, retryAt) {
      failed.run(retryAt ? 'pending' : 'failed', error.slice(0, 500), retryAt?.toISOString() ?? null, id);
    },
  };
}
