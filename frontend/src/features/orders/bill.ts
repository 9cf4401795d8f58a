import type { InvoiceKind } from '@shop/backend/contract';
import { readApiError, type ApiCallError } from '@/lib/api-error';
import { errorBodyOf } from '@/lib/file-download';

/** The heading the law asks for on each kind of bill (CGST rules 46 and 49), as the PDF prints it. */
export const BILL_HEADINGS: Readonly<Record<InvoiceKind, string>> = {
  'tax-invoice': 'Tax Invoice',
  'bill-of-supply': 'Bill of Supply',
  receipt: 'Receipt',
  'credit-note': 'Credit Note',
};

/** GET /api/invoices/:number/pdf; a number holds slashes (SB/25-26/00042), so it is encoded whole. */
export const billPdfPath = (number: string): string => `/invoices/${encodeURIComponent(number)}/pdf`;

/** SB/25-26/00042 → SB-25-26-00042.pdf: a file name may not hold a slash. */
export const billFileName = (number: string): string => `${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

/** The PDF's bytes, or the API's JSON refusal. */
export async function billFromResponse(response: Response): Promise<unknown> {
  return response.ok ? response.blob() : errorBodyOf(response);
}

/** Why the bill was not saved, in words for the person who pressed the button. */
export function billFailureText(error: ApiCallError): string {
  const read = readApiError(error);
  if (read.kind === 'network') {
    return 'The bill could not be downloaded: the shop could not be reached. Check your connection and try again.';
  }
  if (read.status === 401) return 'The bill could not be downloaded: please sign in again and try once more.';
  if (read.status === 404) return 'The bill could not be downloaded: the shop has no such bill.';
  return `The bill could not be downloaded: ${read.message ?? 'please try again.'}`;
}
