import type { PinSession } from '@shop/backend/contract';
import { storeAdminToken } from '@/lib/admin-session';

/** How long a counter may sit idle before it asks for a PIN again, as the last sign-in said. */
const LOCK_MINUTES_KEY = 'counterLockMinutes';
const LOCK_MINUTES_FALLBACK = 5;

/** A staff member's PIN session takes the place of whoever was signed in on this device. */
export function startStaffSession(session: PinSession): void {
  storeAdminToken(session.token);
  localStorage.setItem(LOCK_MINUTES_KEY, String(session.lockMinutes));
}

export function counterLockMinutes(): number {
  const stored = Number(localStorage.getItem(LOCK_MINUTES_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : LOCK_MINUTES_FALLBACK;
}
