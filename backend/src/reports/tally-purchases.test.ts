import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_SETTINGS, purchaseLineTax, type GstRate, type Supplier } from '../contract';
import type { PurchaseRecord, SupplierPaymentRecord } from '../store/purchase-contract';
import { bill, PEN } from './report-fixtures';
import { readTally, textOf, textsOf, type ReadVoucher } from './tally-read-back';
import { NO_ACCOUNTS } from './tally-ledgers';
import type { TallyPurchases } from './tally-purchases';
import { tallyXml } from './tally-xml';

const LEDGERS = DEFAULT_TAX_SETTINGS.tallyLedgers;

function supplier(id: string, overrides: Partial<Supplier> = {}): Supplier {
  return {
    _id: id,
    name: 'Navneet Distributors',
    gstin: '27AAACN1234F1ZX',
    address: 'Itwari\nNagpur 440002',
    state: 'Maharashtra',
    stateCode: '27',
    phone: '+919822004321',
    paymentTermsDays: 30,
    createdAt: '2025-09-01T00:00:00.000Z',
    updatedAt: '2025-09-01T00:00:00.000Z',
    ...overrides,
  };
}
const NAVNEET = supplier('s-navneet');
const DELHI = supplier('s-delhi', {
  name: 'Delhi Paper Mart',
  gstin: '07AAACI1681G1ZR',
  state: 'Delhi',
  stateCode: '07',
});
const LOCAL = supplier('s-local', { name: 'Sharma Stationers', gstin: null, phone: '+919812345678' });

/** A bill of lines [rate, taxable paise] as the purchase service works it out. */
function purchase(
  from: Supplier,
  billNumber: string,
  lines: [rate: GstRate, taxablePaise: number][],
  overrides: Partial<PurchaseRecord> & {
    credited?: boolean;
    otherChargesPaise?: number;
    roundOffPaise?: number;
  } = {},
): PurchaseRecord {
  const { credited = from.gstin !== null, otherChargesPaise = 0, roundOffPaise = 0, ...rest } = overrides;
  const interState = from.stateCode !== '27';
  const worked = lines.map(([gstRate, taxablePaise]) => {
    const tax = purchaseLineTax(taxablePaise, gstRate, interState);
    const amountPaise = taxablePaise + tax.cgstPaise + tax.sgstPaise + tax.igstPaise;
    return {
      ...{ productId: 'pen', title: 'Gel Pen', quantity: 1, unit: 'NOS' as const, hsn: '9608', gstRate },
      ...{ unitCostPaise: taxablePaise, taxablePaise, ...tax, amountPaise, landedCostPaise: taxablePaise },
      ...{ costBeforePaise: null, costAfterPaise: taxablePaise },
    };
  });
  const sum = (pick: (line: (typeof worked)[number]) => number) => worked.reduce((t, l) => t + pick(l), 0);
  const tax = sum((line) => line.cgstPaise + line.sgstPaise + line.igstPaise);
  return {
    _id: `p-${billNumber}`,
    supplier: {
      _id: from._id,
      name: from.name,
      gstin: from.gstin,
      state: from.state,
      stateCode: from.stateCode,
    },
    billNumber,
    billKey: billNumber.toUpperCase(),
    billDate: '2025-10-04',
    financialYear: '25-26',
    interState,
    purchaseOrderId: null,
    lines: worked,
    totals: {
      ...{ taxablePaise: sum((line) => line.taxablePaise), cgstPaise: sum((line) => line.cgstPaise) },
      ...{ sgstPaise: sum((line) => line.sgstPaise), igstPaise: sum((line) => line.igstPaise) },
      ...{ itcPaise: credited ? tax : 0, otherChargesPaise, roundOffPaise },
      totalPaise: sum((line) => line.amountPaise) + otherChargesPaise + roundOffPaise,
    },
    status: 'posted',
    at: new Date('2025-10-04T06:00:00.000Z'),
    ...{ by: null, cancelledAt: null, cancelledBy: null },
    ...rest,
  };
}

function payment(
  from: Supplier,
  paise: number,
  method: SupplierPaymentRecord['method'],
  reference: string | null,
) {
  return {
    _id: `pay-${from._id}-${method}`,
    supplierId: from._id,
    amountPaise: paise,
    method,
    reference,
    date: '2025-10-20',
    at: new Date('2025-10-20T06:00:00.000Z'),
    by: null,
  } satisfies SupplierPaymentRecord;
}

const INTRA = purchase(NAVNEET, 'NV/1021', [[18, 10000]]);
const INTER = purchase(DELHI, 'DPM-77', [[18, 20000]], { billDate: '2025-10-06' });
const UNREGISTERED = purchase(LOCAL, 'S-9', [[18, 5000]], { billDate: '2025-10-08' });
const CANCELLED = purchase(NAVNEET, 'NV/1022', [[5, 4000]], { status: 'cancelled' });
const MONTH: TallyPurchases = {
  bills: [UNREGISTERED, CANCELLED, INTER, INTRA],
  payments: [payment(NAVNEET, 11800, 'upi', 'UTR 4417'), payment(LOCAL, 2000, 'cash', null)],
  suppliers: new Map([NAVNEET, DELHI, LOCAL].map((known) => [known._id, known])),
};

const read = (purchases: TallyPurchases = MONTH, records = [bill('SB/25-26/00001', [PEN])]) =>
  readTally(tallyXml(records, LEDGERS, NO_ACCOUNTS, purchases));
const voucher = (type: string, number: string, purchases = MONTH) =>
  read(purchases).vouchers.find((found) => found.type === type && found.number === number)!;
const posted = (found: ReadVoucher) => found.entries.map(({ ledger, paise }) => [ledger, paise]);

const NAVNEET_LEDGER = 'Navneet Distributors (27AAACN1234F1ZX)';
const DELHI_LEDGER = 'Delhi Paper Mart (07AAACI1681G1ZR)';
const LOCAL_LEDGER = 'Sharma Stationers (5678)';

describe('tally.xml purchases', () => {
  it('when a month of supplier bills and payments is exported, then each posted bill is a Purchase by bill date and each payment a Payment after the sales, the cancelled bill left out', () => {
    expect(read().vouchers.map(({ type, number, party }) => [type, number, party])).toEqual([
      ['Sales', 'SB/25-26/00001', 'Cash'],
      ['Purchase', 'NV/1021', NAVNEET_LEDGER],
      ['Purchase', 'DPM-77', DELHI_LEDGER],
      ['Purchase', 'S-9', LOCAL_LEDGER],
      ['Payment', 'pay-s-navneet-upi', NAVNEET_LEDGER],
      ['Payment', 'pay-s-local-cash', LOCAL_LEDGER],
    ]);
    expect(tallyXml([], LEDGERS, NO_ACCOUNTS, MONTH)).not.toContain('NV/1022');
  });

  it('when the file is read back, then every purchase and payment balances to the paisa, each debit deemed positive', () => {
    for (const { entries } of read().vouchers) {
      expect(entries.reduce((total, entry) => total + entry.paise, 0)).toBe(0);
      for (const entry of entries) expect(entry.deemedPositive).toBe(entry.paise < 0);
    }
  });

  it('when an 18% bill comes from the shop’s own state with its tax credited, then it debits the purchase ledger, input CGST and SGST and credits the supplier the total', () => {
    const found = voucher('Purchase', 'NV/1021');
    expect(posted(found)).toEqual([
      [NAVNEET_LEDGER, 11800],
      ['Purchase @ 18%', -10000],
      ['Input CGST 9%', -900],
      ['Input SGST 9%', -900],
    ]);
    expect(found.entries[0]).toMatchObject({
      party: true,
      bill: { name: 'NV/1021', type: 'New Ref', paise: 11800 },
    });
    expect(textOf(found.xml, 'VOUCHERTYPENAME')).toBe('Purchase');
    expect(textOf(found.xml, 'DATE')).toBe('20251004');
    expect(textOf(found.xml, 'REFERENCE')).toBe('NV/1021');
    expect(textOf(found.xml, 'REFERENCEDATE')).toBe('20251004');
    expect(textOf(found.xml, 'PARTYGSTIN')).toBe('27AAACN1234F1ZX');
    expect(textOf(found.xml, 'STATENAME')).toBe('Maharashtra');
  });

  it('when the bill comes from another state, then its tax is debited to input IGST at the rate', () => {
    expect(posted(voucher('Purchase', 'DPM-77'))).toEqual([
      [DELHI_LEDGER, 23600],
      ['Purchase @ 18%', -20000],
      ['Input IGST 18%', -3600],
    ]);
  });

  it('when the supplier has no GSTIN, then no input tax ledger is debited and the tax is in the purchase ledger’s amount', () => {
    const found = voucher('Purchase', 'S-9');
    expect(posted(found)).toEqual([
      [LOCAL_LEDGER, 5900],
      ['Purchase @ 18%', -5900],
    ]);
    expect(textOf(found.xml, 'PARTYGSTIN')).toBeUndefined();
  });

  it('when a composition shop buys from a registered supplier, then the tax is part of the purchase too', () => {
    const composition = purchase(NAVNEET, 'NV/2001', [[18, 10000]], { credited: false });
    const found = voucher('Purchase', 'NV/2001', { ...MONTH, bills: [composition] });
    expect(posted(found)).toEqual([
      [NAVNEET_LEDGER, 11800],
      ['Purchase @ 18%', -11800],
    ]);
  });

  it('when a bill has lines at two rates, other charges and a round off, then each rate has its ledgers and the charges and round off their own', () => {
    const mixed = purchase(
      NAVNEET,
      'NV/3001',
      [
        [18, 12350],
        [5, 12003],
        [18, 100],
      ],
      {
        otherChargesPaise: 5000,
        roundOffPaise: -40,
      },
    );
    const found = voucher('Purchase', 'NV/3001', { ...MONTH, bills: [mixed] });
    expect(posted(found)).toEqual([
      [NAVNEET_LEDGER, 32255],
      ['Purchase @ 18%', -12450],
      ['Input CGST 9%', -1121],
      ['Input SGST 9%', -1121],
      ['Purchase @ 5%', -12003],
      ['Input CGST 2.5%', -300],
      ['Input SGST 2.5%', -300],
      ['Other Charges', -5000],
      ['Round Off', 40],
    ]);
    expect(found.entries.reduce((total, entry) => total + entry.paise, 0)).toBe(0);
  });

  it('when the shop pays a supplier, then a Payment debits the supplier On Account and credits the bank or cash, its reference in the narration', () => {
    const upi = voucher('Payment', 'pay-s-navneet-upi');
    expect(posted(upi)).toEqual([
      [NAVNEET_LEDGER, -11800],
      [LEDGERS.upi, 11800],
    ]);
    expect(upi.entries[0]).toMatchObject({ party: true, bill: { name: '', type: 'On Account' } });
    expect(textOf(upi.xml, 'DATE')).toBe('20251020');
    expect(textOf(upi.xml, 'NARRATION')).toBe('Paid by UPI UTR 4417 to Navneet Distributors');
    expect(textOf(upi.xml, 'PARTYGSTIN')).toBeUndefined();
    expect(posted(voucher('Payment', 'pay-s-local-cash'))).toEqual([
      [LOCAL_LEDGER, -2000],
      [LEDGERS.cash, 2000],
    ]);
  });
});

describe('tally.xml ledgers of purchases', () => {
  it('when purchases are written, then each new ledger is created once, under its group', () => {
    const { masters } = read();
    const names = masters.map((master) => master.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(masters.map(({ name, parent }) => [name, parent])).toEqual([
      ['Sales @ 18%', 'Sales Accounts'],
      ['Purchase @ 18%', 'Purchase Accounts'],
      ['Output CGST', 'Duties & Taxes'],
      ['Output SGST', 'Duties & Taxes'],
      ['Input CGST 9%', 'Duties & Taxes'],
      ['Input SGST 9%', 'Duties & Taxes'],
      ['Input IGST 18%', 'Duties & Taxes'],
      ['Cash', 'Cash-in-Hand'],
      ['UPI Collections', 'Bank Accounts'],
      [DELHI_LEDGER, 'Sundry Creditors'],
      [NAVNEET_LEDGER, 'Sundry Creditors'],
      [LOCAL_LEDGER, 'Sundry Creditors'],
    ]);
  });

  it('when a supplier and the taxes are written, then the supplier carries its GSTIN and state, an input ledger its tax type and rate, a purchase ledger its rate', () => {
    const { masters } = read();
    const ledger = (name: string) => masters.find((master) => master.name === name)!.xml;
    const navneet = ledger(NAVNEET_LEDGER);
    expect(textOf(navneet, 'PARTYGSTIN')).toBe('27AAACN1234F1ZX');
    expect(textOf(navneet, 'GSTREGISTRATIONTYPE')).toBe('Regular');
    expect(textOf(navneet, 'LEDSTATENAME')).toBe('Maharashtra');
    expect(textOf(navneet, 'ISBILLWISEON')).toBe('Yes');
    expect(textsOf(navneet, 'ADDRESS')).toEqual(['Itwari', 'Nagpur 440002']);
    expect(textOf(ledger(LOCAL_LEDGER), 'GSTREGISTRATIONTYPE')).toBe('Unregistered');
    for (const [name, head, rate] of [
      ['Input CGST 9%', 'Central Tax', '9'],
      ['Input SGST 9%', 'State Tax', '9'],
      ['Input IGST 18%', 'Integrated Tax', '18'],
    ]) {
      expect(textOf(ledger(name!), 'TAXTYPE')).toBe('GST');
      expect(textOf(ledger(name!), 'GSTDUTYHEAD')).toBe(head);
      expect(textOf(ledger(name!), 'RATEOFTAXCALCULATION')).toBe(rate);
    }
    expect(textsOf(ledger('Purchase @ 18%'), 'GSTRATE')).toEqual(['9', '9', '18']);
  });

  it('when a supplier is in one month’s file and not the next, then its ledger keeps its name; one named like a ledger of the file gets its id', () => {
    const alone = { ...MONTH, bills: [INTRA], payments: [] };
    expect(voucher('Purchase', 'NV/1021', alone).party).toBe(NAVNEET_LEDGER);
    const clash = supplier('s-clash', { name: 'Purchase @ 18%', gstin: null, phone: null });
    const named = read({
      bills: [purchase(clash, 'C-1', [[0, 1000]])],
      payments: [],
      suppliers: new Map([[clash._id, clash]]),
    });
    expect(named.vouchers.at(-1)!.party).toBe('Purchase @ 18% (s-clash)');
  });
});
