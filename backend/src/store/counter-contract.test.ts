import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PICKUP_CODE_PATTERN, toPaise } from '../contract';
import { ASHA } from '../../test/fixtures';
import { availableAdapters } from '../../test/temp-store';
import type { Book, Notify, OrderInput, Store } from './store';

const item = (title: string, stock: number | null = null) => ({
  title,
  description: 'd',
  category: 'book' as const,
  trending: false,
  oldPrice: 60,
  newPrice: 50,
  coverImage: 'c.webp',
  stock,
  sku: null,
});

const orderOf = (email: string, name: string, lines: [Book, number][]): OrderInput => ({
  customerUid: `uid-${email}`,
  email,
  ...ASHA,
  name,
  lines: lines.map(([book, quantity]) => ({
    bookId: book._id,
    title: book.title,
    unitPricePaise: toPaise(book.newPrice),
    coverImage: book.coverImage,
    quantity,
  })),
  totalPaise: toPaise(lines.reduce((sum, [book, quantity]) => sum + book.newPrice * quantity, 0)),
});

const notice =
  (kind: 'placed' | 'ready' | 'cancelled'): Notify =>
  (order) => ({
    kind,
    recipient: order.email,
    subject: `${kind} ${order.pickupCode}`,
    text: `Order ${order.pickupCode}`,
  });

describe.each(availableAdapters())('store contract, counter: $name', (adapter) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  let notebook: Book;
  let pen: Book;
  const place = async (input: OrderInput, notify?: Notify) => {
    const result = await store.orders.create(input, undefined, notify);
    if (result.outcome !== 'created') throw new Error(result.outcome);
    return result.order;
  };
  const now = () => new Date();

  beforeEach(async () => {
    ({ store, cleanup } = await adapter.open());
    notebook = await store.books.create(item('Notebook', 10));
    pen = await store.books.create(item('Pen'));
  });
  afterEach(async () => cleanup());

  it('when orders are placed, then each has its own pickup code of six unmistakable characters', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 30; i++)
      codes.add((await place(orderOf(`c${i}@example.in`, 'C', [[pen, 1]]))).pickupCode);
    expect(codes.size).toBe(30);
    for (const code of codes) expect(code).toMatch(PICKUP_CODE_PATTERN);
  });

  it('when an order is placed with a notice, then the notice is in the outbox, pending, with the code and phone', async () => {
    const order = await place(orderOf('asha@example.in', 'Asha', [[pen, 1]]), notice('placed'));
    const { items, total } = await store.outbox.list({ limit: 10, offset: 0 });
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      orderId: order._id,
      kind: 'placed',
      recipient: 'asha@example.in',
      text: `Order ${order.pickupCode}`,
      state: 'pending',
      attempts: 0,
      pickupCode: order.pickupCode,
      phone: order.phone,
    });
  });

  it('when the owner marks a notice sent by hand, then it is sent at that time, not claimed again, and a second mark keeps the time', async () => {
    await place(orderOf('asha@example.in', 'Asha', [[pen, 1]]), notice('placed'));
    const [pending] = (await store.outbox.list({ limit: 10, offset: 0 })).items;
    const at = new Date(Date.now() - 5000);
    expect(await store.outbox.markSentByHand(pending!._id, at)).toMatchObject({
      _id: pending!._id,
      state: 'sent',
      sentAt: at.toISOString(),
      attempts: 0,
      nextAttemptAt: null,
    });
    expect(await store.outbox.claimDue(new Date(Date.now() + 60_000), 1000, 10)).toEqual([]);
    const later = await store.outbox.markSentByHand(pending!._id, new Date());
    expect(later!.sentAt).toBe(at.toISOString());
    expect(await store.outbox.markSentByHand('f'.repeat(24), new Date())).toBeNull();
  });

  it('when wording the notice fails, then neither the order nor its notice nor its stock movement is kept', async () => {
    const failing: Notify = () => {
      throw new Error('cannot word it');
    };
    await expect(
      store.orders.create(orderOf('a@example.in', 'A', [[notebook, 2]]), undefined, failing),
    ).rejects.toThrow();
    expect(await store.orders.listAll()).toEqual([]);
    expect((await store.outbox.list({ limit: 10, offset: 0 })).total).toBe(0);
    expect((await store.books.get(notebook._id))!.stock).toBe(10);
  });

  it('when an order becomes ready and then collected, then its hold, its payment and its notices are kept', async () => {
    const order = await place(orderOf('a@example.in', 'A', [[pen, 1]]));
    const holdUntil = '2030-01-04T18:29:59.999Z';
    const ready = await store.orders.changeStatus(
      order._id,
      'placed',
      'ready',
      { holdUntil },
      notice('ready'),
    );
    expect(ready).toMatchObject({ outcome: 'changed', order: { status: 'ready', holdUntil, payment: null } });
    const payment = { method: 'upi' as const, reference: 'UTR 4123', at: '2030-01-03T10:00:00.000Z' };
    const collected = await store.orders.changeStatus(order._id, 'ready', 'collected', { payment });
    expect(collected).toMatchObject({
      outcome: 'changed',
      order: { status: 'collected', holdUntil, payment },
    });
    expect((await store.orders.get(order._id))!.payment).toEqual(payment);
    const messages = (await store.outbox.list({ limit: 10, offset: 0 })).items.map((message) => message.kind);
    expect(messages).toEqual(['ready']);
  });

  it('when the desk searches, then a code (any case, spaced), a phone, a name, an e-mail or an id finds the order', async () => {
    const asha = await place({
      ...orderOf('asha.rao@example.in', 'Asha Rao', [[pen, 1]]),
      phone: '+919876543210',
    });
    await place({ ...orderOf('ravi@example.in', 'Ravi Kumar', [[pen, 1]]), phone: '+919123456789' });
    const find = async (search: string) =>
      (await store.orders.search({ search, limit: 10, offset: 0, now: now() })).items.map(
        (order) => order.name,
      );
    const spaced = `${asha.pickupCode.slice(0, 3)} ${asha.pickupCode.slice(3).toLowerCase()}`;
    expect(await find(spaced)).toEqual(['Asha Rao']);
    expect(await find('98765 43210')).toEqual(['Asha Rao']);
    expect(await find('kumar')).toEqual(['Ravi Kumar']);
    expect(await find('asha.rao@')).toEqual(['Asha Rao']);
    expect(await find(asha._id)).toEqual(['Asha Rao']);
    expect(await find('%')).toEqual([]);
    expect((await find('')).length).toBe(2);
  });

  it('when the desk pages a tab, then the store filters, counts and slices, overdue being ready past its hold', async () => {
    const orders = [];
    for (let i = 0; i < 7; i++)
      orders.push(await place(orderOf(`c${i}@example.in`, `Customer ${i}`, [[pen, 1]])));
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    await store.orders.changeStatus(orders[0]!._id, 'placed', 'ready', { holdUntil: past });
    await store.orders.changeStatus(orders[1]!._id, 'placed', 'ready', { holdUntil: past });
    await store.orders.changeStatus(orders[2]!._id, 'placed', 'ready', { holdUntil: future });
    await store.orders.changeStatus(orders[3]!._id, 'placed', 'cancelled');

    expect(await store.orders.counts({ now: now() })).toEqual({
      all: 7,
      placed: 3,
      ready: 3,
      overdue: 2,
      collected: 0,
      cancelled: 1,
    });
    const overdue = await store.orders.search({ filter: 'overdue', limit: 10, offset: 0, now: now() });
    expect(overdue.items.map((order) => order._id).sort()).toEqual([orders[0]!._id, orders[1]!._id].sort());
    const page = await store.orders.search({ filter: 'placed', limit: 2, offset: 2, now: now() });
    expect(page.total).toBe(3);
    expect(page.items.map((order) => order.name)).toEqual(['Customer 4']);
    expect((await store.orders.counts({ search: 'Customer 6', now: now() })).all).toBe(1);
  });

  it('when orders are placed, then the pick list sums their units per item; other states are not to be picked', async () => {
    await place(
      orderOf('a@example.in', 'A', [
        [notebook, 2],
        [pen, 1],
      ]),
    );
    await place(orderOf('b@example.in', 'B', [[notebook, 3]]));
    const ready = await place(orderOf('c@example.in', 'C', [[pen, 5]]));
    await store.orders.changeStatus(ready._id, 'placed', 'ready', { holdUntil: new Date().toISOString() });
    expect(await store.orders.pickList()).toEqual([
      { bookId: notebook._id, title: 'Notebook', coverImage: 'c.webp', units: 5, orders: 2 },
      { bookId: pen._id, title: 'Pen', coverImage: 'c.webp', units: 1, orders: 1 },
    ]);
  });

  it('when a sender claims due notices, then another cannot take them until the lease ends or they are settled', async () => {
    const first = await place(orderOf('a@example.in', 'A', [[pen, 1]]), notice('placed'));
    await place(orderOf('b@example.in', 'B', [[pen, 1]]), notice('placed'));
    const t0 = new Date(Date.now() + 1000);
    const claimed = await store.outbox.claimDue(t0, 60_000, 10);
    expect(claimed).toHaveLength(2);
    expect(await store.outbox.claimDue(t0, 60_000, 10)).toEqual([]);
    const [a, b] = claimed.sort((x, y) => (x.orderId === first._id ? -1 : y.orderId === first._id ? 1 : 0));
    await store.outbox.markSent(a!._id, t0);
    const retryAt = new Date(t0.getTime() + 120_000);
    await store.outbox.markFailed(b!._id, 'connection refused', retryAt);
    expect(await store.outbox.claimDue(new Date(t0.getTime() + 61_000), 60_000, 10)).toEqual([]);
    const again = await store.outbox.claimDue(new Date(retryAt.getTime() + 1), 60_000, 10);
    expect(again.map((message) => [message._id, message.attempts, message.lastError])).toEqual([
      [b!._id, 1, 'connection refused'],
    ]);
    await store.outbox.markFailed(b!._id, 'still refused', null);
    const states = (await store.outbox.list({ limit: 10, offset: 0 })).items.map((m) => [m.orderId, m.state]);
    expect(states).toEqual(
      expect.arrayContaining([
        [first._id, 'sent'],
        [b!.orderId, 'failed'],
      ]),
    );
  });

  it('when orders are collected this month, then takings are summed by how they were paid', async () => {
    const pay = async (method: 'cash' | 'upi', count: number) => {
      const order = await place(orderOf(`${method}${count}@example.in`, 'P', [[pen, count]]));
      await store.orders.changeStatus(order._id, 'placed', 'ready', { holdUntil: new Date().toISOString() });
      const at = new Date().toISOString();
      await store.orders.changeStatus(order._id, 'ready', 'collected', {
        payment: { method, reference: null, at },
      });
    };
    await pay('cash', 1);
    await pay('upi', 2);
    await pay('upi', 3);
    await place(orderOf('unpaid@example.in', 'U', [[pen, 9]]));
    const since = new Date(Date.now() - 86_400_000);
    expect(await store.stats.takings(since)).toEqual({ cash: 50, upi: 250, card: 0 });
    expect(await store.stats.takings(new Date(Date.now() + 60_000))).toEqual({ cash: 0, upi: 0, card: 0 });
  });
});
