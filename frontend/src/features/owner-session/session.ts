import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { showAlert } from '@/components/dialogs';
import { clearAdminToken, readAdminToken } from '@/lib/admin-session';
import { jwtExpiry, jwtPayload } from '@/lib/jwt-payload';
import { onUnauthorized } from '@/lib/api-slice';
import { OWNER_SESSION_TEXTS } from '@/lib/spec-texts';

export const SESSION_EXPIRED_MESSAGE = OWNER_SESSION_TEXTS.sessionExpired;
export const ADMIN_LOGIN_PATH = '/admin';

// setTimeout runs at once for longer delays, so far-off expiries are reached in steps.
const MAX_TIMER_DELAY = 2_147_483_647;

export interface AdminOwner {
  name: string;
  username: string | null;
}

/** Who the token says is signed in; only for display, the server checks the signature. */
export function adminOwner(token: string): AdminOwner {
  const claims = jwtPayload(token) ?? {};
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const username = text(claims.username);
  return { name: text(claims.name) ?? username ?? 'Shop owner', username };
}

/**
 * Ends the owner's session when the stored token's own `exp` passes (also after a reload, since
 * it is computed from the claim) or when any owner call answers 401. Used by the dashboard layout,
 * so the pages inside it need not know about it.
 */
export function useAdminSession(): { logout: () => void } {
  const navigate = useNavigate();
  const ended = useRef(false);

  const expire = useCallback(() => {
    if (ended.current) return;
    ended.current = true;
    clearAdminToken();
    void showAlert({ title: SESSION_EXPIRED_MESSAGE, icon: 'warning' });
    navigate(ADMIN_LOGIN_PATH, { replace: true });
  }, [navigate]);

  const logout = useCallback(() => {
    ended.current = true;
    clearAdminToken();
    navigate(ADMIN_LOGIN_PATH, { replace: true });
  }, [navigate]);

  useExpiryTimer(expire);

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
