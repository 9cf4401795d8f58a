import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  APPROVAL_HEADER,
  COUNTER_DEVICE_HEADER,
  indiaDay,
  toPaise,
  type AccountReceipt,
  type AccountReminder,
  type AccountStatement,
  type Approval,
  type CounterSale,
  type DayReport,
  type OrderView,
  type Paise,
  type ReceivablesReport,
  type ShopCustomer,
} from '../src/contract';
import type { AccountEntryKind } from '../src/contract';
import { validOrderBody } from './fixtures';
import { asBytes, pdfPageTexts } from './pdf-text';
import { signInByPhone, useTestApp, type Caller } from './harness';
import { signedInStaff } from './staff-support';

const t = useTestApp({
  books: { pen: { title: 'Gel Pen', newPrice: 100, stock: 50, sku: 'PEN-1' } },
  env: { SHOP_UPI_ID: 'saraswati@okaxis', SHOP_NAME: 'Saraswati Books' },
});
const { pen } = t.books;
let keys = 0;

async function customer(creditLimit = 1000, extra: object = {}): Promise<ShopCustomer> {
  const res = await t
    .asOwner()
    .post('/api/customers')
    .send({ name: 'Sunrise School', phone: '9876543210', creditLimit, ...extra });
  expect(res.status).toBe(201);
  return res.body as ShopCustomer;
}

const sellOnAccount = (
  caller: Caller,
  customerId: string,
  parts: object[],
  units: number,
  key = `account-sale-${++keys}`,
) =>
  caller
    .post('/api/counter/sales')
    .set('Idempotency-Key', key)
    .send({ items: [{ productId: pen._id, quantity: units }], customerId, payments: parts });

const balanceOf = async (id: string) =>
  ((await t.asOwner().get(`/api/customers/${id}`)).body as { balance: number }).balance;
const pay = (id: string, body: object, caller: Caller = t.asOwner()) =>
  caller.post(`/api/customers/${id}/payments`).send(body);

/** An entry written as it would have been on `date`, for the arithmetic of past weeks. */
async function entryOn(customerId: string, date: string, kind: AccountEntryKind, rupees: number) {
  const at = new Date(`${date}T06:30:00.000Z`);
  await t.store.transact(async (tx) => {
    const account = await tx.readAccount(customerId);
    await tx.postEntry(
      {
        _id: `${date.replace(/-/g, '')}${String(++keys).padStart(16, '0')}`,
        customerId,
        kind,
        amountPaise: toPaise(rupees) as Paise,
        at,
        date,
        document: null,
        orderId: null,
        method: kind === 'payment' ? 'cash' : null,
        reference: null,
        note: null,
        advance: false,
        by: null,
      },
      account!.version,
    );
  });
}

describe('selling on account at the counter', () => {
  it('when the owner sells part cash, part on account, then the sale names the customer and its parts, the balance rises by the account part and the X report counts each apart', async () => {
    const school = await customer();
    await t.asOwner().post('/api/counter/days/open').send({ float: 500 });
    const res = await sellOnAccount(
      t.asOwner(),
      school._id,
      [
        { method: 'cash', amount: 100 },
        { method: 'account', amount: 200 },
      ],
      3,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const sale = res.body.sale as CounterSale;
    expect(sale).toMatchObject({
      customerId: school._id,
      name: 'Sunrise School',
      phone: '+919876543210',
      payment: {
        method: 'account',
        parts: [
          { method: 'cash', amount: 100, reference: null },
          { method: 'account', amount: 200, reference: null },
        ],
      },
    });
    expect(await balanceOf(school._id)).toBe(200);
    const x = (await t.asOwner().get('/api/counter/days/current')).body as DayReport;
    expect(x).toMatchObject({
      cashSales: 100,
      expectedCash: 600,
      byMethod: { cash: 100, upi: 0, card: 0, account: 200 },
      byChannel: { counter: 100, online: 0 },
    });
    const day = (await t.asOwner().get('/api/counter/sales')).body;
    expect(day.totals).toMatchObject({ count: 1, amount: 100, cash: 100, account: 200 });
  });

  it('when a sale names no known customer, or its parts do not add up, or a part on account has no customer, then it is refused and nothing is sold', async () => {
    const school = await customer();
    const unknown = await sellOnAccount(t.asOwner(), '0'.repeat(24), [{ method: 'account', amount: 100 }], 1);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ code: 'not_found', message: 'No such customer.' });
    const short = await sellOnAccount(t.asOwner(), school._id, [{ method: 'account', amount: 99.99 }], 1);
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('The payments add up to ₹99.99; the total is ₹100.00.');
    const nobody = await t
      .asOwner()
      .post('/api/counter/sales')
      .send({ items: [{ productId: pen._id, quantity: 1 }], payments: [{ method: 'account', amount: 100 }] });
    expect(nobody.status).toBe(400);
    expect(nobody.body.error.issues).toContainEqual({
      path: 'customerId',
      message: 'A sale on account needs the customer: customerId.',
    });
    const both = await t
      .asOwner()
      .post('/api/counter/sales')
      .send({
        items: [{ productId: pen._id, quantity: 1 }],
        payment: { method: 'cash' },
        payments: [{ method: 'cash', amount: 100 }],
      });
    expect(both.status).toBe(400);
    expect((await t.store.books.get(pen._id))!.stock).toBe(50);
    expect(await balanceOf(school._id)).toBe(0);
  });

  it('when a cashier’s sale would pass the limit, then it is a 409 credit_limit with the limit and balance, and a manager’s approval for that sale lets it through once', async () => {
    const school = await customer(500);
    const cashier = await signedInStaff(t, 'cashier', '2468');
    const manager = await signedInStaff(t, 'manager', '9753');
    expect((await sellOnAccount(cashier, school._id, [{ method: 'account', amount: 400 }], 4)).status).toBe(
      201,
    );

    const key = 'over-the-limit';
    const over = await sellOnAccount(cashier, school._id, [{ method: 'account', amount: 200 }], 2, key);
    expect(over.status).toBe(409);
    expect(over.body.error).toEqual({
      code: 'credit_limit',
      message:
        "Sunrise School owes ₹400.00 with a limit of ₹500.00: this sale on account needs a manager's approval.",
      limit: 500,
      balance: 400,
    });
    const granted = await request(t.app)
      .post('/api/auth/approval')
      .set(COUNTER_DEVICE_HEADER, cashier.key)
      .send({ staffId: manager.staffId, pin: '9753', action: 'credit', subject: key });
    expect(granted.status).toBe(201);
    const { token } = granted.body as Approval;
    const approved = await sellOnAccount(
      cashier,
      school._id,
      [{ method: 'account', amount: 200 }],
      2,
      key,
    ).set(APPROVAL_HEADER, token);
    expect(approved.status).toBe(201);
    expect(await balanceOf(school._id)).toBe(600);
    const again = await sellOnAccount(cashier, school._id, [{ method: 'account', amount: 100 }], 1).set(
      APPROVAL_HEADER,
      token,
    );
    expect(again.status).toBe(409);
    const audit = (await t.asOwner().get('/api/audit?action=credit')).body;
    expect(audit.entries[0]).toMatchObject({
      action: 'credit',
      subject: (approved.body.sale as CounterSale)._id,
      details: { customerId: school._id, approvedBy: { name: 'A manager' } },
    });
  });

  it('when units of an account sale come back to the account, then the balance falls by the refund; a walk-in’s refund cannot go to an account', async () => {
    const school = await customer();
    const sold = await sellOnAccount(t.asOwner(), school._id, [{ method: 'account', amount: 300 }], 3);
    const { _id } = sold.body.sale as CounterSale;
    const returned = await t
      .asOwner()
      .post(`/api/orders/${_id}/returns`)
      .send({ items: [{ productId: pen._id, quantity: 1 }], refund: { method: 'account' }, reason: 'Spare' });
    expect(returned.status).toBe(201);
    expect(await balanceOf(school._id)).toBe(200);

    const walkIn = await t
      .asOwner()
      .post('/api/counter/sales')
      .send({ items: [{ productId: pen._id, quantity: 1 }], payment: { method: 'cash' } });
    const refused = await t
      .asOwner()
      .post(`/api/orders/${(walkIn.body.sale as CounterSale)._id}/returns`)
      .send({ items: [{ productId: pen._id, quantity: 1 }], refund: { method: 'account' }, reason: 'Spare' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/cannot go to an account/);
  });
});

describe('collecting an online order on account', () => {
  it('when the desk collects an online order on the account of a customer it names, then the order names them, the balance rises and the bill carries the parts', async () => {
    const school = await customer();
    const buyer = await signInByPhone();
    const placed = await t.placeOrder(buyer, validOrderBody([pen._id]));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const { _id } = placed.body as OrderView;
    expect((await t.moveOrder(_id, 'ready')).status).toBe(200);
    const missing = await t
      .asOwner()
      .patch(`/api/orders/${_id}/status`)
      .send({ status: 'collected', payments: [{ method: 'account', amount: 100 }] });
    expect(missing.status).toBe(400);
    const collected = await t
      .asOwner()
      .patch(`/api/orders/${_id}/status`)
      .send({
        status: 'collected',
        customerId: school._id,
        payments: [
          { method: 'upi', amount: 40, reference: 'UTR5' },
          { method: 'account', amount: 60 },
        ],
      });
    expect(collected.status, JSON.stringify(collected.body)).toBe(200);
    const order = collected.body as OrderView;
    expect(order).toMatchObject({
      customerId: school._id,
      status: 'collected',
      payment: {
        method: 'account',
        parts: [
          { method: 'upi', amount: 40, reference: 'UTR5' },
          { method: 'account', amount: 60, reference: null },
        ],
      },
    });
    expect(await balanceOf(school._id)).toBe(60);
    const bill = await t.store.invoices.get(order.invoice!.number);
    expect(bill!.paymentParts).toEqual([
      { method: 'upi', amountPaise: 4000, reference: 'UTR5' },
      { method: 'account', amountPaise: 6000, reference: null },
    ]);
    const [entry] = await t.store.accounts.entriesOf(school._id);
    expect(entry).toMatchObject({ kind: 'sale', orderId: _id, document: order.invoice!.number });
  });

  it('when the online customer signed in with a phone the shop knows, then their order collected is that customer’s, and a collection past the limit is a 409', async () => {
    const buyer = await signInByPhone();
    const regular = (
      await t
        .asOwner()
        .post('/api/customers')
        .send({ name: 'Ravi Kumar', phone: buyer.phoneNumber, creditLimit: 50 })
    ).body as ShopCustomer;
    const first = (await t.placeOrder(buyer, validOrderBody([pen._id]))).body as OrderView;
    await t.moveOrder(first._id, 'ready');
    const over = await t
      .asOwner()
      .patch(`/api/orders/${first._id}/status`)
      .send({ status: 'collected', customerId: regular._id, payments: [{ method: 'account', amount: 100 }] });
    // The owner approves by being the owner: a cashier would be refused here.
    expect(over.status).toBe(200);
    const second = (await t.placeOrder(buyer, validOrderBody([pen._id]))).body as OrderView;
    await t.moveOrder(second._id, 'ready');
    const cashier = await signedInStaff(t, 'cashier', '2468');
    const refused = await cashier
      .patch(`/api/orders/${second._id}/status`)
      .send({ status: 'collected', customerId: regular._id, payments: [{ method: 'account', amount: 100 }] });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'credit_limit', limit: 50, balance: 100 });
    expect((await t.store.orders.get(second._id))!.status).toBe('ready');

    const paid = await cashier
      .patch(`/api/orders/${second._id}/status`)
      .send({ status: 'collected', payment: { method: 'cash' } });
    expect(paid.status).toBe(200);
    expect((paid.body as OrderView).customerId).toBe(regular._id);
    expect(await balanceOf(regular._id)).toBe(100);
  });
});

describe('POST /api/customers/:id/payments', () => {
  it('when a payment is taken, then it has the next receipt number of the year, the balance falls, and its cash is in the drawer’s expected cash apart from sales', async () => {
    const school = await customer();
    await t.asOwner().post('/api/counter/days/open').send({ float: 500 });
    await sellOnAccount(t.asOwner(), school._id, [{ method: 'account', amount: 500 }], 5);
    const res = await pay(school._id, { amount: 300.5, method: 'cash', note: 'November' });
    expect(res.status).toBe(201);
    expect(res.body as AccountReceipt).toEqual({
      number: expect.stringMatching(/^SB\/RV\d\d-\d\d\/00001$/),
      customer: { _id: school._id, name: 'Sunrise School', phone: '+919876543210' },
      amount: 300.5,
      method: 'cash',
      reference: null,
      note: 'November',
      at: expect.any(String),
      balance: 199.5,
      by: { id: t.ownerId, name: expect.any(String) },
    });
    const upi = await pay(school._id, { amount: 100, method: 'upi', reference: 'UTR9' });
    expect((upi.body as AccountReceipt).number).toMatch(/\/00002$/);
    const x = (await t.asOwner().get('/api/counter/days/current')).body as DayReport;
    expect(x).toMatchObject({
      cashSales: 0,
      cashDues: 300.5,
      expectedCash: 800.5,
      byMethod: { account: 500 },
      duesCollected: { cash: 300.5, upi: 100, card: 0, count: 2 },
    });
  });

  it('when a payment is 0, over 1,000,000, more than is owed, for nobody, or an advance by a cashier, then it is refused and takes no number', async () => {
    const school = await customer();
    await sellOnAccount(t.asOwner(), school._id, [{ method: 'account', amount: 100 }], 1);
    for (const amount of [0, 1_000_000.01, -5]) {
      const res = await pay(school._id, { amount, method: 'cash' });
      expect(res.status).toBe(400);
      expect(res.body.error.issues[0].path).toBe('amount');
    }
    const over = await pay(school._id, { amount: 100.01, method: 'cash' });
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe(
      'Sunrise School owes ₹100.00: a payment of ₹100.01 is more than that. Only the owner may take the rest as an advance.',
    );
    expect((await pay('0'.repeat(24), { amount: 1, method: 'cash' })).status).toBe(404);
    const cashier = await signedInStaff(t, 'cashier', '2468');
    const advance = await pay(school._id, { amount: 150, method: 'cash', advance: true }, cashier);
    expect(advance.status).toBe(403);

    const owners = await pay(school._id, { amount: 150, method: 'cash', advance: true });
    expect(owners.status).toBe(201);
    expect(owners.body).toMatchObject({ balance: -50, number: expect.stringMatching(/\/00001$/) });
  });
});

describe('statements, reminders and who owes what', () => {
  it('when a month has bills, returns and payments, then the statement opens, runs and closes to the paisa', async () => {
    const school = await customer(100_000, { language: 'hi' });
    await entryOn(school._id, '2026-09-28', 'sale', 1000.1);
    await entryOn(school._id, '2026-10-01', 'sale', 250.25);
    await entryOn(school._id, '2026-10-05', 'payment', -600.05);
    await entryOn(school._id, '2026-10-12', 'return', -49.99);
    await entryOn(school._id, '2026-10-20', 'sale', 0.03);
    await entryOn(school._id, '2026-10-31', 'payment', -100);
    await entryOn(school._id, '2026-11-02', 'sale', 75);

    const res = await t.asOwner().get(`/api/customers/${school._id}/statement?from=2026-10-01&to=2026-10-31`);
    expect(res.status).toBe(200);
    const statement = res.body as AccountStatement;
    expect(statement).toMatchObject({
      shop: { name: 'Saraswati Books' },
      from: '2026-10-01',
      to: '2026-10-31',
      opening: 1000.1,
      closing: 500.34,
    });
    expect(statement.entries.map((entry) => [entry.date, entry.kind, entry.amount, entry.balance])).toEqual([
      ['2026-10-01', 'sale', 250.25, 1250.35],
      ['2026-10-05', 'payment', -600.05, 650.3],
      ['2026-10-12', 'return', -49.99, 600.31],
      ['2026-10-20', 'sale', 0.03, 600.34],
      ['2026-10-31', 'payment', -100, 500.34],
    ]);
    expect(statement.upiLink).toBe(
      'upi://pay?pa=saraswati@okaxis&pn=Saraswati%20Books&am=500.34&cu=INR&tn=Saraswati%20Books%20dues',
    );
    const bad = await t.asOwner().get(`/api/customers/${school._id}/statement?from=2026-11-01&to=2026-10-01`);
    expect(bad.status).toBe(400);

    const pdf = await t
      .asOwner()
      .get(`/api/customers/${school._id}/statement.pdf?from=2026-10-01&to=2026-10-31`)
      .buffer(true)
      .parse(asBytes);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPageTexts(pdf.body as Buffer)).join(' ');
    // In the customer's Hindi: the title, the balance columns, what is due and how to pay it.
    for (const said of ['खाते का', 'नामे (₹)', 'जमा (₹)', '₹1,000.10', '1,250.35', '600.34', 'देय']) {
      expect(text).toContain(said);
    }
    expect(text).toContain('₹500.34 चुकाने के');
    expect(text).toContain('saraswati@okaxis');
  });

  it('when a reminder is sent, then it is a wa.me link to their number in their language with what is owed, the oldest bill and the UPI link, and it is kept', async () => {
    const school = await customer(100_000, { language: 'hi' });
    await entryOn(school._id, '2026-09-28', 'sale', 1000);
    await entryOn(school._id, '2026-10-05', 'payment', -400);
    const res = await t.asOwner().post(`/api/customers/${school._id}/reminders`);
    expect(res.status).toBe(201);
    const reminder = res.body as AccountReminder;
    expect(reminder).toMatchObject({ due: 600, oldestDue: '2026-09-28' });
    expect(reminder.url.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    expect(decodeURIComponent(reminder.url.split('text=')[1]!)).toBe(reminder.text);
    expect(reminder.text).toContain('₹600.00 बकाया');
    expect(reminder.text).toContain('28/09/2026');
    expect(reminder.text).toContain('am=600.00');
    expect(((await t.asOwner().get(`/api/customers/${school._id}`)).body as ShopCustomer).remindedAt).toEqual(
      expect.any(String),
    );
    await entryOn(school._id, '2026-10-06', 'payment', -600);
    expect((await t.asOwner().post(`/api/customers/${school._id}/reminders`)).status).toBe(409);
  });

  it('when customers owe from different months, then receivables age what is unpaid by bill date, first billed first paid, as JSON and CSV, for the owner only', async () => {
    const today = indiaDay(new Date());
    const daysAgo = (days: number) => indiaDay(new Date(Date.now() - days * 86_400_000));
    const school = await customer(100_000);
    await entryOn(school._id, daysAgo(100), 'sale', 300);
    await entryOn(school._id, daysAgo(70), 'sale', 200);
    await entryOn(school._id, daysAgo(40), 'sale', 100);
    await entryOn(school._id, daysAgo(5), 'sale', 50.5);
    await entryOn(school._id, daysAgo(2), 'payment', -350);
    const coaching = (
      await t
        .asOwner()
        .post('/api/customers')
        .send({ name: 'Apex Classes', phone: '9123456780', creditLimit: 10 })
    ).body as ShopCustomer;
    await entryOn(coaching._id, daysAgo(3), 'sale', 20);

    const res = await t.asOwner().get('/api/reports/receivables');
    expect(res.status).toBe(200);
    const report = res.body as ReceivablesReport;
    expect(report.asOf).toBe(today);
    expect(
      report.customers.map((row) => [row.customer.name, row.balance, row.oldestDue, row.ageing]),
    ).toEqual([
      [
        'Sunrise School',
        300.5,
        daysAgo(70),
        { days0to30: 50.5, days31to60: 100, days61to90: 150, over90: 0 },
      ],
      ['Apex Classes', 20, daysAgo(3), { days0to30: 20, days31to60: 0, days61to90: 0, over90: 0 }],
    ]);
    expect(report.totals).toEqual({
      balance: 320.5,
      days0to30: 70.5,
      days31to60: 100,
      days61to90: 150,
      over90: 0,
    });
    const dues = await t.asOwner().get('/api/customers/dues');
    expect((dues.body as { customer: { name: string } }[]).map((row) => row.customer.name)).toEqual([
      'Sunrise School',
      'Apex Classes',
    ]);

    const csv = await t.asOwner().get('/api/reports/receivables.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Customer,Phone,GSTIN,Balance,0-30 days,31-60 days,61-90 days,Over 90 days,Oldest unpaid bill,Last reminded',
    );
    // A cell a spreadsheet would read as a formula is kept as text.
    expect(lines[1]).toBe(`Sunrise School,'+919876543210,,300.50,50.50,100.00,150.00,0.00,${daysAgo(70)},`);
    expect(lines.at(-1)).toBe('Total,,,320.50,70.50,100.00,150.00,0.00,,');

    const manager = await signedInStaff(t, 'manager', '9753');
    expect((await manager.get('/api/reports/receivables')).status).toBe(403);
    expect((await manager.get('/api/customers/dues')).status).toBe(200);
  });
});
