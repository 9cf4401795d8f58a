import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toPaise } from '../contract';
import { availableAdapters } from '../../test/temp-store';
import type { Supplier } from '../contract';
import type { Book, CounterSaleInput, PurchaseDraft, Store } from './store';

const MEENA = { id: 'staff-1', name: 'Meena' };

const item = (title: string, stock: number | null) => ({
  title,
  description: 'd',
  category: 'penandpencil' as const,
  trending: false,
  oldPrice: 50,
  newPrice: 50,
  coverImage: 'c.webp',
  stock,
  sku: null,
});

const saleOf = (book: Book, quantity: number): CounterSaleInput => ({
  ownerId: 'owner-1',
  name: '',
  phone: '',
  lines: [{ bookId: book._id, title: book.title, unitPricePaise: toPaise(50), coverImage: 'c', quantity }],
  totalPaise: toPaise(50 * quantity),
  payment: { method: 'cash', reference: null, tenderedPaise: null, changePaise: null },
});

describe.each(availableAdapters())('store contract, purchases: $name', (adapter) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  let supplier: Supplier;
  let notebook: Book;
  let pen: Book;
  let bills = 0;

  /** A bill of these lines (units at rupees a unit, before GST), 18% CGST and SGST. */
  const draftOf = (
    lines: [Book, number, number][],
    overrides: Partial<PurchaseDraft> = {},
  ): PurchaseDraft => ({
    supplier: { _id: supplier._id, name: supplier.name, gstin: null, state: 'Maharashtra', stateCode: '27' },
    billNumber: `INV-${++bills}`,
    billKey: `INV-${bills}`,
    billDate: '2026-11-02',
    financialYear: '26-27',
    interState: false,
    lines: lines.map(([book, quantity, unitCost]) => ({
      productId: book._id,
      quantity,
      unit: 'NOS' as const,
      hsn: '4820',
      gstRate: 18 as const,
      unitCostPaise: toPaise(unitCost),
      taxablePaise: toPaise(unitCost * quantity),
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      amountPaise: toPaise(unitCost * quantity),
      landedCostPaise: toPaise(unitCost),
    })),
    totals: {
      ...{ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, itcPaise: 0 },
      ...{ otherChargesPaise: 0, roundOffPaise: 0, totalPaise: 0 },
    },
    purchaseOrderId: null,
    at: new Date(),
    by: MEENA,
    ...overrides,
  });
  const posted = async (draft: PurchaseDraft) => {
    const result = await store.purchases.post(draft);
    if (result.outcome !== 'posted') throw new Error(result.outcome);
    return result.purchase;
  };
  const stockOf = async (book: Book) => {
    const read = (await store.books.get(book._id))!;
    const cost = (await store.purchases.costs([book._id])).get(book._id);
    return { onHand: read.onHand, stock: read.stock, costPaise: cost?.costPaise ?? null };
  };
  const sell = async (book: Book, quantity: number) => {
    const result = await store.sales.createSale(saleOf(book, quantity));
    if (result.outcome !== 'created') throw new Error(result.outcome);
  };

  beforeEach(async () => {
    ({ store, cleanup } = await adapter.open());
    const added = await store.suppliers.create(
      {
        ...{ name: 'Navneet Distributors', gstin: null, address: 'Itwari', state: 'Maharashtra' },
        ...{ stateCode: '27', phone: null, paymentTermsDays: 30 },
      },
      new Date(),
    );
    if (added === 'gstin-taken') throw new Error('refused');
    supplier = added;
    notebook = await store.books.create(item('Notebook', 10));
    pen = await store.books.create(item('Pen', 0));
  });
  afterEach(async () => cleanup());

  it('when three bills bring units at different costs, then on-hand rises by each and the cost is their weighted average to the paisa', async () => {
    const first = await posted(draftOf([[notebook, 10, 10]]));
    expect(await stockOf(notebook)).toEqual({ onHand: 20, stock: 20, costPaise: 1000 });
    await posted(draftOf([[notebook, 5, 12.33]]));
    // (20 × 10.00 + 5 × 12.33) / 25 = 10.466
    expect(await stockOf(notebook)).toEqual({ onHand: 25, stock: 25, costPaise: 1047 });
    await posted(draftOf([[notebook, 7, 9.99]]));
    // (25 × 10.47 + 7 × 9.99) / 32 = 10.365
    expect(await stockOf(notebook)).toEqual({ onHand: 32, stock: 32, costPaise: 1037 });

    expect(first).toMatchObject({
      status: 'posted',
      lines: [{ title: 'Notebook', costBeforePaise: null, costAfterPaise: 1000 }],
    });
    expect(await store.purchases.findById(first._id)).toEqual(first);
    const movements = await store.books.stockMovements(notebook._id, 3);
    expect(movements.map((m) => [m.reason, m.change, m.stockAfter, m.by])).toEqual([
      ['purchase', 7, 32, MEENA],
      ['purchase', 5, 25, MEENA],
      ['purchase', 10, 20, MEENA],
    ]);
    expect(movements[2]!.purchaseId).toBe(first._id);
    expect((await store.purchases.costs([notebook._id])).get(notebook._id)).toEqual({
      costPaise: 1037,
      lastSupplierId: supplier._id,
      reorderLevel: null,
      reorderQuantity: null,
    });
    expect((await store.purchases.list({ page: 1, limit: 2 })).total).toBe(3);
  });

  it('when a supplier’s bill number comes again in a year, then it is refused and nothing moves; another year, another supplier or after a cancel it is taken', async () => {
    const first = await posted(draftOf([[notebook, 4, 10]], { billNumber: 'A/12', billKey: 'A/12' }));
    const again = await store.purchases.post(
      draftOf([[notebook, 4, 10]], { billNumber: 'a/12', billKey: 'A/12' }),
    );
    expect(again).toEqual({ outcome: 'duplicate', purchaseId: first._id });
    expect(await stockOf(notebook)).toEqual({ onHand: 14, stock: 14, costPaise: 1000 });

    await posted(draftOf([[notebook, 1, 10]], { billKey: 'A/12', financialYear: '27-28' }));
    expect((await store.purchases.cancel(first._id, new Date(), MEENA)).outcome).toBe('cancelled');
    await posted(draftOf([[notebook, 4, 10]], { billKey: 'A/12' }));
  });

  it('when a bill’s units were sold, then its cancel is refused naming the item, and nothing moves', async () => {
    const bill = await posted(draftOf([[pen, 5, 8]]));
    await sell(pen, 3);
    expect(await store.purchases.cancel(bill._id, new Date(), MEENA)).toEqual({
      outcome: 'sold',
      productId: pen._id,
      title: 'Pen',
      available: 2,
      quantity: 5,
    });
    expect(await stockOf(pen)).toEqual({ onHand: 2, stock: 2, costPaise: 800 });
    expect(await store.purchases.findById(bill._id)).toMatchObject({ status: 'posted', cancelledAt: null });
  });

  it('when a bill is cancelled before anything was sold, then units and costs are as before it, and a second cancel is refused', async () => {
    await posted(draftOf([[notebook, 10, 10]]));
    const before = await stockOf(notebook);
    const bill = await posted(
      draftOf([
        [notebook, 6, 13.5],
        [pen, 4, 8],
      ]),
    );
    expect(await stockOf(notebook)).toEqual({ onHand: 26, stock: 26, costPaise: 1081 });

    const at = new Date();
    const cancelled = await store.purchases.cancel(bill._id, at, MEENA);
    expect(cancelled).toMatchObject({
      outcome: 'cancelled',
      purchase: { status: 'cancelled', cancelledBy: MEENA },
    });
    expect(await stockOf(notebook)).toEqual(before);
    expect(await stockOf(pen)).toEqual({ onHand: 0, stock: 0, costPaise: null });
    const [undone] = await store.books.stockMovements(pen._id, 1);
    expect(undone).toMatchObject({
      reason: 'purchase_cancel',
      change: -4,
      stockAfter: 0,
      purchaseId: bill._id,
    });
    expect(await store.purchases.findById(bill._id)).toMatchObject({ status: 'cancelled', cancelledAt: at });
    expect(await store.purchases.cancel(bill._id, at, MEENA)).toEqual({ outcome: 'already_cancelled' });
  });

  it('when a line names an item no longer in the catalogue, then the whole bill is refused and no line’s units are kept', async () => {
    await store.books.delete(pen._id);
    const result = await store.purchases.post(
      draftOf([
        [notebook, 5, 10],
        [pen, 1, 8],
      ]),
    );
    expect(result).toEqual({ outcome: 'unknown_item', productId: pen._id });
    expect(await stockOf(notebook)).toEqual({ onHand: 10, stock: 10, costPaise: null });
    expect((await store.purchases.list({ page: 1, limit: 10 })).total).toBe(0);
  });

  it('when items are sold before and after their first bill, then each sold line keeps the cost its item had then', async () => {
    const before = await store.sales.createSale(saleOf(notebook, 1));
    await posted(draftOf([[notebook, 10, 10]]));
    const after = await store.sales.createSale(saleOf(notebook, 2));
    if (before.outcome !== 'created' || after.outcome !== 'created') throw new Error('not sold');
    const costs = await store.purchases.lineCosts([before.sale._id, after.sale._id]);
    expect(costs.get(before.sale._id)).toBeUndefined();
    expect(costs.get(after.sale._id)).toEqual(new Map([[notebook._id, 1000]]));
    expect(await store.purchases.stockAtCost()).toEqual([
      { productId: notebook._id, category: 'penandpencil', onHand: 17, costPaise: 1000 },
    ]);
  });

  it('when the shop pays a supplier, then payments and posted bills read back per supplier, oldest first', async () => {
    const later = await posted(draftOf([[pen, 2, 8]], { billDate: '2026-11-05' }));
    const earlier = await posted(draftOf([[pen, 1, 8]], { billDate: '2026-11-01' }));
    const cancelled = await posted(draftOf([[pen, 1, 8]], { billDate: '2026-11-03' }));
    await store.purchases.cancel(cancelled._id, new Date(), MEENA);
    const payment = {
      ...{ supplierId: supplier._id, amountPaise: 1250, method: 'upi' as const, reference: 'UTR 9' },
      ...{ date: '2026-11-06', at: new Date('2026-11-06T05:00:00.000Z'), by: MEENA },
    };
    const second = await store.purchases.recordPayment(payment);
    const first = await store.purchases.recordPayment({ ...payment, date: '2026-11-02', by: null });
    expect(second).toEqual({ _id: expect.any(String), ...payment });
    expect(await store.purchases.paymentsTo(supplier._id)).toEqual([first, second]);
    expect((await store.purchases.paymentsTo()).length).toBe(2);
    expect(await store.purchases.paymentsTo('000000000000000000000000')).toEqual([]);
    expect((await store.purchases.postedBills(supplier._id)).map((bill) => bill._id)).toEqual([
      earlier._id,
      later._id,
    ]);
  });

  it('when items carry reorder levels, then those at or below their level are read, by title, with their cost and last supplier', async () => {
    const eraser = await store.books.create(item('Eraser', 3));
    const uncounted = await store.books.create(item('Gift wrap', null));
    await posted(draftOf([[notebook, 2, 10]]));
    expect(
      await store.purchases.setReorderLevels(notebook._id, { reorderLevel: 12, reorderQuantity: 40 }),
    ).toBe(true);
    expect(await store.purchases.setReorderLevels(pen._id, { reorderLevel: 0, reorderQuantity: null })).toBe(
      true,
    );
    expect(
      await store.purchases.setReorderLevels(eraser._id, { reorderLevel: 2, reorderQuantity: null }),
    ).toBe(true);
    expect(
      await store.purchases.setReorderLevels(uncounted._id, { reorderLevel: 5, reorderQuantity: 5 }),
    ).toBe(true);
    expect(
      await store.purchases.setReorderLevels('0'.repeat(24), { reorderLevel: 1, reorderQuantity: 1 }),
    ).toBe(false);

    // The notebook has 12 on hand: at its level. The eraser's 3 is above its 2; gift wrap is not counted.
    expect(await store.purchases.belowReorderLevel()).toEqual([
      {
        ...{ productId: notebook._id, title: 'Notebook', category: 'penandpencil', unit: 'NOS', onHand: 12 },
        ...{ reorderLevel: 12, reorderQuantity: 40, costPaise: 1000, lastSupplierId: supplier._id },
      },
      {
        ...{ productId: pen._id, title: 'Pen', category: 'penandpencil', unit: 'NOS', onHand: 0 },
        ...{ reorderLevel: 0, reorderQuantity: null, costPaise: null, lastSupplierId: null },
      },
    ]);
    expect((await store.purchases.costs([eraser._id])).get(eraser._id)).toEqual({
      ...{ costPaise: null, lastSupplierId: null, reorderLevel: 2, reorderQuantity: null },
    });

    await store.purchases.setReorderLevels(notebook._id, { reorderLevel: null, reorderQuantity: null });
    expect((await store.purchases.belowReorderLevel()).map((read) => read.title)).toEqual(['Pen']);
  });

  it('when sales run while a bill comes in, then no unit is lost', async () => {
    await Promise.all([
      posted(draftOf([[notebook, 10, 10]])),
      ...Array.from({ length: 5 }, () => sell(notebook, 1)),
      posted(draftOf([[notebook, 3, 10]])),
    ]);
    expect(await stockOf(notebook)).toEqual({ onHand: 18, stock: 18, costPaise: expect.any(Number) });
  });
});
