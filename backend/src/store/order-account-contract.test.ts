import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ASHA } from '../../test/fixtures';
import { availableAdapters } from '../../test/temp-store';
import type { Notify, Order, OrderInput, Store } from './store';
import { toPaise } from '../contract';

const PHONE = '+919876543210';

const line = (price: number) => ({
  bookId: 'b'.repeat(24),
  title: 'Notebook',
  unitPricePaise: toPaise(price),
  coverImage: 'n.webp',
  quantity: 1,
});

/** An order by an account: an e-mail one unless `email` is empty (signed in by phone). */
const orderBy = (uid: string, price: number, fields: Partial<OrderInput> = {}): OrderInput => ({
  customerUid: uid,
  email: `${uid}@example.in`,
  ...ASHA,
  lines: [line(price)],
  totalPaise: toPaise(price),
  ...fields,
});

const byPhone = (uid: string, price: number, fields: Partial<OrderInput> = {}) =>
  orderBy(uid, price, { email: '', verifiedPhone: PHONE, ...fields });

const placedNotice: Notify = (order) => ({
  kind: 'placed',
  recipient: order.email || order.verifiedPhone!,
  subject: `Received ${order.pickupCode}`,
  text: `Received ${order.pickupCode}`,
  heldBecause: 'no e-mail',
});

describe.each(availableAdapters())('store contract, orders by account: $name', (adapter) => {
  let store: Store;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    ({ store, cleanup } = await adapter.open());
  });
  afterEach(async () => cleanup());

  async function place(input: OrderInput, notify?: Notify): Promise<Order> {
    const result = await store.orders.create(input, undefined, notify);
    if (result.outcome !== 'created') throw new Error(`not created: ${result.outcome}`);
    return result.order;
  }
  const totals = (orders: Order[]) => orders.map((order) => order.totalPrice);

  it('when a customer signed in by phone orders in Hindi, then the order keeps no e-mail, the verified number and the language, wherever it is read', async () => {
    const placed = await place(byPhone('uid-meena', 40, { locale: 'hi' }));
    expect(placed).toMatchObject({ email: '', verifiedPhone: PHONE, locale: 'hi', phone: ASHA.phone });
    expect(await store.orders.get(placed._id)).toEqual(placed);
    expect((await store.orders.listAll())[0]).toEqual(placed);
    expect((await store.orders.listByAccount('uid-meena', null))[0]).toEqual(placed);
    expect((await store.orders.search({ limit: 10, offset: 0, now: new Date() })).items[0]).toEqual(placed);

    // An order placed without them (an e-mail customer, an older client) has no number and is English.
    const english = await place(orderBy('uid-asha', 10));
    expect(english).toMatchObject({ verifiedPhone: null, locale: 'en' });
    const changed = await store.orders.changeStatus(placed._id, 'placed', 'ready');
    expect(changed).toMatchObject({ outcome: 'changed', order: { verifiedPhone: PHONE, locale: 'hi' } });
  });

  it('when orders are read by account, then the account’s own come newest first, with another account’s only where both verified the same e-mail', async () => {
    await place(orderBy('uid-asha', 1, { emailVerified: true }));
    await place(orderBy('uid-old-asha', 2, { email: 'uid-asha@example.in', emailVerified: true }));
    // Someone who typed Asha's address at sign-up but never opened its link is not Asha.
    await place(orderBy('uid-stranger', 3, { email: 'uid-asha@example.in', emailVerified: false }));
    await place(orderBy('uid-ravi', 4, { emailVerified: true }));
    await place(byPhone('uid-meena', 5));
    await place(orderBy('uid-asha', 6, { emailVerified: false }));

    expect(totals(await store.orders.listByAccount('uid-asha', 'uid-asha@example.in'))).toEqual([6, 2, 1]);
    // Without a verified address the account's own orders only.
    expect(totals(await store.orders.listByAccount('uid-asha', null))).toEqual([6, 1]);
    expect(totals(await store.orders.listByAccount('uid-meena', null))).toEqual([5]);
    expect(await store.orders.listByAccount('uid-nobody', null)).toEqual([]);
  });

  it('when the counter sells, then its sale is nobody’s order by account, and reads English with no number', async () => {
    const sale = await store.sales.createSale({
      ownerId: 'owner-1',
      name: '',
      phone: '',
      lines: [line(30)],
      totalPaise: toPaise(30),
      payment: { method: 'cash', reference: null, tenderedPaise: null, changePaise: null },
    });
    if (sale.outcome !== 'created') throw new Error('not sold');
    expect(await store.orders.get(sale.sale._id)).toMatchObject({ verifiedPhone: null, locale: 'en' });
    expect(await store.orders.listByAccount(sale.sale.customerUid, null)).toEqual([]);
  });

  it('when a notice is about the order of a customer without e-mail, then the owner’s list names the number they signed in with; otherwise none', async () => {
    const phoneOnly = await place(byPhone('uid-meena', 5), placedNotice);
    const withEmail = await place(orderBy('uid-asha', 6, { verifiedPhone: PHONE }), placedNotice);
    const { items } = await store.outbox.list({ limit: 10, offset: 0 });
    const byOrder = new Map(items.map((notice) => [notice.orderId, notice]));
    expect(byOrder.get(phoneOnly._id)).toMatchObject({
      recipient: PHONE,
      whatsAppOnly: PHONE,
      phone: ASHA.phone,
      pickupCode: phoneOnly.pickupCode,
      state: 'failed',
      lastError: 'no e-mail',
    });
    expect(byOrder.get(withEmail._id)).toMatchObject({ whatsAppOnly: null });
  });
});
