/**
 * The period's bills as the accountant files them: every billed line (the sales register), the
 * GSTR-1 HSN summary (table 12) and the GSTR-1 documents summary (table 13). Pure functions of the
 * bills as kept, so a report never recomputes tax from today's rates.
 */
import { DEFAULT_UNIT, GSTR1_UQC, type BillLine, type GstRate, type Unit } from '../contract';
import type { InvoiceRecord } from '../store/invoice-contract';
import { addPaise, counted, isCreditNote, linePaise, signOf, ZERO, type Paise } from './bill-figures';
import { count, money, type CsvTable } from './csv';

/** A line billed before units were kept was counted one by one. */
const unitOf = (line: BillLine): Unit => line.unit ?? DEFAULT_UNIT;
/** GSTR-1 takes at most 30 characters of an HSN row's description. */
const DESCRIPTION_MAX = 30;

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

const HSN_HEADER = [
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
];

interface HsnRow extends Paise {
  hsn: string;
  rate: GstRate;
  unit: Unit;
  quantity: number;
  titles: Set<string>;
}

function describe(titles: Set<string>): string {
  const text = [...titles].join(', ');
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** Per HSN, rate and unit, returns netted off, cancelled bills left out; intra-state, so no IGST or cess. */
export function hsnSummary(records: readonly InvoiceRecord[]): CsvTable {
  const groups = new Map<string, HsnRow>();
  for (const record of counted(records)) {
    const sign = signOf(record);
    for (const line of record.lines) {
      // Quantities in different units are not added together: a row per unit too.
      const key = `${line.hsn}|${line.rate}|${unitOf(line)}`;
      const group = groups.get(key) ?? {
        hsn: line.hsn,
        rate: line.rate,
        unit: unitOf(line),
        quantity: 0,
        titles: new Set<string>(),
        ...ZERO,
      };
      Object.assign(group, addPaise(group, linePaise(line, sign)));
      group.quantity += sign * line.quantity;
      group.titles.add(line.title);
      groups.set(key, group);
    }
  }
  const rows = [...groups.values()]
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate || a.unit.localeCompare(b.unit))
    .map((group) => [
      group.hsn,
      describe(group.titles),
      GSTR1_UQC[group.unit],
      count(group.quantity),
      money(group.amount),
      count(group.rate),
      money(group.taxable),
      money(0),
      money(group.cgst),
      money(group.sgst),
      money(0),
    ]);
  return { header: HSN_HEADER, rows };
}

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
