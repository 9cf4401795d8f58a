import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  IMPORT_ACTIONS,
  isErrorCode,
  type ErrorCode,
  type ErrorDetailFields,
  type FieldIssue,
  type ImportReport,
  type OutOfStockItem,
} from '@shop/backend/contract';

/** An answer from the API (or a proxy in front of it) that refused the request. */
export interface ApiRefusal {
  kind: 'refusal';
  status: number;
  /** Null when the answer was not the API's error envelope, such as a proxy's own page. */
  code: ErrorCode | null;
  message: string | null;
  issues: FieldIssue[];
  /** The details the code carries; one that arrived malformed is left out rather than half-read. */
  details: Partial<ErrorDetailFields>;
}

/** No answer at all: the request never reached the API or timed out on its way. */
export interface NetworkFailure {
  kind: 'network';
  status: 'FETCH_ERROR' | 'TIMEOUT_ERROR';
}

export type ApiError = ApiRefusal | NetworkFailure;

export type ApiCallError = FetchBaseQueryError | SerializedError;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

const isShortItem = (item: unknown): item is OutOfStockItem =>
  isRecord(item) &&
  typeof item.productId === 'string' &&
  typeof item.title === 'string' &&
  isCount(item.requested) &&
  isCount(item.available);

const isReport = (value: unknown): value is ImportReport =>
  isRecord(value) &&
  Array.isArray(value.rows) &&
  isRecord(value.summary) &&
  IMPORT_ACTIONS.every((action) => isCount((value.summary as Record<string, unknown>)[action]));

/**
 * How each detail is read. Typed by the contract's list of details, so a detail added there
 * cannot be forgotten here.
 */
const detailReaders: {
  [K in keyof ErrorDetailFields]: (value: unknown) => ErrorDetailFields[K] | undefined;
} = {
  items: (value) => (Array.isArray(value) ? value.filter(isShortItem) : undefined),
  jobIds: (value) =>
    Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : undefined,
  report: (value) => (isReport(value) ? value : undefined),
  series: (value) => (typeof value === 'string' ? value : undefined),
  limit: (value) => (typeof value === 'number' ? value : undefined),
  balance: (value) => (typeof value === 'number' ? value : undefined),
  purchaseId: (value) => (typeof value === 'string' ? value : undefined),
  purchaseOrderId: (value) => (typeof value === 'string' ? value : undefined),
};

function readDetails(body: Record<string, unknown>): Partial<ErrorDetailFields> {
  const details: Record<string, unknown> = {};
  for (const [name, read] of Object.entries(detailReaders)) {
    const value = name in body ? read(body[name]) : undefined;
    if (value !== undefined) details[name] = value;
  }
  return details as Partial<ErrorDetailFields>;
}

/** Issues as the API sends them; a path given as a list (["binding", "staple"]) is joined with dots. */
function readIssues(value: unknown): FieldIssue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((issue) => {
    if (!isRecord(issue) || typeof issue.message !== 'string') return [];
    const path = Array.isArray(issue.path) ? issue.path.join('.') : issue.path;
    return typeof path === 'string' ? [{ path, message: issue.message }] : [];
  });
}

function readRefusal(status: number, data: unknown): ApiRefusal {
  const body = isRecord(data) && isRecord(data.error) ? data.error : {};
  return {
    kind: 'refusal',
    status,
    code: isErrorCode(body.code) ? body.code : null,
    message: typeof body.message === 'string' ? body.message : null,
    issues: readIssues(body.issues),
    details: readDetails(body),
  };
}

/**
 * The one reader of a failed API call: the status, and the code, message, field issues and
 * details of the API's error envelope when it sent one; or a network failure when nothing answered.
 */
export function readApiError(error: ApiCallError): ApiError {
  // A thrown error inside the fetch layer (or a custom one) never reached the API either.
  if (!('status' in error) || error.status === 'FETCH_ERROR' || error.status === 'CUSTOM_ERROR') {
    return { kind: 'network', status: 'FETCH_ERROR' };
  }
  if (error.status === 'TIMEOUT_ERROR') return { kind: 'network', status: 'TIMEOUT_ERROR' };
  // An answer that is not JSON (a proxy's HTML page) still has the status it was sent with.
  if (error.status === 'PARSING_ERROR') return readRefusal(error.originalStatus, undefined);
  return readRefusal(error.status, error.data);
}

/** What a form shows of a refusal: the message under the form, and each issue beside its field. */
export interface ServerProblem {
  message: string;
  issues: FieldIssue[];
}
