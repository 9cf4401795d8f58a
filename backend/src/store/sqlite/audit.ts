/** The audit log on SQLite: appended in one transaction, which reads the last entry and chains to it. */
import type Database from 'better-sqlite3';
import type { AuditAction, AuditEntry, Role } from '../../contract';
import { AUDIT_GENESIS, auditHash } from '../audit-chain';
import type { AuditQuery, AuditStore } from '../audit-contract';

interface AuditRow {
  seq: number;
  at: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_role: Role | null;
  action: AuditAction;
  subject: string;
  details: string;
  prev_hash: string;
  hash: string;
}

export const toAuditEntry = (row: AuditRow): AuditEntry => ({
  seq: row.seq,
  at: row.at,
  actor:
    row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name ?? '', role: row.actor_role! },
  action: row.action,
  subject: row.subject,
  details: JSON.parse(row.details) as Record<string, unknown>,
  prevHash: row.prev_hash,
  hash: row.hash,
});

function filters(query: AuditQuery): { where: string; params: Record<string, string> } {
  const clauses: string[] = [];
  const params: Record<string, string> = {};
  if (query.from) {
    clauses.push('at >= @from');
    params.from = query.from.toISOString();
  }
  if (query.to) {
    clauses.push('at < @to');
    params.to = query.to.toISOString();
  }
  if (query.staffId) {
    clauses.push('actor_id = @staffId');
    params.staffId = query.staffId;
  }
  if (query.action) {
    clauses.push('action = @action');
    params.action = query.action;
  }
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** The whole log, oldest first, as a snapshot carries it. */
export const readAuditLog = (db: Database.Database): AuditEntry[] =>
  db.prepare<[], AuditRow>('SELECT * FROM audit_log ORDER BY seq').all().map(toAuditEntry);

export function createSqliteAuditStore(db: Database.Database): AuditStore {
  const last = db.prepare<[], Pick<AuditRow, 'seq' | 'hash'>>(
    'SELECT seq, hash FROM audit_log ORDER BY seq DESC LIMIT 1',
  );
  const insert = db.prepare(
    `INSERT INTO audit_log (seq, at, actor_id, actor_name, actor_role, action, subject, details, prev_hash, hash)
     VALUES (@seq, @at, @actorId, @actorName, @actorRole, @action, @subject, @details, @prevHash, @hash)`,
  );
  const chain = db.prepare<[number, number], AuditRow>(
    'SELECT * FROM audit_log WHERE seq > ? ORDER BY seq LIMIT ?',
  );
  const append = db.transaction((input: Parameters<AuditStore['append']>[0]): AuditEntry => {
    const before = last.get();
    const unhashed = { ...input, seq: (before?.seq ?? 0) + 1, prevHash: before?.hash ?? AUDIT_GENESIS };
    const entry = { ...unhashed, hash: auditHash(unhashed) };
    insert.run({
      seq: entry.seq,
      at: entry.at,
      actorId: entry.actor?.id ?? null,
      actorName: entry.actor?.name ?? null,
      actorRole: entry.actor?.role ?? null,
      action: entry.action,
      subject: entry.subject,
      details: JSON.stringify(entry.details),
      prevHash: entry.prevHash,
      hash: entry.hash,
    });
    return entry;
  });

  return {
    async append(input) {
      return append.immediate(input);
    },
    async list(query) {
      const { where, params } = filters(query);
      const total = db
        .prepare<Record<string, string>, number>(`SELECT count(*) FROM audit_log ${where}`)
        .pluck()
        .get(params)!;
      const rows = db
        .prepare<Record<string, string | number>, AuditRow>(
          `SELECT * FROM audit_log ${where} ORDER BY seq DESC LIMIT @limit OFFSET @offset`,
        )
        .all({ ...params, limit: query.limit, offset: query.offset });
      return { entries: rows.map(toAuditEntry), total };
    },
    async chain(afterSeq, limit) {
      return chain.all(afterSeq, limit).map(toAuditEntry);
    },
  };
}
