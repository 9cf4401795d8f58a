import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asPaise, indiaDay, toPaise, toRupees } from '../contract';
import { availableAdapters } from '../../test/temp-store';
import type { CustomerFields } from './customer-contract';
import type { AccountPaymentInput, Book, CounterSaleInput, Store } from './store';

const meena = { id: 'staff-meena', name: 'Meena' };
const SERIES = 'SB/RV26-27/';

const school = (creditLimit: number): CustomerFields => ({
  name: 'Sunrise School',
  phone: '+919876543210',
  gstin: null,
  address: null,
  state: null,
  stateCode: null,
  creditLimit,
  language: 'en',
  notes: '',
});

describe.each(availableAdapters())('store contract, customers’ accounts: $name', (adapter) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  let pen: Book;
  let customerId: string;

  /** A sale of `units` pens at ₹100 paid in these parts (rupees). */
  const saleOf = (units: number, parts: [CounterSaleInput['payment']['method'], number][]) =>
    ({
      ownerId: 'owner-1',
      cashier: meena,
      name: '',
      phone: '',
      lines: [
        { bookId: pen._id, title: pen.title, unitPricePaise: toPaise(100), coverImage: '', quantity: units },
      ],
      totalPaise: toPaise(100 * units),
      customerId,
      parts: parts.map(([method, amount]) => ({ method, amountPaise: toPaise(amount), reference: null })),
      payment: { method: parts[0]![0], reference: null, tenderedPaise: null, changePaise: null },
    }) satisfies CounterSaleInput;
  const sell = async (input: CounterSaleInput) => {
    const result = await store.sales.createSale(input);
    if (result.outcome !== 'created') throw new Error(result.outcome);
    return result.sale;
  };
  const balance = async () => (await store.accounts.balances([customerId])).get(customerId) ?? 0;
  const kinds = async () =>
    (await store.accounts.entriesOf(customerId)).map((entry) => [entry.kind, toRupees(entry.amountPaise)]);
  const payment = (amount: number, overrides: Partial<AccountPaymentInput> = {}): AccountPaymentInput => ({
    customerId,
    amountPaise: toPaise(amount),
    method: 'cash',
    reference: null,
    note: null,
    advance: false,
    series: SERIES,
    by: meena,
    ...overrides,
  });

  beforeEach(async () => {
    ({ store, cleanup } = await adapter.open());
    pen = await store.books.create({
      title: 'Pen',
      description: 'd',
      category: 'penandpencil',
      trending: false,
      oldPrice: 100,
      newPrice: 100,
      coverImage: 'c.webp',
      stock: 20,
      sku: null,
    });
    const customer = await store.customers.create(school(1000), new Date());
    if (customer === 'phone-taken') throw new Error('refused');
    customerId = customer._id;
  });
  afterEach(async () => cleanup());

  it('when a sale is paid part cash and part on account, then the sale keeps its customer and parts, the account owes the account part and the day counts each part apart', async () => {
    const sale = await sell(
      saleOf(5, [
        ['cash', 200],
        ['account', 300],
      ]),
    );
    expect(sale.customerId).toBe(customerId);
    expect(sale.payment).toMatchObject({
      method: 'account',
      parts: [
        { method: 'cash', amount: 200, reference: null },
        { method: 'account', amount: 300, reference: null },
      ],
    });
    expect(await store.orders.get(sale._id)).toEqual(sale);
    expect(await balance()).toBe(30000);
    const [entry] = await store.accounts.entriesOf(customerId);
    expect(entry).toMatchObject({ kind: 'sale', orderId: sale._id, by: meena, date: indiaDay(entry!.at) });
    const { totals } = await store.sales.listDay(indiaDay(new Date()));
    expect(totals).toMatchObject({ count: 1, amount: 200, cash: 200, account: 300 });
    const window = { since: new Date(Date.now() - 60_000), until: new Date(Date.now() + 60_000) };
    const paid = await store.counterDays.payments(window);
    expect(paid.map((row) => [row.method, row.amountPaise]).sort()).toEqual([
      ['account', 30000],
      ['cash', 20000],
    ]);
  });

  it('when an account sale would pass the limit, then it is refused with the limit and balance and nothing is stored; approved, it stands', async () => {
    await sell(saleOf(8, [['account', 800]]));
    const refused = await store.sales.createSale(saleOf(3, [['account', 300]]));
    expect(refused).toEqual({ outcome: 'credit_limit', limitPaise: 100000, balancePaise: 80000 });
    expect((await store.books.get(pen._id))!.stock).toBe(12);
    expect((await store.sales.listDay(indiaDay(new Date()))).sales).toHaveLength(1);
    expect(await balance()).toBe(80000);

    const approved = await store.sales.createSale({ ...saleOf(3, [['account', 300]]), creditApproved: true });
    expect(approved.outcome).toBe('created');
    expect(await balance()).toBe(110000);
  });

  it('when a sale names no customer the shop knows, then nothing is stored', async () => {
    customerId = '0'.repeat(24);
    expect(await store.sales.createSale(saleOf(1, [['account', 100]]))).toEqual({ outcome: 'no_customer' });
    expect(await store.sales.createSale(saleOf(1, [['cash', 100]]))).toEqual({ outcome: 'no_customer' });
    expect((await store.books.get(pen._id))!.stock).toBe(20);
  });

  it('when two account sales race against one limit, then never both pass it', async () => {
    const results = await Promise.all([
      store.sales.createSale(saleOf(6, [['account', 600]])),
      store.sales.createSale(saleOf(6, [['account', 600]])),
    ]);
    expect(results.map((result) => result.outcome).sort()).toEqual(['created', 'credit_limit']);
    expect(await balance()).toBe(60000);
  });

  it('when an account sale is voided, then its account part comes off the balance', async () => {
    const sale = await sell(
      saleOf(4, [
        ['upi', 100],
        ['account', 300],
      ]),
    );
    const voided = await store.sales.voidSale(sale._id, 'Rang up twice', { by: meena, approvedBy: null });
    expect(voided.outcome).toBe('voided');
    expect(await kinds()).toEqual([
      ['sale', 300],
      ['void', -300],
    ]);
    expect(await balance()).toBe(0);
  });

  it('when units of an account sale come back to the account, then the refund comes off the balance; a walk-in sale cannot refund to an account', async () => {
    const sale = await sell(saleOf(4, [['account', 400]]));
    const returned = await store.sales.createReturn({
      orderId: sale._id,
      items: [{ bookId: pen._id, quantity: 1 }],
      refund: { method: 'account', reference: null },
      reason: 'Spare',
      by: meena,
    });
    expect(returned).toMatchObject({
      outcome: 'created',
      record: { refund: { method: 'account' }, amount: 100 },
    });
    expect(await kinds()).toEqual([
      ['sale', 400],
      ['return', -100],
    ]);
    const window = { since: new Date(Date.now() - 60_000), until: new Date(Date.now() + 60_000) };
    expect(await store.counterDays.refunds(window)).toEqual([{ method: 'account', amountPaise: 10000 }]);

    customerId = '';
    const walkIn = await sell({ ...saleOf(1, [['cash', 100]]), customerId: null, parts: null });
    const refused = await store.sales.createReturn({
      orderId: walkIn._id,
      items: [{ bookId: pen._id, quantity: 1 }],
      refund: { method: 'account', reference: null },
      reason: 'Spare',
    });
    expect(refused).toEqual({ outcome: 'not_on_account' });
    expect((await store.books.get(pen._id))!.stock).toBe(16);
  });

  it('when payments are taken, then each has the next receipt number, the balance falls, and one past the balance is refused without a number unless an advance', async () => {
    await sell(saleOf(5, [['account', 500]]));
    const first = await store.accounts.takePayment(
      payment(200.5, { method: 'upi', reference: 'UTR1', note: 'Nov' }),
    );
    expect(first).toMatchObject({
      outcome: 'taken',
      balancePaise: 29950,
      entry: {
        kind: 'payment',
        amountPaise: -20050,
        document: `${SERIES}00001`,
        method: 'upi',
        reference: 'UTR1',
        note: 'Nov',
        by: meena,
      },
    });
    expect(await store.accounts.takePayment(payment(300))).toEqual({
      outcome: 'over_balance',
      balancePaise: 29950,
    });
    const advance = await store.accounts.takePayment(payment(300, { advance: true }));
    expect(advance).toMatchObject({
      outcome: 'taken',
      balancePaise: -50,
      entry: { document: `${SERIES}00002` },
    });
    expect(await balance()).toBe(-50);
    expect(await store.accounts.takePayment(payment(1, { customerId: '0'.repeat(24) }))).toEqual({
      outcome: 'not_found',
    });

    const window = { since: new Date(Date.now() - 60_000), until: new Date(Date.now() + 60_000) };
    const sums = await store.accounts.paymentsIn(window);
    expect(sums.sort((a, b) => a.method.localeCompare(b.method))).toEqual([
      { method: 'cash', amountPaise: 30000, count: 1 },
      { method: 'upi', amountPaise: 20050, count: 1 },
    ]);
  });

  it('when entries are asked for a window, then every customer’s of the kinds asked come oldest first, none from outside it', async () => {
    const sale = await sell(saleOf(3, [['account', 300]]));
    const other = await store.customers.create({ ...school(500), phone: '+919123456780' }, new Date());
    if (other === 'phone-taken') throw new Error('refused');
    await store.accounts.takePayment(payment(100, { method: 'upi', reference: 'UTR9' }));
    await store.accounts.takePayment(payment(50, { customerId: other._id, advance: true }));
    const all = await store.accounts.entriesOf(customerId);
    const window = { since: all[0]!.at, until: new Date(Date.now() + 60_000) };

    const entries = await store.accounts.entriesIn(window);
    expect(entries.map((entry) => [entry.kind, entry.customerId, entry.amountPaise])).toEqual([
      ['sale', customerId, 30000],
      ['payment', customerId, -10000],
      ['payment', other._id, -5000],
    ]);
    expect(entries[0]).toMatchObject({ document: sale.invoice?.number ?? null, orderId: sale._id });
    const payments = await store.accounts.entriesIn(window, ['payment']);
    expect(payments.map((entry) => [entry.document, entry.method, entry.reference])).toEqual([
      [`${SERIES}00001`, 'upi', 'UTR9'],
      [`${SERIES}00002`, 'cash', null],
    ]);
    expect(await store.accounts.entriesIn(window, [])).toEqual([]);
    const before = { since: new Date(0), until: new Date(all[0]!.at.getTime() - 1) };
    expect(await store.accounts.entriesIn(before)).toEqual([]);
  });

  it('when accounts are read, then entries come oldest first up to a moment, and only accounts not at 0 are open', async () => {
    await sell(saleOf(2, [['account', 200]]));
    const cleared = await store.customers.create({ ...school(500), phone: '+919123456780' }, new Date());
    if (cleared === 'phone-taken') throw new Error('refused');
    const other = customerId;
    customerId = cleared._id;
    await sell(saleOf(1, [['account', 100]]));
    await store.accounts.takePayment(payment(100));
    const open = await store.accounts.openEntries();
    expect(new Set(open.map((entry) => entry.customerId))).toEqual(new Set([other]));
    expect(await store.accounts.entriesOf(customerId, new Date(0))).toEqual([]);
    expect((await store.accounts.entriesOf(customerId)).map((entry) => entry.kind)).toEqual([
      'sale',
      'payment',
    ]);
    expect(await store.accounts.balances([other, customerId])).toEqual(
      new Map([
        [other, asPaise(20000)],
        [customerId, asPaise(0)],
      ]),
    );
  });
});
