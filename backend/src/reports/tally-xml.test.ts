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
const PARTY = '=HYPERLINK("http://x","Vidya & Co")';
/** The business buyer brings back the geometry box of SB/25-26/00003 and is refunded by card. */
const B2B_RETURN = bill('SB/CN25-26/00002', [BOX], {
  date: '2025-10-09',
  kind: 'credit-note',
  title: 'Credit Note',
  buyer: PERIOD[2]!.buyer,
  original: { number: 'SB/25-26/00003', date: '2025-10-08' },
  paymentMethod: 'card',
  returnId: 'return-2',
});
const BOOKS = [...PERIOD, B2B_RETURN];

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
  it('when a month of sales, a business buyer’s bill and returns is exported, then each bill is a voucher, the business buyer’s with its receipt or refund, and the cancelled bill is left out', () => {
    expect(read().vouchers.map(({ type, number }) => [type, number])).toEqual([
      ['Sales', 'SB/25-26/00001'],
      ['Sales', 'SB/25-26/00002'],
      ['Sales', 'SB/25-26/00003'],
      ['Receipt', 'SB/25-26/00003'],
      ['Credit Note', 'SB/CN25-26/00001'],
      ['Credit Note', 'SB/CN25-26/00002'],
      ['Payment', 'SB/CN25-26/00002'],
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

  it('when the money ledgers are added up, then they hold the takings of the day report and the business buyer owes nothing', () => {
    const totals = ledgerTotals(read().vouchers);
    const { takings } = dayReport({ from: '2025-10-01', to: '2025-10-31' }, BOOKS).totals;
    expect(totals.get('Cash')).toBe(debited(takings.cash));
    expect(totals.get('UPI Collections')).toBe(debited(takings.upi));
    expect(totals.get('Card Collections')).toBe(debited(takings.card));
    expect(totals.get(PARTY)).toBe(0);
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

  it('when a buyer has a GSTIN, then the bill is the buyer’s ledger’s with the buyer’s GST details, and a receipt moves the money against it', () => {
    const sale = voucher('Sales', 'SB/25-26/00003');
    expect(sale.party).toBe(PARTY);
    expect(textOf(sale.xml, 'PARTYNAME')).toBe(PARTY);
    expect(textOf(sale.xml, 'PARTYGSTIN')).toBe('07AAACI1681G1ZR');
    expect(textOf(sale.xml, 'GSTREGISTRATIONTYPE')).toBe('Regular');
    expect(textOf(sale.xml, 'STATENAME')).toBe('Delhi');
    expect(textOf(sale.xml, 'PLACEOFSUPPLY')).toBe('Maharashtra');
    expect(textsOf(sale.xml, 'ADDRESS')).toEqual(['4 Karol Bagh <Market>', 'New Delhi 110005']);
    expect(sale.entries[0]).toEqual({
      ledger: PARTY,
      paise: -12000,
      deemedPositive: true,
      party: true,
      bill: { name: 'SB/25-26/00003', type: 'New Ref', paise: -12000 },
    });

    const receipt = voucher('Receipt', 'SB/25-26/00003');
    expect(receipt.party).toBe(PARTY);
    expect(textOf(receipt.xml, 'DATE')).toBe('20251008');
    expect(textOf(receipt.xml, 'PARTYGSTIN')).toBeUndefined();
    expect(receipt.entries).toEqual([
      { ledger: 'Card Collections', paise: -12000, deemedPositive: true, party: false },
      {
        ledger: PARTY,
        paise: 12000,
        deemedPositive: false,
        party: true,
        bill: { name: 'SB/25-26/00003', type: 'Agst Ref', paise: 12000 },
      },
    ]);
  });

  it('when a business buyer returns goods, then the credit note is against the buyer’s bill and the refund a payment against it', () => {
    const note = voucher('Credit Note', 'SB/CN25-26/00002');
    expect(textOf(note.xml, 'REFERENCE')).toBe('SB/25-26/00003');
    expect(textOf(note.xml, 'REFERENCEDATE')).toBe('20251008');
    expect(textOf(note.xml, 'PARTYGSTIN')).toBe('07AAACI1681G1ZR');
    expect(note.entries.map(({ ledger, paise }) => [ledger, paise])).toEqual([
      [PARTY, 12000],
      [`${STEM} @ 5%`, -11428],
      ['Output CGST', -286],
      ['Output SGST', -286],
    ]);
    expect(note.entries[0]!.bill).toEqual({ name: 'SB/25-26/00003', type: 'Agst Ref', paise: 12000 });

    const refund = voucher('Payment', 'SB/CN25-26/00002');
    expect(refund.entries).toEqual([
      { ledger: 'Card Collections', paise: 12000, deemedPositive: false, party: false },
      {
        ledger: PARTY,
        paise: -12000,
        deemedPositive: true,
        party: true,
        bill: { name: 'SB/25-26/00003', type: 'Agst Ref', paise: -12000 },
      },
    ]);
  });

  it('when anyone else returns goods, then the credit note names its bill and the refund comes straight off the payment ledger', () => {
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
      [PARTY, 'Sundry Debtors'],
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

  it('when a business buyer is written, then its ledger has the GSTIN, the state of its registration and the address', () => {
    const party = read().masters.find((master) => master.name === PARTY)!.xml;
    expect(textOf(party, 'PARTYGSTIN')).toBe('07AAACI1681G1ZR');
    expect(textOf(party, 'GSTREGISTRATIONTYPE')).toBe('Regular');
    expect(textOf(party, 'LEDSTATENAME')).toBe('Delhi');
    expect(textOf(party, 'ISBILLWISEON')).toBe('Yes');
    expect(textsOf(party, 'ADDRESS')).toEqual(['4 Karol Bagh <Market>', 'New Delhi 110005']);
  });

  it('when two GSTINs share a name or a buyer is named like a ledger of the shop, then each party gets a ledger of its own', () => {
    const to = (number: string, name: string, gstin: string) =>
      bill(number, [PEN], { buyer: { name, gstin, address: 'Nagpur' } });
    const { masters, vouchers } = read([
      to('SB/25-26/00001', 'Vidya & Co', '27AAPFU0939F1ZV'),
      to('SB/25-26/00002', 'vidya & co', '07AAACI1681G1ZR'),
      to('SB/25-26/00003', 'Cash', '29AAACI1681G1ZN'),
      to('SB/25-26/00004', 'Vidya & Co', '27AAPFU0939F1ZV'),
    ]);
    expect(
      masters.filter((master) => master.parent === 'Sundry Debtors').map((master) => master.name),
    ).toEqual(['Cash (29AAACI1681G1ZN)', 'Vidya & Co', 'vidya & co (07AAACI1681G1ZR)']);
    expect(vouchers.filter((found) => found.type === 'Sales').map((found) => found.party)).toEqual([
      'Vidya & Co',
      'vidya & co (07AAACI1681G1ZR)',
      'Cash (29AAACI1681G1ZN)',
      'Vidya & Co',
    ]);
  });

  it('when names hold markup or control characters, then the file escapes them in text and attributes alike', () => {
    const xml = tallyXml(BOOKS, LEDGERS);
    expect(xml).toContain('<LEDGER NAME="Sales &amp; Stationery &lt;GST&gt; @ 18%" ACTION="Create">');
    expect(xml).toContain('<LEDGERNAME>Sales &amp; Stationery &lt;GST&gt; @ 18%</LEDGERNAME>');
    expect(xml).toContain(`<LEDGER NAME="=HYPERLINK(&quot;http://x&quot;,&quot;Vidya &amp; Co&quot;)"`);
    expect(xml).toContain('<ADDRESS>4 Karol Bagh &lt;Market&gt;</ADDRESS>');
    expect(escapeXml('a\u0001b')).toBe('ab');
  });
});
