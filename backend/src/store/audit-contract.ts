/**
 * The store contract's audit part: an append-only log. No operation edits or deletes an entry;
 * each carries the hash of the one before (audit-chain.ts), so a row changed by hand shows.
 */
import type { AuditAction, AuditEntry } from '../contract';

export type AuditInput = Omit<AuditEntry, 'seq' | 'prevHash' | 'hash'>;

export interface AuditQuery {
  from?: Date;
  /** Exclusive. */
  to?: Date;
  staffId?: string;
  action?: AuditAction;
  offset: number;
  limit: number;
}

export interface AuditStore {
  /** Appends after the last entry, chained to it, whatever arrives at once. */
  append(entry: AuditInput): Promise<AuditEntry>;
  /** Newest first, with how many match. */
  list(query: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }>;
  /** Every entry from `afterSeq` on, oldest first, at most `limit`: for checking the chain. */
  chain(afterSeq: number, limit: number): Promise<AuditEntry[]>;
}
