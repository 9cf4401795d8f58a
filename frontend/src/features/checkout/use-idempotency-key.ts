import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/**
 * One Idempotency-Key per checkout attempt: a retry of the same order (double click, lost
 * response) reuses it so the server places one order; a changed order gets a fresh key, because
 * the server refuses a key reused for a different request.
 */
export function useIdempotencyKey(): (fingerprint: string) => string {
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  return useCallback((fingerprint: string) => {
    if (attempt.current?.fingerprint !== fingerprint)
      attempt.current = { key: newIdempotencyKey(), fingerprint };
    return attempt.current.key;
  }, []);
}
