/** How routes write what they did to the audit log: who, from the guard that let them through. */
import type { Request, RequestHandler } from 'express';
import type { AuditAction } from '../contract';
import type { AuditTrail } from './trail';

/** The signed-in owner or staff member the rights guard named, as the log names them. */
export const actorOf = (req: Request) => req.actor ?? null;

/** The fields among `keys` whose values differ, each as before → after; null when none does. */
export function changes<T extends object>(
  before: T,
  after: T,
  keys: readonly (keyof T)[],
): Record<string, { before: unknown; after: unknown }> | null {
  const changed = keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (changed.length === 0) return null;
  return Object.fromEntries(changed.map((key) => [key, { before: before[key], after: after[key] }]));
}

/**
 * Records each download an owner's route answered whole (200): the export, and its query. After
 * the answer, so a refused or failed download is not one; a failure to record is logged, never
 * thrown into a finished response.
 */
export function recordDownloads(trail: AuditTrail, action: AuditAction = 'export'): RequestHandler {
  return (req, res, next) => {
    res.once('finish', () => {
      if (res.statusCode !== 200) return;
      const subject = req.originalUrl.split('?')[0] ?? req.originalUrl;
      trail
        .record({ actor: actorOf(req), action, subject, details: { query: req.query } })
        .catch((error: unknown) => console.error('Could not record an export in the audit log', error));
    });
    next();
  };
}
