import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  academicYearOf,
  financialYearOf,
  indiaDay,
  type Book,
  type PurchaseOrder,
  type ReorderList,
  type Supplier,
} from '../src/contract';
import { useTestApp } from './harness';
import { asBytes, pdfPageTexts } from './pdf-text';
import { signedInStaff } from './staff-support';

const t = useTestApp({
  books: {
    notebook: { title: 'Single-line notebook', newPrice: 40, stock: 120, sku: 'NB-1' },
    pen: { title: 'Gel Pen', newPrice: 25, stock: 4, sku: 'PEN-1' },
    glue: { title: 'Glue stick', newPrice: 30, stock: 50, sku: 'GLUE-1' },
  },
});
const { notebook, pen, glue } = t.books;
const owner = () => t.asOwner();
const year = () => financialYearOf(new Date()).label;

async function supplierNamed(name: string, phone: string | null = '98220 00111'): Promise<Supplier> {
  const res = await owner()
    .post('/api/suppliers')
    .send({ name, gstin: null, address: 'Itwari', state: 'Maharashtra', phone });
  expect(res.status).toBe(201);
  return res.body as Supplier;
}

/** A bill of `quantity` units of each book at ₹10, dated today. */
const billFrom = (supplier: Supplier, number: string, lines: [Book, number][], extra: object = {}) =>
  owner()
    .post('/api/purchases')
    .send({
      supplierId: supplier._id,
      billNumber: number,
      billDate: indiaDay(new Date()),
      lines: lines.map(([book, quantity]) => ({
        ...{ productId: book._id, quantity, unitCost: 10, gstRate: 18, hsn: '9608', unit: 'NOS' },
      })),
      ...extra,
    });
const levels = (book: Book, body: object) => owner().put(`/api/reorder/${book._id}`).send(body);
const reorderList = async () => (await owner().get('/api/reorder')).body as ReorderList;
const raise = (body: object) => owner().post('/api/purchase-orders').send(body);

describe('/api/reorder and /api/purchase-orders: what to buy again, and the orders for it', () => {
  it('when items are at their level and a kit expects sales, then the list groups them by last supplier with what to order', async () => {
    const navneet = await supplierNamed('Navneet Distributors');
    expect((await billFrom(navneet, 'NV/1', [[pen, 2]])).status).toBe(201);
    expect((await levels(pen, { reorderLevel: 6, reorderQuantity: null })).body).toEqual({
      productId: pen._id,
      reorderLevel: 6,
      reorderQuantity: null,
    });
    await levels(glue, { reorderLevel: 50, reorderQuantity: 100 });
    await levels(notebook, { reorderLevel: 10 });
    const kit = await owner()
      .post('/api/kits')
      .send({
        ...{ title: 'Class 5 list', school: "St. Xavier's", className: 'Class 5' },
        academicYear: academicYearOf(new Date()),
        lines: [
          { productId: notebook._id, quantity: 9, optional: false },
          { productId: glue._id, quantity: 2, optional: true },
        ],
        published: true,
        expectedKits: 40,
      });
    expect(kit.status).toBe(201);
    expect(kit.body.expectedKits).toBe(40);
    // Parents never see how many the shop expects to sell; the owner does.
    expect((await request(t.app).get(`/api/kits/${kit.body._id}`)).body.expectedKits).toBeNull();
    expect((await request(t.app).get('/api/kits')).body.kits[0].expectedKits).toBeNull();
    expect((await owner().get(`/api/kits/${kit.body._id}`)).body.expectedKits).toBe(40);
    await owner()
      .post('/api/kits')
      .send({
        ...{ title: 'Old list', school: "St. Xavier's", className: 'Class 6', academicYear: '2019-20' },
        lines: [{ productId: notebook._id, quantity: 5, optional: false }],
        ...{ published: true, expectedKits: 100 },
      });

    const list = await reorderList();
    expect(list.academicYear).toBe(academicYearOf(new Date()));
    expect(list.kits).toEqual([
      expect.objectContaining({
        ...{ className: 'Class 5', expectedKits: 40, perKit: 9, needed: 360, onHand: 120 },
        text: "40 × Class 5 (St. Xavier's) needs 360 Single-line notebook, 120 on hand",
      }),
    ]);
    const rows = (group: ReorderList['groups'][number]) =>
      group.lines.map((line) => [line.title, line.onHand, line.kitsNeed, line.orderQuantity, line.cost]);
    expect(list.groups.map((group) => group.supplier?.name ?? null)).toEqual(['Navneet Distributors', null]);
    // The pen (₹10 a unit and 18% GST not credited back): 6 on hand at its level 6, up to twice
    // the level. Glue at 50: its reorder quantity.
    // Notebooks above their level, but the kits need 360 with 120 on hand.
    expect(rows(list.groups[0]!)).toEqual([['Gel Pen', 6, 0, 6, 11.8]]);
    expect(rows(list.groups[1]!)).toEqual([
      ['Glue stick', 50, 0, 100, null],
      ['Single-line notebook', 120, 360, 240, null],
    ]);
  });

  it('when reorder levels are set wrongly, for an unknown item or by a cashier, then each is refused; the public item never shows cost or levels', async () => {
    expect((await levels(pen, { reorderLevel: -1 })).status).toBe(400);
    expect((await levels(pen, { reorderLevel: 2.5 })).status).toBe(400);
    expect((await levels(pen, { reorderLevel: 5, reorderQuantity: 0 })).status).toBe(400);
    expect((await levels(pen, { reorderLevel: 5, colour: 'red' })).status).toBe(400);
    expect(
      (await owner().put('/api/reorder/0123456789abcdef01234567').send({ reorderLevel: 1 })).status,
    ).toBe(404);
    const cashier = await signedInStaff(t, 'cashier', '2468', 'Meena');
    expect((await cashier.put(`/api/reorder/${pen._id}`).send({ reorderLevel: 1 })).status).toBe(403);
    expect((await cashier.get('/api/reorder')).status).toBe(403);
    expect((await cashier.post('/api/purchase-orders').send({})).status).toBe(403);

    await levels(pen, { reorderLevel: 5, reorderQuantity: 20 });
    await billFrom(await supplierNamed('Navneet'), 'NV/9', [[pen, 3]]);
    const costs = await owner().get(`/api/item-costs?ids=${pen._id}`);
    expect(costs.body).toEqual([
      {
        productId: pen._id,
        cost: 11.8,
        lastSupplierId: expect.any(String),
        reorderLevel: 5,
        reorderQuantity: 20,
      },
    ]);
    const shown = await request(t.app).get(`/api/books/${pen._id}`);
    const listed = await request(t.app).get('/api/books');
    for (const text of [JSON.stringify(shown.body), JSON.stringify(listed.body)]) {
      expect(text).not.toMatch(/cost|reorder|lastSupplier/i);
    }
  });

  it('when an order is raised, then it is numbered, priced at the items’ cost, and sent as a PDF and a WhatsApp message; it counts as on order', async () => {
    const navneet = await supplierNamed('Navneet Distributors');
    await billFrom(navneet, 'NV/1', [[pen, 2]]);
    await levels(pen, { reorderLevel: 6, reorderQuantity: 30 });
    const res = await raise({
      supplierId: navneet._id,
      lines: [
        { productId: pen._id, quantity: 30 },
        { productId: glue._id, quantity: 12, unitCost: 18.5 },
      ],
      note: 'Deliver before 1 June',
    });
    expect(res.status).toBe(201);
    const order = res.body as PurchaseOrder;
    expect(order).toMatchObject({
      number: `SB/PO${year()}/00001`,
      date: indiaDay(new Date()),
      supplier: { _id: navneet._id, name: 'Navneet Distributors', phone: '+919822000111' },
      status: 'open',
      estimatedValue: 576,
      pdfUrl: `/api/purchase-orders/${order._id}.pdf`,
    });
    expect(
      order.lines.map((line) => [line.title, line.quantity, line.unitCost, line.received, line.due]),
    ).toEqual([
      ['Gel Pen', 30, 11.8, 0, 30],
      ['Glue stick', 12, 18.5, 0, 12],
    ]);
    expect(order.text).toContain('1. Gel Pen × 30 NOS');
    expect(order.text).toContain('Note: Deliver before 1 June');
    expect(order.whatsappUrl).toBe(`https://wa.me/919822000111?text=${encodeURIComponent(order.text)}`);
    expect(
      (await raise({ supplierId: navneet._id, lines: [{ productId: pen._id, quantity: 1 }] })).body.number,
    ).toBe(`SB/PO${year()}/00002`);

    const pdf = await owner().get(order.pdfUrl).buffer(true).parse(asBytes);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPageTexts(pdf.body as Buffer)).join(' ');
    for (const said of [
      'PURCHASE ORDER',
      order.number,
      'Navneet Distributors',
      'Gel Pen',
      'Glue stick',
      '354.00',
      '222.00',
      '₹576.00',
    ]) {
      expect(text).toContain(said);
    }

    // 6 on hand at level 6 wants 30, and 31 are on order already.
    const pens = (await reorderList()).groups
      .flatMap((group) => group.lines)
      .find((line) => line.productId === pen._id);
    expect(pens).toMatchObject({ onOrder: 31, orderQuantity: 0 });
    const open = await owner().get(`/api/purchase-orders?supplierId=${navneet._id}&open=true`);
    expect(open.headers['x-total-count']).toBe('2');
  });

  it('when bills come in against an order, then its lines fill and show what is still due; a bill from another supplier or on a received order is refused', async () => {
    const navneet = await supplierNamed('Navneet Distributors');
    const other = await supplierNamed('Kamal Traders', null);
    const order = (
      await raise({
        supplierId: navneet._id,
        lines: [
          { productId: pen._id, quantity: 30 },
          { productId: glue._id, quantity: 10 },
        ],
      })
    ).body as PurchaseOrder;
    expect(order.whatsappUrl).not.toBeNull();

    const wrong = await billFrom(other, 'KT/1', [[pen, 5]], { purchaseOrderId: order._id });
    expect(wrong.status).toBe(409);
    expect(wrong.body.error).toMatchObject({ code: 'conflict', purchaseOrderId: order._id });
    expect(wrong.body.error.message).toContain('Navneet Distributors');
    const first = await billFrom(navneet, 'NV/7', [[pen, 20]], { purchaseOrderId: order._id });
    expect(first.status).toBe(201);
    expect(first.body.purchaseOrderId).toBe(order._id);
    const part = (await owner().get(`/api/purchase-orders/${order._id}`)).body as PurchaseOrder;
    expect(part.status).toBe('part_received');
    expect(part.lines.map((line) => [line.title, line.received, line.due])).toEqual([
      ['Gel Pen', 20, 10],
      ['Glue stick', 0, 10],
    ]);
    expect(part.text).toContain('1. Gel Pen × 10 NOS');

    expect(
      (
        await billFrom(
          navneet,
          'NV/8',
          [
            [pen, 10],
            [glue, 10],
          ],
          { purchaseOrderId: order._id },
        )
      ).status,
    ).toBe(201);
    const done = (await owner().get(`/api/purchase-orders/${order._id}`)).body as PurchaseOrder;
    expect(done.status).toBe('received');
    const late = await billFrom(navneet, 'NV/9', [[pen, 1]], { purchaseOrderId: order._id });
    expect(late.status).toBe(409);
    expect((await owner().post(`/api/purchase-orders/${order._id}/close`)).status).toBe(409);
    expect(
      (await billFrom(navneet, 'NV/10', [[pen, 1]], { purchaseOrderId: '0123456789abcdef01234567' })).status,
    ).toBe(404);
    expect((await t.store.books.get(pen._id))!.onHand).toBe(34);
  });

  it('when an order is closed or asked for wrongly, then closing stops it counting as on order, and bad orders are refused', async () => {
    const navneet = await supplierNamed('Navneet Distributors');
    const order = (await raise({ supplierId: navneet._id, lines: [{ productId: pen._id, quantity: 8 }] }))
      .body as PurchaseOrder;
    const closed = await owner().post(`/api/purchase-orders/${order._id}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      status: 'closed',
      closedBy: expect.objectContaining({ name: expect.any(String) }),
    });
    expect((await owner().post(`/api/purchase-orders/${order._id}/close`)).status).toBe(409);
    expect((await owner().get('/api/purchase-orders?open=true')).headers['x-total-count']).toBe('0');
    expect((await owner().get('/api/purchase-orders/0123456789abcdef01234567')).status).toBe(404);

    expect((await raise({ supplierId: navneet._id, lines: [] })).status).toBe(400);
    const twice = { productId: pen._id, quantity: 1 };
    expect((await raise({ supplierId: navneet._id, lines: [twice, twice] })).status).toBe(400);
    expect(
      (await raise({ supplierId: navneet._id, lines: [{ productId: pen._id, quantity: 0 }] })).status,
    ).toBe(400);
    expect((await raise({ supplierId: '0123456789abcdef01234567', lines: [twice] })).status).toBe(404);
    expect(
      (await raise({ supplierId: navneet._id, lines: [{ productId: 'no-such-item', quantity: 1 }] })).status,
    ).toBe(404);
  });
});
