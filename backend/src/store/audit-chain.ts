/** How each audit entry is chained to the one before: both adapters append with it, the check reads with it. */
import { createHash } from 'node:crypto';
import type { AuditEntry } from '../contract';

/** The first entry's "hash before". */
export const AUDIT_GENESIS = '0'.repeat(64);

/** The entry's fields in a fixed order (keys of details sorted), so the same entry always hashes alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function auditHash(entry: Omit<AuditEntry, 'hash'>): string {
  const { seq, at, actor, action, subject, details, prevHash } = entry;
  return createHash('sha256')
    .update(prevHash)
    .update(canonical({ seq, at, actor, action, subject, details }))
    .digest('hex');
}
