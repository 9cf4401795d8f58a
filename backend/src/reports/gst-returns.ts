/**
 * The period's bills as the accountant files them: every billed line (the sales register), the
 * GSTR-1 HSN summary (table 12) and the GSTR-1 documents summary (table 13). Pure functions of the
 * bills as kept, so a report never recomputes tax from today's rates.
 */
import { DEFAULT_UNIT, type BillLine, type Unit } from '../contract';
import type { InvoiceRecord } from '../store/invoice-contract';
import { counted, isCreditNote, linePaise, signOf } from './bill-figures';
import { count, money, type CsvTable } from './csv';
import { hsnRows } from './gstr1';

/** A line billed before units were kept was counted one by one. */
const unitOf = (line: BillLine): Unit => line.unit ?? DEFAULT_UNIT;

const INVOICE_HEADER = [
  'Date',
  'Number',
  'Kind',
  'Buyer',
  'Buyer GSTIN',
  'HSN/SAC',
  'Description',
  'Quantity',
  'Unit',
  'Rate %',
  'Taxable value',
  'CGST',
  'SGST',
  'Total',
  'Payment method',
  'Channel',
  'Status',
  'Original bill',
];

/** One row per billed line, credit notes negative. A cancelled bill keeps its rows, marked cancelled. */
export function invoiceRows(records: readonly InvoiceRecord[]): CsvTable {
  const rows = records.flatMap((record) =>
    record.lines.map((line) => {
      const figures = linePaise(line, signOf(record));
      return [
        record.date,
        record.number,
        record.kind,
        record.buyer.name,
        record.buyer.gstin ?? '',
        line.hsn,
        line.title,
        count(signOf(record) * line.quantity),
        unitOf(line),
        count(line.rate),
        money(figures.taxable),
        money(figures.cgst),
        money(figures.sgst),
        money(figures.amount),
        record.paymentMethod ?? '',
        record.channel,
        record.cancelled ? 'cancelled' : 'issued',
        record.original?.number ?? '',
      ];
    }),
  );
  return { header: INVOICE_HEADER, rows };
}

/** The HSN summary of every bill of the period (GSTR-1's two tabs together), returns netted off. */
export const hsnSummary = (records: readonly InvoiceRecord[]): CsvTable => hsnRows(counted(records));

const DOCUMENT_HEADER = ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'];

const seriesOfNumber = (number: string) => number.slice(0, number.lastIndexOf('/') + 1);
const serialOf = (number: string) => Number(number.slice(number.lastIndexOf('/') + 1));

/** Per series (a prefix and financial year, bills and credit notes apart): first and last number, how many, how many cancelled. */
export function documentsSummary(records: readonly InvoiceRecord[]): CsvTable {
  const series = new Map<string, InvoiceRecord[]>();
  for (const record of records) {
    const key = seriesOfNumber(record.number);
    series.set(key, [...(series.get(key) ?? []), record]);
  }
  const rows = [...series.values()]
    .map((documents) => documents.sort((a, b) => serialOf(a.number) - serialOf(b.number)))
    .sort(
      (a, b) =>
        Number(isCreditNote(a[0]!)) - Number(isCreditNote(b[0]!)) || a[0]!.number.localeCompare(b[0]!.number),
    )
    .map((documents) => [
      isCreditNote(documents[0]!) ? 'Credit Note' : 'Invoices for outward supply',
      documents[0]!.number,
      documents.at(-1)!.number,
      count(documents.length),
      count(documents.filter((document) => document.cancelled).length),
    ]);
  return { header: DOCUMENT_HEADER, rows };
}
