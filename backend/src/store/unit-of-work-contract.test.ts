import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { indiaDay, seriesOf, toPaise } from '../contract';
import { availableAdapters } from '../../test/temp-store';
import { newId } from './ids';
import type { Book, CounterSaleInput, Store } from './store';

const counted = (title: string, stock: number) => ({
  title,
  description: 'd',
  category: 'penandpencil' as const,
  trending: false,
  oldPrice: 20,
  newPrice: 20,
  coverImage: 'c.webp',
  stock,
  sku: null,
});

const saleOf = (book: Book, quantity: number): CounterSaleInput => ({
  ownerId: 'owner-1',
  name: '',
  phone: '',
  lines: [
    {
      bookId: book._id,
      title: book.title,
      unitPricePaise: toPaise(book.newPrice),
      coverImage: book.coverImage,
      quantity,
    },
  ],
  totalPaise: toPaise(book.newPrice * quantity),
  payment: { method: 'cash', reference: null, tenderedPaise: null, changePaise: null },
});

describe.each(availableAdapters())('store contract, the unit of work: $name', (adapter) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  let pen: Book;

  beforeEach(async () => {
    ({ store, cleanup } = await adapter.open());
    pen = await store.books.create(counted('Pen', 3));
  });
  afterEach(async () => cleanup());

  it('when a unit throws after selling, numbering and billing, then nothing of it is kept and the next sale takes the numbers it took', async () => {
    const at = new Date();
    const day = indiaDay(at);
    const series = seriesOf('SB', 'invoice', at);
    const movements = await store.books.stockMovements(pen._id, 10);
    await expect(
      store.transact(async (tx) => {
        const { short } = await tx.sellUnits([{ bookId: pen._id, quantity: 2 }]);
        expect(short).toEqual([]);
        const number = await tx.nextSaleNumber(day);
        const sale = await tx.insertSale(newId(), saleOf(pen, 2), at, { day, number });
        expect(sale).toMatchObject({ status: 'collected', sale: { number: 1 } });
        await tx.nextSerial(series);
        throw new Error('the drawer jammed');
      }),
    ).rejects.toThrow('the drawer jammed');
    expect((await store.books.get(pen._id))!.stock).toBe(3);
    expect(await store.books.stockMovements(pen._id, 10)).toEqual(movements);
    expect((await store.sales.listDay(day)).sales).toEqual([]);
    expect(await store.invoices.lastSerial(series)).toBe(0);
    const next = await store.sales.createSale(saleOf(pen, 1));
    expect(next).toMatchObject({ outcome: 'created', sale: { sale: { number: 1 } } });
  });

  it('when units run at once, then no unit’s steps interleave with another’s: the numbers each takes in turn follow one another', async () => {
    const series = seriesOf('TX', 'invoice', new Date());
    const pairs = await Promise.all(
      Array.from({ length: 8 }, () =>
        store.transact(async (tx) => [await tx.nextSerial(series), await tx.nextSerial(series)]),
      ),
    );
    for (const [first, second] of pairs) expect(second).toBe(first! + 1);
    expect(pairs.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, n) => n + 1));
    expect(await store.invoices.lastSerial(series)).toBe(16);
  });

  it('when a unit writes and reads again, then it reads what it wrote, and so does everyone once it is done', async () => {
    const id = newId();
    const day = indiaDay(new Date());
    const read = await store.transact(async (tx) => {
      const number = await tx.nextSaleNumber(day);
      await tx.insertSale(id, saleOf(pen, 1), new Date(), { day, number });
      return tx.orderOfKey(id);
    });
    expect(read).toMatchObject({ _id: id, channel: 'counter' });
    expect(await store.orders.get(id)).toEqual(read);
  });
});
