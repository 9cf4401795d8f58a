import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toPaise, toRupees, type ClosedDayReport, type PaymentMethod } from '../contract';
import { ASHA } from '../../test/fixtures';
import { availableAdapters } from '../../test/temp-store';
import type { Book, DrawerDay, Store } from './store';

const item = { title: 'Pen', description: 'd', category: 'penandpencil' as const, trending: false };
const MINUTE = 60_000;

/** A Z report as the service would keep it; the store keeps it as given. */
const zOf = (day: DrawerDay, countedCash: number, closedAt: Date): ClosedDayReport => ({
  date: day.date,
  openedAt: day.openedAt,
  openedBy: day.openedBy,
  float: toRupees(day.floatPaise),
  cashSales: 0,
  cashRefunds: 0,
  cashDues: 0,
  cashIn: 0,
  cashOut: 0,
  expectedCash: toRupees(day.floatPaise),
  byMethod: { cash: 0, upi: 0, card: 0, account: 0 },
  refunds: { cash: 0, upi: 0, card: 0, account: 0 },
  duesCollected: { cash: 0, upi: 0, card: 0, count: 0 },
  byChannel: { online: 0, counter: 0 },
  invoices: { from: null, to: null, count: 0, cancelled: 0 },
  byRate: [],
  movements: [],
  byCashier: [],
  countedCash,
  difference: countedCash - toRupees(day.floatPaise),
  note: countedCash === toRupees(day.floatPaise) ? null : 'Paid the milkman',
  closedAt: closedAt.toISOString(),
  closedBy: { id: 'staff-ravi', name: 'Ravi' },
});

describe.each(availableAdapters())('store contract, cash drawer: $name', (adapter) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  let pen: Book;

  beforeEach(async () => {
    ({ store, cleanup } = await adapter.open());
    pen = await store.books.create({
      ...item,
      oldPrice: 20,
      newPrice: 20,
      coverImage: 'c.webp',
      stock: null,
      sku: null,
    });
  });
  afterEach(async () => cleanup());

  const openDay = async (float: number | null, at = new Date()) => {
    const result = await store.counterDays.open({ floatPaise: float === null ? null : toPaise(float), at });
    if (result.outcome !== 'opened') throw new Error(result.outcome);
    return result.day;
  };

  /** Pens at ₹20 each, as the service prices them. */
  const penLines = (quantity: number) => [
    { bookId: pen._id, title: pen.title, unitPricePaise: toPaise(20), coverImage: pen.coverImage, quantity },
  ];

  const sell = async (quantity: number, method: PaymentMethod, cashier?: { id: string; name: string }) => {
    const made = await store.sales.createSale({
      ownerId: 'owner-1',
      ...(cashier ? { cashier } : {}),
      name: '',
      phone: '',
      lines: penLines(quantity),
      totalPaise: toPaise(20 * quantity),
      payment: { method, reference: null, tenderedPaise: null, changePaise: null },
    });
    if (made.outcome !== 'created') throw new Error(made.outcome);
    return made.sale;
  };

  const collectOnline = async (
    quantity: number,
    method: PaymentMethod,
    at: Date,
    by?: { id: string; name: string },
  ) => {
    const placed = await store.orders.create({
      customerUid: 'uid-asha',
      email: 'asha@example.in',
      ...ASHA,
      lines: penLines(quantity),
      totalPaise: toPaise(20 * quantity),
    });
    if (placed.outcome !== 'created') throw new Error(placed.outcome);
    const payment = { method, reference: null, at: at.toISOString() };
    await store.orders.changeStatus(placed.order._id, 'placed', 'collected', {
      payment,
      ...(by ? { by } : {}),
    });
    return placed.order;
  };

  it('when several opens race, then exactly one day opens and the others read it', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        store.counterDays.open({ floatPaise: toPaise(100 + index), at: new Date() }),
      ),
    );
    const opened = results.filter((result) => result.outcome === 'opened');
    expect(opened).toHaveLength(1);
    const day = opened[0]!.day;
    for (const result of results) expect(result.day._id).toBe(day._id);
    expect(await store.counterDays.current()).toEqual(day);
  });

  it('when a day is opened by someone, then it names them as it is read open and closed; one opened by nobody names nobody', async () => {
    const meena = { id: 'staff-meena', name: 'Meena' };
    const opened = await store.counterDays.open({
      floatPaise: toPaise(500),
      at: new Date(Date.now() - 60 * MINUTE),
      by: meena,
    });
    expect(opened).toMatchObject({ outcome: 'opened', day: { openedBy: meena } });
    const day = opened.day;
    expect((await store.counterDays.current())!.openedBy).toEqual(meena);
    expect(await store.counterDays.open({ floatPaise: null, at: new Date() })).toMatchObject({
      outcome: 'already_open',
      day: { _id: day._id, openedBy: meena },
    });
    const report = zOf(day, 500, new Date(Date.now() - MINUTE));
    await store.counterDays.close(day._id, report);
    const [closed] = await store.counterDays.listClosed({ from: day.date, to: day.date });
    expect(closed).toMatchObject({ openedBy: meena, closed: { openedBy: meena, closedBy: report.closedBy } });
    expect((await openDay(null)).openedBy).toBeNull();
  });

  it('when a day opens without a float, then it takes the last closed count, or 0 before any close', async () => {
    const first = await openDay(null, new Date(Date.now() - 60 * MINUTE));
    expect(first).toMatchObject({ floatPaise: 0, closed: null });
    const report = zOf(first, 1234.5, new Date(Date.now() - 30 * MINUTE));
    expect(await store.counterDays.close(first._id, report)).toMatchObject({ outcome: 'closed' });
    expect((await openDay(null)).floatPaise).toBe(123450);
  });

  it('when cash is put in and taken out, then the open day keeps it in order with who moved it; with no day open it is refused', async () => {
    expect(
      await store.counterDays.addMovement({
        type: 'in',
        amountPaise: toPaise(5),
        reason: 'Change',
        at: new Date(),
      }),
    ).toEqual({ outcome: 'not_open' });
    const day = await openDay(500);
    const at = Date.now();
    await store.counterDays.addMovement({
      type: 'in',
      amountPaise: toPaise(200),
      reason: 'Change from bank',
      at: new Date(at),
    });
    const ravi = { id: 'staff-ravi', name: 'Ravi' };
    const tea = await store.counterDays.addMovement({
      type: 'out',
      amountPaise: toPaise(45.5),
      reason: 'Tea',
      at: new Date(at + 1),
      by: ravi,
    });
    expect(tea).toMatchObject({ outcome: 'added', movement: { reason: 'Tea', by: ravi } });
    const movements = await store.counterDays.movements(day._id);
    expect(movements.map(({ type, amountPaise, reason, by }) => ({ type, amountPaise, reason, by }))).toEqual(
      [
        { type: 'in', amountPaise: 20000, reason: 'Change from bank', by: null },
        { type: 'out', amountPaise: 4550, reason: 'Tea', by: ravi },
      ],
    );
  });

  it('when sales, collections, a void and a return happen, then the window sums payments by method and channel and refunds by method', async () => {
    const since = new Date(Date.now() - 1000);
    const kept = await sell(3, 'cash');
    await sell(1, 'upi');
    const voided = await sell(2, 'cash');
    await store.sales.voidSale(voided._id, 'Rang up twice');
    await collectOnline(2, 'cash', new Date());
    await collectOnline(1, 'card', new Date(Date.now() + 10 * MINUTE));
    await store.sales.createReturn({
      orderId: kept._id,
      items: [{ bookId: pen._id, quantity: 1 }],
      refund: { method: 'cash', reference: null },
      reason: 'Dried out',
    });
    const window = { since, until: new Date(Date.now() + 1000) };
    const payments = await store.counterDays.payments(window);
    const sorted = [...payments].sort((a, b) =>
      `${a.method}${a.channel}`.localeCompare(`${b.method}${b.channel}`),
    );
    expect(sorted).toEqual([
      { method: 'cash', channel: 'counter', amountPaise: 6000 },
      { method: 'cash', channel: 'online', amountPaise: 4000 },
      { method: 'upi', channel: 'counter', amountPaise: 2000 },
    ]);
    expect(await store.counterDays.refunds(window)).toEqual([{ method: 'cash', amountPaise: 2000 }]);
    const before = { since: new Date(since.getTime() - 60 * MINUTE), until: since };
    expect(await store.counterDays.payments(before)).toEqual([]);
    expect(await store.counterDays.refunds(before)).toEqual([]);
  });

  it('when people sell, void, take returns and collect online orders, then the window tells each one’s sales, refunds, voids and collections apart, and records naming nobody as nobody', async () => {
    const meena = { id: 'staff-meena', name: 'Meena' };
    const ravi = { id: 'staff-ravi', name: 'Ravi' };
    const since = new Date(Date.now() - 1000);
    const kept = await sell(3, 'cash', meena);
    await sell(1, 'upi', meena);
    const voided = await sell(2, 'cash', meena);
    await store.sales.voidSale(voided._id, 'Rang up twice', { by: ravi, approvedBy: null });
    await sell(1, 'card');
    await store.sales.createReturn({
      orderId: kept._id,
      items: [{ bookId: pen._id, quantity: 1 }],
      refund: { method: 'cash', reference: null },
      reason: 'Dried out',
      by: ravi,
    });
    const asha = { id: 'staff-asha', name: 'Asha' };
    await collectOnline(2, 'cash', new Date(), meena);
    await collectOnline(1, 'upi', new Date(), meena);
    // Asha only collects; an order collected by nobody named, and one paid outside the window.
    await collectOnline(3, 'card', new Date(), asha);
    await collectOnline(1, 'cash', new Date());
    await collectOnline(5, 'cash', new Date(Date.now() + 10 * MINUTE), asha);
    const deeds = await store.counterDays.deeds({ since, until: new Date(Date.now() + 1000) });
    const key = (deed: (typeof deeds)[number]) => `${deed.kind}${deed.who?.id ?? ''}`;
    expect([...deeds].sort((a, b) => key(a).localeCompare(key(b)))).toEqual([
      { kind: 'collection', who: null, count: 1, amountPaise: 2000 },
      { kind: 'collection', who: asha, count: 1, amountPaise: 6000 },
      { kind: 'collection', who: meena, count: 2, amountPaise: 6000 },
      { kind: 'refund', who: ravi, count: 1, amountPaise: 2000 },
      { kind: 'sale', who: null, count: 1, amountPaise: 2000 },
      { kind: 'sale', who: meena, count: 2, amountPaise: 8000 },
      { kind: 'void', who: ravi, count: 1, amountPaise: 0 },
    ]);
    const before = { since: new Date(since.getTime() - 60 * MINUTE), until: since };
    expect(await store.counterDays.deeds(before)).toEqual([]);
  });

  it('when a day closes, then its Z report is kept, a second close is refused, and it is listed by its date', async () => {
    const openedAt = new Date(Date.now() - 60 * MINUTE);
    const day = await openDay(500, openedAt);
    const closedAt = new Date(Date.now() - MINUTE);
    const report = zOf(day, 440, closedAt);
    const closed = await store.counterDays.close(day._id, report);
    expect(closed).toEqual({ outcome: 'closed', day: { ...day, closed: report } });
    expect(report.difference).toBe(-60);
    expect(await store.counterDays.close(day._id, report)).toEqual({ outcome: 'not_open' });
    expect(await store.counterDays.current()).toBeNull();
    expect(await store.counterDays.listClosed({ from: day.date, to: day.date })).toEqual([
      { ...day, closed: report },
    ]);
    expect(await store.counterDays.listClosed({ from: '2001-01-01', to: '2001-01-31' })).toEqual([]);
    expect((await store.counterDays.closedOver(new Date(openedAt.getTime() + MINUTE)))?._id).toBe(day._id);
    expect(await store.counterDays.closedOver(new Date())).toBeNull();
    // The next day opens beside the closed one.
    expect((await openDay(null)).floatPaise).toBe(44000);
  });
});
