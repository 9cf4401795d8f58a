import type { DocumentTitle } from '@shop/backend/contract';
import { translate, type MessageId } from '@/i18n';
import { readApiError, type ApiCallError } from '@/lib/api-error';
import { errorBodyOf } from '@/lib/file-download';

/** The heading a bill was printed under (its PDF's), in the storefront's catalog for the customer's screens. */
export const BILL_HEADING_KEYS: Readonly<Record<DocumentTitle, MessageId>> = {
  'Tax Invoice': 'orders.bill.taxInvoice',
  'Invoice-cum-Bill of Supply': 'orders.bill.invoiceCumBillOfSupply',
  'Bill of Supply': 'orders.bill.billOfSupply',
  Receipt: 'orders.bill.receipt',
  'Credit Note': 'orders.bill.creditNote',
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
  if (read.kind === 'network') return translate('orders.bill.offline');
  if (read.status === 401) return translate('orders.bill.signInAgain');
  if (read.status === 404) return translate('orders.bill.noSuchBill');
  return read.message
    ? translate('orders.bill.failedBecause', { reason: read.message })
    : translate('orders.bill.failed');
}
