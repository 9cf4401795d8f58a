/** The owner's reading of the audit log, and the check that its chain is whole. */
import { indiaDayBounds, type AuditAction, type AuditPage, type AuditVerification } from '../contract';
import { auditHash, AUDIT_GENESIS } from '../store/audit-chain';
import type { AuditStore } from '../store/store';

const CHECK_PAGE = 500;

export interface AuditFilter {
  from?: string;
  to?: string;
  staffId?: string;
  action?: AuditAction;
  page: number;
  limit: number;
}

export function createAuditService(deps: { log: AuditStore }) {
  return {
    /** Newest first; `from` and `to` are India dates, both included. */
    async list(filter: AuditFilter): Promise<AuditPage> {
      return deps.log.list({
        from: filter.from ? indiaDayBounds(filter.from).start : undefined,
        to: filter.to ? indiaDayBounds(filter.to).end : undefined,
        staffId: filter.staffId,
        action: filter.action,
        offset: (filter.page - 1) * filter.limit,
        limit: filter.limit,
      });
    },

    /** Reads the log from its first entry: each must follow the one before and hash to what it says. */
    async verify(): Promise<AuditVerification> {
      let previous = { seq: 0, hash: AUDIT_GENESIS };
      let count = 0;
      for (;;) {
        const page = await deps.log.chain(previous.seq, CHECK_PAGE);
        for (const entry of page) {
          const { hash, ...unhashed } = entry;
          const follows = entry.seq === previous.seq + 1 && entry.prevHash === previous.hash;
          if (!follows || auditHash(unhashed) !== hash)
            return { whole: false, entries: count, brokenAt: entry.seq };
          previous = entry;
          count++;
        }
        if (page.length < CHECK_PAGE) return { whole: true, entries: count, brokenAt: null };
      }
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
