import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { translate } from '@/i18n';
import { errorStatus, serverMessage } from '@/lib/fetch-errors';
import { PRINT_FILE_MAX_BYTES, PRINT_PAGES_MAX } from '@shop/backend/contract';

export const PRINT_FILE_MAX_MB = PRINT_FILE_MAX_BYTES / (1024 * 1024);

const pdfTooLarge = () => translate('print.upload.tooLarge', { mb: PRINT_FILE_MAX_MB });

/** What the shop takes, said once for the hint beside the file box. */
export const pdfLimits = (): string =>
  translate('print.upload.limits', { mb: PRINT_FILE_MAX_MB, pages: PRINT_PAGES_MAX });

/**
 * Why a chosen file will not be sent, or null when it may. Only what the browser can see: the
 * server reads the file itself and has the last word (a .pdf that is no PDF, pages, a password).
 * Either the type or the name will do, as some systems report a PDF with no type.
 */
export function pdfFileProblem(file: File): string | null {
  const pdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!pdf) return translate('print.upload.notAPdf');
  if (file.size > PRINT_FILE_MAX_BYTES) return pdfTooLarge();
  if (file.size === 0) return translate('print.upload.empty');
  return null;
}

/** 1 page, 12 pages. */
export const pageCount = (pages: number): string => translate('print.summary.pages', { count: pages });

/** A file's size as people read it: 340 KB, 2.4 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The server's own message when it sent one (it says what is wrong with the file); otherwise what
 * the status means, as a proxy in front of the API may answer a large upload without a body.
 */
export function uploadErrorMessage(error: FetchBaseQueryError | SerializedError): string {
  const message = serverMessage(error);
  if (message) return message;
  // A proxy's own HTML or text page cannot be read as JSON; its status still says what happened.
  const status =
    'status' in error && error.status === 'PARSING_ERROR' ? error.originalStatus : errorStatus(error);
  switch (status) {
    case 413:
      return pdfTooLarge();
    case 401:
      return translate('print.upload.signInAgain');
    case 429:
      return translate('print.upload.tooMany');
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return translate('print.upload.offline');
    default:
      return translate('print.upload.failed');
  }
}
