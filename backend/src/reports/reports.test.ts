import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { toPaise } from '../contract';
import { writeCsv } from './csv';
import { dayReport } from './day-report';
import { documentsSummary, hsnSummary, invoiceRows } from './gst-returns';
import { bill, PEN, PERIOD } from './report-fixtures';

const rowsOf = (csv: string) => parse(csv, { bom: true, columns: true }) as Record<string, string>[];
const sum = (rows: Record<string, string>[], column: string) =>
  rows.reduce((total, row) => total + toPaise(Number(row[column])), 0);

describe('invoices.csv rows', () => {
  it('when a period has sales, a return and a void, then each billed line is a row, the credit note negative and the void marked cancelled', () => {
    const rows = rowsOf(writeCsv(invoiceRows(PERIOD)));
    expect(rows).toHaveLength(7);
    expect(rows[0]).toMatchObject({
      Date: '2025-10-07',
      Number: 'SB/25-26/00001',
      Kind: 'tax-invoice',
      'HSN/SAC': '9608',
      Description: 'Gel Pen',
      Quantity: '3',
      Unit: 'PAC',
      'Rate %': '18',
      'Taxable value': '63.56',
      CGST: '5.72',
      SGST: '5.72',
      Total: '75.00',
      'Payment method': 'cash',
      Channel: 'counter',
      Status: 'issued',
    });
    expect(rows.find((row) => row.Number === 'SB/25-26/00004')?.Status).toBe('cancelled');
    expect(rows.at(-1)).toMatchObject({
      Kind: 'credit-note',
      Quantity: '-1',
      'Taxable value': '-21.18',
      CGST: '-1.91',
      SGST: '-1.91',
      Total: '-25.00',
      'Original bill': 'SB/25-26/00001',
    });
  });

  it('when a buyer’s name looks like a formula, then it is written as text and the figures stay numbers', () => {
    const csv = writeCsv(invoiceRows(PERIOD));
    expect(csv.startsWith('\ufeffDate,Number,')).toBe(true);
    expect(csv).toContain('\r\n');
    expect(csv).toContain(`"'=HYPERLINK(""http://x"",""Vidya & Co"")"`);
    expect(csv).toContain(',-25.00,');
  });
});

describe('hsn-summary.csv', () => {
  it('when returns and voids are in the period, then per HSN and rate they are netted and left out, and the totals equal the sales register’s to the paisa', () => {
    const hsn = rowsOf(writeCsv(hsnSummary(PERIOD)));
    expect(hsn.map((row) => [row.HSN, row.Rate, row['Total Quantity']])).toEqual([
      ['4901', '0', '2'],
      ['7326', '5', '2'],
      ['9608', '18', '3'],
    ]);
    expect(hsn[0]).toMatchObject({ UQC: 'NOS-NUMBERS' });
    expect(hsn[2]).toMatchObject({
      UQC: 'PAC-PACKS',
      'Integrated Tax Amount': '0.00',
      'Cess Amount': '0.00',
    });
    const issued = rowsOf(writeCsv(invoiceRows(PERIOD))).filter((row) => row.Status !== 'cancelled');
    expect(sum(hsn, 'Total Value')).toBe(sum(issued, 'Total'));
    expect(sum(hsn, 'Taxable Value')).toBe(sum(issued, 'Taxable value'));
    expect(sum(hsn, 'Central Tax Amount')).toBe(sum(issued, 'CGST'));
    expect(sum(hsn, 'State/UT Tax Amount')).toBe(sum(issued, 'SGST'));
    expect(sum(hsn, 'Total Value')).toBe(toPaise(75 + 120 + 130 + 9.99 + 120 - 25));
  });
});

describe('documents.csv', () => {
  it('when bills and credit notes were issued, then each series shows its first and last number, the count and the cancelled', () => {
    const rows = rowsOf(writeCsv(documentsSummary([...PERIOD].reverse())));
    expect(rows).toEqual([
      {
        'Nature of Document': 'Invoices for outward supply',
        'Sr. No. From': 'SB/25-26/00001',
        'Sr. No. To': 'SB/25-26/00004',
        'Total Number': '4',
        Cancelled: '1',
      },
      {
        'Nature of Document': 'Credit Note',
        'Sr. No. From': 'SB/CN25-26/00001',
        'Sr. No. To': 'SB/CN25-26/00001',
        'Total Number': '1',
        Cancelled: '0',
      },
    ]);
  });
});

describe('days', () => {
  it('when a day had sales by every method and a refund, then its takings are net per method and its tax per rate', () => {
    const report = dayReport({ from: '2025-10-01', to: '2025-10-31' }, PERIOD);
    expect(report.days.map((day) => day.date)).toEqual(['2025-10-07', '2025-10-08']);
    expect(report.days[0]).toMatchObject({
      takings: { cash: 325, upi: 9.99, card: 0 },
      invoices: 2,
      creditNotes: 0,
    });
    expect(report.days[1]).toMatchObject({
      takings: { cash: -25, upi: 0, card: 120 },
      invoices: 1,
      creditNotes: 1,
    });
    expect(report.days[1]!.byRate).toEqual([
      { rate: 5, taxable: 114.28, cgst: 2.86, sgst: 2.86 },
      { rate: 18, taxable: -21.18, cgst: -1.91, sgst: -1.91 },
    ]);
    expect(report.totals.takings).toEqual({ cash: 300, upi: 9.99, card: 120 });
    expect(report.totals.invoices).toBe(3);
  });

  it('when a period has no bills, then it has no days and zero totals', () => {
    expect(
      dayReport({ from: '2025-10-01', to: '2025-10-01' }, [
        bill('SB/25-26/00009', [PEN], { cancelled: true }),
      ]),
    ).toEqual({
      from: '2025-10-01',
      to: '2025-10-01',
      days: [],
      totals: {
        takings: { cash: 0, upi: 0, card: 0 },
        taxable: 0,
        cgst: 0,
        sgst: 0,
        byRate: [],
        invoices: 0,
        creditNotes: 0,
      },
    });
  });
});
