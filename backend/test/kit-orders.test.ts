import { describe, expect, it } from 'vitest';
import { academicYearOf, kitPricePaise, type BookOrderLine, type Kit, type KitInput } from '../src/contract';
import { toPaise } from '../src/store/money';
import { ASHA } from './fixtures';
import { useTestApp } from './harness';

const t = useTestApp({
  customers: ['asha'],
  books: {
    notebook: { title: 'Single-line notebook', newPrice: 33.33, oldPrice: 40, stock: 30 },
    covers: { title: 'Brown cover roll', newPrice: 10.01, oldPrice: 12, stock: null },
    crayons: { title: 'Crayon box', newPrice: 47, oldPrice: 50, stock: 10 },
    geometry: { title: 'Geometry box', newPrice: 120, oldPrice: 150, stock: 10 },
  },
});
const { asha } = t.customers;
const { notebook, covers, crayons, geometry } = t.books;

/** Class 5's list: 9 notebooks, 2 cover rolls, a crayon box, and a geometry box the parent may leave. */
const classFive = (overrides: Partial<KitInput> = {}): KitInput => ({
  title: "Class 5, St. Xavier's 2026-27",
  school: "St. Xavier's",
  className: 'Class 5',
  // The school year of today, so the kit stays on sale whenever the test runs.
  academicYear: academicYearOf(new Date()),
  lines: [
    { productId: notebook._id, quantity: 9, optional: false },
    { productId: covers._id, quantity: 2, optional: false },
    { productId: crayons._id, quantity: 1, optional: false },
    { productId: geometry._id, quantity: 1, optional: true },
  ],
  pricing: { mode: 'percentOff', percent: 12.5 },
  published: true,
  notes: '',
  expectedKits: null,
  ...overrides,
});

const orderOf = (...items: unknown[]) => ({ ...ASHA, items });
const stockOf = async (id: string) => (await t.store.books.get(id))!.stock;
/** The order handed over at the desk, then `quantity` notebooks brought back for cash. */
async function collectAndReturnNotebooks(orderId: string, quantity: number, reason: string) {
  expect((await t.moveOrder(orderId, 'ready')).status).toBe(200);
  expect((await t.moveOrder(orderId, 'collected')).status).toBe(200);
  return t
    .asOwner()
    .post(`/api/orders/${orderId}/returns`)
    .send({ items: [{ productId: notebook._id, quantity }], refund: { method: 'cash' }, reason });
}
const paiseOf = (lines: readonly BookOrderLine[]) =>
  lines.reduce((sum, line) => sum + toPaise(line.price) * line.quantity, 0);
const unitsOf = (lines: readonly BookOrderLine[], id: string) =>
  lines.filter((line) => line.bookId === id).reduce((sum, line) => sum + line.quantity, 0);

describe('POST /api/orders with a school kit', () => {
  it('when a parent orders 2 kits without the optional item, then the kit is listed item by item, each line carries the kit and the total is exact to the paisa', async () => {
    const kit: Kit = await t.store.kits.create(classFive());
    const res = await t.placeOrder(asha, orderOf({ kitId: kit._id, quantity: 2, omit: [geometry._id] }));
    expect(res.status).toBe(201);
    const lines: BookOrderLine[] = res.body.lines;
    const onePaise = kitPricePaise(kit.pricing, [
      { price: 33.33, quantity: 9 },
      { price: 10.01, quantity: 2 },
      { price: 47, quantity: 1 },
    ]);
    expect(toPaise(res.body.totalPrice)).toBe(2 * onePaise);
    expect(paiseOf(lines)).toBe(2 * onePaise);
    expect([unitsOf(lines, notebook._id), unitsOf(lines, covers._id), unitsOf(lines, crayons._id)]).toEqual([
      18, 4, 2,
    ]);
    expect(unitsOf(lines, geometry._id)).toBe(0);
    for (const line of lines) {
      expect(line.kit).toEqual({
        _id: kit._id,
        title: kit.title,
        school: "St. Xavier's",
        className: 'Class 5',
        kits: 2,
        group: 0,
      });
    }
    expect(res.body.productIds).toEqual([notebook._id, covers._id, crayons._id]);
    expect([await stockOf(notebook._id), await stockOf(covers._id), await stockOf(crayons._id)]).toEqual([
      12,
      null,
      8,
    ]);
    expect(await stockOf(geometry._id)).toBe(10);

    // The desk packs it as one bag; its pick list still counts units per item.
    const today = await t.asOwner().get('/api/orders/today');
    expect(
      today.body.bags[0].items.every((item: { kit?: { _id: string } }) => item.kit?._id === kit._id),
    ).toBe(true);
    expect(today.body.pickList).toContainEqual(expect.objectContaining({ bookId: notebook._id, units: 18 }));
    const { items: notices } = await t.store.outbox.list({ limit: 10, offset: 0 });
    expect(notices[0]!.text).toContain("  Class 5, St. Xavier's kit × 2");
  });

  it('when two kits share an item and a plain line asks for it too, beyond the stock, then it is a 409 naming the summed request and nothing is taken', async () => {
    const kit = await t.store.kits.create(classFive({ pricing: { mode: 'sum' } }));
    // 9 + 9 notebooks in the kits and 13 on their own: 31 of 30.
    const res = await t.placeOrder(
      asha,
      orderOf(
        { kitId: kit._id, quantity: 1 },
        { kitId: kit._id, quantity: 1, omit: [geometry._id] },
        { productId: notebook._id, quantity: 13 },
      ),
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'out_of_stock',
      items: [{ productId: notebook._id, title: 'Single-line notebook', requested: 31, available: 30 }],
    });
    expect([await stockOf(notebook._id), await stockOf(crayons._id), await stockOf(geometry._id)]).toEqual([
      30, 10, 10,
    ]);
    expect(await t.store.orders.listAll()).toEqual([]);

    const fits = await t.placeOrder(
      asha,
      orderOf(
        { kitId: kit._id, quantity: 1 },
        { kitId: kit._id, quantity: 1, omit: [geometry._id] },
        { productId: notebook._id, quantity: 12 },
      ),
    );
    expect(fits.status).toBe(201);
    expect(fits.body.lines.map((line: BookOrderLine) => line.kit?.group ?? 'own')).toEqual([
      0,
      0,
      0,
      0,
      1,
      1,
      1,
      'own',
    ]);
    expect([await stockOf(notebook._id), await stockOf(crayons._id), await stockOf(geometry._id)]).toEqual([
      0, 8, 9,
    ]);

    // Cancelling puts back the sum of every line.
    const cancelled = await t.as(asha).post(`/api/orders/${fits.body._id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect([await stockOf(notebook._id), await stockOf(crayons._id), await stockOf(geometry._id)]).toEqual([
      30, 10, 10,
    ]);
  });

  it('when a required item is left out, then it is a 400 naming the item, and nothing is stored', async () => {
    const kit = await t.store.kits.create(classFive());
    const res = await t.placeOrder(asha, orderOf({ kitId: kit._id, quantity: 1, omit: [crayons._id] }));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation');
    expect(res.body.error.issues).toEqual([
      {
        path: 'items.0.omit',
        message: "Crayon box is required in the kit Class 5, St. Xavier's 2026-27 and cannot be left out",
      },
    ]);
    expect(await t.store.orders.listAll()).toEqual([]);
  });

  it('when the kit is unpublished or unknown, then it is a 400 against its item', async () => {
    const draft = await t.store.kits.create(classFive({ published: false }));
    for (const kitId of [draft._id, 'f'.repeat(24)]) {
      const res = await t.placeOrder(
        asha,
        orderOf({ productId: crayons._id, quantity: 1 }, { kitId, quantity: 1 }),
      );
      expect(res.status).toBe(400);
      expect(res.body.error.issues).toEqual([
        { path: 'items.1.kitId', message: `The kit ${kitId} is not on sale` },
      ]);
    }
    expect(await stockOf(crayons._id)).toBe(10);
  });

  it('when the owner deletes a kit after it was ordered, then the order reads as it did, kit and all', async () => {
    const kit = await t.store.kits.create(classFive());
    const placed = await t.placeOrder(asha, orderOf({ kitId: kit._id, quantity: 1, omit: [geometry._id] }));
    expect(placed.status).toBe(201);
    expect((await t.asOwner().delete(`/api/kits/${kit._id}`)).status).toBe(204);
    const mine = await t.as(asha).get('/api/orders/mine');
    expect(mine.status).toBe(200);
    expect(mine.body[0]).toMatchObject({
      _id: placed.body._id,
      lines: placed.body.lines,
      totalPrice: placed.body.totalPrice,
    });
    expect(mine.body[0].lines[0].kit).toMatchObject({ _id: kit._id, title: kit.title });
  });

  it('when a parent orders last school year’s list, then it is a 400 naming the kit and nothing is ordered', async () => {
    const lastYear = academicYearOf(new Date(Date.now() - 366 * 24 * 60 * 60 * 1000));
    const kit = await t.store.kits.create(classFive({ academicYear: lastYear }));
    const res = await t.placeOrder(asha, orderOf({ kitId: kit._id, quantity: 1 }));
    expect(res.status).toBe(400);
    expect(res.body.error.issues[0]).toMatchObject({ path: 'items.0.kitId' });
    expect(res.body.error.issues[0].message).toContain(`is for ${lastYear}, which has ended`);
    expect(await t.store.orders.listAll()).toEqual([]);
  });

  it('when an item of the kit has left the catalogue, then it is a 400 until the list is mended', async () => {
    const kit = await t.store.kits.create(classFive());
    await t.store.books.delete(geometry._id);
    const res = await t.placeOrder(asha, orderOf({ kitId: kit._id, quantity: 1 }));
    expect(res.status).toBe(400);
    expect(res.body.error.issues[0]).toMatchObject({ path: 'items.0.kitId' });
    expect(res.body.error.issues[0].message).toContain(geometry._id);
    const without = await t.placeOrder(asha, orderOf({ kitId: kit._id, quantity: 1, omit: [geometry._id] }));
    expect(without.status).toBe(201);
  });

  it.each([
    ['11 kits', { quantity: 11 }, 'items.0.quantity'],
    ['0 kits', { quantity: 0 }, 'items.0.quantity'],
    ['an omit that is no id', { quantity: 1, omit: ['../x'] }, 'items.0.omit.0'],
    ['a field a kit has not', { quantity: 1, price: 1 }, 'items.0'],
  ])('when a kit item asks for %s, then it is a 400 naming the field', async (_case, fields, path) => {
    const kit = await t.store.kits.create(classFive());
    const res = await t.placeOrder(asha, orderOf({ kitId: kit._id, ...fields }));
    expect(res.status).toBe(400);
    expect(res.body.error.issues.map((issue: { path: string }) => issue.path)).toContain(path);
    expect(await t.store.orders.listAll()).toEqual([]);
  });

  it('when every notebook of a collected kit comes back, then it is refunded no more than was paid for them', async () => {
    const kit = await t.store.kits.create(classFive());
    const placed = await t.placeOrder(asha, orderOf({ kitId: kit._id, quantity: 1, omit: [geometry._id] }));
    const notebooks = (placed.body.lines as BookOrderLine[]).filter((line) => line.bookId === notebook._id);
    // 12.5% off: the notebooks' share does not divide by 9, so they are two lines a paisa apart.
    expect(notebooks.map((line) => line.quantity)).toHaveLength(2);
    const returned = await collectAndReturnNotebooks(placed.body._id, 9, 'Wrong ruling');
    expect(returned.status).toBe(201);
    const paid = paiseOf(notebooks);
    expect(toPaise(returned.body.amount)).toBeLessThanOrEqual(paid);
    expect(paid - toPaise(returned.body.amount)).toBeLessThan(9);
    expect(await stockOf(notebook._id)).toBe(30);
  });

  it('when a notebook comes back from an order that has it on its own line and in a kit, then it is refunded at the kit’s lower price', async () => {
    const kit = await t.store.kits.create(classFive());
    const placed = await t.placeOrder(
      asha,
      orderOf(
        { productId: notebook._id, quantity: 1 },
        { kitId: kit._id, quantity: 1, omit: [geometry._id] },
      ),
    );
    expect(placed.status).toBe(201);
    const prices = (placed.body.lines as BookOrderLine[])
      .filter((line) => line.bookId === notebook._id)
      .map((line) => toPaise(line.price));
    const returned = await collectAndReturnNotebooks(placed.body._id, 1, 'Extra');
    expect(returned.status).toBe(201);
    expect(toPaise(returned.body.amount)).toBe(Math.min(...prices));
    expect(toPaise(returned.body.amount)).toBeLessThan(3333);
  });

  it('when the same kit order is retried with its key, then one order is placed and its stock taken once', async () => {
    const kit = await t.store.kits.create(classFive());
    const body = orderOf({ kitId: kit._id, quantity: 1, omit: [geometry._id] });
    const first = await t.placeOrder(asha, body, 'kit-order-key-1');
    const again = await t.placeOrder(asha, body, 'kit-order-key-1');
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body._id).toBe(first.body._id);
    expect(await stockOf(notebook._id)).toBe(21);
  });
});
