import { useCallback, useRef } from 'react';

/** randomUUID needs a secure context; a shop opened over plain http on a LAN still gets a key. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per checkout attempt: a retry of the same order (double click, lost
 * response) reuses it so the server places one order; a changed order gets a fresh key, because
 * the server refuses a key reused for a different request.
 */
export function useIdempotencyKey(): (fingerprint: string) => string {
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  return useCallback((fingerprint: string) => {
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { key: newKey(), fingerprint };
    return attempt.current.key;
  }, []);
}
