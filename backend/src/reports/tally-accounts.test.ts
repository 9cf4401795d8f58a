import { describe, expect, it } from 'vitest';
import { asPaise, DEFAULT_TAX_SETTINGS, type ShopCustomer } from '../contract';
import type { AccountEntryRecord } from '../store/account-contract';
import type { InvoiceRecord } from '../store/invoice-contract';
import { accountEntry, bill, BOOK, BOX, customer, PEN } from './report-fixtures';
import { ledgerTotals, readTally, textOf, textsOf } from './tally-read-back';
import type { TallyAccounts } from './tally-ledgers';
import { tallyXml } from './tally-xml';

const LEDGERS = DEFAULT_TAX_SETTINGS.tallyLedgers;
const SCHOOL_GSTIN = '27AAACS1234F1Z5';

/** Two customers named alike, and a school with a GSTIN. */
const RAVI = customer('c-ravi', { address: 'Sitabuldi\nNagpur 440012', state: 'Maharashtra' });
const OTHER_RAVI = customer('c-ravi-2', { phone: '+919812340001' });
const SCHOOL = customer('c-school', {
  name: 'Sunrise School',
  phone: '+919822000111',
  gstin: SCHOOL_GSTIN,
  address: 'Civil Lines, Nagpur',
  state: 'Maharashtra',
  stateCode: '27',
});
const SCHOOL_BUYER = {
  name: 'Sunrise School',
  gstin: SCHOOL_GSTIN,
  address: 'Civil Lines, Nagpur',
  state: 'Maharashtra',
  stateCode: '27',
};

const parts = (...split: [method: 'cash' | 'upi' | 'card' | 'account', paise: number][]) => ({
  paymentMethod: null,
  paymentParts: split.map(([method, paise]) => ({ method, amountPaise: asPaise(paise), reference: null })),
});

/** A month of khata: a split sale, an all-account sale, a split without account, a school's, a return. */
const BILLS: InvoiceRecord[] = [
  bill('SB/25-26/00011', [PEN, BOX], {
    buyer: { name: 'Ravi Kumar' },
    ...parts(['cash', 9500], ['account', 10000]),
  }),
  bill('SB/25-26/00012', [BOOK], { buyer: { name: 'Ravi Kumar' }, ...parts(['account', 13000]) }),
  bill('SB/25-26/00013', [PEN], parts(['cash', 2500], ['upi', 5000])),
  bill('SB/25-26/00014', [BOX], { buyer: SCHOOL_BUYER, ...parts(['upi', 2000], ['account', 10000]) }),
  bill('SB/CN25-26/00011', [{ ...PEN, quantity: 1 }], {
    date: '2025-10-08',
    kind: 'credit-note',
    title: 'Credit Note',
    buyer: { name: 'Ravi Kumar' },
    original: { number: 'SB/25-26/00011', date: '2025-10-07' },
    returnId: 'return-11',
    ...parts(['account', 2500]),
  }),
];
const ENTRIES: AccountEntryRecord[] = [
  accountEntry(RAVI._id, 'sale', 10000, { document: 'SB/25-26/00011' }),
  accountEntry(OTHER_RAVI._id, 'sale', 13000, { document: 'SB/25-26/00012' }),
  accountEntry(SCHOOL._id, 'sale', 10000, { document: 'SB/25-26/00014' }),
  accountEntry(RAVI._id, 'return', -2500, { date: '2025-10-08', document: 'SB/CN25-26/00011' }),
  accountEntry(RAVI._id, 'payment', -5000, {
    date: '2025-10-09',
    document: 'SB/RV25-26/00001',
    method: 'upi',
    reference: 'UTR 5561',
  }),
  accountEntry(SCHOOL._id, 'payment', -10000, {
    date: '2025-10-10',
    document: 'SB/RV25-26/00002',
    method: 'cash',
  }),
];
const accountsOf = (customers: ShopCustomer[], entries: AccountEntryRecord[]): TallyAccounts => ({
  customers: new Map(customers.map((known) => [known._id, known])),
  entries,
});
const MONTH = accountsOf([RAVI, OTHER_RAVI, SCHOOL], ENTRIES);

const read = (records = BILLS, accounts = MONTH) => readTally(tallyXml(records, LEDGERS, accounts));
const voucher = (type: string, number: string) =>
  read().vouchers.find((found) => found.type === type && found.number === number)!;
const posted = (found: { entries: { ledger: string; paise: number }[] }) =>
  found.entries.map(({ ledger, paise }) => [ledger, paise]);

const RAVI_LEDGER = 'Ravi Kumar (3210)';
const OTHER_RAVI_LEDGER = 'Ravi Kumar (0001)';

describe('tally.xml for sales on account', () => {
  it('when a month of account sales, a return to an account and payments is exported, then each bill is a voucher and each payment a receipt after them', () => {
    expect(read().vouchers.map(({ type, number, party }) => [type, number, party])).toEqual([
      ['Sales', 'SB/25-26/00011', RAVI_LEDGER],
      ['Sales', 'SB/25-26/00012', OTHER_RAVI_LEDGER],
      ['Sales', 'SB/25-26/00013', 'Cash'],
      ['Sales', 'SB/25-26/00014', 'Sunrise School'],
      ['Receipt', 'SB/25-26/00014', 'Sunrise School'],
      ['Credit Note', 'SB/CN25-26/00011', RAVI_LEDGER],
      ['Receipt', 'SB/RV25-26/00001', RAVI_LEDGER],
      ['Receipt', 'SB/RV25-26/00002', 'Sunrise School'],
    ]);
  });

  it('when the file is read back, then every voucher balances to the paisa and every ledger it names is created once', () => {
    const { masters, vouchers } = read();
    const names = masters.map((master) => master.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const found of vouchers) {
      expect(found.entries.reduce((sum, entry) => sum + entry.paise, 0)).toBe(0);
      for (const entry of found.entries) {
        expect(entry.deemedPositive).toBe(entry.paise < 0);
        expect(names).toContain(entry.ledger.toLowerCase());
      }
    }
  });

  it('when a sale is paid part cash, part on account, then it debits the cash ledger and the customer’s ledger, each for its part, the bill raised on the customer', () => {
    const sale = voucher('Sales', 'SB/25-26/00011');
    expect(posted(sale)).toEqual([
      ['Cash', -9500],
      [RAVI_LEDGER, -10000],
      ['Sales @ 5%', 11428],
      ['Sales @ 18%', 6356],
      ['Output CGST', 572 + 286],
      ['Output SGST', 572 + 286],
    ]);
    expect(sale.entries[1]).toMatchObject({
      party: true,
      deemedPositive: true,
      bill: { name: 'SB/25-26/00011', type: 'New Ref', paise: -10000 },
    });
    expect(sale.entries[0]!.bill).toBeUndefined();
    expect(textOf(sale.xml, 'PARTYGSTIN')).toBeUndefined();
  });

  it('when a sale goes wholly on account, then the customer’s ledger takes it all; a split without account debits each money ledger for its part', () => {
    expect(posted(voucher('Sales', 'SB/25-26/00012'))).toEqual([
      [OTHER_RAVI_LEDGER, -13000],
      ['Sales Nil Rated', 13000],
    ]);
    expect(posted(voucher('Sales', 'SB/25-26/00013'))).toEqual([
      ['Cash', -2500],
      ['UPI Collections', -5000],
      ['Sales @ 18%', 6356],
      ['Output CGST', 572],
      ['Output SGST', 572],
    ]);
  });

  it('when a customer with a GSTIN buys part UPI, part on account, then the bill is on their GST ledger and a receipt clears the UPI part only', () => {
    const sale = voucher('Sales', 'SB/25-26/00014');
    expect(textOf(sale.xml, 'PARTYGSTIN')).toBe(SCHOOL_GSTIN);
    expect(posted(sale)[0]).toEqual(['Sunrise School', -12000]);
    expect(sale.entries[0]!.bill).toEqual({ name: 'SB/25-26/00014', type: 'New Ref', paise: -12000 });
    const receipt = voucher('Receipt', 'SB/25-26/00014');
    expect(posted(receipt)).toEqual([
      ['UPI Collections', -2000],
      ['Sunrise School', 2000],
    ]);
    expect(textOf(receipt.xml, 'NARRATION')).toBe('Received by UPI for bill SB/25-26/00014');
  });

  it('when goods come back to the account, then the credit note credits the customer’s ledger against the bill', () => {
    const note = voucher('Credit Note', 'SB/CN25-26/00011');
    expect(posted(note)).toEqual([
      [RAVI_LEDGER, 2500],
      ['Sales @ 18%', -2118],
      ['Output CGST', -191],
      ['Output SGST', -191],
    ]);
    expect(note.entries[0]!.bill).toEqual({ name: 'SB/25-26/00011', type: 'Agst Ref', paise: 2500 });
  });

  it('when a customer pays against the account, then a Receipt numbered and dated as the receipt debits the money ledger and credits the customer On Account', () => {
    const receipt = voucher('Receipt', 'SB/RV25-26/00001');
    expect(textOf(receipt.xml, 'DATE')).toBe('20251009');
    expect(textOf(receipt.xml, 'REFERENCE')).toBe('SB/RV25-26/00001');
    expect(textOf(receipt.xml, 'NARRATION')).toBe('Received by UPI UTR 5561');
    expect(textOf(receipt.xml, 'PLACEOFSUPPLY')).toBeUndefined();
    expect(receipt.entries).toEqual([
      { ledger: 'UPI Collections', paise: -5000, deemedPositive: true, party: false },
      {
        ledger: RAVI_LEDGER,
        paise: 5000,
        deemedPositive: false,
        party: true,
        bill: { name: '', type: 'On Account', paise: 5000 },
      },
    ]);
    expect(textOf(voucher('Receipt', 'SB/RV25-26/00002').xml, 'NARRATION')).toBe('Received by cash');
  });

  it('when the ledgers are added up, then each customer’s holds what the month moved on their account', () => {
    const totals = ledgerTotals(read().vouchers);
    const moved = (id: string) =>
      ENTRIES.filter((entry) => entry.customerId === id).reduce((sum, entry) => sum + entry.amountPaise, 0);
    // Tally's debit is negative: what a customer owes shows as minus.
    expect(totals.get(RAVI_LEDGER)).toBe(-moved(RAVI._id));
    expect(totals.get(OTHER_RAVI_LEDGER)).toBe(-moved(OTHER_RAVI._id));
    expect(totals.get('Sunrise School')).toBe(0);
    expect(moved(RAVI._id)).toBe(2500);
  });
});

describe('tally.xml ledgers of customers on account', () => {
  it('when customers are written, then each is a bill-wise debtor: unregistered with address and state, or with the GSTIN', () => {
    const { masters } = read();
    expect(
      masters.filter((master) => master.parent === 'Sundry Debtors').map((master) => master.name),
    ).toEqual([OTHER_RAVI_LEDGER, RAVI_LEDGER, 'Sunrise School']);
    const ledger = (name: string) => masters.find((master) => master.name === name)!.xml;
    const ravi = ledger(RAVI_LEDGER);
    expect(textOf(ravi, 'ISBILLWISEON')).toBe('Yes');
    expect(textOf(ravi, 'MAILINGNAME')).toBe('Ravi Kumar');
    expect(textsOf(ravi, 'ADDRESS')).toEqual(['Sitabuldi', 'Nagpur 440012']);
    expect(textOf(ravi, 'LEDSTATENAME')).toBe('Maharashtra');
    expect(textOf(ravi, 'GSTREGISTRATIONTYPE')).toBe('Unregistered');
    expect(textOf(ravi, 'PARTYGSTIN')).toBeUndefined();
    const school = ledger('Sunrise School');
    expect(textOf(school, 'GSTREGISTRATIONTYPE')).toBe('Regular');
    expect(textOf(school, 'PARTYGSTIN')).toBe(SCHOOL_GSTIN);
    expect(textsOf(school, 'ADDRESS')).toEqual(['Civil Lines, Nagpur']);
  });

  it('when only payments are in the period, then each customer’s ledger comes from the customer: the same name and digits as in any month, the GSTIN’s for a GSTIN', () => {
    const payments = [ENTRIES[4]!, ENTRIES[5]!];
    const { masters, vouchers } = read([], accountsOf([RAVI, SCHOOL], payments));
    expect(vouchers.map((found) => [found.type, found.party])).toEqual([
      ['Receipt', RAVI_LEDGER],
      ['Receipt', 'Sunrise School'],
    ]);
    const school = masters.find((master) => master.name === 'Sunrise School')!.xml;
    expect(textOf(school, 'PARTYGSTIN')).toBe(SCHOOL_GSTIN);
    expect(textOf(school, 'LEDSTATENAME')).toBe('Maharashtra');
  });

  it('when a customer is named like a ledger of the shop or a business buyer, then the customer’s ledger gets the phone’s last four digits', () => {
    const till = customer('c-cash', { name: 'cash', phone: '+919800004444' });
    const namesake = customer('c-school-2', { name: 'Sunrise School', phone: '+919800005555' });
    const pays = (who: ShopCustomer, n: number) =>
      accountEntry(who._id, 'payment', -100 * n, { document: `SB/RV25-26/0000${n}`, method: 'cash' });
    const { vouchers } = read(
      [],
      accountsOf([till, SCHOOL, namesake], [pays(till, 1), pays(SCHOOL, 2), pays(namesake, 3)]),
    );
    expect(vouchers.map((found) => found.party)).toEqual([
      'cash (4444)',
      'Sunrise School',
      'Sunrise School (5555)',
    ]);
  });

  it('when a bill on account names no customer the accounts know, then its part still goes to a debtor and the voucher balances', () => {
    const { vouchers } = read([BILLS[1]!], accountsOf([], []));
    expect(posted(vouchers[0]!)).toEqual([
      ['Customers on Account', -13000],
      ['Sales Nil Rated', 13000],
    ]);
  });
});
