import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TAX_SETTINGS,
  indiaDay,
  type Book,
  type CounterSale,
  type Purchase,
  type Supplier,
} from '../src/contract';
import { useTestApp } from './harness';
import { signedInStaff } from './staff-support';

const t = useTestApp({
  books: {
    pen: { title: 'Gel Pen', newPrice: 25, stock: 4, sku: 'PEN-1' },
    notebook: { title: 'Notebook', newPrice: 60, stock: 0, sku: 'NB-1' },
  },
});
const { pen, notebook } = t.books;

async function supplierIn(gstin: string | null, state = 'Maharashtra'): Promise<Supplier> {
  const res = await t
    .asOwner()
    .post('/api/suppliers')
    .send({ name: `Supplier ${gstin ?? state}`, gstin, address: 'Itwari, Nagpur', state });
  expect(res.status).toBe(201);
  return res.body as Supplier;
}

const registered = () =>
  t.store.taxSettings.put({ ...DEFAULT_TAX_SETTINGS, gstMode: 'regular', gstin: '27AAPFU0939F1ZV' });

const billOf = (supplier: Supplier, lines: object[], extra: object = {}) => ({
  supplierId: supplier._id,
  billNumber: 'NV/1021',
  billDate: '2026-11-02',
  lines,
  ...extra,
});
const line = (book: Book, quantity: number, unitCost: number, gstRate = 18) => ({
  productId: book._id,
  quantity,
  unitCost,
  gstRate,
  hsn: '9608',
  unit: 'NOS',
});
const post = (body: object) => t.asOwner().post('/api/purchases').send(body);
const item = async (book: Book) => (await t.asOwner().get(`/api/books/${book._id}`)).body as Book;

const NO_LEVELS = { reorderLevel: null, reorderQuantity: null };

describe('/api/purchases, the suppliers’ bills that bring stock in', () => {
  it('when a registered shop enters a bill from its own state, then each line has equal CGST and SGST, the input tax is credited and the units are on sale', async () => {
    await registered();
    const navneet = await supplierIn('27AAACN1234F1ZX');
    const res = await post(
      billOf(navneet, [line(pen, 10, 12.35), line(notebook, 3, 40.01, 5)], {
        otherCharges: 50,
        roundOff: -0.4,
      }),
    );
    expect(res.status).toBe(201);
    const purchase = res.body as Purchase;
    expect(purchase).toMatchObject({
      supplier: { _id: navneet._id, gstin: '27AAACN1234F1ZX', stateCode: '27' },
      billNumber: 'NV/1021',
      financialYear: '26-27',
      interState: false,
      status: 'posted',
    });
    // 123.50 at 18%: 11.115 rounds to 11.12 each half; 120.03 at 5%: 3.00075 to 3.00.
    expect(purchase.lines.map((l) => [l.title, l.taxable, l.cgst, l.sgst, l.igst, l.amount])).toEqual([
      ['Gel Pen', 123.5, 11.12, 11.12, 0, 145.74],
      ['Notebook', 120.03, 3, 3, 0, 126.03],
    ]);
    expect(purchase.totals).toEqual({
      ...{ taxable: 243.53, cgst: 14.12, sgst: 14.12, igst: 0, itc: 28.24 },
      ...{ otherCharges: 50, roundOff: -0.4, total: 321.37 },
    });
    expect((await item(pen)).stock).toBe(14);
    expect((await item(notebook)).stock).toBe(3);
    expect((await t.asOwner().get(`/api/purchases/${purchase._id}`)).body).toEqual(purchase);
    const list = await t.asOwner().get(`/api/purchases?supplierId=${navneet._id}&from=2026-11-01`);
    expect(list.headers['x-total-count']).toBe('1');
  });

  it('when the supplier is in another state, then the bill carries IGST, and from an unregistered supplier no input tax is credited', async () => {
    await registered();
    const delhi = await supplierIn(null, 'Delhi');
    const igst = (await post(billOf(delhi, [line(pen, 2, 100)]))).body as Purchase;
    expect(igst).toMatchObject({
      interState: true,
      totals: { cgst: 0, sgst: 0, igst: 36, itc: 0, total: 236 },
    });
  });

  it('when a bill number comes again from the supplier in the year, then it is a 409 naming the bill entered, and nothing moves', async () => {
    const navneet = await supplierIn(null);
    const first = (await post(billOf(navneet, [line(pen, 5, 10)]))).body as Purchase;
    const again = await post(billOf(navneet, [line(pen, 5, 10)], { billNumber: 'nv/ 1021' }));
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'conflict',
      message: 'Bill nv/ 1021 of this supplier is already entered for this financial year.',
      purchaseId: first._id,
    });
    expect((await item(pen)).stock).toBe(9);
  });

  it('when a bill is cancelled the same day before its units sold, then they go; after a sale it is a 409; a second cancel is a 409', async () => {
    const navneet = await supplierIn(null);
    const bill = (await post(billOf(navneet, [line(notebook, 3, 40)]))).body as Purchase;
    const sold = (await post(billOf(navneet, [line(pen, 2, 10)], { billNumber: 'NV/2' }))).body as Purchase;
    const sale = await t
      .asOwner()
      .post('/api/counter/sales')
      .set('Idempotency-Key', 'purchase-test-sale-1')
      .send({ items: [{ productId: pen._id, quantity: 5 }], payment: { method: 'cash' } });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);

    const refused = await t.asOwner().post(`/api/purchases/${sold._id}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Gel Pen: only 1 of the 2 units this bill brought are left; some were sold.',
    );
    const cancelled = await t.asOwner().post(`/api/purchases/${bill._id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelledBy: { name: expect.any(String) } });
    expect((await item(notebook)).stock).toBe(0);
    expect((await t.asOwner().post(`/api/purchases/${bill._id}/cancel`)).status).toBe(409);
  });

  it('when a bill is wrong, then it is refused naming what, and nothing moves', async () => {
    const navneet = await supplierIn(null);
    const cases: [object, number, string][] = [
      [billOf(navneet, []), 400, 'lines must have at least one line'],
      [billOf(navneet, [{ ...line(pen, 1, 10), gstRate: 7 }]), 400, 'gstRate must be one of'],
      [billOf(navneet, [{ ...line(pen, 1, 10), hsn: '96' }]), 400, 'hsn must be 4, 6 or 8 digits'],
      [billOf(navneet, [line(pen, 0, 10)]), 400, 'quantity must be at least 1'],
      [billOf(navneet, [line(pen, 1, 10.005)]), 400, 'unitCost can have at most 2 decimals'],
      [
        billOf(navneet, [line(pen, 1, 10)], { billDate: '2099-01-01' }),
        400,
        'billDate cannot be after today',
      ],
      [billOf(navneet, [line(pen, 1, 10)], { roundOff: 2 }), 400, 'roundOff can be at most 1'],
      [billOf({ ...navneet, _id: '000000000000000000000000' }, [line(pen, 1, 10)]), 404, 'No such supplier.'],
      [billOf(navneet, [line(pen, 1, 10), { ...line(pen, 1, 10), productId: 'gone' }]), 404, 'No item gone'],
    ];
    for (const [body, status, said] of cases) {
      const res = await post(body);
      expect(res.status, said).toBe(status);
      expect(JSON.stringify(res.body), said).toContain(said);
    }
    expect((await item(pen)).stock).toBe(4);
  });

  it('when a cashier asks, then purchases are not theirs; a manager enters them', async () => {
    const navneet = await supplierIn(null);
    const cashier = await signedInStaff(t, 'cashier', '2468', 'Meena');
    expect((await cashier.post('/api/purchases').send(billOf(navneet, [line(pen, 1, 10)]))).status).toBe(403);
    expect((await cashier.get('/api/purchases')).status).toBe(403);
    const manager = await signedInStaff(t, 'manager', '1357', 'Ravi');
    const res = await manager.post('/api/purchases').send(billOf(navneet, [line(pen, 1, 10)]));
    expect(res.status).toBe(201);
    expect(res.body.by).toEqual({ id: expect.any(String), name: 'Ravi' });
  });

  it('when an item was bought, then the public catalogue shows no cost', async () => {
    const navneet = await supplierIn(null);
    await post(billOf(navneet, [line(pen, 1, 10)]));
    const shown = await request(t.app).get(`/api/books/${pen._id}`);
    expect(shown.status).toBe(200);
    expect(JSON.stringify(shown.body)).not.toMatch(/cost|supplier/i);
  });

  it('when items were bought at costs, then a manager reads each cost, and the owner the stock at cost by category as JSON and CSV', async () => {
    await registered();
    const navneet = await supplierIn('27AAACN1234F1ZX');
    // The pen's 4 units on hand have no cost: the first bill's cost is theirs too.
    await post(billOf(navneet, [line(pen, 6, 12.5), line(notebook, 3, 40.01, 5)]));
    const manager = await signedInStaff(t, 'manager', '1357', 'Ravi');
    const costs = await manager.get(`/api/item-costs?ids=${pen._id},${notebook._id},unknown`);
    expect(costs.status).toBe(200);
    expect(costs.body).toEqual([
      { productId: pen._id, cost: 12.5, lastSupplierId: navneet._id, ...NO_LEVELS },
      { productId: notebook._id, cost: 40.01, lastSupplierId: navneet._id, ...NO_LEVELS },
      { productId: 'unknown', cost: null, lastSupplierId: null, ...NO_LEVELS },
    ]);
    await t.addBooks([{ title: 'Glue', category: 'adhesive', newPrice: 30, stock: 7 }]);

    const report = await t.asOwner().get('/api/reports/stock-value');
    expect(report.status).toBe(200);
    expect(report.body.categories).toEqual([
      // Pen: 10 × 12.50; notebook: 3 × 40.01.
      { category: 'penandpencil', items: 2, units: 13, value: 245.03, unitsWithoutCost: 0 },
      { category: 'adhesive', items: 1, units: 7, value: 0, unitsWithoutCost: 7 },
    ]);
    expect(report.body.totals).toEqual({ items: 3, units: 20, value: 245.03, unitsWithoutCost: 7 });
    const csv = await t.asOwner().get('/api/reports/stock-value.csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.text).toContain('Category,Items,Units on hand,Value at cost,Units without a cost');
    expect(csv.text).toContain('Total,3,20,245.03,7');
    expect((await manager.get('/api/reports/stock-value')).status).toBe(403);
  });

  it('when units sold before and after a bill and one came back, then the margin takes the cost each unit had when sold, by item and by category', async () => {
    await registered();
    const navneet = await supplierIn('27AAACN1234F1ZX');
    let keys = 0;
    const sell = async (quantity: number) => {
      const res = await t
        .asOwner()
        .post('/api/counter/sales')
        .set('Idempotency-Key', `margin-test-sale-${++keys}`)
        .send({ items: [{ productId: pen._id, quantity }], payment: { method: 'cash' } });
      expect(res.status).toBe(201);
      return res.body.sale as CounterSale;
    };
    const taxableOf = async (number: string) =>
      (
        (await t.asOwner().get(`/api/invoices/${encodeURIComponent(number)}`)).body as {
          totals: { taxable: number };
        }
      ).totals.taxable;

    const before = await sell(1);
    await post(billOf(navneet, [line(pen, 10, 10)]));
    const after = await sell(3);
    const returned = await t
      .asOwner()
      .post(`/api/orders/${after._id}/returns`)
      .send({ items: [{ productId: pen._id, quantity: 1 }], refund: { method: 'cash' }, reason: 'Spare' });
    expect(returned.status).toBe(201);
    const [billBefore, billAfter, creditNote] = await Promise.all([
      taxableOf(before.invoice!.number),
      taxableOf(after.invoice!.number),
      taxableOf(returned.body.creditNote.number),
    ]);

    const today = indiaDay(new Date());
    const res = await t.asOwner().get(`/api/reports/margin?from=${today}&to=${today}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const margin = round(billAfter - creditNote - 20);
    const pens = {
      units: 3,
      sales: round(billBefore + billAfter - creditNote),
      cost: 20,
      margin,
      marginPercent: Math.round((margin / (billAfter - creditNote)) * 10000) / 100,
      unitsWithoutCost: 1,
    };
    expect(res.body.rows).toEqual([
      { productId: pen._id, title: 'Gel Pen', category: 'penandpencil', ...pens },
    ]);
    expect(res.body.totals).toEqual(pens);
    const byCategory = await t
      .asOwner()
      .get(`/api/reports/margin?from=${today}&to=${today}&groupBy=category`);
    expect(byCategory.body.rows).toEqual([
      { productId: null, title: null, category: 'penandpencil', ...pens },
    ]);
    const csv = await t.asOwner().get(`/api/reports/margin.csv?from=${today}&to=${today}`);
    expect(csv.text).toContain('Item,Units,Sales (taxable),Cost,Margin,Margin %,Units without a cost');
    expect(csv.text).toContain(`Gel Pen,3,${pens.sales.toFixed(2)},20.00,${margin.toFixed(2)}`);
    const manager = await signedInStaff(t, 'manager', '1357', 'Ravi');
    expect((await manager.get(`/api/reports/margin?from=${today}&to=${today}`)).status).toBe(403);
  });

  it('when bills came in a month, then the purchase register has a row per bill and rate for GSTR-2B, without cancelled bills', async () => {
    await registered();
    const navneet = await supplierIn('27AAACN1234F1ZX');
    const delhi = await supplierIn(null, 'Delhi');
    await post(
      billOf(navneet, [line(pen, 10, 12.35), line(notebook, 3, 40.01, 5)], { billDate: '2026-11-03' }),
    );
    await post(billOf(delhi, [line(pen, 2, 100)], { billNumber: 'DL-9', billDate: '2026-11-01' }));
    const cancelled = (await post(billOf(navneet, [line(pen, 1, 5)], { billNumber: 'X-1' })))
      .body as Purchase;
    await t.asOwner().post(`/api/purchases/${cancelled._id}/cancel`);

    const res = await t.asOwner().get('/api/reports/purchases.csv?from=2026-11-01&to=2026-11-30');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Supplier GSTIN,Supplier,Bill number,Bill date,Place of supply,Rate,Taxable value,IGST,CGST,SGST,ITC,Bill value',
      ',Supplier Delhi,DL-9,01-11-2026,07-Delhi,18,200.00,36.00,0.00,0.00,0.00,236.00',
      '27AAACN1234F1ZX,Supplier 27AAACN1234F1ZX,NV/1021,03-11-2026,27-Maharashtra,5,120.03,0.00,3.00,3.00,6.00,271.77',
      '27AAACN1234F1ZX,Supplier 27AAACN1234F1ZX,NV/1021,03-11-2026,27-Maharashtra,18,123.50,0.00,11.12,11.12,22.24,271.77',
      '',
    ]);
    expect((await t.asOwner().get('/api/reports/purchases.csv?from=2026-11-05&to=2026-11-01')).status).toBe(
      400,
    );
  });

  it('when a bill brings an item the catalogue lacks, then it is added with the bill’s units, tax and cost; a refused bill adds nothing', async () => {
    const navneet = await supplierIn(null);
    const crayons = { title: 'Wax Crayons 24', category: 'colors', newPrice: 120, barcode: '8901234567890' };
    const res = await post(
      billOf(navneet, [
        line(pen, 1, 10),
        { ...line(pen, 12, 70, 0), productId: undefined, newItem: crayons, hsn: '9609', unit: 'PAC' },
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const added = (res.body as Purchase).lines[1]!;
    expect(added).toMatchObject({ title: 'Wax Crayons 24', quantity: 12, unit: 'PAC', gstRate: 0 });
    const item = (await t.asOwner().get(`/api/books/${added.productId}`)).body as Book;
    expect(item).toMatchObject({
      ...{ title: 'Wax Crayons 24', category: 'colors', newPrice: 120, barcode: '8901234567890' },
      ...{ stock: 12, onHand: 12, hsn: '9609', gstRate: 0, unit: 'PAC' },
    });
    expect(item.coverImage).toBeTruthy();
    const manager = await signedInStaff(t, 'manager', '1357', 'Ravi');
    expect((await manager.get(`/api/item-costs?ids=${added.productId}`)).body[0].cost).toBe(70);

    // The same supplier's bill again: refused, and its new item is not left behind.
    const glue = { title: 'Glue Stick', category: 'adhesive', newPrice: 25 };
    const again = await post(billOf(navneet, [{ ...line(pen, 5, 10), productId: undefined, newItem: glue }]));
    expect(again.status).toBe(409);
    const found = await t.asOwner().get('/api/books?search=Glue%20Stick');
    expect(JSON.stringify(found.body)).not.toContain('Glue Stick');
    const taken = await post(
      billOf(
        navneet,
        [{ ...line(pen, 1, 10), productId: undefined, newItem: { ...glue, barcode: '8901234567890' } }],
        {
          billNumber: 'NV/2',
        },
      ),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('Barcode 8901234567890 belongs to another item.');
    const both = await post(
      billOf(navneet, [{ ...line(pen, 1, 10), newItem: glue }], { billNumber: 'NV/3' }),
    );
    expect(both.status).toBe(400);
    expect(JSON.stringify(both.body)).toContain('a line names either productId or newItem');
  });

  it('when the shop pays a supplier part of two bills, then the statement runs to the paisa and payables age what is unpaid, first billed first paid', async () => {
    const navneet = (
      await t
        .asOwner()
        .post('/api/suppliers')
        .send({ name: 'Navneet', address: 'Itwari', state: 'Maharashtra', paymentTermsDays: 30 })
    ).body as Supplier;
    await post(billOf(navneet, [line(pen, 10, 100.05, 0)], { billNumber: 'A1', billDate: daysAgo(75) }));
    await post(billOf(navneet, [line(pen, 4, 50, 0)], { billNumber: 'A2', billDate: daysAgo(10) }));
    const pay = (body: object) => t.asOwner().post(`/api/suppliers/${navneet._id}/payments`).send(body);

    const paid = await pay({ amount: 600.25, method: 'bank', reference: 'UTR 77', date: daysAgo(40) });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({
      amount: 600.25,
      method: 'bank',
      reference: 'UTR 77',
      date: daysAgo(40),
      balance: 600.25,
      cashMovementId: null,
    });
    const over = await pay({ amount: 600.26, method: 'cash' });
    expect(over.status).toBe(409);
    expect(over.body.error).toEqual({
      code: 'conflict',
      message: 'Navneet is owed ₹600.25; pay more only as an advance.',
      balance: 600.25,
    });
    for (const [body, said] of [
      [{ amount: 0, method: 'cash' }, 'amount must be more than 0'],
      [{ amount: 5, method: 'card' }, 'method must be one of: cash, upi, bank, cheque'],
      [{ amount: 5, method: 'cash', date: '2099-01-01' }, 'date cannot be after today'],
    ] as const) {
      const res = await pay(body);
      expect(res.status, said).toBe(400);
      expect(JSON.stringify(res.body)).toContain(said);
    }

    const statement = await t
      .asOwner()
      .get(`/api/suppliers/${navneet._id}/statement?from=${daysAgo(50)}&to=${daysAgo(0)}`);
    expect(statement.body).toMatchObject({ opening: 1000.5, closing: 600.25 });
    expect(
      statement.body.entries.map(
        (e: { date: string; kind: string; document: string; amount: number; balance: number }) => [
          e.date,
          e.kind,
          e.document,
          e.amount,
          e.balance,
        ],
      ),
    ).toEqual([
      [daysAgo(40), 'payment', 'UTR 77', -600.25, 400.25],
      [daysAgo(10), 'bill', 'A2', 200, 600.25],
    ]);

    const report = await t.asOwner().get('/api/reports/payables');
    expect(report.status).toBe(200);
    // A1's 400.25 left is more than 30 days old and past the terms; A2 is within them.
    expect(report.body.suppliers).toEqual([
      {
        supplier: { _id: navneet._id, name: 'Navneet', gstin: null, phone: null, paymentTermsDays: 30 },
        balance: 600.25,
        oldestDue: daysAgo(75),
        overdue: 400.25,
        ageing: { days0to30: 200, days31to60: 0, days61to90: 400.25, over90: 0 },
      },
    ]);
    const csv = await t.asOwner().get('/api/reports/payables.csv');
    expect(csv.text).toContain(`Navneet,,30,600.25,400.25,200.00,0.00,400.25,0.00,${daysAgo(75)}`);
    expect((await pay({ amount: 700, method: 'cash', advance: true })).body.balance).toBe(-99.75);
    const cashier = await signedInStaff(t, 'cashier', '2468', 'Meena');
    expect(
      (await cashier.post(`/api/suppliers/${navneet._id}/payments`).send({ amount: 1, method: 'cash' }))
        .status,
    ).toBe(403);
    const manager = await signedInStaff(t, 'manager', '1357', 'Ravi');
    expect((await manager.get('/api/reports/payables')).status).toBe(403);
  });

  it('when a supplier is paid in cash from the till, then the open day’s expected cash drops by it; without a day open, or not cash, or not today, it is refused', async () => {
    const navneet = await supplierIn(null);
    await post(billOf(navneet, [line(pen, 10, 100, 0)], { billDate: indiaDay(new Date()) }));
    const pay = (body: object) => t.asOwner().post(`/api/suppliers/${navneet._id}/payments`).send(body);

    const closed = await pay({ amount: 250, method: 'cash', fromTill: true });
    expect(closed.status).toBe(409);
    expect(closed.body.error.message).toContain('No day is open at the counter');
    expect((await t.asOwner().get(`/api/suppliers/${navneet._id}/statement`)).body.entries).toHaveLength(1);

    expect((await t.asOwner().post('/api/counter/days/open').send({ float: 2000 })).status).toBe(201);
    expect((await pay({ amount: 250, method: 'upi', fromTill: true })).status).toBe(400);
    const yesterday = indiaDay(new Date(Date.now() - 864e5));
    expect((await pay({ amount: 250, method: 'cash', date: yesterday, fromTill: true })).status).toBe(400);
    const paid = await pay({ amount: 250, method: 'cash', reference: 'Slip 4', fromTill: true });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ amount: 250, balance: 750, cashMovementId: expect.any(String) });
    const day = (await t.asOwner().get('/api/counter/days/current')).body;
    expect(day).toMatchObject({ cashOut: 250, expectedCash: 1750 });
  });
});

const round = (rupees: number) => Math.round(rupees * 100) / 100;
/** The India date `days` before today. */
const daysAgo = (days: number) => indiaDay(new Date(Date.now() - days * 24 * 60 * 60 * 1000));
