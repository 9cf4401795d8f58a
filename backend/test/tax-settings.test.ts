import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_SETTINGS, salesLedgersByRate, type TaxSettings } from '../src/contract';
import { useTestApp } from './harness';
import { signedInStaff } from './staff-support';

const t = useTestApp({ customers: ['asha'] });
const { asha } = t.customers;

const GSTIN = '27AAPFU0939F1ZV';

const REGULAR: TaxSettings = {
  ...DEFAULT_TAX_SETTINGS,
  gstMode: 'regular',
  gstin: GSTIN,
  legalName: 'Sharma Book Depot',
  invoicePrefix: 'SBD',
  categoryDefaults: { ...DEFAULT_TAX_SETTINGS.categoryDefaults, box: { hsn: '73269099', gstRate: 12 } },
  printService: { sac: '998912', gstRate: 18 },
  tallyLedgers: {
    ...DEFAULT_TAX_SETTINGS.tallyLedgers,
    sales: 'Sales @ GST',
    salesByRate: salesLedgersByRate('Sales @ GST'),
  },
};

/** Settings as a client that knows no per-rate sales ledgers sends them. */
const { salesByRate: _byRate, ...LEDGERS_WITHOUT_RATES } = REGULAR.tallyLedgers;

const put = (body: unknown) =>
  t
    .asOwner()
    .put('/api/shop/tax')
    .send(body as object);

/** The fields a refusal names, and that nothing was saved. */
async function refused(body: unknown): Promise<{ path: string; message: string }[]> {
  const res = await put(body);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect((await t.store.taxSettings.get()).gstMode).toBe('unregistered');
  return res.body.error.issues;
}

describe('GET /api/shop/tax', () => {
  it('when nothing was saved, then the owner reads the defaults with today’s rates', async () => {
    const res = await t.asOwner().get('/api/shop/tax');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body).toEqual(DEFAULT_TAX_SETTINGS);
    expect(res.body.categoryDefaults.penandpencil).toEqual({ hsn: '9608', gstRate: 18 });
    expect(res.body.tallyLedgers.salesByRate).toEqual({
      '0': 'Sales Nil Rated',
      '5': 'Sales @ 5%',
      '12': 'Sales @ 12%',
      '18': 'Sales @ 18%',
      '28': 'Sales @ 28%',
      '40': 'Sales @ 40%',
    });
  });

  it('when a customer or nobody asks, then it is refused as every owner route refuses them', async () => {
    expect((await t.as(asha).get('/api/shop/tax')).status).toBe(403);
    expect((await request(t.app).get('/api/shop/tax')).status).toBe(401);
  });
});

describe('GET /api/shop/tax/categories', () => {
  it('when a manager enters a supplier’s bill, then they read each category’s code and rate as saved, and nothing else of the settings', async () => {
    const saved = { ...REGULAR.categoryDefaults, colors: { hsn: '3213', gstRate: 0 } };
    const saving = await put({ ...REGULAR, categoryDefaults: saved });
    expect(saving.status, JSON.stringify(saving.body)).toBe(200);
    const manager = await signedInStaff(t, 'manager', '1357', 'Ravi');
    const res = await manager.get('/api/shop/tax/categories');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ categoryDefaults: saved });
    expect((await manager.get('/api/shop/tax')).status).toBe(403);
    const cashier = await signedInStaff(t, 'cashier', '2468', 'Meena');
    expect((await cashier.get('/api/shop/tax/categories')).status).toBe(403);
    expect((await request(t.app).get('/api/shop/tax/categories')).status).toBe(401);
  });
});

describe('PUT /api/shop/tax', () => {
  it('when the owner saves a regular registration, then the answer and later reads are the saved settings', async () => {
    const res = await put(REGULAR);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual(REGULAR);
    expect((await t.asOwner().get('/api/shop/tax')).body).toEqual(REGULAR);
    expect(await t.store.taxSettings.get()).toEqual(REGULAR);
  });

  it('when the GSTIN and prefix are typed in lower case with spaces, then they are kept upper-cased', async () => {
    const res = await put({ ...REGULAR, gstin: ' 27aapfu 0939f1zv ', invoicePrefix: 'sb' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ gstin: GSTIN, invoicePrefix: 'SB' });
  });

  it('when the shop is unregistered, then no GSTIN or legal name is needed and a GSTIN sent is not kept', async () => {
    const res = await put({ ...REGULAR, gstMode: 'unregistered', gstin: GSTIN, legalName: '' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ gstMode: 'unregistered', gstin: '', legalName: '' });
    expect((await t.store.taxSettings.get()).gstin).toBe('');
  });

  it('when a customer or nobody saves, then it is refused and nothing changes', async () => {
    expect((await t.as(asha).put('/api/shop/tax').send(REGULAR)).status).toBe(403);
    expect((await request(t.app).put('/api/shop/tax').send(REGULAR)).status).toBe(401);
    expect(await t.store.taxSettings.get()).toEqual(DEFAULT_TAX_SETTINGS);
  });

  it('when the GSTIN’s check character is wrong, then a 400 names gstin with the problem', async () => {
    const issues = await refused({ ...REGULAR, gstin: '27AAPFU0939F1ZA' });
    expect(issues).toEqual([{ path: 'gstin', message: expect.stringContaining('check character is wrong') }]);
  });

  it('when a regular or composition shop gives no GSTIN or legal name, then both are named', async () => {
    for (const gstMode of ['regular', 'composition'] as const) {
      const issues = await refused({ ...REGULAR, gstMode, gstin: '', legalName: ' ' });
      expect(issues.map((issue) => issue.path).sort()).toEqual(['gstin', 'legalName']);
      expect(issues.find((issue) => issue.path === 'gstin')!.message).toMatch(/GSTIN is required/);
    }
  });

  it('when the prefix is not 1-3 capital letters or digits, then a 400 names invoicePrefix', async () => {
    for (const invoicePrefix of ['', 'SHOP', 'S/B', 'S-B']) {
      const issues = await refused({ ...REGULAR, invoicePrefix });
      expect(issues).toEqual([
        { path: 'invoicePrefix', message: expect.stringMatching(/required|capital letters|at most 3/) },
      ]);
    }
  });

  it('when a category’s HSN is not 4, 6 or 8 digits or its rate is 7, then each is named', async () => {
    const issues = await refused({
      ...REGULAR,
      categoryDefaults: {
        ...REGULAR.categoryDefaults,
        book: { hsn: '49011', gstRate: 0 },
        colors: { hsn: '3213', gstRate: 7 },
      },
    });
    expect(issues.map((issue) => issue.path).sort()).toEqual([
      'categoryDefaults.book.hsn',
      'categoryDefaults.colors.gstRate',
    ]);
    expect(issues.map((issue) => issue.message).join(' ')).toMatch(/one of 0, 5, 12, 18, 28, 40/);
  });

  it('when a category is left out, the print SAC is no service code or a ledger is blank, then nothing is saved', async () => {
    const { box: _box, ...fourCategories } = REGULAR.categoryDefaults;
    const missing = await refused({ ...REGULAR, categoryDefaults: fourCategories });
    expect(missing.map((issue) => issue.path)).toEqual(['categoryDefaults.box']);
    const sac = await refused({ ...REGULAR, printService: { sac: '4901', gstRate: 18 } });
    expect(sac.map((issue) => issue.path)).toEqual(['printService.sac']);
    const ledger = await refused({ ...REGULAR, tallyLedgers: { ...REGULAR.tallyLedgers, cash: '' } });
    expect(ledger.map((issue) => issue.path)).toEqual(['tallyLedgers.cash']);
  });

  it('when a client sends the ledgers without per-rate sales ledgers, then each rate’s is named from the sales ledger', async () => {
    const res = await put({ ...REGULAR, tallyLedgers: { ...LEDGERS_WITHOUT_RATES, sales: 'Shop Sales' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.tallyLedgers).toEqual({
      ...LEDGERS_WITHOUT_RATES,
      sales: 'Shop Sales',
      salesByRate: salesLedgersByRate('Shop Sales'),
    });
    expect(res.body.tallyLedgers.salesByRate['18']).toBe('Shop Sales @ 18%');
    expect((await t.asOwner().get('/api/shop/tax')).body.tallyLedgers.salesByRate['0']).toBe(
      'Shop Sales Nil Rated',
    );
  });

  it('when the owner names some rates’ sales ledgers, then those are kept, trimmed, and the others named from the sales ledger', async () => {
    const res = await put({
      ...REGULAR,
      tallyLedgers: {
        ...LEDGERS_WITHOUT_RATES,
        salesByRate: { '18': '  GST Sales 18  ', '0': 'Books & Exempt' },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.tallyLedgers.salesByRate).toEqual({
      ...salesLedgersByRate('Sales @ GST'),
      '18': 'GST Sales 18',
      '0': 'Books & Exempt',
    });
    expect((await t.store.taxSettings.get()).tallyLedgers.salesByRate['18']).toBe('GST Sales 18');
  });

  it('when a rate’s sales ledger is blank, unknown, another rate’s or a payment ledger, then a 400 names it', async () => {
    const withRates = (salesByRate: object) => ({
      ...REGULAR,
      tallyLedgers: { ...LEDGERS_WITHOUT_RATES, salesByRate },
    });
    expect(await refused(withRates({ '5': ' ' }))).toEqual([
      { path: 'tallyLedgers.salesByRate.5', message: 'The 5% sales ledger is required' },
    ]);
    expect((await refused(withRates({ '7': 'Sales @ 7%' })))[0]!.message).toMatch(/Unknown field/);
    expect(await refused(withRates({ '5': 'sales @ gst @ 18%' }))).toEqual([
      {
        path: 'tallyLedgers.salesByRate.18',
        message: 'The 18% sales ledger must differ from the 5% sales ledger',
      },
    ]);
    expect(await refused(withRates({ '0': 'Cash' }))).toEqual([
      {
        path: 'tallyLedgers.salesByRate.0',
        message: 'The Nil-rated sales ledger must differ from the cash ledger',
      },
    ]);
  });

  it('when the mode is unknown or a field is added, then nothing is saved', async () => {
    expect((await refused({ ...REGULAR, gstMode: 'exempt' })).map((issue) => issue.path)).toEqual([
      'gstMode',
    ]);
    expect((await refused({ ...REGULAR, pan: 'AAPFU0939F' }))[0]!.message).toMatch(/Unknown field/);
  });
});

describe('GET /api/shop/tax/default-items', () => {
  it('when items lack their own code or rate, then the owner gets them by title with what each is billed at now and what its title suggests', async () => {
    const [, pencils, register, stapler] = await t.addBooks([
      { title: 'Blue Gel Pen', category: 'penandpencil', hsn: '9608', gstRate: 18, unit: 'PAC' },
      { title: 'HB Pencils (Pack of 10)', category: 'penandpencil' },
      { title: 'Long Register', category: 'book', hsn: '4820', gstRate: null },
      { title: 'Stapler No. 10', category: 'box' },
    ]);
    await put(REGULAR);

    const res = await t.asOwner().get('/api/shop/tax/default-items');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body.total).toBe(3);
    expect(res.body.items).toEqual([
      {
        _id: pencils!._id,
        title: 'HB Pencils (Pack of 10)',
        category: 'penandpencil',
        hsn: null,
        gstRate: null,
        unit: 'NOS',
        billedAt: { hsn: '9608', gstRate: 18 },
        suggested: {
          hsn: '9609',
          gstRate: 0,
          unit: 'PAC',
          reason: 'pencils: HSN 9609, Nil from 22 Sep 2025',
        },
      },
      expect.objectContaining({
        _id: register!._id,
        hsn: '4820',
        gstRate: null,
        // Its own code, the Book shelf's rate.
        billedAt: { hsn: '4820', gstRate: 0 },
        suggested: expect.objectContaining({ hsn: '4820', gstRate: 18 }),
      }),
      // The saved settings' box default, not the shipped one.
      expect.objectContaining({
        _id: stapler!._id,
        billedAt: { hsn: '73269099', gstRate: 12 },
        suggested: null,
      }),
    ]);
  });

  it('when the owner confirms an item with PUT /api/books/edit/:id, then it leaves the list', async () => {
    const [pencils] = await t.addBooks([
      { title: 'HB Pencils (Pack of 10)', category: 'penandpencil' },
      { title: 'Wax Crayons', category: 'colors' },
    ]);
    const edit = await t
      .asOwner()
      .put(`/api/books/edit/${pencils!._id}`)
      .send({ hsn: '9609', gstRate: 0, unit: 'PAC' });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);

    const res = await t.asOwner().get('/api/shop/tax/default-items');
    expect(res.body.items.map((item: { title: string }) => item.title)).toEqual(['Wax Crayons']);
    expect(res.body.total).toBe(1);
    expect(await t.store.books.get(pencils!._id)).toMatchObject({ hsn: '9609', gstRate: 0, unit: 'PAC' });
  });

  it('when a page is asked for, then it is that slice of the list and the total is the whole count', async () => {
    await t.addBooks(
      ['Eraser', 'Crayons', 'Atlas', 'Diary'].map((title) => ({ title, category: 'box' as const })),
    );
    const page = await t.asOwner().get('/api/shop/tax/default-items?limit=2&offset=1');
    expect(page.body.items.map((item: { title: string }) => item.title)).toEqual(['Crayons', 'Diary']);
    expect(page.body.total).toBe(4);
    const refused = await t.asOwner().get('/api/shop/tax/default-items?limit=0&offset=-1');
    expect(refused.status).toBe(400);
  });

  it('when a customer or nobody asks, then it is refused as every owner route refuses them', async () => {
    expect((await t.as(asha).get('/api/shop/tax/default-items')).status).toBe(403);
    expect((await request(t.app).get('/api/shop/tax/default-items')).status).toBe(401);
  });
});
