import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { availableAdapters } from '../../test/temp-store';
import type { BackInStockInput, BookInput, ComposeForNumber, Store } from './store';

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

  it('when stock returns, then the request is due with its item; notified once, it writes one notice to the address, with no number, and waits no more', async () => {
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
      // The notice goes by e-mail: the number given with the request is not for the owner to use.
      phone: null,
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
    const toNumber = { ...words, recipient: '+919812345678', heldBecause: 'Not mailed: unverified' };
    expect(await store.backInStock.notifyNumber('+919812345678', () => toNumber, at)).toBe(true);
    const { items } = await store.outbox.list({ limit: 10, offset: 0 });
    expect(items[0]).toMatchObject({
      bookId: held._id,
      state: 'failed',
      lastError: 'Not mailed: unverified',
      phone: '+919812345678',
    });
    expect(await store.outbox.claimDue(new Date(at.getTime() + 60_000), 60_000, 10)).toEqual([]);
  });

  it('when five accounts wait on one number for items that return together, then one notice to it names each item once, and no account waits any more; a mailed request on that number is not in it', async () => {
    const phone = '+919876543210';
    const [godaan, nirmala, later] = await Promise.all(
      ['Godaan', 'Nirmala', 'Gaban'].map((title) => store.books.create(item({ title }))),
    );
    for (const uid of ['uid-1', 'uid-2', 'uid-3', 'uid-4', 'uid-5']) {
      await ask(asking(godaan!._id, { customerUid: uid, emailVerified: false, phone }));
    }
    await ask(asking(nirmala!._id, { customerUid: 'uid-2', email: '', emailVerified: false, phone }));
    await ask(asking(later!._id, { customerUid: 'uid-1', emailVerified: false, phone }));
    const mailed = await ask(asking(godaan!._id, { customerUid: 'uid-mailed', phone }));
    expect(await store.backInStock.notifyNumber(phone, () => words, new Date())).toBe(false);

    for (const book of [godaan!, nirmala!])
      await store.books.adjustStock(book._id, { change: 2 }, 'restock', owner);
    const composed: { titles: string[]; customers: string[] }[] = [];
    const compose: ComposeForNumber = (books, requests) => {
      composed.push({
        titles: books.map((book) => book.title),
        customers: requests.map((request) => request.customerUid),
      });
      return { ...words, recipient: phone, heldBecause: 'On WhatsApp' };
    };
    const at = new Date('2026-11-24T07:00:00.000Z');
    expect(await store.backInStock.notifyNumber(phone, compose, at)).toBe(true);
    expect(composed).toEqual([
      { titles: ['Godaan', 'Nirmala'], customers: ['uid-1', 'uid-2', 'uid-3', 'uid-4', 'uid-5', 'uid-2'] },
    ]);
    for (const uid of ['uid-1', 'uid-2', 'uid-3', 'uid-4', 'uid-5']) {
      expect(await store.backInStock.waiting(godaan!._id, uid)).toBeNull();
    }
    expect(await store.backInStock.waiting(later!._id, 'uid-1')).not.toBeNull();
    expect(await store.backInStock.waiting(godaan!._id, 'uid-mailed')).toMatchObject({ _id: mailed._id });
    expect(await store.backInStock.notifyNumber(phone, compose, at)).toBe(false);
    const { items } = await store.outbox.list({ limit: 10, offset: 0 });
    expect(items).toEqual([
      expect.objectContaining({ bookId: godaan!._id, phone, state: 'failed', lastError: 'On WhatsApp' }),
    ]);
  });

  it('when a notice to a number is not sent yet, then an item it names is not named to that number again; once sent, a new wait is told again', async () => {
    const phone = '+919876543210';
    const [godaan, nirmala] = await Promise.all(
      ['Godaan', 'Nirmala'].map((title) => store.books.create(item({ title, stock: 5 }))),
    );
    const onNumber = (bookId: string, customerUid: string) =>
      ask(asking(bookId, { customerUid, emailVerified: false, phone }));
    const compose: ComposeForNumber = (books) => ({
      ...words,
      subject: books.map((book) => book.title).join(', '),
      heldBecause: 'On WhatsApp',
    });
    await onNumber(godaan!._id, 'uid-1');
    await onNumber(nirmala!._id, 'uid-1');
    expect(await store.backInStock.notifyNumber(phone, compose, new Date())).toBe(true);

    // Both items were named by the notice still waiting for the owner: nothing new to write.
    await onNumber(godaan!._id, 'uid-2');
    await onNumber(nirmala!._id, 'uid-3');
    expect(await store.backInStock.notifyNumber(phone, compose, new Date())).toBe(false);
    expect(await store.backInStock.waiting(godaan!._id, 'uid-2')).toBeNull();
    // Another number is another customer.
    await ask(asking(godaan!._id, { customerUid: 'uid-4', emailVerified: false, phone: '+919812345678' }));
    expect(await store.backInStock.notifyNumber('+919812345678', compose, new Date())).toBe(true);

    const { items } = await store.outbox.list({ limit: 10, offset: 0 });
    const first = items.find((notice) => notice.phone === phone)!;
    expect(first.subject).toBe('Godaan, Nirmala');
    await store.outbox.markSentByHand(first._id, new Date());
    await onNumber(nirmala!._id, 'uid-2');
    expect(await store.backInStock.notifyNumber(phone, compose, new Date())).toBe(true);
    const after = await store.outbox.list({ limit: 10, offset: 0 });
    expect(after.items.filter((notice) => notice.phone === phone).map((notice) => notice.subject)).toEqual([
      'Nirmala',
      'Godaan, Nirmala',
    ]);
  });
});
