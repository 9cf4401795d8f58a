import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { showAlert } from '@/components/dialogs';
import { translateOwner } from '@/i18n/owner';
import { clearAdminToken, isAdminTokenValid, readAdminToken, storeAdminToken } from '@/lib/admin-session';
import { jwtExpiry, jwtPayload } from '@/lib/jwt-payload';
import { onUnauthorized } from '@/lib/api-slice';
import { roleOf } from '@/lib/session-role';
import { useRenewAdminSessionMutation } from './api';

export const ADMIN_LOGIN_PATH = '/admin';

// setTimeout runs at once for longer delays, so far-off expiries are reached in steps.
const MAX_TIMER_DELAY = 2_147_483_647;
/**
 * A token is traded for a fresh one on the owner's first tap or key after it is this old, so the
 * expiry alert comes an hour after the last activity, give or take this much.
 */
export const RENEW_AFTER_MS = 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown'] as const;

/** Where the login page sends the owner back to after a session ended on a dashboard page. */
export interface ReturnTo {
  from?: string;
}

export interface AdminOwner {
  name: string;
  username: string | null;
}

/** Who the token says is signed in; only for display, the server checks the signature. */
export function adminOwner(token: string): AdminOwner {
  const claims = jwtPayload(token) ?? {};
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const username = text(claims.username);
  return { name: text(claims.name) ?? username ?? translateOwner('owner.session.defaultName'), username };
}

/**
 * Ends the owner's session when the stored token's own `exp` passes (also after a reload, since
 * it is computed from the claim) or when any owner call answers 401. Used by the dashboard layout,
 * so the pages inside it need not know about it.
 */
export function useAdminSession(): { logout: () => void } {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = useRef(pathname + search);
  useEffect(() => {
    here.current = pathname + search;
  }, [pathname, search]);
  const ended = useRef(false);

  const expire = useCallback(() => {
    if (ended.current) return;
    ended.current = true;
    clearAdminToken();
    void showAlert({ title: translateOwner('owner.session.expired'), icon: 'warning' });
    navigate(ADMIN_LOGIN_PATH, { replace: true, state: { from: here.current } satisfies ReturnTo });
  }, [navigate]);

  const logout = useCallback(() => {
    ended.current = true;
    clearAdminToken();
    navigate(ADMIN_LOGIN_PATH, { replace: true });
  }, [navigate]);

  useExpiryTimer(expire);
  useRenewWhileActive();

  useEffect(() => {
    const unsubscribe = onUnauthorized((auth) => {
      if (auth === 'admin') expire();
    });
    return () => {
      unsubscribe();
    };
  }, [expire]);

  return { logout };
}

/**
 * While the owner taps or types, the token is renewed (at most once a minute), so a working day
 * never meets the expiry alert; an hour with no activity still ends the session.
 */
function useRenewWhileActive(): void {
  const [renew] = useRenewAdminSessionMutation();
  useEffect(() => {
    let inFlight = false;
    const onActivity = () => {
      const token = readAdminToken();
      const issuedAt = token ? jwtPayload(token)?.iat : undefined;
      if (inFlight || !isAdminTokenValid(token) || typeof issuedAt !== 'number') return;
      // A staff member's counter session lasts the India day and is not renewed.
      if (roleOf(token) !== 'owner') return;
      if (Date.now() - issuedAt * 1000 < RENEW_AFTER_MS) return;
      inFlight = true;
      renew()
        .unwrap()
        .then(({ token: fresh }) => {
          // Not over a logout or another tab's login that came meanwhile.
          if (fresh && readAdminToken() === token) storeAdminToken(fresh);
        })
        // A 401 ends the session through onUnauthorized; anything else is tried on the next tap.
        .catch(() => {})
        .finally(() => {
          inFlight = false;
        });
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
    };
  }, [renew]);
}

/** Calls onExpired at the instant the stored token expires (or at once when none is valid). */
function useExpiryTimer(onExpired: () => void): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      // Read afresh each time: another tab may have logged out or in with a new token.
      const token = readAdminToken();
      const expiry = token ? jwtExpiry(token) : null;
      const remaining = expiry === null ? 0 : expiry - Date.now();
      if (remaining <= 0) onExpired();
      else timer = setTimeout(check, Math.min(remaining, MAX_TIMER_DELAY));
    };
    // Timers can stall while a laptop sleeps; the wall clock does not.
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('storage', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('storage', check);
    };
  }, [onExpired]);
}
