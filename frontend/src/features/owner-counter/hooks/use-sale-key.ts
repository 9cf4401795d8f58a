import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/**
 * One Idempotency-Key per sale as sent: pressing Complete again after a lost answer reuses it, so
 * the server records one sale; a changed sale gets a fresh key, and so does the next customer's,
 * even when they buy the very same things.
 */
export function useSaleKey() {
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  const keyFor = useCallback((fingerprint: string) => {
    if (attempt.current?.fingerprint !== fingerprint)
      attempt.current = { key: newIdempotencyKey(), fingerprint };
    return attempt.current.key;
  }, []);
  const renew = useCallback(() => {
    attempt.current = null;
  }, []);
  return { keyFor, renew };
}
