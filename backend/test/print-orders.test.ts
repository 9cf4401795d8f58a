import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { isPrintLine } from '../src/contract';
import { sweepPrintFiles } from '../src/print/sweep';
import type { Store } from '../src/store/store';
import { validOrderBody } from './fixtures';
import { useTestApp } from './harness';
import { makePdf } from './pdf-files';

const t = useTestApp({
  customers: ['asha', 'ravi'],
  books: { pen: { title: 'Gel Pen', newPrice: 25.5, oldPrice: 30, stock: 10 } },
  env: { PRINT_UPLOAD_RATE_LIMIT: '40', ORDER_RATE_LIMIT: '40' },
});
const { asha, ravi } = t.customers;
const PRINTED_CANCEL_MESSAGE = 'This order is being printed: call the shop to cancel it.';
const { pen } = t.books;

const RATES = {
  bwSingle: 1.75,
  bwDouble: 1.2,
  colourSingle: 10.05,
  colourDouble: 9.99,
  binding: { none: 0, staple: 2.5, spiral: 35.1 },
};
/** Colour, double-sided, 2 copies, stapled: 14 sides at 9.99 and 2 staples at 2.50 = ₹144.86. */
const CHOICE = { colour: 'colour', sides: 'double', copies: 2, range: '', binding: 'staple' } as const;

const uploaded = async (who = asha, pages = 7) => {
  const pdf = makePdf({ pages });
  const res = await t
    .as(who)
    .post('/api/print-jobs')
    .attach('file', pdf, { filename: 'notes.pdf', contentType: 'application/pdf' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...(res.body as { _id: string; pages: number }), pdf };
};

const orderBody = (items: unknown[]) => ({
  ...validOrderBody([]),
  productIds: undefined,
  items,
  totalPrice: 1,
});
const printItem = (jobId: string, choice: object = CHOICE) => ({ printJob: { jobId, ...choice } });

const placeWithJob = async (who = asha) => {
  await t.asOwner().put('/api/print-rates').send(RATES);
  const job = await uploaded(who);
  const res = await t.placeOrder(who, orderBody([printItem(job._id)]));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { job, order: res.body };
};

const tick = (orderId: string, jobId: string, printed = true) =>
  t.asOwner().patch(`/api/orders/${orderId}/print-jobs/${jobId}`).send({ printed });

describe('placing an order with print jobs', () => {
  it('when a cart holds a book and a print job, then the server prices both and the line carries the options, pages and price', async () => {
    await t.asOwner().put('/api/print-rates').send(RATES);
    const job = await uploaded();
    const res = await t.placeOrder(
      asha,
      orderBody([{ productId: pen._id, quantity: 2 }, printItem(job._id)]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.totalPrice).toBe(195.86);
    expect(res.body.productIds).toEqual([pen._id]);
    expect(res.body.lines[1]).toEqual({
      printJob: {
        jobId: job._id,
        ...CHOICE,
        fileName: 'notes.pdf',
        documentPages: 7,
        pages: 7,
        printedSides: 14,
        sheets: 8,
        printed: false,
      },
      title: 'notes.pdf',
      price: 144.86,
      coverImage: '',
      quantity: 1,
    });
    const own = await t.as(asha).get(`/api/orders/email/${asha.email}`);
    expect(own.body[0].lines).toEqual(res.body.lines);
  });

  it('when the owner changes the rates after a quote, then the order is priced at the rates of its moment', async () => {
    await t.asOwner().put('/api/print-rates').send(RATES);
    const job = await uploaded();
    const quote = await t
      .as(asha)
      .post('/api/print-jobs/quote')
      .send({ jobId: job._id, ...CHOICE });
    expect(quote.body.price).toBe(144.86);
    await t
      .asOwner()
      .put('/api/print-rates')
      .send({ ...RATES, colourDouble: 10 });
    const res = await t.placeOrder(asha, orderBody([printItem(job._id)]));
    expect(res.body.totalPrice).toBe(145);
  });

  it('when a print job is ordered twice, then the second order is a 409 and takes nothing', async () => {
    const { job } = await placeWithJob();
    const res = await t.placeOrder(
      asha,
      orderBody([{ productId: pen._id, quantity: 1 }, printItem(job._id)]),
    );
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'A print file in this order is already in another order. Upload it again to print it again.',
    );
    expect(res.body.error.jobIds).toEqual([job._id]);
    expect((await request(t.app).get(`/api/books/${pen._id}`)).body.stock).toBe(10);
    expect((await t.as(asha).get(`/api/orders/email/${asha.email}`)).body).toHaveLength(1);
  });

  it('when a customer orders someone else’s job, a missing one, or a range past the document, then it is a 400 and nothing is stored', async () => {
    const ravisJob = await uploaded(ravi);
    const others = await t.placeOrder(asha, orderBody([printItem(ravisJob._id)]));
    expect(others.status).toBe(400);
    expect(others.body.error.message).toBe('A print file in the order is no longer kept. Upload it again.');
    expect(others.body.error.jobIds).toEqual([ravisJob._id]);
    expect((await t.placeOrder(asha, orderBody([printItem('f'.repeat(24))]))).status).toBe(400);
    const job = await uploaded();
    const past = await t.placeOrder(asha, orderBody([printItem(job._id, { ...CHOICE, range: '6-9' })]));
    expect(past.status).toBe(400);
    expect(past.body.error.message).toBe('The document has 7 pages; "6-9" goes past it.');
    const bad = await t.placeOrder(asha, orderBody([printItem(job._id, { ...CHOICE, copies: 0 })]));
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues[0]).toMatchObject({ path: 'items.0.printJob.copies' });
    expect((await t.as(asha).get(`/api/orders/email/${asha.email}`)).body).toEqual([]);
  });

  it('when an order with a print job is retried with its Idempotency-Key, then the same order comes back', async () => {
    await t.asOwner().put('/api/print-rates').send(RATES);
    const job = await uploaded();
    const first = await t.placeOrder(asha, orderBody([printItem(job._id)]), 'print-order-key-1');
    const again = await t.placeOrder(asha, orderBody([printItem(job._id)]), 'print-order-key-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body._id).toBe(first.body._id);
  });

  it('when an order with a print job is placed, then the customer’s notice names the file and its options', async () => {
    const { order } = await placeWithJob();
    const { items } = await t.store.outbox.list({ limit: 10, offset: 0 });
    const notice = items.find((message) => message.orderId === order._id)!;
    expect(notice.text).toContain(
      'Print: notes.pdf (Colour, double-sided, 2 copies, all pages, stapled)  ₹144.86',
    );
  });
});

describe('print jobs at the desk', () => {
  it('when a print job is not ticked Printed, then the order cannot be marked ready; once ticked it can, and is collected', async () => {
    const { job, order } = await placeWithJob();
    const today = await t.asOwner().get('/api/orders/today');
    expect(today.body.printJobs).toEqual([
      expect.objectContaining({
        orderId: order._id,
        jobId: job._id,
        fileName: 'notes.pdf',
        sheets: 8,
        printedSides: 14,
      }),
    ]);
    expect(today.body.bags).toEqual([
      expect.objectContaining({ orderId: order._id, printFiles: ['notes.pdf'] }),
    ]);

    const early = await t.moveOrder(order._id, 'ready');
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(
      'Tick Printed on every print job of this order before marking it ready.',
    );

    expect(
      (await t.as(asha).patch(`/api/orders/${order._id}/print-jobs/${job._id}`).send({ printed: true }))
        .status,
    ).toBe(403);
    expect((await tick(order._id, 'f'.repeat(24))).status).toBe(404);
    expect(
      (await t.asOwner().patch(`/api/orders/${order._id}/print-jobs/${job._id}`).send({ printed: 'yes' }))
        .status,
    ).toBe(400);
    const ticked = await tick(order._id, job._id);
    expect(ticked.status).toBe(200);
    expect(ticked.body.lines[0].printJob.printed).toBe(true);
    expect((await t.asOwner().get('/api/orders/today')).body.printJobs).toEqual([]);

    expect((await t.moveOrder(order._id, 'ready')).status).toBe(200);
    const late = await tick(order._id, job._id, false);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('This order is ready; its print jobs can no longer be ticked.');
    expect((await t.moveOrder(order._id, 'collected')).status).toBe(200);
  });

  it('when the owner has ticked a print job Printed, then the customer’s cancel is a 409 that says to call the shop, and the owner can still cancel', async () => {
    await t.asOwner().put('/api/print-rates').send(RATES);
    const job = await uploaded();
    const placed = await t.placeOrder(
      asha,
      orderBody([{ productId: pen._id, quantity: 2 }, printItem(job._id)]),
    );
    expect(placed.status).toBe(201);
    expect((await tick(placed.body._id, job._id)).status).toBe(200);

    const refused = await t.as(asha).post(`/api/orders/${placed.body._id}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(PRINTED_CANCEL_MESSAGE);
    expect((await t.store.orders.get(placed.body._id))!.status).toBe('placed');
    expect((await t.store.books.get(pen._id))!.stock).toBe(8);

    const byOwner = await t.moveOrder(placed.body._id, 'cancelled');
    expect(byOwner.status).toBe(200);
    expect((await t.store.books.get(pen._id))!.stock).toBe(10);
  });

  it('when a print job is not ticked, then the customer may still cancel', async () => {
    const { order } = await placeWithJob();
    const res = await t.as(asha).post(`/api/orders/${order._id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('cancelled');
  });

  it('when the owner downloads an ordered job, then it is the same bytes the customer uploaded', async () => {
    const { job } = await placeWithJob();
    const file = await t.asOwner().get(`/api/print-jobs/${job._id}/file`).buffer(true);
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.body as Buffer, job.pdf)).toBe(0);
    expect((await t.as(ravi).get(`/api/print-jobs/${job._id}/file`)).status).toBe(404);
  });

  it('when print jobs are collected, then the statistics show print takings apart from goods', async () => {
    await t.asOwner().put('/api/print-rates').send(RATES);
    const job = await uploaded();
    const order = (
      await t.placeOrder(asha, orderBody([{ productId: pen._id, quantity: 2 }, printItem(job._id)]))
    ).body;
    await tick(order._id, job._id);
    await t.moveOrder(order._id, 'ready');
    await t.moveOrder(order._id, 'collected');
    const stats = (await t.asOwner().get('/api/admin')).body;
    expect(stats).toMatchObject({ totalSales: 195.86, goodsSales: 51, printSales: 144.86, unitsSold: 2 });
    expect(stats.monthlySales.at(-1)).toMatchObject({ total: 195.86, print: 144.86, units: 2 });
  });
});

describe('a tick racing a customer’s cancel', () => {
  /** Ticks every print job of the order the cancel is reading, just after it was read. */
  let tickWhileCancelling = false;
  const racing = useTestApp({
    customers: ['asha'],
    env: { PRINT_UPLOAD_RATE_LIMIT: '40', ORDER_RATE_LIMIT: '40' },
    wrapStore: (real): Store => ({
      ...real,
      orders: {
        ...real.orders,
        async get(id) {
          const order = await real.orders.get(id);
          if (order && tickWhileCancelling) {
            for (const line of order.lines.filter(isPrintLine)) {
              await real.orders.markPrinted(id, line.printJob.jobId, true);
            }
          }
          return order;
        },
      },
    }),
  });

  it('when the owner ticks Printed while the customer’s cancel is on its way, then the cancel is a 409 and the order stays placed', async () => {
    const customer = racing.customers.asha;
    const pdf = makePdf({ pages: 3 });
    const job = await racing
      .as(customer)
      .post('/api/print-jobs')
      .attach('file', pdf, { filename: 'notes.pdf', contentType: 'application/pdf' });
    const placed = await racing.placeOrder(customer, orderBody([printItem(job.body._id)]));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);

    tickWhileCancelling = true;
    const res = await racing.as(customer).post(`/api/orders/${placed.body._id}/cancel`);
    tickWhileCancelling = false;
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(PRINTED_CANCEL_MESSAGE);
    expect((await racing.store.orders.get(placed.body._id))!.status).toBe('placed');
  });
});

describe('keeping print files', () => {
  it('when an order is collected, then its file is kept PRINT_RETENTION_DAYS and then deleted; the order keeps its line', async () => {
    const { job, order } = await placeWithJob();
    await tick(order._id, job._id);
    await t.moveOrder(order._id, 'ready');
    await t.moveOrder(order._id, 'collected');
    const days = (count: number) => new Date(Date.now() + count * 86_400_000);

    expect(await sweepPrintFiles(t.store.print, days(6.9), 7)).toEqual({ unordered: 0, ended: 0 });
    expect((await t.asOwner().get(`/api/print-jobs/${job._id}/file`)).status).toBe(200);
    expect((await sweepPrintFiles(t.store.print, days(7.1), 7)).ended).toBe(1);
    const gone = await t.asOwner().get(`/api/print-jobs/${job._id}/file`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('This print file has been deleted.');
    const kept = (await t.as(asha).get(`/api/orders/email/${asha.email}`)).body[0];
    expect(kept.lines[0]).toMatchObject({ title: 'notes.pdf', price: 144.86 });
    expect((await t.asOwner().get('/api/admin')).body.printFiles).toEqual({ files: 0, bytes: 0 });
  });

  it('when an order is still open, then its file stays however old it is', async () => {
    const { job } = await placeWithJob();
    expect(await sweepPrintFiles(t.store.print, new Date(Date.now() + 30 * 86_400_000), 7)).toEqual({
      unordered: 0,
      ended: 0,
    });
    expect((await t.asOwner().get(`/api/print-jobs/${job._id}/file`)).status).toBe(200);
  });
});
