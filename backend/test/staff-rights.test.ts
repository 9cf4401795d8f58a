import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  APPROVAL_HEADER,
  COUNTER_DEVICE_HEADER,
  type Approval,
  type CounterSale,
  type StaffRole,
} from '../src/contract';
import { useTestApp, type Caller } from './harness';
import { signedInStaff } from './staff-support';

const t = useTestApp({
  customers: ['asha'],
  books: {
    pen: { title: 'Gel Pen', newPrice: 25, stock: 20, sku: 'PEN-1' },
  },
  orders: { online: { by: 'asha', books: ['pen'] } },
});
const { pen } = t.books;
let keys = 0;

const PINS = { manager: '9753', cashier: '2468' };

const signedIn = (role: StaffRole) => signedInStaff(t, role, PINS[role]);

/** The manager's PIN typed on the cashier's screen, at the cashier's device. */
const approval = (
  at: { key: string },
  by: { staffId: string },
  action: string,
  subject: string,
  pin = PINS.manager,
) =>
  request(t.app)
    .post('/api/auth/approval')
    .set(COUNTER_DEVICE_HEADER, at.key)
    .send({ staffId: by.staffId, pin, action, subject });

const sale = (caller: Caller) =>
  caller
    .post('/api/counter/sales')
    .set('Idempotency-Key', `rights-${++keys}`)
    .send({ items: [{ productId: pen._id, quantity: 1 }], payment: { method: 'cash' } });

describe('what a cashier may do', () => {
  it('when a cashier sells, looks up, reads the desk and the day, then it goes through; a void, a return and a cancel need a manager’s approval', async () => {
    const cashier = await signedIn('cashier');
    expect((await cashier.get('/api/counter/lookup?code=PEN-1')).status).toBe(200);
    const sold = await sale(cashier);
    expect(sold.status).toBe(201);
    const { _id } = sold.body.sale as CounterSale;
    expect((await cashier.get('/api/counter/sales')).status).toBe(200);
    expect((await cashier.get('/api/orders/counts')).status).toBe(200);
    expect((await cashier.get('/api/counter/days/current')).status).toBe(200);

    const voided = await cashier.post(`/api/counter/sales/${_id}/void`).send({ reason: 'Wrong item' });
    expect(voided.status).toBe(403);
    expect(voided.body.error).toEqual({ code: 'forbidden', message: "This needs a manager's approval." });
    const returned = await cashier.post(`/api/orders/${_id}/returns`).send({
      items: [{ productId: pen._id, quantity: 1 }],
      refund: { method: 'cash' },
    });
    expect(returned.status).toBe(403);
    const cancelled = await cashier.patch(`/api/orders/${_id}/status`).send({ status: 'cancelled' });
    expect(cancelled.status).toBe(403);
    expect((await t.store.orders.get(_id))!.status).toBe('collected');
  });

  it('when a cashier moves cash, closes the day, corrects stock or edits the catalogue, then it is a 403 that says a manager is needed', async () => {
    const cashier = await signedIn('cashier');
    const stock = (await t.store.books.get(pen._id))!.stock;
    await cashier.post('/api/counter/days/open').send({ float: 500 });
    const refusals = [
      cashier
        .post('/api/counter/days/current/cash-movements')
        .send({ type: 'out', amount: 50, reason: 'Tea' }),
      cashier.post('/api/counter/days/current/close').send({ countedCash: 500 }),
      cashier.patch(`/api/books/${pen._id}/stock`).send({ set: 5, reason: 'count' }),
      cashier.put(`/api/kits/${pen._id}`).send({}),
      cashier.get('/api/admin/messages'),
    ];
    for (const res of await Promise.all(refusals)) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('This needs a manager.');
    }
    for (const res of await Promise.all([cashier.get('/api/admin'), cashier.get('/api/staff')])) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('This needs the owner.');
    }
    expect((await t.store.books.get(pen._id))!.stock).toBe(stock);
  });
});

describe('what a manager may do', () => {
  it('when a manager voids a cashier’s sale and closes the day the sale opened, then both go through; the owner’s figures and settings stay the owner’s', async () => {
    const cashier = await signedIn('cashier');
    const manager = await signedIn('manager');
    const { _id } = (await sale(cashier)).body.sale as CounterSale;

    const voided = await manager.post(`/api/counter/sales/${_id}/void`).send({ reason: 'Wrong item' });
    expect(voided.status).toBe(200);
    // The sale was voided, so the drawer holds nothing but its float of 0.
    expect((await manager.post('/api/counter/days/current/close').send({ countedCash: 0 })).status).toBe(200);

    for (const res of await Promise.all([
      manager.get('/api/admin'),
      manager.get('/api/shop/tax'),
      manager.delete(`/api/books/${pen._id}`),
      manager.get('/api/books/export.csv'),
      manager.post('/api/staff').send({ name: 'Sneha', role: 'manager', pin: '1111' }),
    ])) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('This needs the owner.');
    }
    expect(await t.store.books.get(pen._id)).not.toBeNull();
  });
});

describe('a manager’s approval', () => {
  it('when a manager types their PIN on the cashier’s screen, then the cashier’s void goes through once, for that sale only', async () => {
    const cashier = await signedIn('cashier');
    const manager = await signedIn('manager');
    const first = ((await sale(cashier)).body.sale as CounterSale)._id;
    const second = ((await sale(cashier)).body.sale as CounterSale)._id;

    const granted = await approval(cashier, manager, 'void', first);
    expect(granted.status).toBe(201);
    expect(granted.body).toEqual({
      token: expect.any(String),
      expiresAt: expect.any(String),
      approver: { name: 'A manager', role: 'manager' },
    });
    const { token } = granted.body as Approval;

    const elsewhere = await cashier
      .post(`/api/counter/sales/${second}/void`)
      .set(APPROVAL_HEADER, token)
      .send({ reason: 'x' });
    expect(elsewhere.status).toBe(403);
    const returned = await cashier
      .post(`/api/orders/${first}/returns`)
      .set(APPROVAL_HEADER, token)
      .send({ items: [{ productId: pen._id, quantity: 1 }], refund: { method: 'cash' } });
    expect(returned.status).toBe(403);

    const voided = await cashier
      .post(`/api/counter/sales/${first}/void`)
      .set(APPROVAL_HEADER, token)
      .send({ reason: 'Wrong item' });
    expect(voided.status).toBe(200);
    expect((await t.store.orders.get(first))!.status).toBe('cancelled');

    const again = await cashier
      .post(`/api/counter/sales/${second}/void`)
      .set(APPROVAL_HEADER, token)
      .send({ reason: 'x' });
    expect(again.status).toBe(403);
    expect((await t.store.orders.get(second))!.status).toBe('collected');
  });

  it('when a cashier’s PIN, a wrong PIN or no counter device is offered as approval, then none is given', async () => {
    const cashier = await signedIn('cashier');
    const manager = await signedIn('manager');
    const { _id } = (await sale(cashier)).body.sale as CounterSale;

    const own = await approval(cashier, cashier, 'void', _id, PINS.cashier);
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe('Only a manager can approve this.');
    expect((await approval(cashier, manager, 'void', _id, '0000')).status).toBe(401);
    const away = await request(t.app)
      .post('/api/auth/approval')
      .send({ staffId: manager.staffId, pin: PINS.manager, action: 'void', subject: _id });
    expect(away.status).toBe(403);
    expect((await approval(cashier, manager, 'refund-all', _id)).status).toBe(400);
  });

  it('when a cashier cancels a customer’s order, then it needs a manager’s approval for that order, and goes through with it', async () => {
    const cashier = await signedIn('cashier');
    const manager = await signedIn('manager');
    const { online } = t.orders;

    const refused = await cashier.patch(`/api/orders/${online._id}/status`).send({ status: 'cancelled' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe("This needs a manager's approval.");

    const { token } = (await approval(cashier, manager, 'cancel', online._id)).body as Approval;
    const res = await cashier
      .patch(`/api/orders/${online._id}/status`)
      .set(APPROVAL_HEADER, token)
      .send({ status: 'cancelled' });
    expect(res.status).toBe(200);
    expect((await t.store.orders.get(online._id))!.status).toBe('cancelled');
  });

  it('when a cashier sells below the shop’s price, then it needs a manager’s approval for that sale', async () => {
    const cashier = await signedIn('cashier');
    const manager = await signedIn('manager');
    const lower = { items: [{ productId: pen._id, quantity: 1, price: 20 }], payment: { method: 'cash' } };

    const refused = await cashier
      .post('/api/counter/sales')
      .set('Idempotency-Key', 'lower-sale-1')
      .send(lower);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe("A price change needs a manager's approval.");
    const atShopPrice = { ...lower, items: [{ productId: pen._id, quantity: 1, price: 25 }] };
    expect(
      (await cashier.post('/api/counter/sales').set('Idempotency-Key', 'same-price-1').send(atShopPrice))
        .status,
    ).toBe(201);

    const { token } = (await approval(cashier, manager, 'price', 'lower-sale-2')).body as Approval;
    const sold = await cashier
      .post('/api/counter/sales')
      .set('Idempotency-Key', 'lower-sale-2')
      .set(APPROVAL_HEADER, token)
      .send(lower);
    expect(sold.status).toBe(201);
    expect((sold.body.sale as CounterSale).totalPrice).toBe(20);
  });
});
