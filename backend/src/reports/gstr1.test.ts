import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { asPaise, toPaise } from '../contract';
import { writeCsv } from './csv';
import { hsnSummary, invoiceRows } from './gst-returns';
import { b2bRows, b2csRows, cdnrRows, exempRows, hsnB2bRows, hsnB2cRows, toolDate } from './gstr1';
import { bill, BOOK, BOX, PEN } from './report-fixtures';

const rowsOf = (csv: string) => parse(csv, { bom: true, columns: true }) as Record<string, string>[];
const csv = (table: Parameters<typeof writeCsv>[0]) => rowsOf(writeCsv(table, { bom: false }));
const paiseIn = (rows: Record<string, string>[], column: string) =>
  rows.reduce((sum, row) => sum + toPaise(Number(row[column])), 0);

const KIRAN = {
  name: 'Kiran Traders',
  gstin: '29ABCDE1234F1ZW',
  address: '4 Residency Road, Bengaluru',
  state: 'Karnataka',
  stateCode: '29',
};

/** A month of a regular shop: walk-in sales, a business's mixed bill and its return, a void, a composition-era bill. */
const MONTH = [
  bill('SB/25-26/00001', [PEN, BOX, BOOK]),
  bill('SB/25-26/00002', [{ ...PEN, quantity: 1, pricePaise: asPaise(999) }], { paymentMethod: 'upi' }),
  bill('SB/25-26/00003', [PEN, BOOK], {
    date: '2025-10-08',
    buyer: KIRAN,
    title: 'Invoice-cum-Bill of Supply',
  }),
  bill('SB/25-26/00004', [BOX], { date: '2025-10-08', cancelled: true }),
  bill('SB/25-26/00005', [BOOK], { date: '2025-10-09', kind: 'bill-of-supply', title: 'Bill of Supply' }),
  bill(
    'SB/CN25-26/00001',
    [
      { ...PEN, quantity: 1 },
      { ...BOOK, quantity: 1 },
    ],
    {
      date: '2025-10-10',
      kind: 'credit-note',
      title: 'Credit Note',
      buyer: KIRAN,
      original: { number: 'SB/25-26/00003', date: '2025-10-08' },
      returnId: 'return-1',
    },
  ),
  bill('SB/CN25-26/00002', [{ ...BOX, quantity: 1 }], {
    date: '2025-10-10',
    kind: 'credit-note',
    title: 'Credit Note',
    original: { number: 'SB/25-26/00001', date: '2025-10-07' },
    returnId: 'return-2',
  }),
  bill('CMP/25-26/00009', [PEN], {
    kind: 'bill-of-supply',
    title: 'Bill of Supply',
    seller: { legalName: 'S', address: 'Nagpur', gstin: '27AAPFU0939F1ZV', gstMode: 'composition' },
  }),
];

describe('GSTR-1 files', () => {
  it('when a date is written, then it is dd-MMM-yyyy', () => {
    expect(toolDate('2026-11-28')).toBe('28-Nov-2026');
    expect(toolDate('2025-04-01')).toBe('01-Apr-2025');
  });

  it('when a business bought taxed and Nil goods, then b2b has a row for its taxed rate with the whole bill’s value, the Nil goods going to exemp', () => {
    expect(csv(b2bRows(MONTH))).toEqual([
      {
        'GSTIN/UIN of Recipient': '29ABCDE1234F1ZW',
        'Receiver Name': 'Kiran Traders',
        'Invoice Number': 'SB/25-26/00003',
        'Invoice date': '08-Oct-2025',
        'Invoice Value': '205.00',
        'Place Of Supply': '27-Maharashtra',
        'Reverse Charge': 'N',
        'Applicable % of Tax Rate': '',
        'Invoice Type': 'Regular B2B',
        'E-Commerce GSTIN': '',
        Rate: '18',
        'Taxable Value': '63.56',
        'Cess Amount': '0.00',
      },
    ]);
  });

  it('when everyone else bought, then b2cs has one OE row per place and rate, net of their credit notes, and nothing of a composition-era bill', () => {
    // 18%: 63.56 + 8.47; 5%: 114.28 less the returned box's 114.28.
    expect(csv(b2csRows(MONTH))).toEqual([
      {
        Type: 'OE',
        'Place Of Supply': '27-Maharashtra',
        Rate: '5',
        'Applicable % of Tax Rate': '',
        'Taxable Value': '0.00',
        'Cess Amount': '0.00',
        'E-Commerce GSTIN': '',
      },
      {
        Type: 'OE',
        'Place Of Supply': '27-Maharashtra',
        Rate: '18',
        'Applicable % of Tax Rate': '',
        'Taxable Value': '72.03',
        'Cess Amount': '0.00',
        'E-Commerce GSTIN': '',
      },
    ]);
  });

  it('when a business returned goods, then cdnr has its credit note per taxed rate, naming the note and its value', () => {
    expect(csv(cdnrRows(MONTH))).toEqual([
      {
        'GSTIN/UIN of Recipient': '29ABCDE1234F1ZW',
        'Receiver Name': 'Kiran Traders',
        'Note Number': 'SB/CN25-26/00001',
        'Note Date': '10-Oct-2025',
        'Note Type': 'C',
        'Place Of Supply': '27-Maharashtra',
        'Reverse Charge': 'N',
        'Note Supply Type': 'Regular B2B',
        'Note Value': '90.00',
        'Applicable % of Tax Rate': '',
        Rate: '18',
        'Taxable Value': '21.18',
        'Cess Amount': '0.00',
      },
    ]);
  });

  it('when Nil-rated goods were sold and returned, then exemp has all four rows, intra-state to registered and to unregistered, net', () => {
    expect(csv(exempRows(MONTH))).toEqual(
      [
        ['Inter-State supplies to registered persons', '0.00'],
        ['Intra-State supplies to registered persons', '65.00'],
        ['Inter-State supplies to unregistered persons', '0.00'],
        ['Intra-State supplies to unregistered persons', '260.00'],
      ].map(([description, nil]) => ({
        Description: description,
        'Nil Rated Supplies': nil,
        'Exempted(other than nil rated/non GST supply)': '0.00',
        'Non-GST supplies': '0.00',
      })),
    );
  });

  it('when the two HSN tabs are added, then they make the HSN summary of the regular bills, column by column', () => {
    const regular = MONTH.filter((record) => record.seller.gstMode === 'regular');
    const summary = csv(hsnSummary(regular));
    const tabs = [...csv(hsnB2bRows(MONTH)), ...csv(hsnB2cRows(MONTH))];
    for (const column of ['Total Value', 'Taxable Value', 'Central Tax Amount', 'State/UT Tax Amount']) {
      expect(paiseIn(tabs, column)).toBe(paiseIn(summary, column));
    }
    expect(
      csv(hsnB2bRows(MONTH)).map((row) => [row.HSN, row.UQC, row['Total Quantity'], row['Total Value']]),
    ).toEqual([
      ['4901', 'NOS-NUMBERS', '1', '65.00'],
      ['9608', 'PAC-PACKS', '2', '50.00'],
    ]);
  });

  it('when every file is added up, then it reconciles with the sales register to the paisa', () => {
    const register = rowsOf(
      writeCsv(invoiceRows(MONTH.filter((r) => r.seller.gstMode === 'regular'))),
    ).filter((row) => row.Status === 'issued');
    const taxed = register.filter((row) => row['Rate %'] !== '0');
    const nil = register.filter((row) => row['Rate %'] === '0');
    const b2b = paiseIn(csv(b2bRows(MONTH)), 'Taxable Value');
    const cdnr = paiseIn(csv(cdnrRows(MONTH)), 'Taxable Value');
    const b2cs = paiseIn(csv(b2csRows(MONTH)), 'Taxable Value');
    expect(b2b - cdnr + b2cs).toBe(paiseIn(taxed, 'Taxable value'));
    expect(paiseIn(csv(exempRows(MONTH)), 'Nil Rated Supplies')).toBe(paiseIn(nil, 'Total'));
  });
});
