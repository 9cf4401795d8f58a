import type { ImportReport } from './catalogue-import';
import type { KitImportReport } from './kits';
import type { OutOfStockItem } from './orders';

/**
 * Every code an error answer can carry, with the HTTP status it is sent with. A new code is
 * added here and nowhere else: the API maps it to its status from this table and the storefront
 * reads it through the same list.
 */
export const ERROR_STATUS = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  out_of_stock: 409,
  credit_limit: 409,
  precondition_failed: 412,
  payload_too_large: 413,
  unsupported_media_type: 415,
  range_not_satisfiable: 416,
  idempotency_mismatch: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);

/** A field the request got wrong, named by its dotted path ("address.zipcode"). */
export interface FieldIssue {
  path: string;
  message: string;
}

/** Every detail an error may carry beside its code and message, each under its own name. */
export interface ErrorDetailFields {
  /** The lines the shop could not fill, and what is left of each. */
  items: OutOfStockItem[];
  /** Print jobs that cannot be ordered (already in an order, or cleared), so the cart can drop them. */
  jobIds: string[];
  /** A refused catalogue import's row-by-row report: nothing was changed. */
  report: ImportReport;
  /** A document series that has given every number it can this year ("SB/CN26-27/"). */
  series: string;
  /** A customer's credit limit, in rupees. */
  limit: number;
  /** What the customer owed before the refused sale, or the supplier is owed before a refused payment, in rupees. */
  balance: number;
  /** The purchase bill already posted under the supplier's bill number. */
  purchaseId: string;
  /** The purchase order a refused bill or action names. */
  purchaseOrderId: string;
}

/** Which details each code sends; a code not listed here sends none. */
export interface ErrorDetailsByCode {
  out_of_stock: Pick<ErrorDetailFields, 'items'>;
  credit_limit: Pick<ErrorDetailFields, 'limit' | 'balance'>;
  conflict: Partial<
    Pick<ErrorDetailFields, 'jobIds' | 'series' | 'purchaseId' | 'purchaseOrderId' | 'balance'>
  >;
  /** A refused school kit import sends its own report under the same name. */
  validation: Partial<Pick<ErrorDetailFields, 'jobIds' | 'report'>> | { report: KitImportReport };
}

type NoDetails = { [detail: string]: never };

export type ErrorDetails<C extends ErrorCode = ErrorCode> = C extends keyof ErrorDetailsByCode
  ? ErrorDetailsByCode[C]
  : NoDetails;

/** The `error` of an error answer: its code, a message a person can read, and what goes with the code. */
export type ApiErrorBody<C extends ErrorCode = ErrorCode> = {
  [K in C]: { code: K; message: string; issues?: FieldIssue[] } & ErrorDetails<K>;
}[C];

/** Every error answer of the API: `{error: {code, message, issues?, ...details}}`. */
export interface ApiErrorEnvelope<C extends ErrorCode = ErrorCode> {
  error: ApiErrorBody<C>;
}

/** The body of a 409 answer to POST /api/orders when stock ran short. */
export type OutOfStockError = ApiErrorEnvelope<'out_of_stock'>;
