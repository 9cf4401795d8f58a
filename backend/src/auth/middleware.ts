import type { Request, RequestHandler } from 'express';
import { AppError } from '../errors';
import { checkAdminToken, expiredSessionError, type AdminClaims } from './admin-tokens';
import type { AdminStore } from '../store/store';
import type { Customer, CustomerTokenVerifier } from './customer-tokens';

declare module 'express-serve-static-core' {
  interface Request {
    admin?: AdminClaims;
    customer?: Customer;
  }
}

export interface AuthDeps {
  jwtSecret: string;
  verifyCustomerToken: CustomerTokenVerifier;
  admins: Pick<AdminStore, 'findById'>;
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

  const requireAdmin: RequestHandler = async (req, _res, next) => {
    const token = bearerToken(req);
    if (!token) return next(notOwner());
    const check = await ownerClaims(token);
    if (check.valid) {
      req.admin = check.claims;
      return next();
    }
    if (check.reason === 'expired') return next(expiredSessionError());
    // A signed-in customer is known but not allowed; anyone else is simply not logged in.
    const customer = await deps.verifyCustomerToken(token);
    next(customer ? new AppError('forbidden', 'Only the shop owner can do this.') : notOwner());
  };

  const requireCustomer: RequestHandler = async (req, _res, next) => {
    const token = bearerToken(req);
    if (!token) return next(notSignedIn());
    const customer = await deps.verifyCustomerToken(token);
    if (!customer)
      return next(new AppError('unauthenticated', 'Your sign-in is not valid. Please sign in again.'));
    req.customer = customer;
    next();
  };

  /** For reads the owner may also make: an admin token is tried first, then a customer one. */
  const requireCustomerOrAdmin: RequestHandler = async (req, res, next) => {
    const token = bearerToken(req);
    if (!token) return next(notSignedIn());
    const check = await ownerClaims(token);
    if (check.valid) {
      req.admin = check.claims;
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

  return { requireAdmin, requireCustomer, requireCustomerOrAdmin, readOwner };
}
