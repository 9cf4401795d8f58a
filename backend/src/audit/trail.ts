/** What other resources write to the audit log with: who did what to what, at this moment. */
import type { AuditAction, AuditEntry } from '../contract';
import type { AuditStore } from '../store/store';

export interface AuditRecord {
  actor: AuditEntry['actor'];
  action: AuditAction;
  subject: string;
  details?: Record<string, unknown>;
}

export interface AuditTrail {
  record(entry: AuditRecord): Promise<void>;
}

export function createAuditTrail(
  log: Pick<AuditStore, 'append'>,
  now: () => Date = () => new Date(),
): AuditTrail {
  return {
    async record({ actor, action, subject, details = {} }) {
      await log.append({ at: now().toISOString(), actor, action, subject, details });
    },
  };
}
