import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { availableAdapters } from '../../test/temp-store';
import type { BackInStockInput, BookInput, Store } from './store';

const item = (overrides: Partial<BookInput> = {}): BookInput => ({
  title: 'Godaan',
  description: 'A novel',
  category: 'book',
  trending: false,
  oldPrice: 250,
  newPrice: 225,
  coverImage: 'godaan.webp',
  stock: 0,
  sku: null,
  ...overrides,
});

const asking = (bookId: string, overrides: Partial<BackInStockInput> = {}): BackInStockInput => ({
  bookId,
  customerUid: 'uid-meera',
  email: 'meera@example.in',
  emailVerified: true,
  phone: null,
  phoneVerified: false,
  ...overrides,
});

/** Requests on a typed number one account may have open at once, as the service asks. */
const LIMIT = 3;

const words = { recipient: 'meera@example.in', subject: 'Godaan is back', text: 'Hello' };
const owner = { ownerId: 'f'.repeat(24) };

describe.each(availableAdapters())('back-in-stock store contract: $name', (adapter) => {
  let store: Store;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    ({ store, cleanup } = await adapter.open());
  });
  afterEach(async () => cleanup());

  /** A request the limit lets through. */
  const ask = async (input: BackInStockInput) => (await store.backInStock.request(input, LIMIT))!;

  it('when a customer asks twice, then one request waits, with the latest phone; withdrawn, none waits', async () => {
    const book = await store.books.create(item());
    const first = await ask(asking(book._id));
    const again = await ask(asking(book._id, { emailVerified: false, phone: '+919876543210' }));
    expect(again).toMatchObject({
      _id: first._id,
      emailVerified: false,
      phone: '+919876543210',
      notifiedAt: null,
    });
    expect(await store.backInStock.waiting(book._id, 'uid-meera')).toEqual(again);
    expect(await store.backInStock.waiting(book._id, 'uid-other')).toBeNull();
    expect(await store.backInStock.withdraw(book._id, 'uid-meera')).toBe(true);
    expect(await store.backInStock.withdraw(book._id, 'uid-meera')).toBe(false);
    expect(await store.backInStock.waiting(book._id, 'uid-meera')).toBeNull();
  });

  it('when a customer waits on typed numbers for as many items as the limit, then one more is refused and nothing changes; their own number, a verified e-mail, another customer, an update or a freed place are not held back', async () => {
    const books = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((title) => store.books.create(item({ title }))),
    );
    const [a, b, c, d, e] = books.map((book) => book._id) as [string, string, string, string, string];
    const typed = (bookId: string, overrides: Partial<BackInStockInput> = {}) =>
      asking(bookId, { emailVerified: false, phone: '+919876543210', ...overrides });
    for (const bookId of [a, b, c]) await ask(typed(bookId));

    expect(await store.backInStock.request(typed(d), LIMIT)).toBeNull();
    expect(await store.backInStock.waiting(d, 'uid-meera')).toBeNull();
    // Asking again for an item already waited for changes its number: not one more.
    expect(await store.backInStock.request(typed(a, { phone: '+919812345678' }), LIMIT)).toMatchObject({
      phone: '+919812345678',
    });
    // Not on a typed number: the number the sign-in verified, or a verified address.
    expect(await store.backInStock.request(typed(d, { phoneVerified: true }), LIMIT)).toMatchObject({
      phoneVerified: true,
    });
    expect(await store.backInStock.request(typed(e, { emailVerified: true }), LIMIT)).not.toBeNull();
    // Turning a request on a verified number into a typed one would be one more.
    expect(await store.backInStock.request(typed(d), LIMIT)).toBeNull();
    expect(await store.backInStock.waiting(d, 'uid-meera')).toMatchObject({ phoneVerified: true });
    expect(await store.backInStock.request(typed(d, { customerUid: 'uid-other' }), LIMIT)).not.toBeNull();

    await store.backInStock.withdraw(c, 'uid-meera');
    expect(await store.backInStock.request(typed(c, { phone: '+919811111111' }), LIMIT)).toMatchObject({
      phone: '+919811111111',
      phoneVerified: false,
    });
  });

  it('when stock returns, then the request is due with its item; notified once, it writes one notice and waits no more', async () => {
    const book = await store.books.create(item());
    const other = await store.books.create(item({ title: 'Nirmala' }));
    const request = await ask(asking(book._id, { phone: '+919876543210' }));
    await ask(asking(other._id));
    expect(await store.backInStock.due(10)).toEqual([]);

    await store.books.adjustStock(book._id, { change: 3 }, 'restock', owner);
    const due = await store.backInStock.due(10);
    expect(due.map(({ request, book }) => [request._id, book.title, book.stock])).toEqual([
      [request._id, 'Godaan', 3],
    ]);

    const at = new Date('2026-11-24T05:00:00.000Z');
    expect(await store.backInStock.notify(request._id, words, at)).toBe(true);
    expect(await store.backInStock.notify(request._id, words, at)).toBe(false);
    expect(await store.backInStock.due(10)).toEqual([]);
    expect(await store.backInStock.waiting(book._id, 'uid-meera')).toBeNull();
    const { items } = await store.outbox.list({ limit: 10, offset: 0 });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'back-in-stock',
      orderId: null,
      bookId: book._id,
      phone: '+919876543210',
      pickupCode: null,
      recipient: 'meera@example.in',
      state: 'pending',
      createdAt: at.toISOString(),
    });
    const [mailed] = await store.outbox.claimDue(new Date(at.getTime() + 1000), 60_000, 10);
    expect(mailed).toMatchObject({ kind: 'back-in-stock', subject: 'Godaan is back' });

    // Asking again after being told starts a new wait.
    expect((await ask(asking(book._id)))._id).not.toBe(request._id);
  });

  it('when the notice is held for the owner, then it is never mailed; an item no longer counted is due; a deleted one never', async () => {
    const held = await store.books.create(item());
    const gone = await store.books.create(item({ title: 'Gone' }));
    const request = await ask(asking(held._id, { emailVerified: false, phone: '+919812345678' }));
    await ask(asking(gone._id));
    await store.books.delete(gone._id);
    await store.books.adjustStock(held._id, { set: 0 }, 'correction', owner);
    const { _id, onHand, createdAt, updatedAt, ...fields } = (await store.books.get(held._id))!;
    await store.books.update(_id, { ...fields, stock: null });
    expect((await store.backInStock.due(10)).map((entry) => entry.request._id)).toEqual([request._id]);

    const at = new Date('2026-11-24T06:00:00.000Z');
    await store.backInStock.notify(request._id, { ...words, heldBecause: 'Not mailed: unverified' }, at);
    const { items } = await store.outbox.list({ limit: 10, offset: 0 });
    expect(items[0]).toMatchObject({
      state: 'failed',
      lastError: 'Not mailed: unverified',
      phone: '+919812345678',
    });
    expect(await store.outbox.claimDue(new Date(at.getTime() + 60_000), 60_000, 10)).toEqual([]);
  });
});
