import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  billFigures,
  DEFAULT_TAX_SETTINGS,
  salesLedgersByRate,
  toPaise,
  type TallyLedgers,
} from '../contract';
import type { InvoiceRecord } from '../store/invoice-contract';
import { writeCsv } from './csv';
import { dayReport } from './day-report';
import { invoiceRows } from './gst-returns';
import { bill, BOOK, BOX, PEN, PERIOD } from './report-fixtures';
import { ledgerTotals, readTally, textOf, textsOf } from './tally-read-back';
import { escapeXml, tallyXml } from './tally-xml';

const STEM = 'Sales & Stationery <GST>';
const LEDGERS: TallyLedgers = {
  ...DEFAULT_TAX_SETTINGS.tallyLedgers,
  sales: STEM,
  salesByRate: salesLedgersByRate(STEM),
};
const BOOKS = PERIOD;

const read = (records: readonly InvoiceRecord[] = BOOKS, ledgers = LEDGERS) =>
  readTally(tallyXml(records, ledgers));
const voucher = (type: string, number: string) =>
  read().vouchers.find((found) => found.type === type && found.number === number)!;

/** The sales register (invoices.csv) as the accountant reads it: its issued rows summed per rate, in paise. */
function registerByRate(records: readonly InvoiceRecord[]) {
  const rows = parse(writeCsv(invoiceRows(records)), { bom: true, columns: true }) as Record<
    string,
    string
  >[];
  const sums = new Map<string, { taxable: number; cgst: number; sgst: number }>();
  for (const row of rows.filter((issued) => issued.Status === 'issued')) {
    const sum = sums.get(row['Rate %']!) ?? { taxable: 0, cgst: 0, sgst: 0 };
    sum.taxable += toPaise(Number(row['Taxable value']));
    sum.cgst += toPaise(Number(row.CGST));
    sum.sgst += toPaise(Number(row.SGST));
    sums.set(row['Rate %']!, sum);
  }
  return sums;
}

/** What a money ledger holds when `rupees` were taken: a debit, and nothing as +0. */
const debited = (rupees: number) => 0 - toPaise(rupees);

describe('tally.xml vouchers', () => {
  it('when a month of sales and a return is exported, then each bill is a voucher and the cancelled bill is left out', () => {
    expect(read().vouchers.map(({ type, number }) => [type, number])).toEqual([
      ['Sales', 'SB/25-26/00001'],
      ['Sales', 'SB/25-26/00002'],
      ['Sales', 'SB/25-26/00003'],
      ['Credit Note', 'SB/CN25-26/00001'],
    ]);
    expect(tallyXml(BOOKS, LEDGERS)).not.toContain('SB/25-26/00004');
  });

  it('when the file is read back, then every voucher balances to the paisa, each debit deemed positive with a negative amount', () => {
    for (const { entries } of read().vouchers) {
      expect(entries.reduce((total, entry) => total + entry.paise, 0)).toBe(0);
      for (const entry of entries) expect(entry.deemedPositive).toBe(entry.paise < 0);
    }
  });

  it('when the ledgers are added up, then each rate’s sales ledger, CGST and SGST hold the register’s figures at that rate to the paisa', () => {
    const totals = ledgerTotals(read().vouchers);
    const register = registerByRate(BOOKS);
    expect([...register.keys()].sort()).toEqual(['0', '18', '5']);
    for (const [rate, sum] of register) {
      expect(totals.get(LEDGERS.salesByRate[rate as '0' | '5' | '18'])).toBe(sum.taxable);
    }
    const all = [...register.values()];
    expect(totals.get('Output CGST')).toBe(all.reduce((total, sum) => total + sum.cgst, 0));
    expect(totals.get('Output SGST')).toBe(all.reduce((total, sum) => total + sum.sgst, 0));
    expect(totals.get(LEDGERS.salesByRate['18'])).toBe(toPaise(63.56 + 8.47 - 21.18));
  });

  it('when the money ledgers are added up, then they hold the takings of the day report', () => {
    const totals = ledgerTotals(read().vouchers);
    const { takings } = dayReport({ from: '2025-10-01', to: '2025-10-31' }, BOOKS).totals;
    expect(totals.get('Cash')).toBe(debited(takings.cash));
    expect(totals.get('UPI Collections')).toBe(debited(takings.upi));
    expect(totals.get('Card Collections')).toBe(debited(takings.card));
  });

  it('when a bill has lines at 18%, 5% and 0%, then it credits each rate’s ledger and the taxes and debits the payment ledger', () => {
    const sale = voucher('Sales', 'SB/25-26/00001');
    expect(sale.party).toBe('Cash');
    expect(sale.entries.map(({ ledger, paise, party }) => [ledger, paise, party])).toEqual([
      ['Cash', -32500, true],
      [`${STEM} Nil Rated`, 13000, false],
      [`${STEM} @ 5%`, 11428, false],
      [`${STEM} @ 18%`, 6356, false],
      ['Output CGST', 572 + 286, false],
      ['Output SGST', 572 + 286, false],
    ]);
    expect(textOf(sale.xml, 'PARTYGSTIN')).toBeUndefined();
    expect(textOf(sale.xml, 'PLACEOFSUPPLY')).toBe('Maharashtra');
  });

  it('when goods come back, then the credit note names its bill and the refund comes straight off the payment ledger', () => {
    const note = voucher('Credit Note', 'SB/CN25-26/00001');
    expect(textOf(note.xml, 'REFERENCE')).toBe('SB/25-26/00001');
    expect(note.entries[0]).toEqual({ ledger: 'Cash', paise: 2500, deemedPositive: false, party: true });
    expect(textOf(note.xml, 'NARRATION')).toMatch(/^Against SB\/25-26\/00001 of 2025-10-07\./);
  });

  it('when a composition shop’s bills are exported, then they go to the Nil-rated ledger alone, with no tax', () => {
    const seller = { ...PERIOD[0]!.seller, gstMode: 'composition' as const };
    const supply = (number: string, overrides: Partial<InvoiceRecord> = {}) =>
      bill(number, [], {
        ...billFigures([PEN, BOX, BOOK], false),
        seller,
        kind: 'bill-of-supply',
        title: 'Bill of Supply',
        ...overrides,
      });
    const { masters, vouchers } = read([
      supply('SB/25-26/00001'),
      supply('SB/25-26/00002', { paymentMethod: 'upi' }),
    ]);
    expect(vouchers.map((found) => found.entries.map(({ ledger, paise }) => [ledger, paise]))).toEqual([
      [
        ['Cash', -32500],
        [`${STEM} Nil Rated`, 32500],
      ],
      [
        ['UPI Collections', -32500],
        [`${STEM} Nil Rated`, 32500],
      ],
    ]);
    expect(masters.map((master) => master.name)).toEqual([`${STEM} Nil Rated`, 'Cash', 'UPI Collections']);
  });
});

describe('tally.xml ledger masters', () => {
  it('when the file is written, then every ledger a voucher names is created once before the vouchers, each under its group', () => {
    const xml = tallyXml(BOOKS, LEDGERS);
    const { masters, vouchers } = readTally(xml);
    expect(xml.lastIndexOf('<LEDGER NAME=')).toBeLessThan(xml.indexOf('<VOUCHER '));
    expect(masters.map(({ name, parent }) => [name, parent])).toEqual([
      [`${STEM} Nil Rated`, 'Sales Accounts'],
      [`${STEM} @ 5%`, 'Sales Accounts'],
      [`${STEM} @ 18%`, 'Sales Accounts'],
      ['Output CGST', 'Duties & Taxes'],
      ['Output SGST', 'Duties & Taxes'],
      ['Cash', 'Cash-in-Hand'],
      ['UPI Collections', 'Bank Accounts'],
      ['Card Collections', 'Bank Accounts'],
    ]);
    const names = new Set(masters.map((master) => master.name));
    for (const found of vouchers) {
      expect(names).toContain(found.party);
      for (const entry of found.entries) expect(names).toContain(entry.ledger);
    }
  });

  it('when a sales ledger is written, then it carries its rate as Tally classifies it: taxable at the rate, or Nil rated', () => {
    const { masters } = read();
    const ledger = (name: string) => masters.find((master) => master.name === name)!.xml;
    const eighteen = ledger(`${STEM} @ 18%`);
    expect(textOf(eighteen, 'GSTAPPLICABLE')).toBe('Applicable');
    expect(textOf(eighteen, 'TAXABILITY')).toBe('Taxable');
    expect(textsOf(eighteen, 'GSTRATEDUTYHEAD')).toEqual(['CGST', 'SGST/UTGST', 'IGST']);
    expect(textsOf(eighteen, 'GSTRATE')).toEqual(['9', '9', '18']);
    expect(textsOf(ledger(`${STEM} @ 5%`), 'GSTRATE')).toEqual(['2.5', '2.5', '5']);
    const nil = ledger(`${STEM} Nil Rated`);
    expect(textOf(nil, 'TAXABILITY')).toBe('Nil Rated');
    expect(textsOf(nil, 'GSTRATE')).toEqual([]);
    expect(textOf(ledger('Output CGST'), 'TAXTYPE')).toBe('GST');
    expect(textOf(ledger('Output CGST'), 'GSTDUTYHEAD')).toBe('Central Tax');
    expect(textOf(ledger('Output SGST'), 'GSTDUTYHEAD')).toBe('State Tax');
  });

  it('when names hold markup or control characters, then the file escapes them in text and attributes alike', () => {
    const xml = tallyXml(BOOKS, LEDGERS);
    expect(xml).toContain('<LEDGER NAME="Sales &amp; Stationery &lt;GST&gt; @ 18%" ACTION="Create">');
    expect(xml).toContain('<LEDGERNAME>Sales &amp; Stationery &lt;GST&gt; @ 18%</LEDGERNAME>');
    expect(xml).toContain('=HYPERLINK(&quot;http://x&quot;,&quot;Vidya &amp; Co&quot;)');
    expect(escapeXml('a\u0001b')).toBe('ab');
  });
});
