import type Database from 'better-sqlite3';
import { newId } from '../ids';
import type { NoticeDraft, NoticeKind, NoticeState, OutboxMessage, OutboxStore } from '../store';

interface NoticeRow {
  id: string;
  order_id: string;
  kind: NoticeKind;
  recipient: string;
  subject: string;
  text: string;
  state: NoticeState;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  next_attempt_at: string | null;
}

const toMessage = (row: NoticeRow): OutboxMessage => ({
  _id: row.id,
  orderId: row.order_id,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  text: row.text,
  state: row.state,
  attempts: row.attempts,
  lastError: row.last_error,
  createdAt: row.created_at,
  sentAt: row.sent_at,
  nextAttemptAt: row.next_attempt_at,
});

/** Writes a notice into the outbox; run inside the transaction of the change it tells of. */
export function createNoticeWriter(db: Database.Database) {
  const insert = db.prepare(
    `INSERT INTO notices (id, order_id, kind, recipient, subject, text, state, created_at, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
  );
  return (orderId: string, notice: NoticeDraft, at: string) =>
    insert.run(newId(), orderId, notice.kind, notice.recipient, notice.subject, notice.text, at, at);
}

export type NoticeWriter = ReturnType<typeof createNoticeWriter>;

export function createSqliteOutbox(db: Database.Database): OutboxStore {
  const page = db.prepare<[number, number], NoticeRow>(
    'SELECT * FROM notices ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?',
  );
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM notices');
  const due = db.prepare<[string, string, number], NoticeRow>(
    `SELECT * FROM notices WHERE state = 'pending' AND next_attempt_at <= ?
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
      return { items: page.all(limit, offset).map(toMessage), total: count.get()!.n };
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
