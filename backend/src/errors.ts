/** The one error type services throw; `toHttpResponse` is the only place that knows HTTP. */
export type AppErrorType =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'out_of_stock'
  | 'idempotency_mismatch'
  | 'payload_too_large'
  | 'precondition_failed'
  | 'range_not_satisfiable'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'unavailable'
  | 'internal';

export interface FieldIssue {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly type: AppErrorType,
    message: string,
    readonly issues?: FieldIssue[],
    /** More the client can act on, sent beside code and message (an out_of_stock error's items). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

const statusByType: Record<AppErrorType, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  out_of_stock: 409,
  payload_too_large: 413,
  precondition_failed: 412,
  range_not_satisfiable: 416,
  unsupported_media_type: 415,
  idempotency_mismatch: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

export interface HttpErrorResponse {
  status: number;
  body: { error: { code: AppErrorType; message: string; issues?: FieldIssue[]; [detail: string]: unknown } };
}

const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Unknown errors become a generic 500 so no internals leak to the client. */
export function toHttpResponse(err: unknown): HttpErrorResponse {
  const appError = err instanceof AppError ? err : new AppError('internal', GENERIC_MESSAGE);
  const error: HttpErrorResponse['body']['error'] = {
    ...appError.details,
    code: appError.type,
    message: appError.message,
  };
  if (appError.issues?.length) error.issues = appError.issues;
  return { status: statusByType[appError.type], body: { error } };
}
