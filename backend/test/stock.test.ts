import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { validOrderBody } from './fixtures';
import { useTestApp } from './harness';

const t = useTestApp({
  customers: ['asha'],
  books: {
    notebook: { title: 'Spiral Notebook', newPrice: 49.99, oldPrice: 60, stock: 5, sku: 'NB-A5-200' },
    pen: { title: 'Gel Pen', newPrice: 25.5, oldPrice: 30, stock: 1 },
    glue: { title: 'Glue Stick', newPrice: 40, oldPrice: 45, stock: null },
  },
});
const { asha } = t.customers;
const { notebook, pen, glue } = t.books;

const itemsOrder = (items: { productId: string; quantity: number }[]) => ({
  ...validOrderBody([]),
  productIds: undefined,
  items,
});
const stockOf = async (id: string) =>
  (await request(t.app).get(`/api/books/${id}`)).body.stock as number | null;

describe('POST /api/orders with quantities', () => {
  it('when a customer orders quantities, then the total is price x quantity to the paisa and the units are taken', async () => {
    const res = await t.placeOrder(
      asha,
      itemsOrder([
        { productId: notebook._id, quantity: 3 },
        { productId: glue._id, quantity: 2 },
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.body.totalPrice).toBe(229.97);
    expect(res.body.productIds).toEqual([notebook._id, glue._id]);
    expect(res.body.lines.map((line: { quantity: number }) => line.quantity)).toEqual([3, 2]);
    expect(await stockOf(notebook._id)).toBe(2);
    expect(await stockOf(glue._id)).toBeNull();
  });

  it('when productIds lists a book twice, then the order has one line of two units', async () => {
    const res = await t.placeOrder(asha, validOrderBody([notebook._id, glue._id, notebook._id]));
    expect(res.status).toBe(201);
    expect(res.body.productIds).toEqual([notebook._id, glue._id]);
    expect(
      res.body.lines.map((line: { bookId: string; quantity: number }) => [line.bookId, line.quantity]),
    ).toEqual([
      [notebook._id, 2],
      [glue._id, 1],
    ]);
    expect(res.body.totalPrice).toBe(139.98);
  });

  it('when a line asks for more than is left, then it is a 409 out_of_stock naming it, and nothing is stored or taken', async () => {
    const res = await t.placeOrder(
      asha,
      itemsOrder([
        { productId: notebook._id, quantity: 2 },
        { productId: pen._id, quantity: 3 },
      ]),
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: {
        code: 'out_of_stock',
        message: expect.stringContaining('Gel Pen'),
        items: [{ productId: pen._id, title: 'Gel Pen', requested: 3, available: 1 }],
      },
    });
    expect(await t.store.orders.listAll()).toEqual([]);
    expect([await stockOf(notebook._id), await stockOf(pen._id)]).toEqual([5, 1]);
  });

  it('when the storefront had the book cached, then the next read shows the stock the order left', async () => {
    const first = await request(t.app).get('/api/books?limit=24');
    expect(first.body.find((book: { _id: string }) => book._id === pen._id).stock).toBe(1);
    await t.placeOrder(asha, itemsOrder([{ productId: pen._id, quantity: 1 }]));
    const again = await request(t.app).get('/api/books?limit=24').set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(200);
    expect(again.body.find((book: { _id: string }) => book._id === pen._id).stock).toBe(0);
  });

  it('when the owner cancels an order, then its units come back; the movements say why', async () => {
    const placed = await t.placeOrder(asha, itemsOrder([{ productId: notebook._id, quantity: 4 }]));
    expect(await stockOf(notebook._id)).toBe(1);
    expect((await t.moveOrder(placed.body._id, 'cancelled')).status).toBe(200);
    expect(await stockOf(notebook._id)).toBe(5);
    const movements = await t.asOwner().get(`/api/books/${notebook._id}/stock-movements`);
    expect(movements.status).toBe(200);
    expect(movements.body.map((m: { change: number; reason: string }) => [m.change, m.reason])).toEqual([
      [4, 'cancel'],
      [-4, 'order'],
      [5, 'correction'],
    ]);
    expect(movements.body[0].orderId).toBe(placed.body._id);
  });
});

describe('PATCH /api/books/:id/stock', () => {
  it('when the owner receives units or counts the shelf, then the book says so and the owner is recorded', async () => {
    const received = await t
      .asOwner()
      .patch(`/api/books/${pen._id}/stock`)
      .send({ change: 12, reason: 'restock' });
    expect(received.status).toBe(200);
    expect(received.body).toMatchObject({ _id: pen._id, stock: 13 });
    const counted = await t
      .asOwner()
      .patch(`/api/books/${pen._id}/stock`)
      .send({ set: 10, reason: 'correction' });
    expect(counted.body.stock).toBe(10);
    const [latest] = (await t.asOwner().get(`/api/books/${pen._id}/stock-movements`)).body;
    expect(latest).toMatchObject({
      change: -3,
      reason: 'correction',
      stockAfter: 10,
      ownerId: t.ownerId,
      orderId: null,
    });
  });

  it('when a change would leave fewer than 0, then it is a 409 that says how many there are, and nothing changes', async () => {
    const res = await t
      .asOwner()
      .patch(`/api/books/${pen._id}/stock`)
      .send({ change: -2, reason: 'damaged' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/is 1 in stock/);
    expect(await stockOf(pen._id)).toBe(1);
  });

  it('when units received would take the count past 1,000,000, then it is a 409 and nothing changes', async () => {
    await t.asOwner().patch(`/api/books/${pen._id}/stock`).send({ set: 999_999, reason: 'correction' });
    const res = await t
      .asOwner()
      .patch(`/api/books/${pen._id}/stock`)
      .send({ change: 1_000_000, reason: 'restock' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/more than 10,00,000/);
    expect(await stockOf(pen._id)).toBe(999_999);
    const [latest] = (await t.asOwner().get(`/api/books/${pen._id}/stock-movements`)).body;
    expect(latest).toMatchObject({ reason: 'correction', stockAfter: 999_999 });
  });

  it('when a customer tries, then it is a 403', async () => {
    const res = await t.as(asha).patch(`/api/books/${pen._id}/stock`).send({ set: 99, reason: 'restock' });
    expect(res.status).toBe(403);
    expect((await t.as(asha).get(`/api/books/${pen._id}/stock-movements`)).status).toBe(403);
  });
});

describe('stock and SKU on the catalogue', () => {
  it('when the owner creates items by JSON and by form, then stock and SKU are kept (blank: not counted, none)', async () => {
    const json = await t
      .asOwner()
      .post('/api/books/create-book')
      .send({ ...bookFields(), stock: 12, sku: 'ISBN 978-81-7234' });
    expect(json.status).toBe(201);
    expect(json.body).toMatchObject({ stock: 12, sku: 'ISBN 978-81-7234' });
    let form = t.asOwner().post('/api/books/create-book');
    for (const [name, value] of Object.entries({ ...bookFields(), stock: '', sku: '' }))
      form = form.field(name, String(value));
    const multipart = await form;
    expect(multipart.status).toBe(201);
    expect(multipart.body).toMatchObject({ stock: null, sku: null });
  });

  it('when a SKU is taken (in any case), then create and edit are 409s naming it', async () => {
    const create = await t
      .asOwner()
      .post('/api/books/create-book')
      .send({ ...bookFields(), sku: 'nb-a5-200' });
    expect(create.status).toBe(409);
    expect(create.body.error.message).toContain('nb-a5-200');
    const edit = await t.asOwner().put(`/api/books/edit/${pen._id}`).send({ sku: 'NB-A5-200' });
    expect(edit.status).toBe(409);
    expect((await request(t.app).get(`/api/books/${pen._id}`)).body.sku).toBeNull();
  });

  it('when an edit leaves stock out, then orders taken meanwhile stand; an edit with stock sets what is on hand', async () => {
    await t.placeOrder(asha, itemsOrder([{ productId: notebook._id, quantity: 2 }]));
    const priced = await t.asOwner().put(`/api/books/edit/${notebook._id}`).send({ newPrice: 45 });
    expect(priced.body).toMatchObject({ newPrice: 45, stock: 3 });
    const counted = await t.asOwner().put(`/api/books/edit/${notebook._id}`).send({ stock: '8' });
    expect(counted.body).toMatchObject({ onHand: 8, stock: 6 });
  });

  it('when the owner filters by low or out of stock, then only those counted items come', async () => {
    await t.asOwner().patch(`/api/books/${pen._id}/stock`).send({ set: 0, reason: 'damaged' });
    const low = await request(t.app).get('/api/books?stock=low&sort=title');
    expect(low.body.map((book: { title: string }) => book.title)).toEqual(['Gel Pen', 'Spiral Notebook']);
    const out = await request(t.app).get('/api/books?stock=out');
    expect(out.body.map((book: { title: string }) => book.title)).toEqual(['Gel Pen']);
    expect(out.headers['x-total-count']).toBe('1');
  });
});

function bookFields() {
  return {
    title: 'Crayons 24',
    description: 'Wax crayons',
    category: 'colors',
    trending: false,
    oldPrice: 99,
    newPrice: 79,
    coverImage: 'https://example.com/crayons.jpg',
  };
}
