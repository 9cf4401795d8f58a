/**
 * GSTR-1 as the GSTN's offline tool imports it, one CSV per table: b2b (4A), b2cs (7), cdnr (9B),
 * exemp (8) and the two tabs of the HSN summary (12). Headers and values are the tool's own
 * (../shared/gst/gstr1-templates.md in the design notes). Only bills issued under a regular
 * registration are returns of GSTR-1; cancelled bills count nowhere but in the documents summary.
 * Every figure is summed in paise from the lines as billed, so each file reconciles to the sales
 * register to the paisa.
 */
import {
  GSTR1_UQC,
  placeOfSupplyLabel,
  stateOfCode,
  DEFAULT_UNIT,
  type GstRate,
  type Unit,
} from '../contract';
import type { InvoiceRecord } from '../store/invoice-contract';
import { counted, isCreditNote, signOf } from './bill-figures';
import { count, money, type Cell, type CsvTable } from './csv';

export const B2B_HEADER = [
  'GSTIN/UIN of Recipient',
  'Receiver Name',
  'Invoice Number',
  'Invoice date',
  'Invoice Value',
  'Place Of Supply',
  'Reverse Charge',
  'Applicable % of Tax Rate',
  'Invoice Type',
  'E-Commerce GSTIN',
  'Rate',
  'Taxable Value',
  'Cess Amount',
];
export const B2CS_HEADER = [
  'Type',
  'Place Of Supply',
  'Rate',
  'Applicable % of Tax Rate',
  'Taxable Value',
  'Cess Amount',
  'E-Commerce GSTIN',
];
export const CDNR_HEADER = [
  'GSTIN/UIN of Recipient',
  'Receiver Name',
  'Note Number',
  'Note Date',
  'Note Type',
  'Place Of Supply',
  'Reverse Charge',
  'Note Supply Type',
  'Note Value',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
];
export const EXEMP_HEADER = [
  'Description',
  'Nil Rated Supplies',
  'Exempted(other than nil rated/non GST supply)',
  'Non-GST supplies',
];
export const HSN_HEADER = [
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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 2026-11-28 → 28-Nov-2026, as the tool reads a date. */
export const toolDate = (day: string): string => {
  const [year, month, date] = day.split('-');
  return `${date}-${MONTHS[Number(month) - 1]}-${year}`;
};

/** Supplies at the counter and the pickup desk are made in the shop's state: the GSTIN's first two digits. */
const placeOfSupply = (record: InvoiceRecord): string => {
  const state = stateOfCode(record.seller.gstin.slice(0, 2));
  return state ? placeOfSupplyLabel(state) : '';
};

/** The documents GSTR-1 reports: a regular taxpayer's, not cancelled. */
const returnable = (records: readonly InvoiceRecord[]) =>
  counted(records).filter((record) => record.seller.gstMode === 'regular');

const isRegisteredBuyer = (record: InvoiceRecord) => Boolean(record.buyer.gstin);

/** A bill's taxable value per rate above Nil, from its lines. */
function taxableByRate(record: InvoiceRecord): Map<GstRate, number> {
  const rates = new Map<GstRate, number>();
  for (const line of record.lines) {
    if (line.rate === 0) continue;
    rates.set(line.rate, (rates.get(line.rate) ?? 0) + line.taxablePaise);
  }
  return new Map([...rates].sort(([a], [b]) => a - b));
}

const byDateAndNumber = (a: InvoiceRecord, b: InvoiceRecord) =>
  a.date.localeCompare(b.date) || a.number.localeCompare(b.number);

const NO_CESS = money(0);

/** Table 4A: a row per bill to a registered buyer and rate, the bill's whole value on each. */
export function b2bRows(records: readonly InvoiceRecord[]): CsvTable {
  const rows = returnable(records)
    .filter((record) => !isCreditNote(record) && isRegisteredBuyer(record))
    .sort(byDateAndNumber)
    .flatMap((record) =>
      [...taxableByRate(record)].map(([rate, taxable]): Cell[] => [
        record.buyer.gstin!,
        record.buyer.name,
        record.number,
        toolDate(record.date),
        money(record.totals.amountPaise),
        placeOfSupply(record),
        'N',
        '',
        'Regular B2B',
        '',
        count(rate),
        money(taxable),
        NO_CESS,
      ]),
    );
  return { header: B2B_HEADER, rows };
}

/** Table 7: everyone else's taxable supplies per place of supply and rate, net of their credit notes. */
export function b2csRows(records: readonly InvoiceRecord[]): CsvTable {
  const groups = new Map<string, { place: string; rate: GstRate; taxable: number }>();
  for (const record of returnable(records)) {
    if (isRegisteredBuyer(record)) continue;
    const place = placeOfSupply(record);
    for (const [rate, taxable] of taxableByRate(record)) {
      const key = `${place}|${rate}`;
      const group = groups.get(key) ?? { place, rate, taxable: 0 };
      group.taxable += signOf(record) * taxable;
      groups.set(key, group);
    }
  }
  const rows = [...groups.values()]
    .sort((a, b) => a.place.localeCompare(b.place) || a.rate - b.rate)
    .map((group): Cell[] => ['OE', group.place, count(group.rate), '', money(group.taxable), NO_CESS, '']);
  return { header: B2CS_HEADER, rows };
}

/** Table 9B: the credit notes of registered buyers, a row per note and rate. */
export function cdnrRows(records: readonly InvoiceRecord[]): CsvTable {
  const rows = returnable(records)
    .filter((record) => isCreditNote(record) && isRegisteredBuyer(record))
    .sort(byDateAndNumber)
    .flatMap((note) =>
      [...taxableByRate(note)].map(([rate, taxable]): Cell[] => [
        note.buyer.gstin!,
        note.buyer.name,
        note.number,
        toolDate(note.date),
        'C',
        placeOfSupply(note),
        'N',
        'Regular B2B',
        money(note.totals.amountPaise),
        '',
        count(rate),
        money(taxable),
        NO_CESS,
      ]),
    );
  return { header: CDNR_HEADER, rows };
}

/**
 * Table 8: Nil-rated supplies, intra-state (the shop sells at the shop), to registered and to
 * unregistered buyers, net of credit notes. The shop keeps nothing exempt or non-GST apart: what
 * it bills at 0% is Nil rated.
 */
export function exempRows(records: readonly InvoiceRecord[]): CsvTable {
  const nil = { registered: 0, unregistered: 0 };
  for (const record of returnable(records)) {
    const value = record.lines
      .filter((line) => line.rate === 0)
      .reduce((sum, line) => sum + line.amountPaise, 0);
    nil[isRegisteredBuyer(record) ? 'registered' : 'unregistered'] += signOf(record) * value;
  }
  const row = (description: string, nilPaise: number): Cell[] => [
    description,
    money(nilPaise),
    money(0),
    money(0),
  ];
  return {
    header: EXEMP_HEADER,
    rows: [
      row('Inter-State supplies to registered persons', 0),
      row('Intra-State supplies to registered persons', nil.registered),
      row('Inter-State supplies to unregistered persons', 0),
      row('Intra-State supplies to unregistered persons', nil.unregistered),
    ],
  };
}

/** GSTR-1 takes at most 30 characters of an HSN row's description. */
const DESCRIPTION_MAX = 30;

function describe(titles: Set<string>): string {
  const text = [...titles].join(', ');
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

interface HsnGroup {
  hsn: string;
  rate: GstRate;
  unit: Unit;
  quantity: number;
  titles: Set<string>;
  amount: number;
  taxable: number;
  cgst: number;
  sgst: number;
}

/**
 * Table 12's rows of these bills: per HSN, rate and unit (quantities in different units are never
 * added), returns netted off; intra-state, so no IGST; no cess.
 */
export function hsnRows(records: readonly InvoiceRecord[]): CsvTable {
  const groups = new Map<string, HsnGroup>();
  for (const record of records) {
    const sign = signOf(record);
    for (const line of record.lines) {
      const unit = line.unit ?? DEFAULT_UNIT;
      const key = `${line.hsn}|${line.rate}|${unit}`;
      const group = groups.get(key) ?? {
        ...{ hsn: line.hsn, rate: line.rate, unit, quantity: 0, titles: new Set<string>() },
        ...{ amount: 0, taxable: 0, cgst: 0, sgst: 0 },
      };
      group.quantity += sign * line.quantity;
      group.amount += sign * line.amountPaise;
      group.taxable += sign * line.taxablePaise;
      group.cgst += sign * line.cgstPaise;
      group.sgst += sign * line.sgstPaise;
      group.titles.add(line.title);
      groups.set(key, group);
    }
  }
  const rows = [...groups.values()]
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate || a.unit.localeCompare(b.unit))
    .map((group): Cell[] => [
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

/** Table 12's B2B tab: supplies to registered buyers (from the May 2025 period the table is split). */
export const hsnB2bRows = (records: readonly InvoiceRecord[]) =>
  hsnRows(returnable(records).filter(isRegisteredBuyer));

/** Table 12's B2C tab: everyone else's. */
export const hsnB2cRows = (records: readonly InvoiceRecord[]) =>
  hsnRows(returnable(records).filter((record) => !isRegisteredBuyer(record)));
