/**
 * A manager's approval of one cashier action: a token signed as sessions are, naming the action,
 * its subject and the manager, good for APPROVAL_MINUTES and used at most once. "Once" is kept by
 * the store's rate-limit counter, which both adapters count atomically: the first use of an
 * approval's id counts 1, any later one more.
 */
import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import {
  APPROVAL_ACTIONS,
  APPROVAL_HEADER,
  APPROVAL_MINUTES,
  type ApprovalAction,
  type SessionUser,
} from '../contract';
import type { Request } from 'express';
import type { RateLimitStore } from '../store/store';
import { keyOf, TOKEN_ISSUER } from './admin-tokens';

const APPROVAL_MS = APPROVAL_MINUTES * 60_000;

export interface Approver {
  id: string;
  name: string;
}

export function signApproval(
  secret: string,
  grant: { approver: Approver & SessionUser; action: ApprovalAction; subject: string },
  now: Date,
): { token: string; expiresAt: string } {
  const expiresAt = new Date(now.getTime() + APPROVAL_MS);
  const token = jwt.sign(
    {
      role: 'approval',
      action: grant.action,
      subj: grant.subject,
      name: grant.approver.name,
      jti: randomUUID(),
      exp: Math.floor(expiresAt.getTime() / 1000),
    },
    keyOf(secret),
    { algorithm: 'HS256', subject: grant.approver.id, issuer: TOKEN_ISSUER },
  );
  return { token, expiresAt: expiresAt.toISOString() };
}

/**
 * The manager who approved `action` on `subject`, if the request carries such an approval that
 * is unexpired and not used before; using it here uses it up.
 */
export async function useApproval(
  deps: { jwtSecret: string; rateLimits: Pick<RateLimitStore, 'hit'> },
  req: Request,
  action: ApprovalAction,
  subject: string,
): Promise<Approver | null> {
  const token = req.get(APPROVAL_HEADER)?.trim();
  if (!token) return null;
  let payload: string | jwt.JwtPayload;
  try {
    payload = jwt.verify(token, keyOf(deps.jwtSecret), { algorithms: ['HS256'], issuer: TOKEN_ISSUER });
  } catch {
    return null;
  }
  if (
    typeof payload !== 'object' ||
    payload.role !== 'approval' ||
    !(APPROVAL_ACTIONS as readonly string[]).includes(String(payload.action)) ||
    payload.action !== action ||
    payload.subj !== subject ||
    !payload.sub ||
    !payload.jti
  ) {
    return null;
  }
  const uses = await deps.rateLimits.hit(`approval:${payload.jti}`, APPROVAL_MS);
  return uses.count === 1 ? { id: payload.sub, name: String(payload.name ?? '') } : null;
}
