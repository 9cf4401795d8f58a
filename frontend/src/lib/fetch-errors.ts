import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The fetch layer's error status: FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR or the HTTP status. */
export function errorStatus(
  error: FetchBaseQueryError | SerializedError | undefined,
): string | number | null {
  if (!error) return null;
  if ('status' in error) return error.status === 'CUSTOM_ERROR' ? 'FETCH_ERROR' : error.status;
  return 'FETCH_ERROR';
}

/** The server's own message when it sent one (validation details), for the console and tests. */
export function serverMessage(error: FetchBaseQueryError | SerializedError | undefined): string | null {
  if (!error || !('data' in error)) return null;
  const data = error.data as { error?: { message?: unknown } } | undefined;
  return typeof data?.error?.message === 'string' ? data.error.message : null;
}
