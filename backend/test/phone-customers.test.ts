import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceView, OrderView } from '../src/contract';
import { ASHA, validOrderBody } from './fixtures';
import { signInByPhone, useTestApp, type TestCustomer } from './harness';
import { makePdf } from './pdf-files';
import { toPaise } from '../src/contract';

const t = useTestApp({
  customers: ['asha'],
  books: {
    pen: { title: 'Gel Pen', newPrice: 25, oldPrice: 30, stock: 20 },
    atlas: { title: 'School Atlas', newPrice: 100, oldPrice: 120, stock: 10 },
  },
});
const { asha } = t.customers;
const { pen, atlas } = t.books;
/** The number typed at checkout (ASHA's), as the API keeps it. */
const TYPED_PHONE = '+919876543210';

/** Two customers who signed in with a code sent to their phones: no e-mail at all. */
let meena: TestCustomer;
let kiran: TestCustomer;
beforeAll(async () => {
  [meena, kiran] = await Promise.all([signInByPhone(), signInByPhone()]);
});

/** SPEC's order body, unchanged, with the language the storefront was showing when it was given. */
const orderIn = (locale: string | undefined, productIds = [pen._id]) => ({
  ...validOrderBody(productIds),
  ...(locale ? { locale } : {}),
});

async function placeAs(who: TestCustomer, locale?: string, productIds?: string[]): Promise<OrderView> {
  const res = await t.placeOrder(who, orderIn(locale, productIds));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as OrderView;
}

const mine = (who: TestCustomer | string) => t.as(who).get('/api/orders/mine');

describe('a customer signed in by phone', () => {
  it('when they place an order, then it needs no e-mail and keeps the verified number beside the one typed for pickup', async () => {
    const order = await placeAs(meena);
    expect(order).toMatchObject({
      email: '',
      phone: TYPED_PHONE,
      verifiedPhone: meena.phoneNumber,
      locale: 'en',
      status: 'placed',
      totalPrice: 25,
    });
    expect(await t.store.orders.get(order._id)).toMatchObject({
      customerUid: meena.uid,
      verifiedPhone: meena.phoneNumber,
    });
    // Whose it is stays the shop's to know: the answer never names the account.
    expect(order).not.toHaveProperty('customerUid');
  });

  it('when they read their orders, then /mine has them newest first in the shape of the by-email list, and nobody else’s', async () => {
    const first = await placeAs(meena);
    const second = await placeAs(meena, 'hi', [pen._id, atlas._id]);
    await placeAs(kiran);
    await placeAs(asha);

    const res = await mine(meena);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const orders = res.body as OrderView[];
    expect(orders.map((order) => order._id)).toEqual([second._id, first._id]);
    expect(orders[0]).toEqual(second);

    // Each customer reads their own, and a parameter naming someone else changes nothing.
    expect((await mine(kiran)).body).toHaveLength(1);
    const ashas = (await mine(asha)).body as OrderView[];
    expect(ashas.map((order) => order.email)).toEqual([asha.email]);
    const asked = await t.as(kiran).get(`/api/orders/mine?email=${asha.email}&uid=${meena.uid}`);
    expect((asked.body as OrderView[]).every((order) => order.verifiedPhone === kiran.phoneNumber)).toBe(
      true,
    );
    // The by-email list is for e-mail accounts: a phone customer can name no address as theirs.
    expect((await t.as(meena).get(`/api/orders/email/${asha.email}`)).status).toBe(403);
    // E-mail customers read the by-email list as before.
    expect((await t.as(asha).get(`/api/orders/email/${asha.email}`)).body).toEqual(ashas);
  });

  it('when /mine is asked without a sign-in, with a forged token or as the owner, then it answers nobody’s orders', async () => {
    await placeAs(meena);
    expect((await request(t.app).get('/api/orders/mine')).status).toBe(401);
    expect((await mine('not-a-token')).status).toBe(401);
    expect((await mine(t.adminToken)).status).toBe(401);
  });

  it('when they cancel their placed order, then it is cancelled and /mine says so; another customer’s cancel finds no order', async () => {
    const order = await placeAs(meena);
    expect((await t.as(kiran).post(`/api/orders/${order._id}/cancel`)).status).toBe(404);
    expect((await t.as(asha).post(`/api/orders/${order._id}/cancel`)).status).toBe(404);

    const cancelled = await t.as(meena).post(`/api/orders/${order._id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ _id: order._id, status: 'cancelled' });
    expect(((await mine(meena)).body as OrderView[])[0]).toMatchObject({ status: 'cancelled' });
  });

  it('when they upload a file and order its print, then they read the file and its order; nobody else can', async () => {
    const pdf = makePdf({ pages: 3 });
    const upload = await t
      .as(meena)
      .post('/api/print-jobs')
      .attach('file', pdf, { filename: 'worksheet.pdf', contentType: 'application/pdf' });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const jobId = (upload.body as { _id: string })._id;
    const choice = { colour: 'bw', sides: 'single', copies: 1, range: '', binding: 'none' };
    const placed = await t.placeOrder(meena, {
      ...ASHA,
      items: [{ printJob: { jobId, ...choice } }],
      locale: 'hi',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);

    const file = await t.as(meena).get(`/api/print-jobs/${jobId}/file`);
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.body as Buffer, pdf)).toBe(0);
    expect((await t.as(kiran).get(`/api/print-jobs/${jobId}/file`)).status).toBe(404);
    expect(((await mine(meena)).body as OrderView[])[0]!.lines[0]).toMatchObject({
      printJob: { jobId },
    });
  });

  it('when their order is collected, then they read its bill; another customer cannot', async () => {
    const order = await placeAs(meena, 'hi');
    expect((await t.moveOrder(order._id, 'ready')).status).toBe(200);
    const collected = (await t.moveOrder(order._id, 'collected')).body as OrderView;
    const url = `/api/invoices/${encodeURIComponent(collected.invoice!.number)}`;

    const bill = await t.as(meena).get(url);
    expect(bill.status).toBe(200);
    expect(bill.body as InvoiceView).toMatchObject({ orderId: order._id });
    expect((await t.as(meena).get(`${url}/pdf`)).status).toBe(200);
    expect((await t.as(kiran).get(url)).status).toBe(404);
    expect((await t.as(asha).get(url)).status).toBe(404);
  });
});

describe('an order’s language', () => {
  it('when the body names a language the shop does not write, or no text, then 400 names locale', async () => {
    for (const locale of ['fr', 'HI', 'hi-IN', '', 7]) {
      const res = await t.placeOrder(meena, { ...validOrderBody([pen._id]), locale });
      expect(res.status).toBe(400);
      expect(res.body.error.issues).toEqual([{ path: 'locale', message: 'locale must be one of: en, hi' }]);
    }
    expect(await t.store.orders.listByAccount(meena.uid, null)).toEqual([]);
  });

  it('when an e-mail customer orders in Hindi, then the order keeps it, with no verified number', async () => {
    const order = await placeAs(asha, 'hi');
    expect(order).toMatchObject({ email: asha.email, locale: 'hi', verifiedPhone: null });
  });
});

describe('an e-mail customer’s orders placed under another account of theirs', () => {
  /** An order kept under an older account of someone, as the store holds it. */
  async function olderOrder(email: string, emailVerified: boolean) {
    const created = await t.store.orders.create({
      customerUid: `older-account-${emailVerified}`,
      email,
      emailVerified,
      ...ASHA,
      lines: [
        {
          bookId: pen._id,
          title: pen.title,
          unitPricePaise: toPaise(25),
          coverImage: pen.coverImage,
          quantity: 1,
        },
      ],
      totalPaise: toPaise(25),
    });
    if (created.outcome !== 'created') throw new Error(created.outcome);
    return created.order;
  }

  it('when one was placed with the same verified e-mail, then /mine lists it and they may cancel it; one whose address was never verified is not theirs', async () => {
    const older = await olderOrder(asha.email, true);
    const unproven = await olderOrder(asha.email, false);
    const own = await placeAs(asha);

    const ids = ((await mine(asha)).body as OrderView[]).map((order) => order._id);
    expect(ids).toEqual([own._id, older._id]);
    expect(ids).not.toContain(unproven._id);
    expect((await t.as(asha).post(`/api/orders/${unproven._id}/cancel`)).status).toBe(404);
    expect((await t.as(meena).post(`/api/orders/${older._id}/cancel`)).status).toBe(404);
    expect((await t.as(asha).post(`/api/orders/${older._id}/cancel`)).body).toMatchObject({
      status: 'cancelled',
    });
  });
});
