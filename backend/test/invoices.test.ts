import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TAX_SETTINGS,
  indiaDay,
  seriesOf,
  type CounterSale,
  type GstMode,
  type InvoiceView,
  type OrderReturn,
  type OrderView,
} from '../src/contract';
import { validOrderBody } from './fixtures';
import { useTestApp, type Caller } from './harness';
import { pdfPageTexts } from './pdf-text';

const SHOP_GSTIN = '27AAPFU0939F1ZV';
const BUYER_GSTIN = '29ABCDE1234F1ZW';
const BUYER_ADDRESS = '4 Residency Road, Bengaluru 560025';
/** A business buyer as the bill names it: its state and code are its GSTIN's. */
const BUSINESS = { gstin: BUYER_GSTIN, address: BUYER_ADDRESS, state: 'Karnataka', stateCode: '29' };

const t = useTestApp({
  env: { SHOP_URL: 'https://shop.saraswati.example/' },
  customers: ['asha', 'bina'],
  books: {
    pen: { title: 'Gel Pen', category: 'penandpencil', newPrice: 25, oldPrice: 25, stock: 50, unit: 'PAC' },
    atlas: { title: 'School Atlas', category: 'book', newPrice: 100, oldPrice: 120, stock: 10 },
    encyclopaedia: {
      title: 'Encyclopaedia Set',
      category: 'book',
      newPrice: 25000,
      oldPrice: 25000,
      stock: 5,
    },
  },
});
const { asha, bina } = t.customers;
const { pen, atlas, encyclopaedia } = t.books;
let keys = 0;

const registerAs = (gstMode: GstMode) =>
  t.store.taxSettings.put({
    ...DEFAULT_TAX_SETTINGS,
    gstMode,
    gstin: gstMode === 'unregistered' ? '' : SHOP_GSTIN,
    legalName: 'Saraswati Stationers LLP',
  });

const sell = (body: object) =>
  t
    .asOwner()
    .post('/api/counter/sales')
    .set('Idempotency-Key', `bill-key-${++keys}`)
    .send({
      items: [
        { productId: pen._id, quantity: 2 },
        { productId: atlas._id, quantity: 1 },
      ],
      ...body,
    });

const cash = { payment: { method: 'cash' } };
const billUrl = (number: string) => `/api/invoices/${encodeURIComponent(number)}`;

/** A bill's A4 PDF as `caller` downloads it, the body a Buffer. */
const billPdf = (caller: Caller, number: string) =>
  caller
    .get(`${billUrl(number)}/pdf`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

/** An online order of Asha's, ready at the desk. */
async function readyOrder(): Promise<OrderView> {
  const placed = await t.placeOrder(asha, validOrderBody([pen._id, atlas._id]));
  expect(placed.status).toBe(201);
  expect((await t.moveOrder(placed.body._id, 'ready')).status).toBe(200);
  return placed.body as OrderView;
}

const collect = (id: string, extra: object = {}) =>
  t
    .asOwner()
    .patch(`/api/orders/${id}/status`)
    .send({ status: 'collected', payment: { method: 'upi', reference: 'UTR 9' }, ...extra });

describe('bills of counter sales', () => {
  it('when a regular shop sells at the counter, then the sale carries a tax invoice the owner reads as JSON with its tax split', async () => {
    await registerAs('regular');
    const res = await sell({
      ...cash,
      buyer: { name: 'Kiran Traders', gstin: ' 29abcde1234f1zw ', address: BUYER_ADDRESS },
    });
    expect(res.status).toBe(201);
    const sale = res.body.sale as CounterSale;
    const number = `${seriesOf('SB', 'invoice', new Date())}00001`;
    const date = indiaDay(new Date());
    expect(sale.invoice).toEqual({ number, date, kind: 'tax-invoice', title: 'Invoice-cum-Bill of Supply' });

    const bill = await t.asOwner().get(billUrl(number));
    expect(bill.status).toBe(200);
    expect(bill.headers['cache-control']).toBe('private, no-store');
    expect(bill.body).toEqual({
      number,
      date,
      kind: 'tax-invoice',
      title: 'Invoice-cum-Bill of Supply',
      cancelled: false,
      seller: {
        legalName: 'Saraswati Stationers LLP',
        address: t.config.shop.address,
        gstin: SHOP_GSTIN,
        gstMode: 'regular',
      },
      buyer: { name: 'Kiran Traders', ...BUSINESS },
      orderId: sale._id,
      lines: [
        {
          productId: pen._id,
          title: 'Gel Pen',
          quantity: 2,
          unit: 'PAC',
          price: 25,
          amount: 50,
          // ₹50 at 18%: each half 5000 × 18 / 236 = 381.35… → 3.81, taxable 42.38.
          tax: { hsn: '9608', rate: 18, taxable: 42.38, cgst: 3.81, sgst: 3.81 },
        },
        {
          productId: atlas._id,
          title: 'School Atlas',
          quantity: 1,
          unit: 'NOS',
          price: 100,
          amount: 100,
          tax: { hsn: '4901', rate: 0, taxable: 100, cgst: 0, sgst: 0 },
        },
      ],
      totals: { amount: 150, taxable: 142.38, cgst: 3.81, sgst: 3.81 },
      byRate: [
        { rate: 0, taxable: 100, cgst: 0, sgst: 0 },
        { rate: 18, taxable: 42.38, cgst: 3.81, sgst: 3.81 },
      ],
    } satisfies InvoiceView);
    expect(await t.store.invoices.get(number)).toMatchObject({ channel: 'counter', paymentMethod: 'cash' });
  });

  it('when the shop is a composition dealer or unregistered, then its sales get a bill of supply or a receipt charging no tax', async () => {
    await registerAs('composition');
    const supply = (await sell(cash)).body.sale as CounterSale;
    await registerAs('unregistered');
    const receipt = (await sell({ ...cash, customer: { name: 'Meena' } })).body.sale as CounterSale;
    expect(supply.invoice).toMatchObject({ kind: 'bill-of-supply' });
    expect(receipt.invoice).toMatchObject({ kind: 'receipt' });
    // One series whatever the kind: the numbers follow on.
    expect(receipt.invoice!.number).toBe(`${seriesOf('SB', 'invoice', new Date())}00002`);
    const bill = (await t.asOwner().get(billUrl(supply.invoice!.number))).body as InvoiceView;
    expect(bill.lines.map((line) => line.tax.rate)).toEqual([0, 0]);
    expect(bill.totals).toEqual({ amount: 150, taxable: 150, cgst: 0, sgst: 0 });
    const plain = (await t.asOwner().get(billUrl(receipt.invoice!.number))).body as InvoiceView;
    expect(plain.buyer).toEqual({ name: 'Meena' });
    expect(plain.seller.gstin).toBe('');
  });

  it('when a regular shop sells only Nil-rated goods, then the sale gets a bill of supply in the same series, charging no tax', async () => {
    await registerAs('regular');
    const taxed = (await sell(cash)).body.sale as CounterSale;
    const res = await sell({ ...cash, items: [{ productId: atlas._id, quantity: 2 }] });
    expect(res.status).toBe(201);
    const books = res.body.sale as CounterSale;
    expect(books.invoice).toMatchObject({ kind: 'bill-of-supply' });
    const serial = Number(taxed.invoice!.number.split('/').at(-1)) + 1;
    expect(books.invoice!.number).toBe(
      `${seriesOf('SB', 'invoice', new Date())}${String(serial).padStart(5, '0')}`,
    );
    const bill = (await t.asOwner().get(billUrl(books.invoice!.number))).body as InvoiceView;
    expect(bill).toMatchObject({
      kind: 'bill-of-supply',
      title: 'Bill of Supply',
      seller: { gstMode: 'regular' },
    });
    expect(bill.totals).toEqual({ amount: 200, taxable: 200, cgst: 0, sgst: 0 });
    const [text] = await pdfPageTexts((await billPdf(t.asOwner(), books.invoice!.number)).body as Buffer);
    expect(text).toMatch(/^Bill of Supply /);
    expect(text).not.toMatch(/CGST|composition/);
    expect(text).toContain('Tax payable on reverse charge: No');
  });

  it('when the buyer’s GSTIN is wrong or has no name, then the sale is refused with 400 naming the field and nothing is sold', async () => {
    const wrong = await sell({ ...cash, buyer: { name: 'Kiran Traders', gstin: '29ABCDE1234F1ZX' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.issues).toEqual([
      { path: 'buyer.gstin', message: expect.stringMatching(/check character/) },
    ]);
    const nameless = await sell({ ...cash, buyer: { gstin: BUYER_GSTIN } });
    expect(nameless.status).toBe(400);
    expect(nameless.body.error.issues).toEqual([{ path: 'buyer.name', message: 'buyer.name is required' }]);
    expect((await t.store.books.get(pen._id))!.stock).toBe(50);
  });

  it('when a buyer with a GSTIN has no address, then the sale is refused with 400 naming buyer.address and nothing is sold', async () => {
    const res = await sell({ ...cash, buyer: { name: 'Kiran Traders', gstin: BUYER_GSTIN } });
    expect(res.status).toBe(400);
    expect(res.body.error.issues).toEqual([
      { path: 'buyer.address', message: expect.stringMatching(/address/) },
    ]);
    expect((await t.store.books.get(pen._id))!.stock).toBe(50);
  });

  it('when a sale’s taxable value is ₹50,000 or more, then a buyer without a GSTIN must be named with address and state (400 naming buyer, nothing sold); named, the bill prints them', async () => {
    await registerAs('regular');
    const items = [{ productId: encyclopaedia._id, quantity: 2 }];
    const bare = await sell({ ...cash, items });
    expect(bare.status).toBe(400);
    expect(bare.body.error.issues).toEqual([
      { path: 'buyer', message: expect.stringContaining('name, address, state missing') },
    ]);
    const stateless = await sell({
      ...cash,
      items,
      buyer: { name: 'Meena Rao', address: '12 Civil Lines, Nagpur' },
    });
    expect(stateless.status).toBe(400);
    expect(stateless.body.error.message).toMatch(/state missing/);
    expect((await t.store.books.get(encyclopaedia._id))!.stock).toBe(5);

    const buyer = { name: 'Meena Rao', address: '12 Civil Lines, Nagpur 440001', state: 'maharashtra' };
    const named = await sell({ ...cash, items, buyer });
    expect(named.status, JSON.stringify(named.body)).toBe(201);
    const number = (named.body.sale as CounterSale).invoice!.number;
    const bill = (await t.asOwner().get(billUrl(number))).body as InvoiceView;
    expect(bill.buyer).toEqual({ ...buyer, state: 'Maharashtra', stateCode: '27' });
    const [text] = await pdfPageTexts((await billPdf(t.asOwner(), number)).body as Buffer);
    expect(text).toMatch(/Bill to +Meena Rao +12 Civil Lines, Nagpur 440001 +State: Maharashtra \(27\)/);
  });

  it('when a billed sale is voided, then its bill keeps its number, marked cancelled', async () => {
    const sale = (await sell(cash)).body.sale as CounterSale;
    const voided = await t.asOwner().post(`/api/counter/sales/${sale._id}/void`).send({ reason: 'twice' });
    expect(voided.body.sale.invoice).toEqual({ ...sale.invoice, cancelled: true });
    expect((await t.asOwner().get(billUrl(sale.invoice!.number))).body).toMatchObject({ cancelled: true });
  });

  it('when units of a billed sale come back, then the return’s answer names its credit note, served as JSON with the original and its buyer', async () => {
    await registerAs('regular');
    const buyer = { name: 'Kiran Traders', gstin: BUYER_GSTIN, address: BUYER_ADDRESS };
    const sale = (await sell({ ...cash, buyer })).body.sale as CounterSale;
    const res = await t
      .asOwner()
      .post(`/api/orders/${sale._id}/returns`)
      .send({ items: [{ productId: pen._id, quantity: 1 }], refund: { method: 'cash' }, reason: 'leaks' });
    expect(res.status).toBe(201);
    const returned = res.body as OrderReturn;
    const number = `${seriesOf('SB', 'credit-note', new Date())}00001`;
    expect(returned.creditNote).toEqual({ number });
    const note = (await t.asOwner().get(billUrl(number))).body as InvoiceView;
    expect(note).toMatchObject({
      number,
      kind: 'credit-note',
      orderId: sale._id,
      original: { number: sale.invoice!.number, date: sale.invoice!.date },
      lines: [
        {
          title: 'Gel Pen',
          quantity: 1,
          unit: 'PAC',
          amount: 25,
          tax: { hsn: '9608', rate: 18, taxable: 21.18 },
        },
      ],
      totals: { amount: 25, taxable: 21.18, cgst: 1.91, sgst: 1.91 },
    });
    expect(note.buyer).toEqual({ name: 'Kiran Traders', ...BUSINESS });
  });
});

describe('bills of collected orders', () => {
  it('when the owner collects an online order, then it is billed, and its customer (only) reads the bill', async () => {
    await registerAs('regular');
    const order = await readyOrder();
    const res = await collect(order._id, {
      buyer: { name: 'Rao Tutorials', gstin: BUYER_GSTIN, address: BUYER_ADDRESS },
    });
    expect(res.status).toBe(200);
    const collected = res.body as OrderView;
    expect(collected.invoice).toEqual({
      number: `${seriesOf('SB', 'invoice', new Date())}00001`,
      date: indiaDay(new Date()),
      kind: 'tax-invoice',
      title: 'Invoice-cum-Bill of Supply',
    });
    const url = billUrl(collected.invoice!.number);
    const mine = await t.as(asha).get(url);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      orderId: order._id,
      buyer: { name: 'Rao Tutorials', ...BUSINESS },
      totals: { amount: 125 },
    });
    expect((await t.as(bina).get(url)).status).toBe(404);
    expect((await t.as(bina).get(billUrl('SB/99-00/00001'))).status).toBe(404);
    expect((await t.asOwner().get(url)).body).toEqual(mine.body);
    const anonymous = await t.asOwner().get(url).set('Authorization', '');
    expect(anonymous.status).toBe(401);
    const listed = (await t.as(asha).get(`/api/orders/email/${asha.email}`)).body as OrderView[];
    expect(listed[0]!.invoice).toEqual(collected.invoice);
    // The customer is told where to download it, in the same write as the collection.
    const { items } = await t.store.outbox.list({ limit: 10, offset: 0 });
    const notice = items.find((item) => item.kind === 'collected');
    expect(notice).toMatchObject({
      orderId: order._id,
      subject: expect.stringContaining(collected.invoice!.number),
      text: expect.stringContaining(
        `Your tax invoice is ${collected.invoice!.number}, dated ${collected.invoice!.date}. ` +
          'Download it from your orders page: https://shop.saraswati.example/orders.',
      ),
    });
  });

  it('when no buyer is named at collection, then the bill is made out to the order’s name and the address its customer typed', async () => {
    const order = await readyOrder();
    const collected = (await collect(order._id)).body as OrderView;
    expect(collected.invoice).toMatchObject({ kind: 'receipt' });
    const bill = (await t.asOwner().get(billUrl(collected.invoice!.number))).body as InvoiceView;
    expect(bill.buyer).toEqual({
      name: order.name,
      address: '14 Civil Lines, Nagpur, 440001',
      state: 'Maharashtra',
      stateCode: '27',
    });
  });

  it('when an online order of ₹50,000 or more is collected without a buyer, then the name and address its customer typed make the bill lawful', async () => {
    await registerAs('regular');
    const placed = await t.placeOrder(asha, validOrderBody([encyclopaedia._id, encyclopaedia._id]));
    expect(placed.status).toBe(201);
    expect((await t.moveOrder(placed.body._id, 'ready')).status).toBe(200);
    const res = await collect(placed.body._id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const bill = (await t.asOwner().get(billUrl((res.body as OrderView).invoice!.number)))
      .body as InvoiceView;
    expect(bill.totals.taxable).toBe(50000);
    expect(bill.buyer).toMatchObject({ name: 'Asha Rao', state: 'Maharashtra', stateCode: '27' });
  });

  it('when the buyer’s GSTIN at collection is wrong, or a buyer comes with another status, then 400 and the order stays ready', async () => {
    const order = await readyOrder();
    const wrong = await collect(order._id, { buyer: { name: 'Rao Tutorials', gstin: '29ABCDE1234F1' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.issues).toEqual([
      { path: 'buyer.gstin', message: 'GSTIN must be 15 characters; this has 13' },
    ]);
    const misplaced = await t
      .asOwner()
      .patch(`/api/orders/${order._id}/status`)
      .send({ status: 'cancelled', buyer: { name: 'Rao Tutorials' } });
    expect(misplaced.status).toBe(400);
    expect((await t.store.orders.get(order._id))!).toMatchObject({ status: 'ready', invoice: null });
  });

  it('when the bill is asked for as a PDF, then its owner and its customer get the A4 bill with the number, GSTINs, each rate’s tax and the total; others 404', async () => {
    await registerAs('regular');
    const order = await readyOrder();
    const collected = (
      await collect(order._id, {
        buyer: { name: 'Rao Tutorials', gstin: BUYER_GSTIN, address: BUYER_ADDRESS },
      })
    ).body as OrderView;
    const number = collected.invoice!.number;
    const pdfUrl = `${billUrl(number)}/pdf`;
    const mine = await billPdf(t.as(asha), number);
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe(`inline; filename="${number.replaceAll('/', '-')}.pdf"`);
    const text = (await pdfPageTexts(mine.body as Buffer)).join(' ');
    for (const shown of [
      'Invoice-cum-Bill of Supply',
      number,
      SHOP_GSTIN,
      BUYER_GSTIN,
      'Rao Tutorials',
      '₹125.00',
    ])
      expect(text).toContain(shown);
    // ₹25 of pens at 18%: CGST and SGST 1.91 each on 21.18 taxable; the atlas is Nil rated.
    expect(text).toMatch(/21\.18 +1\.91 +1\.91/);
    expect(text).toMatch(/Gel Pen +1 PAC +18 /);
    expect(text).toMatch(/School Atlas +1 NOS +Nil rated/);
    expect(text).not.toMatch(/1\.90/);
    expect((await billPdf(t.asOwner(), number)).status).toBe(200);
    expect((await t.as(bina).get(pdfUrl)).status).toBe(404);
    expect((await t.asOwner().get(pdfUrl).set('Authorization', '')).status).toBe(401);
  });

  it('when a number is malformed or unknown, then 404 even to the owner', async () => {
    expect((await t.asOwner().get(billUrl('SB/25-26/00001'))).status).toBe(404);
    expect((await t.asOwner().get(billUrl('SB/25-26/0000000000001'))).status).toBe(404);
    expect((await t.asOwner().get('/api/invoices/%3Cscript%3E')).status).toBe(404);
  });
});
