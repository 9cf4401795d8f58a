import type { Request, RequestHandler, Router } from 'express';
import type { ApprovalAction, Right } from '../contract';

/** Who may ask: the checks every resource's routes put in front of theirs (auth/ makes them). */
export interface Guard {
  /** The owner, or staff whose role may do this on their own (the contract's rights table). */
  requireRight: (
    right: Right,
    approval?: { action: ApprovalAction; subjectOf: (req: Request) => string },
  ) => RequestHandler;
  /** Whether the signed-in actor may do `action` on `subject`, themselves or by a manager's approval (used up). */
  approved: (req: Request, action: ApprovalAction, subject: string) => Promise<boolean>;
  /** The owner only: requireRight('owner'). */
  requireAdmin: RequestHandler;
  requireCustomer: RequestHandler;
  requireCustomerOrAdmin: RequestHandler;
  /** Reads the owner's token when there is one, without requiring it. */
  readOwner: RequestHandler;
}

/** Where a resource's routes answer: a path under /api and what handles it, in order. */
export interface Mount {
  path: string;
  handlers: RequestHandler[];
}

/** What a resource's module gives the app to mount; tried in the order given. */
export interface Mounts {
  mounts: Mount[];
}

export const at = (path: string, ...handlers: RequestHandler[]): Mount => ({ path, handlers });

export function mountAll(router: Router, modules: readonly Mounts[]): void {
  for (const { mounts } of modules) for (const { path, handlers } of mounts) router.use(path, ...handlers);
}

/** Compression for reads only: the answers to writes are one record, not worth its wrapping. */
export const readsOnly =
  (middleware: RequestHandler): RequestHandler =>
  (req, res, next) =>
    req.method === 'GET' ? middleware(req, res, next) : next();
