import { useCallback, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { Role } from '@shop/backend/contract';
import { readAdminToken } from '@/lib/admin-session';
import { api } from '@/lib/api-slice';
import { readCounterDevice } from '@/lib/counter-device';
import { staffIdOf } from '@/lib/session-role';
import { counterLockMinutes } from './staff-session';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown'] as const;

/** What the lock asks: the same member's PIN after idle minutes, or anyone's to take the counter over. */
export interface CounterLockState {
  mode: 'locked' | 'switch';
  /** Locked: the member whose counter it is; they (or, after a tap, anyone) open it again. */
  staffId: string | null;
}

/**
 * On a counter device a staff session locks after the shop's idle minutes; the screen under the
 * lock stays as it was, so a sale in progress is still there when the PIN opens it. "Switch
 * cashier" asks for another member's PIN at once. The owner's own session never locks.
 */
export function useCounterLock(role: Role, onSessionChanged: () => void) {
  const atCounter = readCounterDevice() !== null;
  const [shown, setShown] = useState<CounterLockState | null>(null);
  const dispatch = useDispatch();
  const locks = atCounter && role !== 'owner';

  useEffect(() => {
    if (!locks || shown) return;
    const idleMs = counterLockMinutes() * 60_000;
    let timer = setTimeout(lock, idleMs);
    function lock() {
      setShown({ mode: 'locked', staffId: staffIdOf(readAdminToken()) });
    }
    const onActivity = () => {
      clearTimeout(timer);
      timer = setTimeout(lock, idleMs);
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
    };
  }, [locks, shown]);

  const switchCashier = useCallback(() => setShown({ mode: 'switch', staffId: null }), []);
  const cancel = useCallback(() => setShown((now) => (now?.mode === 'switch' ? null : now)), []);
  const opened = useCallback(
    (staffId: string) => {
      const before = shown?.staffId;
      setShown(null);
      // Another member: nothing the one before read stays in memory for them.
      if (staffId !== before) dispatch(api.util.resetApiState());
      onSessionChanged();
    },
    [dispatch, onSessionChanged, shown],
  );

  return { atCounter, shown, switchCashier, cancel, opened };
}
