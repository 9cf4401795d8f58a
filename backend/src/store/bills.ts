/**
 * The rules both adapters keep bills by: a sale's bill and a return's credit note as records in
 * paise, numbered by the serial the adapter took inside the write, and read back as the contract's
 * InvoiceRecord. The series (prefix, document, financial year) is decided here from the moment of
 * the write, so a sale at 23:59 on 31 March in India is the old year's, wherever the server runs.
 */
import {
  billFigures,
  documentTitle,
  LEGACY_TITLES,
  indiaDay,
  numberInSeries,
  seriesOf,
  taxSummaryByRate,
  type DocumentTitle,
  type InvoiceParty,
  type InvoiceRef,
  type LineToBill,
  type OrderChannel,
  type PaymentMethod,
} from '../contract';
import type { BillDraft, CreditNoteIssue, InvoiceRecord } from './invoice-contract';
import type { BillRecord, BuyerRecord } from './records';
import type { StoredPart } from './order-rules';
import type { TenderMethod } from '../contract';

/** A bill ready to store: its number and its record. */
export interface NumberedBill {
  number: string;
  record: BillRecord<string>;
}

/** The sale a bill is for, as the adapter has it when it stores the sale or its collection. */
export interface BilledSale {
  orderId: string;
  customerUid: string;
  channel: OrderChannel;
  paymentMethod: PaymentMethod | null;
  paymentParts: StoredPart[] | null;
}

/** The return a credit note is for. */
export interface CreditedReturn {
  returnId: string;
  items: readonly { bookId: string; quantity: number }[];
  refundMethod: TenderMethod;
}

export const toBuyerRecord = (buyer: InvoiceParty): BuyerRecord => ({
  name: buyer.name,
  gstin: buyer.gstin ?? null,
  address: buyer.address ?? null,
  state: buyer.state ?? null,
  stateCode: buyer.stateCode ?? null,
});

/** The buyer as the contract reads it: only the details the bill names. */
export function fromBuyerRecord(buyer: BuyerRecord): InvoiceParty {
  const party: InvoiceParty = { name: buyer.name };
  for (const field of ['gstin', 'address', 'state', 'stateCode'] as const) {
    const value = buyer[field];
    if (value) party[field] = value;
  }
  return party;
}

export const saleSeries = (draft: Pick<BillDraft, 'prefix'>, at: Date): string =>
  seriesOf(draft.prefix, 'invoice', at);

export const creditNoteSeries = (issue: CreditNoteIssue, at: Date): string =>
  seriesOf(issue.prefix, 'credit-note', at);

/** A sale's bill, the `serial`-th of `series` (saleSeries of the same draft and moment). */
export function saleBill(
  draft: BillDraft,
  sale: BilledSale,
  at: Date,
  series: string,
  serial: number,
): NumberedBill {
  return {
    number: numberInSeries(series, serial),
    record: {
      series,
      serial,
      kind: draft.kind,
      title: draft.title,
      at: at.toISOString(),
      date: indiaDay(at),
      cancelled: false,
      ...sale,
      returnId: null,
      seller: { ...draft.seller },
      buyer: toBuyerRecord(draft.buyer),
      lines: draft.lines.map((line) => ({ ...line })),
      totals: { ...draft.totals },
      original: null,
    },
  };
}

/**
 * The credit note of a return against `original`: the units that came back, each at the price,
 * code and rate of the bill's cheapest line of its item (the price the return refunds), so its tax
 * is split as the bill's was.
 */
export function creditNote(
  original: { number: string; record: BillRecord<unknown> },
  issue: CreditNoteIssue,
  returned: CreditedReturn,
  at: Date,
  series: string,
  serial: number,
): NumberedBill {
  const lines = returned.items.map((item): LineToBill => {
    const billedLines = original.record.lines.filter((line) => line.productId === item.bookId);
    if (billedLines.length === 0) throw new Error(`Item ${item.bookId} is not on bill ${original.number}`);
    // The lowest price the item was billed at, as the return refunds it (see returnable in sales).
    const billed = billedLines.reduce((low, line) => (line.pricePaise < low.pricePaise ? line : low));
    const { productId, title, unit, pricePaise, hsn, rate } = billed;
    return { productId, title, quantity: item.quantity, unit, pricePaise, hsn, rate };
  });
  const figures = billFigures(lines);
  const { record } = original;
  return {
    number: numberInSeries(series, serial),
    record: {
      series,
      serial,
      kind: 'credit-note',
      title: documentTitle('credit-note', []),
      at: at.toISOString(),
      date: indiaDay(at),
      cancelled: false,
      orderId: record.orderId,
      customerUid: record.customerUid,
      channel: record.channel,
      paymentMethod: returned.refundMethod === 'account' ? null : returned.refundMethod,
      paymentParts:
        returned.refundMethod === 'account'
          ? [{ method: 'account', amountPaise: figures.totals.amountPaise, reference: null }]
          : null,
      returnId: returned.returnId,
      seller: { ...issue.seller },
      buyer: { ...record.buyer },
      lines: figures.lines,
      totals: figures.totals,
      original: { number: original.number, date: record.date },
    },
  };
}

/** A kept bill as the contract reads it; the summary per rate adds up its lines. */
export function toInvoiceRecord(number: string, record: BillRecord<string>): InvoiceRecord {
  const { series: _series, serial: _serial, buyer, lines, totals, original, ...rest } = record;
  return {
    number,
    ...rest,
    buyer: fromBuyerRecord(buyer),
    lines: lines.map((line) => ({ ...line })),
    totals: { ...totals },
    byRate: taxSummaryByRate(lines),
    ...(original ? { original } : {}),
  };
}

/** What an order carries of its bill. */
export function invoiceRefOf(bill: {
  number: string;
  date: string;
  kind: string;
  /** Absent from what an older build kept on an order: the heading its kind had. */
  title?: string | null;
  cancelled: boolean;
}): InvoiceRef {
  const kind = bill.kind as InvoiceRef['kind'];
  return {
    number: bill.number,
    date: bill.date,
    kind,
    title: (bill.title as DocumentTitle | null | undefined) ?? LEGACY_TITLES[kind],
    ...(bill.cancelled ? { cancelled: true } : {}),
  };
}
