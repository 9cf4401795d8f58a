import type { Request, RequestHandler } from 'express';
import { mayDo, permissionOf, type ApprovalAction, type Right, type Role } from '../contract';
import { AppError } from '../errors';
import { checkAdminToken, expiredSessionError, type AdminClaims } from './admin-tokens';
import type { AdminStore, RateLimitStore, StaffStore } from '../store/store';
import { useApproval, type Approver } from './approvals';
import { deviceKeyHashOf } from './counter-devices';
import type { Customer, CustomerTokenVerifier } from './customer-tokens';
import { checkStaffToken } from './staff-tokens';

/** Who works the shop on this request: the owner or a staff member, by their role. */
export interface Actor {
  role: Role;
  id: string;
  name: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set for the owner only. */
    admin?: AdminClaims;
    /** Set for the owner and for staff. */
    actor?: Actor;
    /** The manager whose approval let a cashier do this. */
    approver?: Approver;
    customer?: Customer;
  }
}

export interface AuthDeps {
  jwtSecret: string;
  verifyCustomerToken: CustomerTokenVerifier;
  admins: Pick<AdminStore, 'findById'>;
  staff: Pick<StaffStore, 'findById' | 'findDeviceByKeyHash'>;
  rateLimits: Pick<RateLimitStore, 'hit'>;
}

/** What a cashier's request needs a manager's approval for: the action, and the subject it names. */
export interface ApprovalFor {
  action: ApprovalAction;
  subjectOf: (req: Request) => string;
}

const sessionEnded = () =>
  new AppError('unauthenticated', 'Your counter session has ended. Please sign in with your PIN again.');

/** Why a role may not: said so that a cashier knows whom to call. */
export function notAllowed(role: Role, right: Right): AppError {
  if (permissionOf(role, right) === 'approval')
    return new AppError('forbidden', "This needs a manager's approval.");
  return new AppError('forbidden', right === 'owner' ? 'This needs the owner.' : 'This needs a manager.');
}

function bearerToken(req: Request): string | null {
  const header = req.get('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S{1,8192})$/i.exec(header.trim());
  return match ? match[1]! : null;
}

const notSignedIn = () => new AppError('unauthenticated', 'Please sign in to continue.');
const notOwner = () => new AppError('unauthenticated', 'Please log in as the shop owner.');

export function createAuthMiddleware(deps: AuthDeps) {
  /** A well-signed owner token still names an owner who must exist: one removed loses access. */
  async function ownerClaims(token: string) {
    const check = checkAdminToken(deps.jwtSecret, token);
    if (!check.valid) return check;
    const owner = await deps.admins.findById(check.claims.adminId);
    return owner ? check : ({ valid: false, reason: 'invalid' } as const);
  }

  /**
   * A staff token names a member who must still be active at the same session version, and comes
   * with the key of the device it was signed in at (a revoked device's tokens stop with it), unless
   * it is a manager's password session.
   */
  async function staffActor(req: Request, token: string): Promise<Actor | 'expired' | 'ended' | null> {
    const check = checkStaffToken(deps.jwtSecret, token);
    if (!check.valid) return check.reason === 'expired' ? 'expired' : null;
    const { claims } = check;
    const keyHash = deviceKeyHashOf(req);
    const [member, device] = await Promise.all([
      deps.staff.findById(claims.staffId),
      keyHash ? deps.staff.findDeviceByKeyHash(keyHash) : null,
    ]);
    if (!member?.active || member.sessionVersion !== claims.sessionVersion) return 'ended';
    if (claims.deviceId === null) {
      // A password session: only a manager's, while they keep their login.
      if (member.role !== 'manager' || member.username === null) return 'ended';
    } else if (device?._id !== claims.deviceId) return 'ended';
    return { role: member.role, id: member._id, name: member.name };
  }

  /** Who is asking, owner or staff, or why their token is refused; null for anyone else. */
  async function actorOf(req: Request, token: string): Promise<Actor | AppError | null> {
    const owner = await ownerClaims(token);
    if (owner.valid) {
      req.admin = owner.claims;
      return { role: 'owner', id: owner.claims.adminId, name: owner.claims.displayName };
    }
    if (owner.reason === 'expired') return expiredSessionError();
    const staff = await staffActor(req, token);
    if (staff === 'expired' || staff === 'ended') return sessionEnded();
    return staff;
  }

  /**
   * Whether the request's actor may do `action` on `subject`: on their own, or (a cashier) with a
   * manager's approval it carries, which is used up here and named in `req.approver`.
   */
  async function approved(req: Request, action: ApprovalAction, subject: string): Promise<boolean> {
    const actor = req.actor;
    if (!actor) return false;
    if (mayDo(actor.role, 'approve')) return true;
    if (permissionOf(actor.role, 'approve') !== 'approval') return false;
    const approver = await useApproval(deps, req, action, subject);
    if (approver) req.approver = approver;
    return approver !== null;
  }

  /**
   * The owner, or a staff member whose role may do `right` on their own (the rights table), or
   * may with a manager's approval the request carries for `approval`'s action and subject.
   */
  const requireRight = (right: Right, approval?: ApprovalFor): RequestHandler =>
    // Named with its right, so a test can read from the mounted routes which route needs which.
    Object.assign(guardFor(right, approval), { requiredRight: right });

  const guardFor =
    (right: Right, approval?: ApprovalFor): RequestHandler =>
    async (req, _res, next) => {
      const token = bearerToken(req);
      if (!token) return next(notOwner());
      const actor = await actorOf(req, token);
      if (actor instanceof AppError) return next(actor);
      if (actor) {
        req.actor = actor;
        if (mayDo(actor.role, right)) return next();
        if (approval && (await approved(req, approval.action, approval.subjectOf(req)))) return next();
        req.actor = undefined;
        return next(notAllowed(actor.role, right));
      }
      // A signed-in customer is known but not allowed; anyone else is simply not logged in.
      const customer = await deps.verifyCustomerToken(token);
      next(customer ? new AppError('forbidden', 'Only the shop owner can do this.') : notOwner());
    };

  const requireAdmin = requireRight('owner');

  const requireCustomer: RequestHandler = async (req, _res, next) => {
    const token = bearerToken(req);
    if (!token) return next(notSignedIn());
    const customer = await deps.verifyCustomerToken(token);
    if (!customer)
      return next(new AppError('unauthenticated', 'Your sign-in is not valid. Please sign in again.'));
    req.customer = customer;
    next();
  };

  /** For reads the counter may also make: the owner's or staff's token is tried first, then a customer's. */
  const requireCustomerOrAdmin: RequestHandler = async (req, res, next) => {
    const token = bearerToken(req);
    if (!token) return next(notSignedIn());
    const actor = await actorOf(req, token);
    if (actor && !(actor instanceof AppError) && mayDo(actor.role, 'counter')) {
      req.actor = actor;
      return next();
    }
    return requireCustomer(req, res, next);
  };

  /**
   * For reads anyone may make that show the owner more (a kit not yet published): sets `req.admin`
   * when the request carries a valid owner token, and lets every other request through as anyone's.
   */
  const readOwner: RequestHandler = async (req, _res, next) => {
    const token = bearerToken(req);
    const check = token ? await ownerClaims(token) : null;
    if (check?.valid) req.admin = check.claims;
    next();
  };

  return { requireRight, approved, requireAdmin, requireCustomer, requireCustomerOrAdmin, readOwner };
}
