import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { readApiError } from './api-error';

type CallError = FetchBaseQueryError | SerializedError | undefined;

/** The HTTP status of a refusal, or FETCH_ERROR / TIMEOUT_ERROR when nothing answered. */
export function errorStatus(error: CallError): 'FETCH_ERROR' | 'TIMEOUT_ERROR' | number | null {
  return error ? readApiError(error).status : null;
}

/** The server's own message when it sent one (validation details), for the console and tests. */
export function serverMessage(error: CallError): string | null {
  if (!error) return null;
  const read = readApiError(error);
  return read.kind === 'refusal' ? read.message : null;
}
