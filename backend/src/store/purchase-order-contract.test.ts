import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { availableAdapters } from '../../test/temp-store';
import type { Supplier } from '../contract';
import type { Book, PurchaseDraft, PurchaseOrderDraft, PurchaseOrderRecord, Store } from './store';

const MEENA = { id: 'staff-1', name: 'Meena' };
const SERIES = 'SB/PO26-27/';

const item = (title: string, stock: number) => ({
  ...{ title, description: 'd', category: 'penandpencil' as const, trending: false },
  ...{ oldPrice: 50, newPrice: 50, coverImage: 'c.webp', stock, sku: null },
});

describe.each(availableAdapters())('store contract, purchase orders: $name', (adapter) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  let supplier: Supplier;
  let notebook: Book;
  let pen: Book;
  let bills = 0;

  const orderOf = (lines: [Book, number][]): PurchaseOrderDraft => ({
    financialYear: '26-27',
    supplier: { _id: supplier._id, name: supplier.name, gstin: null, phone: '9822000111' },
    date: '2026-11-20',
    lines: lines.map(([book, quantity]) => ({
      ...{ productId: book._id, title: book.title, unit: 'NOS' as const, quantity },
      ...{ unitCostPaise: 1000, receivedQuantity: 0 },
    })),
    note: '',
    at: new Date(),
    by: MEENA,
  });
  /** A bill of these lines at ₹10 a unit, delivering `order`. */
  const billOn = (order: PurchaseOrderRecord | null, lines: [Book, number][]): PurchaseDraft => ({
    supplier: { _id: supplier._id, name: supplier.name, gstin: null, state: 'Maharashtra', stateCode: '27' },
    billNumber: `INV-${++bills}`,
    billKey: `INV-${bills}`,
    ...{ billDate: '2026-11-22', financialYear: '26-27', interState: false },
    lines: lines.map(([book, quantity]) => ({
      ...{ productId: book._id, quantity, unit: 'NOS' as const, hsn: '4820', gstRate: 18 as const },
      ...{ unitCostPaise: 1000, taxablePaise: 1000 * quantity, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
      ...{ amountPaise: 1000 * quantity, landedCostPaise: 1000 },
    })),
    totals: {
      ...{ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, itcPaise: 0 },
      ...{ otherChargesPaise: 0, roundOffPaise: 0, totalPaise: 0 },
    },
    purchaseOrderId: order?._id ?? null,
    at: new Date(),
    by: MEENA,
  });
  const received = async (order: PurchaseOrderRecord) => {
    const read = (await store.purchaseOrders.findById(order._id))!;
    return { status: read.status, received: read.lines.map((line) => line.receivedQuantity) };
  };

  beforeEach(async () => {
    ({ store, cleanup } = await adapter.open());
    const added = await store.suppliers.create(
      {
        ...{ name: 'Navneet Distributors', gstin: null, address: 'Itwari', state: 'Maharashtra' },
        ...{ stateCode: '27', phone: '9822000111', paymentTermsDays: 30 },
      },
      new Date(),
    );
    if (added === 'gstin-taken') throw new Error('refused');
    supplier = added;
    notebook = await store.books.create(item('Notebook', 10));
    pen = await store.books.create(item('Pen', 0));
  });
  afterEach(async () => cleanup());

  it('when orders are raised, then each takes the next number of its series and reads back, newest first', async () => {
    const first = await store.purchaseOrders.create(orderOf([[notebook, 40]]), SERIES);
    const second = await store.purchaseOrders.create(
      orderOf([
        [pen, 20],
        [notebook, 5],
      ]),
      SERIES,
    );
    expect([first.number, second.number]).toEqual(['SB/PO26-27/00001', 'SB/PO26-27/00002']);
    expect(first).toMatchObject({ status: 'open', closedAt: null, closedBy: null, by: MEENA });
    expect(await store.purchaseOrders.findById(first._id)).toEqual(first);
    expect(await store.purchaseOrders.findById('0'.repeat(24))).toBeNull();
    const listed = await store.purchaseOrders.list({ page: 1, limit: 1 });
    expect(listed).toEqual({ items: [second], total: 2 });
    expect(await store.purchaseOrders.dueByItem()).toEqual(
      new Map([
        [notebook._id, 45],
        [pen._id, 20],
      ]),
    );
  });

  it('when bills come in against an order, then its lines fill, it is part received and then received, and a cancel takes the units back', async () => {
    const order = await store.purchaseOrders.create(
      orderOf([
        [notebook, 40],
        [pen, 20],
      ]),
      SERIES,
    );
    const first = await store.purchases.post(billOn(order, [[notebook, 30]]));
    expect(first).toMatchObject({ outcome: 'posted', purchase: { purchaseOrderId: order._id } });
    expect(await received(order)).toEqual({ status: 'part_received', received: [30, 0] });
    expect(await store.purchaseOrders.dueByItem()).toEqual(
      new Map([
        [notebook._id, 10],
        [pen._id, 20],
      ]),
    );

    const second = await store.purchases.post(
      billOn(order, [
        [notebook, 12],
        [pen, 20],
      ]),
    );
    if (second.outcome !== 'posted') throw new Error(second.outcome);
    expect(await received(order)).toEqual({ status: 'received', received: [42, 20] });
    expect(await store.purchaseOrders.dueByItem()).toEqual(new Map());
    expect((await store.purchaseOrders.list({ page: 1, limit: 10, openOnly: true })).total).toBe(0);

    await store.purchases.cancel(second.purchase._id, new Date(), MEENA);
    expect(await received(order)).toEqual({ status: 'part_received', received: [30, 0] });
  });

  it('when a bill names an order received whole, closed or unknown, then it is refused and no unit comes in', async () => {
    const order = await store.purchaseOrders.create(orderOf([[pen, 5]]), SERIES);
    await store.purchases.post(billOn(order, [[pen, 5]]));
    expect(await store.purchases.post(billOn(order, [[pen, 1]]))).toEqual({
      outcome: 'order_not_open',
      purchaseOrderId: order._id,
    });
    const closing = await store.purchaseOrders.create(orderOf([[pen, 5]]), SERIES);
    expect(await store.purchaseOrders.close(closing._id, new Date(), MEENA)).toMatchObject({
      outcome: 'closed',
      order: { status: 'closed', closedBy: MEENA },
    });
    expect(await store.purchases.post(billOn(closing, [[pen, 1]]))).toMatchObject({
      outcome: 'order_not_open',
    });
    const unknown = { ...closing, _id: '0'.repeat(24) };
    expect(await store.purchases.post(billOn(unknown, [[pen, 1]]))).toMatchObject({
      outcome: 'order_not_open',
    });
    expect((await store.books.get(pen._id))!.onHand).toBe(5);

    expect(await store.purchaseOrders.close(order._id, new Date(), MEENA)).toMatchObject({
      outcome: 'not_open',
      order: { status: 'received' },
    });
    expect(await store.purchaseOrders.close('0'.repeat(24), new Date(), MEENA)).toEqual({
      outcome: 'not_found',
    });
  });

  it('when two bills against one order come in at once, then both are received on it', async () => {
    const order = await store.purchaseOrders.create(orderOf([[notebook, 40]]), SERIES);
    await Promise.all([
      store.purchases.post(billOn(order, [[notebook, 10]])),
      store.purchases.post(billOn(order, [[notebook, 15]])),
    ]);
    expect(await received(order)).toEqual({ status: 'part_received', received: [25] });
  });
});
