import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  APPROVAL_HEADER,
  asPaise,
  COUNTER_DEVICE_HEADER,
  type Approval,
  type CounterDay,
  type ClosedDayReport,
  type CounterSale,
  type DayReport,
  type OrderReturn,
  type StaffRole,
  type CashMovement,
  type OrderView,
  type StockMovement,
} from '../src/contract';
import { validOrderBody } from './fixtures';
import { signedInStaff } from './staff-support';
import { useTestApp, type Caller } from './harness';

const t = useTestApp({
  customers: ['asha'],
  books: {
    pen: { title: 'Gel Pen', newPrice: 25, stock: 50 },
  },
});
const { pen } = t.books;
const { asha } = t.customers;
let keys = 0;

type Member = Caller & { staffId: string; key: string; name: string };

/** A staff member signed in with their PIN at a counter device the owner opened. */
async function signedIn(name: string, role: StaffRole): Promise<Member> {
  const pin = role === 'manager' ? '9753' : '2468';
  return { ...(await signedInStaff(t, role, pin, name)), name };
}

/** The manager's PIN typed on the cashier's screen for one action on one subject. */
async function approvalOf(cashier: Member, manager: Member, action: string, subject: string) {
  const granted = await request(t.app)
    .post('/api/auth/approval')
    .set(COUNTER_DEVICE_HEADER, cashier.key)
    .send({ staffId: manager.staffId, pin: '9753', action, subject });
  return (granted.body as Approval).token;
}

const sell = async (caller: Caller, quantity = 1) => {
  const res = await caller
    .post('/api/counter/sales')
    .set('Idempotency-Key', `who-did-what-${++keys}`)
    .send({ items: [{ productId: pen._id, quantity }], payment: { method: 'cash' } });
  expect(res.status).toBe(201);
  return res.body.sale as CounterSale;
};

const ref = (member: Member) => ({ id: member.staffId, name: member.name });

describe('who made a counter sale', () => {
  it('when a cashier sells, then the sale names the cashier, as its answer, the day list and the stored record say', async () => {
    const meena = await signedIn('Meena', 'cashier');
    const sale = await sell(meena);
    expect(sale.cashier).toEqual(ref(meena));
    const day = (await t.asOwner().get('/api/counter/sales')).body as CounterDay;
    expect(day.sales.find((listed) => listed._id === sale._id)!.cashier).toEqual(ref(meena));
    expect((await t.store.orders.get(sale._id))!.sale!.cashier).toEqual(ref(meena));
  });

  it('when the owner sells, then the sale names the owner by their display name', async () => {
    const owner = await t.store.admins.findById(t.ownerId);
    const sale = await sell(t.asOwner());
    expect(sale.cashier).toEqual({ id: t.ownerId, name: owner!.displayName });
  });

  it('when the cashier is renamed after a sale, then the sale keeps the name they had then', async () => {
    const meena = await signedIn('Meena', 'cashier');
    const sale = await sell(meena);
    expect((await t.asOwner().put(`/api/staff/${meena.staffId}`).send({ name: 'Meena K' })).status).toBe(200);
    expect((await t.store.orders.get(sale._id))!.sale!.cashier).toEqual({ id: meena.staffId, name: 'Meena' });
  });
});

describe('who voided a sale and who took a return', () => {
  it('when a cashier voids a sale with a manager’s approval, then the void names both', async () => {
    const meena = await signedIn('Meena', 'cashier');
    const ravi = await signedIn('Ravi', 'manager');
    const sale = await sell(meena);
    const res = await meena
      .post(`/api/counter/sales/${sale._id}/void`)
      .set(APPROVAL_HEADER, await approvalOf(meena, ravi, 'void', sale._id))
      .send({ reason: 'Rang up twice' });
    expect(res.status).toBe(200);
    expect((res.body.sale as CounterSale).voided).toEqual({
      reason: 'Rang up twice',
      at: expect.any(String),
      by: ref(meena),
      approvedBy: ref(ravi),
    });
    expect((await t.store.orders.get(sale._id))!.sale!.voided).toMatchObject({
      by: ref(meena),
      approvedBy: ref(ravi),
    });
  });

  it('when a manager voids a sale on their own, then the void names them and no approver', async () => {
    const ravi = await signedIn('Ravi', 'manager');
    const sale = await sell(ravi);
    const res = await ravi.post(`/api/counter/sales/${sale._id}/void`).send({ reason: 'Wrong item' });
    expect((res.body.sale as CounterSale).voided).toMatchObject({ by: ref(ravi), approvedBy: null });
  });

  it('when a cashier takes a return with a manager’s approval, then the return names both, and so does the stored record', async () => {
    const meena = await signedIn('Meena', 'cashier');
    const ravi = await signedIn('Ravi', 'manager');
    const sale = await sell(meena, 2);
    const res = await meena
      .post(`/api/orders/${sale._id}/returns`)
      .set(APPROVAL_HEADER, await approvalOf(meena, ravi, 'return', sale._id))
      .send({ items: [{ productId: pen._id, quantity: 1 }], refund: { method: 'cash' }, reason: 'Spare' });
    expect(res.status).toBe(201);
    expect(res.body as OrderReturn).toMatchObject({ amount: 25, by: ref(meena), approvedBy: ref(ravi) });
    expect(await t.store.sales.returnsOf(sale._id)).toMatchObject([
      { by: ref(meena), approvedBy: ref(ravi) },
    ]);
  });

  it('when the owner takes a return, then it names the owner and no approver', async () => {
    const owner = await t.store.admins.findById(t.ownerId);
    const sale = await sell(t.asOwner());
    const res = await t
      .asOwner()
      .post(`/api/orders/${sale._id}/returns`)
      .send({ items: [{ productId: pen._id, quantity: 1 }], refund: { method: 'cash' }, reason: 'Spare' });
    expect(res.body as OrderReturn).toMatchObject({
      by: { id: t.ownerId, name: owner!.displayName },
      approvedBy: null,
    });
  });
});

describe('the X and Z reports per cashier', () => {
  it('when two cashiers sell and a manager voids one sale and takes a return, then the X and the Z report tell each one’s sales, takings, refunds and voids', async () => {
    const meena = await signedIn('Meena', 'cashier');
    const asha = await signedIn('Asha', 'cashier');
    const ravi = await signedIn('Ravi', 'manager');
    const kept = await sell(meena, 3);
    await sell(meena, 1);
    const voided = await sell(asha, 2);
    await sell(asha, 1);
    expect(
      (await ravi.post(`/api/counter/sales/${voided._id}/void`).send({ reason: 'Rang up twice' })).status,
    ).toBe(200);
    const returned = await ravi
      .post(`/api/orders/${kept._id}/returns`)
      .send({ items: [{ productId: pen._id, quantity: 1 }], refund: { method: 'cash' }, reason: 'Spare' });
    expect(returned.status).toBe(201);

    const none = { collections: 0, collected: 0 };
    const expected = [
      { cashier: ref(asha), sales: 1, amount: 25, refunds: 0, voids: 0, ...none },
      { cashier: ref(meena), sales: 2, amount: 100, refunds: 0, voids: 0, ...none },
      { cashier: ref(ravi), sales: 0, amount: 0, refunds: 25, voids: 1, ...none },
    ];
    const x = (await meena.get('/api/counter/days/current')).body as DayReport;
    expect(x.byCashier).toEqual(expected);
    // The figures the report had are as they were.
    expect(x).toMatchObject({ cashSales: 125, cashRefunds: 25, byChannel: { counter: 125 } });

    const z = await ravi.post('/api/counter/days/current/close').send({ countedCash: 100 });
    expect(z.status).toBe(200);
    expect((z.body as ClosedDayReport).byCashier).toEqual(expected);
    const listed = (await t.asOwner().get('/api/counter/days')).body as { days: ClosedDayReport[] };
    expect(listed.days[0]!.byCashier).toEqual(expected);
  });

  it('when a day closed before the reports named anyone is listed, then its byCashier is empty and nobody opened or closed it', async () => {
    await t.asOwner().post('/api/counter/days/open').send({ float: 0 });
    const day = (await t.store.counterDays.current())!;
    const {
      byCashier: _dropped,
      openedBy: _opener,
      closedBy: _closer,
      ...older
    } = (await t.asOwner().post('/api/counter/days/current/close').send({ countedCash: 0 }))
      .body as ClosedDayReport;
    await t.store.counterDays.open({ floatPaise: asPaise(0), at: new Date() });
    const reopened = (await t.store.counterDays.current())!;
    await t.store.counterDays.close(reopened._id, older as ClosedDayReport);
    const listed = (await t.asOwner().get('/api/counter/days')).body as { days: ClosedDayReport[] };
    expect(listed.days.map((closed) => closed.byCashier)).toEqual([[], []]);
    expect(listed.days[0]).toMatchObject({ openedBy: null, closedBy: null });
    expect(day._id).not.toBe(reopened._id);
  });

  it('when a Z report was kept before collections were counted, then each person’s entry counts none', async () => {
    const meena = await signedIn('Meena', 'cashier');
    await sell(meena);
    const z = (await t.asOwner().post('/api/counter/days/current/close').send({ countedCash: 25 }))
      .body as ClosedDayReport;
    const older = {
      ...z,
      byCashier: z.byCashier.map(({ collections: _count, collected: _amount, ...entry }) => entry),
    };
    await t.store.counterDays.open({ floatPaise: asPaise(0), at: new Date() });
    const reopened = (await t.store.counterDays.current())!;
    await t.store.counterDays.close(reopened._id, older as ClosedDayReport);
    const listed = (await t.asOwner().get('/api/counter/days')).body as { days: ClosedDayReport[] };
    expect(listed.days[0]!.byCashier).toEqual([
      { cashier: ref(meena), sales: 1, amount: 25, refunds: 0, voids: 0, collections: 0, collected: 0 },
    ]);
  });
});

describe('who moved stock and cash', () => {
  it('when a manager corrects the count and a cashier sells, then the item’s movements name each, and the owner’s correction names the owner', async () => {
    const owner = await t.store.admins.findById(t.ownerId);
    const ravi = await signedIn('Ravi', 'manager');
    const meena = await signedIn('Meena', 'cashier');
    expect(
      (await ravi.patch(`/api/books/${pen._id}/stock`).send({ change: 5, reason: 'restock' })).status,
    ).toBe(200);
    await sell(meena, 2);
    expect(
      (await t.asOwner().patch(`/api/books/${pen._id}/stock`).send({ set: 40, reason: 'correction' })).status,
    ).toBe(200);
    const res = await t.asOwner().get(`/api/books/${pen._id}/stock-movements`);
    expect(res.status).toBe(200);
    const movements = res.body as StockMovement[];
    expect(movements.slice(0, 3).map(({ reason, by }) => [reason, by])).toEqual([
      ['correction', { id: t.ownerId, name: owner!.displayName }],
      ['counter_sale', ref(meena)],
      ['restock', ref(ravi)],
    ]);
    // The account behind a change by hand is as it was.
    expect(movements[2]!.ownerId).toBe(ravi.staffId);
  });

  it('when a manager takes cash out, then the movement names them, in its answer and in the X report', async () => {
    const ravi = await signedIn('Ravi', 'manager');
    await ravi.post('/api/counter/days/open').send({ float: 500 });
    const res = await ravi
      .post('/api/counter/days/current/cash-movements')
      .send({ type: 'out', amount: 40, reason: 'Tea' });
    expect(res.status).toBe(201);
    expect((res.body as CashMovement).by).toEqual(ref(ravi));
    const x = (await ravi.get('/api/counter/days/current')).body as DayReport;
    expect(x.movements.map(({ reason, by }) => [reason, by])).toEqual([['Tea', ref(ravi)]]);
  });
});

describe('who opened and closed the day', () => {
  it('when a cashier opens the day and a manager closes it, then the X report names who opened it and the Z report both, as it is listed too', async () => {
    const meena = await signedIn('Meena', 'cashier');
    const ravi = await signedIn('Ravi', 'manager');
    const opened = await meena.post('/api/counter/days/open').send({ float: 500 });
    expect(opened.status).toBe(201);
    expect((opened.body as DayReport).openedBy).toEqual(ref(meena));
    expect(((await meena.get('/api/counter/days/current')).body as DayReport).openedBy).toEqual(ref(meena));
    expect((await t.store.counterDays.current())!.openedBy).toEqual(ref(meena));

    const z = await ravi.post('/api/counter/days/current/close').send({ countedCash: 500 });
    expect(z.status).toBe(200);
    expect(z.body as ClosedDayReport).toMatchObject({ openedBy: ref(meena), closedBy: ref(ravi) });
    const listed = (await t.asOwner().get('/api/counter/days')).body as { days: ClosedDayReport[] };
    expect(listed.days[0]).toMatchObject({ openedBy: ref(meena), closedBy: ref(ravi) });
  });

  it('when a cashier’s sale opens the day, then the day names the cashier as who opened it', async () => {
    const meena = await signedIn('Meena', 'cashier');
    await sell(meena);
    expect(((await meena.get('/api/counter/days/current')).body as DayReport).openedBy).toEqual(ref(meena));
  });
});

describe('who moved an online order at the desk', () => {
  const move = (caller: Caller, id: string, body: object) =>
    caller.patch(`/api/orders/${id}/status`).send(body);

  it('when a cashier marks an order ready and collected, then its history names them, and the X report counts the collection and its amount as theirs', async () => {
    const meena = await signedIn('Meena', 'cashier');
    const placed = (await t.placeOrder(asha, validOrderBody([pen._id]))).body as OrderView;
    await sell(meena);
    expect((await move(meena, placed._id, { status: 'ready' })).status).toBe(200);
    const collected = await move(meena, placed._id, { status: 'collected', payment: { method: 'upi' } });
    expect(collected.status).toBe(200);
    // The customer placed it: nobody at the shop is named on that change.
    expect((collected.body as OrderView).statusHistory.map(({ status, by }) => [status, by])).toEqual([
      ['placed', null],
      ['ready', ref(meena)],
      ['collected', ref(meena)],
    ]);
    const stored = await t.store.orders.get(placed._id);
    expect(stored!.statusHistory.map(({ by }) => by)).toEqual([null, ref(meena), ref(meena)]);
    // The staff behind the desk are the shop's record, not the customer's to read.
    const mine = (await t.as(asha).get('/api/orders/mine')).body as OrderView[];
    const seen = mine.find((order) => order._id === placed._id)!;
    expect(seen.statusHistory.map(({ status, by }) => [status, by])).toEqual([
      ['placed', null],
      ['ready', null],
      ['collected', null],
    ]);
    expect(JSON.stringify(mine)).not.toContain('Meena');

    const x = (await meena.get('/api/counter/days/current')).body as DayReport;
    expect(x.byCashier).toEqual([
      { cashier: ref(meena), sales: 1, amount: 25, refunds: 0, voids: 0, collections: 1, collected: 25 },
    ]);
  });

  it('when a manager only collects an order, then they are listed in the X report with their collection alone', async () => {
    const ravi = await signedIn('Ravi', 'manager');
    const placed = (await t.placeOrder(asha, validOrderBody([pen._id]))).body as OrderView;
    await move(ravi, placed._id, { status: 'ready' });
    await move(ravi, placed._id, { status: 'collected', payment: { method: 'cash' } });
    const x = (await ravi.get('/api/counter/days/current')).body as DayReport;
    expect(x.byCashier).toEqual([
      { cashier: ref(ravi), sales: 0, amount: 0, refunds: 0, voids: 0, collections: 1, collected: 25 },
    ]);
    expect(x.openedBy).toEqual(ref(ravi));
  });

  it('when a manager cancels an order and the customer cancels another, then the desk’s cancel names the manager and the customer’s names nobody', async () => {
    const ravi = await signedIn('Ravi', 'manager');
    const first = (await t.placeOrder(asha, validOrderBody([pen._id]))).body as OrderView;
    const second = (await t.placeOrder(asha, validOrderBody([pen._id]))).body as OrderView;
    const cancelled = await move(ravi, first._id, { status: 'cancelled' });
    expect((cancelled.body as OrderView).statusHistory.map(({ by }) => by)).toEqual([null, ref(ravi)]);
    const own = await t.as(asha).post(`/api/orders/${second._id}/cancel`);
    expect(own.status).toBe(200);
    expect((own.body as OrderView).statusHistory.map(({ by }) => by)).toEqual([null, null]);
  });
});

describe('who approved a cashier’s own price', () => {
  const sellAt = (caller: Caller, key: string, price: number, approval?: string) => {
    const req = caller.post('/api/counter/sales').set('Idempotency-Key', key);
    if (approval) req.set(APPROVAL_HEADER, approval);
    return req.send({ items: [{ productId: pen._id, quantity: 1, price }], payment: { method: 'cash' } });
  };

  it('when a manager approves a cashier’s lower price, then the sale keeps the manager, as answered and as stored', async () => {
    const meena = await signedIn('Meena', 'cashier');
    const ravi = await signedIn('Ravi', 'manager');
    const key = `who-did-what-${++keys}`;
    const res = await sellAt(meena, key, 20, await approvalOf(meena, ravi, 'price', key));
    expect(res.status).toBe(201);
    expect(res.body.sale as CounterSale).toMatchObject({
      totalPrice: 20,
      cashier: ref(meena),
      priceApprovedBy: ref(ravi),
    });
    const sale = res.body.sale as CounterSale;
    expect((await t.store.orders.get(sale._id))!.sale!.priceApprovedBy).toEqual(ref(ravi));
    const day = (await t.asOwner().get('/api/counter/sales')).body as CounterDay;
    expect(day.sales[0]!.priceApprovedBy).toEqual(ref(ravi));
  });

  it('when no approval was needed, at the shop’s price or by a manager’s own lower price, then the sale names no approver', async () => {
    const meena = await signedIn('Meena', 'cashier');
    const ravi = await signedIn('Ravi', 'manager');
    const own = await sellAt(ravi, `who-did-what-${++keys}`, 20);
    expect(own.status).toBe(201);
    expect((own.body.sale as CounterSale).priceApprovedBy).toBeNull();
    // The shop's own price needs nobody, even with an approval sent along.
    const key = `who-did-what-${++keys}`;
    const plain = await sellAt(meena, key, 25, await approvalOf(meena, ravi, 'price', key));
    expect(plain.status).toBe(201);
    expect((plain.body.sale as CounterSale).priceApprovedBy).toBeNull();
  });
});
