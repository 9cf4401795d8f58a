import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { billFigures, indiaDay, seriesOf, SeriesFullError, toPaise, type GstRate } from '../contract';
import { ASHA } from '../../test/fixtures';
import { availableAdapters } from '../../test/temp-store';
import type { BillDraft, Book, CounterSaleInput, CreditNoteIssue, Order, Store } from './store';

const SELLER = {
  legalName: 'Saraswati Stationers',
  address: '12 MG Road, Nagpur',
  gstin: '27AAPFU0939F1ZV',
  gstMode: 'regular' as const,
};
const ISSUE: CreditNoteIssue = { prefix: 'SB', seller: SELLER };

const item = (title: string, newPrice: number) => ({
  title,
  description: 'd',
  category: 'penandpencil' as const,
  trending: false,
  oldPrice: newPrice,
  newPrice,
  coverImage: 'c.webp',
  stock: 500,
  sku: null,
});

const linesOf = (lines: [Book, number][]) =>
  lines.map(([book, quantity]) => ({
    bookId: book._id,
    title: book.title,
    unitPricePaise: toPaise(book.newPrice),
    coverImage: book.coverImage,
    quantity,
  }));

const totalOf = (lines: [Book, number][]) =>
  lines.reduce((sum, [book, quantity]) => sum + book.newPrice * quantity, 0);

const saleOf = (lines: [Book, number][]): CounterSaleInput => ({
  ownerId: 'owner-1',
  name: '',
  phone: '',
  lines: linesOf(lines),
  totalPaise: toPaise(totalOf(lines)),
  payment: { method: 'cash', reference: null, tenderedPaise: null, changePaise: null },
});

/** A regular shop's tax invoice of these lines, every item at `rate` under HSN 9608. */
const draftOf = (lines: [Book, number][], rate: GstRate = 18, buyer = { name: 'Ravi' }): BillDraft => ({
  kind: 'tax-invoice',
  title: 'Tax Invoice',
  prefix: 'SB',
  seller: SELLER,
  buyer,
  ...billFigures(
    lines.map(([book, quantity]) => ({
      productId: book._id,
      title: book.title,
      quantity,
      unit: book.unit,
      pricePaise: toPaise(book.newPrice),
      hsn: '9608',
      rate,
    })),
  ),
});

const serialOf = (number: string) => Number(number.slice(number.lastIndexOf('/') + 1));

describe.each(availableAdapters())('store contract, bills: $name', (adapter) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  let pen: Book;
  let notebook: Book;

  const sell = async (lines: [Book, number][], bill: BillDraft | null = draftOf(lines)) => {
    const result = await store.sales.createSale(saleOf(lines), undefined, bill ?? undefined);
    if (result.outcome !== 'created') throw new Error(result.outcome);
    return result.sale;
  };

  const placeOnline = async (lines: [Book, number][]) => {
    const created = await store.orders.create({
      customerUid: 'uid-asha',
      email: 'asha@example.in',
      ...ASHA,
      lines: linesOf(lines),
      totalPaise: toPaise(totalOf(lines)),
    });
    if (created.outcome !== 'created') throw new Error(created.outcome);
    return created.order;
  };

  const collect = async (order: Order, lines: [Book, number][]) => {
    const payment = { method: 'upi' as const, reference: 'UTR1', at: new Date().toISOString() };
    const bill = draftOf(lines, 18, { name: order.name });
    const result = await store.orders.changeStatus(order._id, 'placed', 'collected', { payment, bill });
    if (result.outcome !== 'changed') throw new Error(result.outcome);
    return result.order;
  };

  beforeEach(async () => {
    ({ store, cleanup } = await adapter.open());
    pen = await store.books.create(item('Gel Pen', 20));
    notebook = await store.books.create(item('Notebook', 45.5));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await cleanup();
  });

  it('when a sale is made with a bill, then the bill is numbered in the year’s series and stored with its lines and figures', async () => {
    const sale = await sell([
      [pen, 3],
      [notebook, 1],
    ]);
    const series = seriesOf('SB', 'invoice', new Date());
    expect(sale.invoice).toEqual({
      number: `${series}00001`,
      date: indiaDay(new Date()),
      kind: 'tax-invoice',
      title: 'Tax Invoice',
    });
    const bill = await store.invoices.get(sale.invoice!.number);
    const draft = draftOf([
      [pen, 3],
      [notebook, 1],
    ]);
    expect(bill).toEqual({
      number: `${series}00001`,
      date: indiaDay(new Date()),
      kind: 'tax-invoice',
      title: 'Tax Invoice',
      cancelled: false,
      seller: SELLER,
      buyer: { name: 'Ravi' },
      orderId: sale._id,
      lines: draft.lines,
      totals: draft.totals,
      byRate: draft.byRate,
      at: expect.any(String),
      customerUid: sale.customerUid,
      channel: 'counter',
      paymentMethod: 'cash',
      paymentParts: null,
      returnId: null,
    });
    expect(await store.invoices.get('SB/00-01/00001')).toBeNull();
  });

  it('when a sale is made without a bill, then it has none and takes no number', async () => {
    const sale = await sell([[pen, 1]], null);
    expect(sale.invoice).toBeNull();
    const next = await sell([[pen, 1]]);
    expect(serialOf(next.invoice!.number)).toBe(1);
  });

  it('when 20 sales and collections are billed at once, then they take serials 1 to 20, none twice', async () => {
    const online = await Promise.all(Array.from({ length: 10 }, () => placeOnline([[notebook, 1]])));
    const billed = await Promise.all([
      ...Array.from({ length: 10 }, () => sell([[pen, 1]])),
      ...online.map((order) => collect(order, [[notebook, 1]])),
    ]);
    const serials = billed.map((order) => serialOf(order.invoice!.number)).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const stored = await store.invoices.list({ since: new Date(0), until: new Date(Date.now() + 60_000) });
    expect(stored.map((bill) => bill.number).sort()).toEqual(billed.map((o) => o.invoice!.number).sort());
    expect(stored.filter((bill) => bill.channel === 'online')).toHaveLength(10);
  });

  it('when a collection is billed, then the order carries its bill on every read', async () => {
    const order = await collect(await placeOnline([[notebook, 2]]), [[notebook, 2]]);
    expect(order.invoice).toMatchObject({ kind: 'tax-invoice', date: indiaDay(new Date()) });
    const bill = await store.invoices.get(order.invoice!.number);
    expect(bill).toMatchObject({
      orderId: order._id,
      customerUid: 'uid-asha',
      channel: 'online',
      paymentMethod: 'upi',
      buyer: { name: ASHA.name },
    });
    expect((await store.orders.get(order._id))!.invoice).toEqual(order.invoice);
    expect((await store.orders.listByCustomer('uid-asha', 'asha@example.in'))[0]!.invoice).toEqual(
      order.invoice,
    );
    const page = await store.orders.search({ limit: 10, offset: 0, now: new Date() });
    expect(page.items[0]!.invoice).toEqual(order.invoice);
    const placed = await placeOnline([[pen, 1]]);
    expect((await store.orders.get(placed._id))!.invoice).toBeNull();
  });

  it('when the year turns on 1 April in India, then a new series starts at 1', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-31T18:29:59Z'));
    const last = await sell([[pen, 1]]);
    vi.setSystemTime(new Date('2027-03-31T18:30:00Z'));
    const first = await sell([[pen, 1]]);
    const next = await sell([[pen, 1]]);
    expect(last.invoice).toMatchObject({ number: 'SB/26-27/00001', date: '2027-03-31' });
    expect(first.invoice).toMatchObject({ number: 'SB/27-28/00001', date: '2027-04-01' });
    expect(next.invoice!.number).toBe('SB/27-28/00002');
  });

  it('when a billed sale is voided, then its bill keeps its number, marked cancelled, and the next sale takes the next number', async () => {
    const sale = await sell([[pen, 2]]);
    const voided = await store.sales.voidSale(sale._id, 'rang up twice');
    if (voided.outcome !== 'voided') throw new Error(voided.outcome);
    expect(voided.sale.invoice).toEqual({ ...sale.invoice, cancelled: true });
    expect((await store.orders.get(sale._id))!.invoice).toEqual({ ...sale.invoice, cancelled: true });
    expect(await store.invoices.get(sale.invoice!.number)).toMatchObject({ cancelled: true });
    const next = await sell([[pen, 1]]);
    expect(serialOf(next.invoice!.number)).toBe(serialOf(sale.invoice!.number) + 1);
  });

  it('when bills are issued and one voided, then the series’ last serial counts them all; a series with none is at 0', async () => {
    const series = seriesOf('SB', 'invoice', new Date());
    expect(await store.invoices.lastSerial(series)).toBe(0);
    const sale = await sell([[pen, 1]]);
    await sell([[notebook, 1]]);
    await store.sales.voidSale(sale._id, 'rang up twice');
    expect(await store.invoices.lastSerial(series)).toBe(2);
    expect(await store.invoices.lastSerial(seriesOf('SB', 'credit-note', new Date()))).toBe(0);
  });

  it('when a series has given its last number, then the next return is refused as a full series and nothing of it is kept', async () => {
    // A prefix of four, which the settings took once: its credit notes' series holds 999.
    const legacy: CreditNoteIssue = { ...ISSUE, prefix: 'SB01' };
    const refills = await store.books.create({ ...item('Refills', 5), stock: null });
    // A sale of its own for each return: one order's returns are read again by every return.
    const giveBack = (orderId: string) =>
      store.sales.createReturn({
        orderId,
        items: [{ bookId: refills._id, quantity: 1 }],
        refund: { method: 'cash', reference: null },
        reason: 'spare',
        creditNote: legacy,
      });
    for (let n = 1; n <= 999; n += 1) {
      expect((await giveBack((await sell([[refills, 1]]))._id)).outcome).toBe('created');
    }
    const series = seriesOf('SB01', 'credit-note', new Date());
    const last = await sell([[refills, 1]]);
    await expect(giveBack(last._id)).rejects.toThrow(SeriesFullError);
    expect(await store.invoices.lastSerial(series)).toBe(999);
    expect(await store.sales.returnsOf(last._id)).toEqual([]);
  }, 30_000);

  it('when units of a billed sale come back, then a credit note in its own series bills them at the bill’s price, code and rate', async () => {
    const sale = await sell([
      [pen, 3],
      [notebook, 2],
    ]);
    const refund = { method: 'cash' as const, reference: null };
    const first = await store.sales.createReturn({
      orderId: sale._id,
      items: [{ bookId: notebook._id, quantity: 1 }],
      refund,
      reason: 'torn',
      creditNote: ISSUE,
    });
    if (first.outcome !== 'created') throw new Error(first.outcome);
    const series = seriesOf('SB', 'credit-note', new Date());
    expect(first.record.creditNote).toEqual({ number: `${series}00001` });
    const note = await store.invoices.get(`${series}00001`);
    const figures = draftOf([[notebook, 1]]);
    expect(note).toMatchObject({
      kind: 'credit-note',
      cancelled: false,
      orderId: sale._id,
      returnId: first.record._id,
      buyer: { name: 'Ravi' },
      seller: SELLER,
      original: { number: sale.invoice!.number, date: sale.invoice!.date },
      lines: figures.lines,
      totals: figures.totals,
      byRate: figures.byRate,
      paymentMethod: 'cash',
    });
    const second = await store.sales.createReturn({
      orderId: sale._id,
      items: [{ bookId: pen._id, quantity: 1 }],
      refund,
      reason: 'dry',
      creditNote: ISSUE,
    });
    if (second.outcome !== 'created') throw new Error(second.outcome);
    expect(second.record.creditNote).toEqual({ number: `${series}00002` });
    expect((await store.sales.returnsOf(sale._id)).map((r) => r.creditNote)).toEqual([
      { number: `${series}00001` },
      { number: `${series}00002` },
    ]);
    // The sale's own series goes on from where it was.
    expect(serialOf((await sell([[pen, 1]])).invoice!.number)).toBe(2);
  });

  it('when an order without a bill comes back, then no credit note is issued', async () => {
    const sale = await sell([[pen, 2]], null);
    const result = await store.sales.createReturn({
      orderId: sale._id,
      items: [{ bookId: pen._id, quantity: 1 }],
      refund: { method: 'upi', reference: 'R1' },
      reason: 'spare',
      creditNote: ISSUE,
    });
    if (result.outcome !== 'created') throw new Error(result.outcome);
    expect(result.record.creditNote).toBeNull();
    expect(await store.invoices.list({ since: new Date(0), until: new Date(Date.now() + 60_000) })).toEqual(
      [],
    );
  });
});
