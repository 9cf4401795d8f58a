import { describe, expect, it } from 'vitest';
import { asPaise, NO_PAISE, NO_TAX, type GstRate, type RateTax } from '../contract';
import type { DrawerDay, InvoiceRecord } from '../store/store';
import { byCashier, closedReport, dayReport, invoiceSummary } from './day-report';

const rateTax = (rate: GstRate, taxable: number, cgst: number, sgst: number): RateTax => ({
  rate,
  taxablePaise: asPaise(taxable),
  cgstPaise: asPaise(cgst),
  sgstPaise: asPaise(sgst),
});

const day: DrawerDay = {
  _id: 'd'.repeat(24),
  date: '2025-06-02',
  openedAt: '2025-06-02T03:30:00.000Z',
  floatPaise: asPaise(50000),
  openedBy: { id: 'm', name: 'Meena' },
  closed: null,
};

let serial = 0;
const invoice = (kind: InvoiceRecord['kind'], byRate: RateTax[], cancelled = false): InvoiceRecord => {
  serial += 1;
  const number =
    kind === 'credit-note' ? `SB/CN25-26/${serial}` : `SB/25-26/${String(serial).padStart(5, '0')}`;
  return {
    number,
    date: '2025-06-02',
    kind,
    title: 'Tax Invoice',
    cancelled,
    seller: { legalName: 'Shop', address: 'Nagpur', gstin: '27AAAAA0000A1Z5', gstMode: 'regular' },
    buyer: { name: '' },
    orderId: 'o'.repeat(24),
    lines: [],
    totals: { amountPaise: NO_PAISE, ...NO_TAX },
    byRate,
    at: '2025-06-02T05:00:00.000Z',
    customerUid: 'counter',
    channel: 'counter',
    paymentMethod: 'cash',
    paymentParts: null,
    returnId: null,
  };
};

describe('invoiceSummary', () => {
  it('when bills, a cancelled bill and a credit note were issued, then the numbers run first to last and the credit note comes off its rate', () => {
    serial = 41;
    const summary = invoiceSummary([
      invoice('tax-invoice', [rateTax(0, 10000, 0, 0), rateTax(18, 8474, 763, 763)]),
      invoice('tax-invoice', [rateTax(18, 4238, 381, 381)], true),
      invoice('tax-invoice', [rateTax(5, 4762, 119, 119)]),
      invoice('credit-note', [rateTax(18, 4238, 381, 381)]),
    ]);
    expect(summary.invoices).toEqual({
      from: 'SB/25-26/00042',
      to: 'SB/25-26/00044',
      count: 3,
      cancelled: 1,
    });
    expect(summary.byRate).toEqual([
      { rate: 0, taxable: 100, cgst: 0, sgst: 0 },
      { rate: 5, taxable: 47.62, cgst: 1.19, sgst: 1.19 },
      { rate: 18, taxable: 42.36, cgst: 3.82, sgst: 3.82 },
    ]);
  });

  it('when nothing was billed, then there is no range and no rate', () => {
    expect(invoiceSummary([])).toEqual({
      invoices: { from: null, to: null, count: 0, cancelled: 0 },
      byRate: [],
    });
  });
});

describe('dayReport and closedReport', () => {
  it('when cash came in by sales, dues and movements and went out by refunds, then the expected cash is float + sales + dues − refunds + in − out, to the paisa', () => {
    const report = dayReport({
      day,
      movements: [
        { _id: '1', type: 'in', amountPaise: asPaise(10), reason: 'Coins', at: day.openedAt, by: null },
        { _id: '2', type: 'out', amountPaise: asPaise(20), reason: 'Stamp', at: day.openedAt, by: null },
      ],
      payments: [
        { method: 'cash', channel: 'counter', amountPaise: asPaise(12010) },
        { method: 'cash', channel: 'online', amountPaise: asPaise(4950) },
        { method: 'upi', channel: 'counter', amountPaise: asPaise(3000) },
        { method: 'account', channel: 'counter', amountPaise: asPaise(40000) },
      ],
      refunds: [
        { method: 'cash', amountPaise: asPaise(1999) },
        { method: 'card', amountPaise: asPaise(1000) },
        { method: 'account', amountPaise: asPaise(500) },
      ],
      invoices: [],
      deeds: [],
      dues: [
        { method: 'cash', amountPaise: asPaise(25000), count: 2 },
        { method: 'upi', amountPaise: asPaise(10000), count: 1 },
      ],
    });
    expect(report).toMatchObject({
      date: '2025-06-02',
      openedBy: { id: 'm', name: 'Meena' },
      float: 500,
      cashSales: 169.6,
      cashRefunds: 19.99,
      cashDues: 250,
      cashIn: 0.1,
      cashOut: 0.2,
      // Only cash counts: the account sale and the UPI dues are not in the drawer.
      expectedCash: 899.51,
      byMethod: { cash: 169.6, upi: 30, card: 0, account: 400 },
      refunds: { cash: 19.99, upi: 0, card: 10, account: 5 },
      duesCollected: { cash: 250, upi: 100, card: 0, count: 3 },
      byChannel: { online: 49.5, counter: 150.1 },
    });
    const z = closedReport(report, {
      countedCash: 640,
      note: 'Short',
      closedAt: new Date('2025-06-02T14:00:00Z'),
      closedBy: { id: 'r', name: 'Ravi' },
    });
    expect(z).toMatchObject({
      countedCash: 640,
      difference: -259.51,
      note: 'Short',
      closedAt: '2025-06-02T14:00:00.000Z',
      openedBy: { id: 'm', name: 'Meena' },
      closedBy: { id: 'r', name: 'Ravi' },
    });
  });
});

describe('byCashier', () => {
  it('when several people sold, refunded, voided and collected, then each is one entry by name, in rupees, and records naming nobody come last', () => {
    const meena = { id: 'm', name: 'Meena' };
    const asha = { id: 'a', name: 'Asha' };
    const ravi = { id: 'r', name: 'Ravi' };
    expect(
      byCashier([
        { kind: 'sale', who: null, count: 1, amountPaise: asPaise(1000) },
        { kind: 'sale', who: meena, count: 2, amountPaise: asPaise(4550) },
        { kind: 'refund', who: meena, count: 1, amountPaise: asPaise(1999) },
        { kind: 'void', who: asha, count: 3, amountPaise: NO_PAISE },
        { kind: 'collection', who: meena, count: 2, amountPaise: asPaise(12345) },
        // Someone who only collected orders is listed too.
        { kind: 'collection', who: ravi, count: 1, amountPaise: asPaise(50) },
        { kind: 'collection', who: null, count: 4, amountPaise: asPaise(800) },
        // Renamed during the day: still one entry, under the first name.
        { kind: 'sale', who: { id: 'm', name: 'Meena K' }, count: 1, amountPaise: asPaise(1) },
      ]),
    ).toEqual([
      { cashier: asha, sales: 0, amount: 0, refunds: 0, voids: 3, collections: 0, collected: 0 },
      {
        cashier: meena,
        sales: 3,
        amount: 45.51,
        refunds: 19.99,
        voids: 0,
        collections: 2,
        collected: 123.45,
      },
      { cashier: ravi, sales: 0, amount: 0, refunds: 0, voids: 0, collections: 1, collected: 0.5 },
      { cashier: null, sales: 1, amount: 10, refunds: 0, voids: 0, collections: 4, collected: 8 },
    ]);
    expect(byCashier([])).toEqual([]);
  });
});
