import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { DEFAULT_TAX_SETTINGS, salesLedgersByRate, type ReportDays } from '../src/contract';
import { bill, PEN, PERIOD } from '../src/reports/report-fixtures';
import { ledgerTotals, textOf } from '../src/reports/tally-read-back';
import type { InvoiceRecord } from '../src/store/invoice-contract';
import type { Store } from '../src/store/store';
import { useTestApp } from './harness';
import { expectLedgersCreated, expectWellFormed } from './tally-file';

const FILES = ['invoices.csv', 'hsn-summary.csv', 'documents.csv', 'tally.xml'] as const;
const OCTOBER = 'from=2025-10-01&to=2025-10-31';

const asBytes = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('the exports of a period with no bills', () => {
  const t = useTestApp({ per: 'suite', customers: ['asha'] });

  it('when no one or a customer asks, then every report is refused', async () => {
    for (const path of [...FILES, 'days']) {
      expect((await request(t.app).get(`/api/reports/${path}?${OCTOBER}`)).status).toBe(401);
      expect([401, 403]).toContain(
        (await t.as(t.customers.asha).get(`/api/reports/${path}?${OCTOBER}`)).status,
      );
    }
  });

  it.each([
    ['', 'from'],
    ['from=2025-10-01', 'to'],
    ['from=2025-02-30&to=2025-03-01', 'from'],
    ['from=2025-10-01&to=1-11-2025', 'to'],
    ['from=2025-10-31&to=2025-10-01', 'from'],
    ['from=2024-04-01&to=2025-04-02', 'to'],
    [`${OCTOBER}&format=pdf`, 'query'],
  ])('when the range is ?%s, then it is a 400 naming %s', async (query, field) => {
    const res = await t.asOwner().get(`/api/reports/invoices.csv?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation');
    expect(res.body.error.issues.map((issue: { path: string }) => issue.path)).toContain(field);
  });

  it('when a leap year’s whole span is asked, then 366 days are allowed', async () => {
    expect((await t.asOwner().get('/api/reports/days?from=2024-01-01&to=2024-12-31')).status).toBe(200);
  });

  it('when the owner downloads each file, then it is an attachment named for the range, headers only', async () => {
    for (const file of FILES) {
      const res = await asBytes(t.asOwner().get(`/api/reports/${file}?${OCTOBER}`));
      expect(res.status).toBe(200);
      const [name, extension] = file.split('.');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${name}-2025-10-01-to-2025-10-31.${extension}"`,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      const text = (res.body as Buffer).toString('utf8');
      if (extension === 'csv') {
        expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(text.startsWith('\ufeff')).toBe(true);
        expect(text.endsWith('\r\n')).toBe(true);
        expect(text.split('\r\n')).toHaveLength(2);
      } else {
        expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
        expect(text).toContain('<REQUESTDATA>\r\n   </REQUESTDATA>');
      }
    }
  });

  it('when the owner reads the days, then there are none and the totals are zero', async () => {
    const res = await t.asOwner().get(`/api/reports/days?${OCTOBER}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ from: '2025-10-01', to: '2025-10-31', days: [] });
    expect(res.body.totals.takings).toEqual({ cash: 0, upi: 0, card: 0 });
  });
});

describe('the exports of a period with bills', () => {
  // A bill at 00:15 on 1 November in India, which is still 31 October in UTC.
  const november = bill('SB/25-26/00005', [PEN], { date: '2025-11-01', at: '2025-10-31T18:45:00.000Z' });
  const kept = [...PERIOD, november];
  const t = useTestApp({
    per: 'suite',
    wrapStore: (real): Store => ({
      ...real,
      invoices: {
        ...real.invoices,
        list: async ({ since, until }): Promise<InvoiceRecord[]> =>
          kept.filter((record) => record.at >= since.toISOString() && record.at < until.toISOString()),
      },
    }),
  });

  it('when October is asked, then its bills come, by India day, and November’s first does not', async () => {
    const res = await asBytes(t.asOwner().get(`/api/reports/invoices.csv?${OCTOBER}`));
    const rows = parse((res.body as Buffer).toString('utf8'), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(new Set(rows.map((row) => row.Number))).toEqual(new Set(PERIOD.map((record) => record.number)));
    const days = (await t.asOwner().get(`/api/reports/days?${OCTOBER}`)).body as ReportDays;
    expect(days.days.map((day) => day.date)).toEqual(['2025-10-07', '2025-10-08']);
    const first = (await t.asOwner().get('/api/reports/days?from=2025-11-01&to=2025-11-01'))
      .body as ReportDays;
    expect(first.totals.takings.cash).toBe(75);
  });

  it('when the Tally file is asked, then it uses the shop’s ledger names, creates each ledger it names and xmllint accepts it', async () => {
    await t.store.taxSettings.put({
      ...(await t.store.taxSettings.get()),
      tallyLedgers: {
        sales: 'Shop Sales',
        salesByRate: { ...salesLedgersByRate('Shop Sales'), '18': 'Pens & Glue 18%' },
        cgst: 'CGST Out',
        sgst: 'SGST Out',
        cash: 'Till',
        upi: 'GPay',
        card: 'POS',
      },
    });
    const res = await asBytes(t.asOwner().get(`/api/reports/tally.xml?${OCTOBER}`));
    const xml = (res.body as Buffer).toString('utf8');
    expectWellFormed(xml);
    const { masters, vouchers } = expectLedgersCreated(xml);
    expect(masters.map((master) => master.name)).toEqual([
      'Shop Sales Nil Rated',
      'Shop Sales @ 5%',
      'Pens & Glue 18%',
      'CGST Out',
      'SGST Out',
      'Till',
      'GPay',
      'POS',
      PERIOD[2]!.buyer.name,
    ]);
    const b2b = vouchers.filter((voucher) => voucher.number === 'SB/25-26/00003');
    expect(b2b.map((voucher) => voucher.type)).toEqual(['Sales', 'Receipt']);
    expect(textOf(b2b[0]!.xml, 'PARTYGSTIN')).toBe('07AAACI1681G1ZR');
    expect(b2b[1]!.entries.map((entry) => [entry.ledger, entry.paise])).toEqual([
      ['POS', -12000],
      [PERIOD[2]!.buyer.name, 12000],
    ]);
  });
});

describe('the exports of bills the shop really issued', () => {
  const t = useTestApp({
    books: {
      pen: { title: 'Gel Pen', category: 'penandpencil', newPrice: 25, oldPrice: 25, stock: 50 },
      atlas: { title: 'School Atlas', category: 'book', newPrice: 100, oldPrice: 100, stock: 10 },
    },
  });
  let keys = 0;
  const sell = async (items: { productId: string; quantity: number }[], sale: object = {}) => {
    const res = await t
      .asOwner()
      .post('/api/counter/sales')
      .set('Idempotency-Key', `report-sale-${++keys}`)
      .send({ items, payment: { method: 'cash' }, ...sale });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.sale as { _id: string; invoice: { number: string } };
  };
  const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  const todays = async (file: string) =>
    (
      (await asBytes(t.asOwner().get(`/api/reports/${file}?from=${today()}&to=${today()}`))).body as Buffer
    ).toString('utf8');
  const csvRows = async (file: string) =>
    parse(await todays(file), { bom: true, columns: true }) as Record<string, string>[];
  /** Today's Tally file read back, once xmllint accepts it and it creates every ledger it names. */
  const todaysTally = async () => {
    const xml = await todays('tally.xml');
    expectWellFormed(xml);
    return expectLedgersCreated(xml);
  };
  const sum = (rows: Record<string, string>[], column: string) =>
    Math.round(rows.reduce((total, row) => total + Number(row[column]), 0) * 100) / 100;
  const registerAs = async (gstMode: 'regular' | 'composition') =>
    t.store.taxSettings.put({
      ...(await t.store.taxSettings.get()),
      gstMode,
      gstin: '27AAPFU0939F1ZV',
      legalName: 'Saraswati Books LLP',
    });

  it('when a regular shop sells, voids and takes a return, then the register, the HSN summary, the documents and Tally agree to the paisa', async () => {
    await registerAs('regular');
    const { pen, atlas } = t.books;
    const kept = await sell([
      { productId: pen._id, quantity: 3 },
      { productId: atlas._id, quantity: 1 },
    ]);
    const voided = await sell([{ productId: pen._id, quantity: 1 }]);
    expect(
      (await t.asOwner().post(`/api/counter/sales/${voided._id}/void`).send({ reason: 'Twice' })).status,
    ).toBe(200);
    const returned = await t
      .asOwner()
      .post(`/api/orders/${kept._id}/returns`)
      .send({ items: [{ productId: pen._id, quantity: 1 }], refund: { method: 'cash' }, reason: 'Dry' });
    expect(returned.status).toBe(201);

    const register = await csvRows('invoices.csv');
    const billed = register.filter((row) => row.Status !== 'cancelled');
    // ₹175 sold, ₹25 back: the register's net total is what the shop kept.
    expect(sum(billed, 'Total')).toBe(150);
    expect(register.filter((row) => row.Kind === 'credit-note').map((row) => row.Total)).toEqual(['-25.00']);
    expect(register.find((row) => row.Number === voided.invoice.number)?.Status).toBe('cancelled');

    const hsn = await csvRows('hsn-summary.csv');
    expect(sum(hsn, 'Total Value')).toBe(sum(billed, 'Total'));
    expect(sum(hsn, 'Taxable Value')).toBe(sum(billed, 'Taxable value'));
    expect(sum(hsn, 'Central Tax Amount')).toBe(sum(billed, 'CGST'));
    expect(sum(hsn, 'State/UT Tax Amount')).toBe(sum(billed, 'SGST'));
    // The pens: ₹50 net at 18% holds 7.62 of tax.
    expect(hsn.find((row) => row.HSN === '9608')).toMatchObject({
      'Total Quantity': '2',
      'Total Value': '50.00',
    });

    const documents = await csvRows('documents.csv');
    expect(documents).toEqual([
      expect.objectContaining({
        'Nature of Document': 'Invoices for outward supply',
        'Sr. No. From': kept.invoice.number,
        'Sr. No. To': voided.invoice.number,
        'Total Number': '2',
        Cancelled: '1',
      }),
      expect.objectContaining({
        'Nature of Document': 'Credit Note',
        'Sr. No. From': returned.body.creditNote.number,
        'Total Number': '1',
        Cancelled: '0',
      }),
    ]);

    const { vouchers } = await todaysTally();
    expect(vouchers.map((voucher) => voucher.type)).toEqual(['Sales', 'Credit Note']);
    for (const voucher of vouchers) {
      expect(voucher.entries.reduce((total, entry) => total + entry.paise, 0)).toBe(0);
    }
    // Each rate's sales ledger, and CGST and SGST, hold what the register says to the paisa.
    const paise = (rows: Record<string, string>[], column: string) => Math.round(sum(rows, column) * 100);
    const totals = ledgerTotals(vouchers);
    const { salesByRate } = DEFAULT_TAX_SETTINGS.tallyLedgers;
    for (const rate of ['0', '18'] as const) {
      const rows = billed.filter((row) => row['Rate %'] === rate);
      expect(totals.get(salesByRate[rate])).toBe(paise(rows, 'Taxable value'));
    }
    expect(totals.get('Output CGST')).toBe(paise(billed, 'CGST'));
    expect(totals.get('Output SGST')).toBe(paise(billed, 'SGST'));
    expect(totals.get('Cash')).toBe(-15000);
  });

  it('when a regular shop bills a business buyer by UPI, then Tally has the buyer’s ledger, the bill with its GSTIN and a receipt', async () => {
    await registerAs('regular');
    await sell([{ productId: t.books.pen._id, quantity: 2 }], {
      payment: { method: 'upi' },
      buyer: { name: 'Kiran Traders', gstin: '29ABCDE1234F1ZW', address: '4 Residency Road, Bengaluru' },
    });
    const { masters, vouchers } = await todaysTally();
    const party = masters.find((master) => master.parent === 'Sundry Debtors')!;
    expect(party.name).toBe('Kiran Traders');
    expect(textOf(party.xml, 'PARTYGSTIN')).toBe('29ABCDE1234F1ZW');
    expect(vouchers.map((voucher) => [voucher.type, voucher.party])).toEqual([
      ['Sales', 'Kiran Traders'],
      ['Receipt', 'Kiran Traders'],
    ]);
    const [sale, receipt] = vouchers;
    expect(textOf(sale!.xml, 'PARTYGSTIN')).toBe('29ABCDE1234F1ZW');
    expect(textOf(sale!.xml, 'STATENAME')).toBe('Karnataka');
    expect(textOf(sale!.xml, 'PLACEOFSUPPLY')).toBe('Maharashtra');
    expect(receipt!.entries.map((entry) => [entry.ledger, entry.paise])).toEqual([
      ['UPI Collections', -5000],
      ['Kiran Traders', 5000],
    ]);
  });

  it('when a customer buys part cash, part on account, returns to the account and pays by UPI, then Tally has their ledger, each part where it went and a receipt', async () => {
    await registerAs('regular');
    const created = await t
      .asOwner()
      .post('/api/customers')
      .send({ name: 'Meera Joshi', phone: '9876500042', creditLimit: 500, address: 'Dharampeth, Nagpur' });
    expect(created.status).toBe(201);
    const meera = created.body as { _id: string };
    const { pen } = t.books;
    const sold = await t
      .asOwner()
      .post('/api/counter/sales')
      .set('Idempotency-Key', `report-sale-${++keys}`)
      .send({
        items: [{ productId: pen._id, quantity: 4 }],
        customerId: meera._id,
        payments: [
          { method: 'cash', amount: 40 },
          { method: 'account', amount: 60 },
        ],
      });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const number = sold.body.sale.invoice.number as string;
    const returned = await t
      .asOwner()
      .post(`/api/orders/${sold.body.sale._id}/returns`)
      .send({ items: [{ productId: pen._id, quantity: 1 }], refund: { method: 'account' }, reason: 'Dry' });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    const paid = await t
      .asOwner()
      .post(`/api/customers/${meera._id}/payments`)
      .send({ amount: 20, method: 'upi', reference: 'UTR77' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);

    const { masters, vouchers } = await todaysTally();
    const party = masters.find((master) => master.parent === 'Sundry Debtors')!;
    expect(party.name).toBe('Meera Joshi (0042)');
    expect(textOf(party.xml, 'GSTREGISTRATIONTYPE')).toBe('Unregistered');
    expect(vouchers.map((voucher) => [voucher.type, voucher.number, voucher.party])).toEqual([
      ['Sales', number, 'Meera Joshi (0042)'],
      ['Credit Note', returned.body.creditNote.number, 'Meera Joshi (0042)'],
      ['Receipt', paid.body.number, 'Meera Joshi (0042)'],
    ]);
    for (const voucher of vouchers) {
      expect(voucher.entries.reduce((total, entry) => total + entry.paise, 0)).toBe(0);
    }
    const [sale, , receipt] = vouchers;
    expect(sale!.entries.slice(0, 2).map((entry) => [entry.ledger, entry.paise])).toEqual([
      ['Cash', -4000],
      ['Meera Joshi (0042)', -6000],
    ]);
    expect(receipt!.entries.map((entry) => [entry.ledger, entry.paise, entry.bill?.type])).toEqual([
      ['UPI Collections', -2000, undefined],
      ['Meera Joshi (0042)', 2000, 'On Account'],
    ]);
    // What Tally says she owes is her balance: ₹60 on account, ₹25 back, ₹20 paid.
    expect(ledgerTotals(vouchers).get('Meera Joshi (0042)')).toBe(-1500);
    expect((await t.asOwner().get(`/api/customers/${meera._id}`)).body.balance).toBe(15);
  });

  it('when a composition shop sells, then Tally has its bill in the Nil-rated sales ledger alone, without tax', async () => {
    await registerAs('composition');
    await sell([{ productId: t.books.pen._id, quantity: 1 }]);
    const { masters, vouchers } = await todaysTally();
    expect(masters.map((master) => master.name)).toEqual(['Sales Nil Rated', 'Cash']);
    expect(vouchers[0]!.entries.map((entry) => [entry.ledger, entry.paise])).toEqual([
      ['Cash', -2500],
      ['Sales Nil Rated', 2500],
    ]);
  });
  it('when a regular shop posts a supplier’s bill, cancels another and pays by bank, then Tally has the Purchase with its input tax and the Payment, and not the cancelled bill', async () => {
    await registerAs('regular');
    const supplier = await t
      .asOwner()
      .post('/api/suppliers')
      .send({ name: 'Navneet', gstin: '27AAACN1234F1ZX', address: 'Itwari, Nagpur' });
    expect(supplier.status).toBe(201);
    const bill = (billNumber: string) =>
      t
        .asOwner()
        .post('/api/purchases')
        .send({
          supplierId: supplier.body._id,
          billNumber,
          billDate: today(),
          lines: [
            { productId: t.books.pen._id, quantity: 10, unitCost: 12, gstRate: 18, hsn: '9608', unit: 'NOS' },
          ],
        });
    expect((await bill('NV/1021')).status).toBe(201);
    const cancelled = (await bill('NV/1022')).body as { _id: string };
    expect((await t.asOwner().post(`/api/purchases/${cancelled._id}/cancel`)).status).toBe(200);
    const paid = await t
      .asOwner()
      .post(`/api/suppliers/${supplier.body._id}/payments`)
      .send({ amount: 100, method: 'bank', reference: 'UTR 77' });
    expect(paid.status).toBe(201);

    const { vouchers } = await todaysTally();
    const ledger = 'Navneet (27AAACN1234F1ZX)';
    expect(vouchers.map((voucher) => [voucher.type, voucher.party])).toEqual([
      ['Purchase', ledger],
      ['Payment', ledger],
    ]);
    const [purchase, payment] = vouchers;
    expect(textOf(purchase!.xml, 'REFERENCE')).toBe('NV/1021');
    expect(purchase!.entries.map((entry) => [entry.ledger, entry.paise])).toEqual([
      [ledger, 14160],
      ['Purchase @ 18%', -12000],
      ['Input CGST 9%', -1080],
      ['Input SGST 9%', -1080],
    ]);
    expect(payment!.entries.map((entry) => [entry.ledger, entry.paise])).toEqual([
      [ledger, -10000],
      ['UPI Collections', 10000],
    ]);
    expect(textOf(payment!.xml, 'NARRATION')).toContain('UTR 77');
  });
});
