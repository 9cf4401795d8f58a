import {
  ERROR_STATUS,
  type ApiErrorBody,
  type ApiErrorEnvelope,
  type ErrorCode,
  type ErrorDetails,
  type FieldIssue,
} from './contract/errors';

export type { FieldIssue };

/** The one error type services throw; `toHttpResponse` is the only place that knows HTTP. */
export type AppErrorType = ErrorCode;

export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  constructor(
    readonly type: C,
    message: string,
    readonly issues?: FieldIssue[],
    /** More the client can act on, sent beside code and message (an out_of_stock error's items). */
    readonly details?: ErrorDetails<C>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export interface HttpErrorResponse {
  status: number;
  body: ApiErrorEnvelope;
}

const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Unknown errors become a generic 500 so no internals leak to the client. */
export function toHttpResponse(err: unknown): HttpErrorResponse {
  const appError: AppError = err instanceof AppError ? err : new AppError('internal', GENERIC_MESSAGE);
  // The details are typed per code by the constructor; spread beside code and message they make that code's body.
  const error = {
    ...appError.details,
    code: appError.type,
    message: appError.message,
    ...(appError.issues?.length ? { issues: appError.issues } : {}),
  } as ApiErrorBody;
  return { status: ERROR_STATUS[appError.type], body: { error } };
}
