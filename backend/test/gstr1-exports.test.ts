import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_SETTINGS, indiaDay } from '../src/contract';
import { useTestApp } from './harness';

/** The GSTN offline tool's headers, copied from its templates: the files must match them byte for byte. */
const TEMPLATE_HEADERS = {
  b2b: 'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount',
  b2cs: 'Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
  cdnr: 'GSTIN/UIN of Recipient,Receiver Name,Note Number,Note Date,Note Type,Place Of Supply,Reverse Charge,Note Supply Type,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount',
  exemp: 'Description,Nil Rated Supplies,Exempted(other than nil rated/non GST supply),Non-GST supplies',
  'hsn-b2b':
    'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount',
  'hsn-b2c':
    'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount',
} as const;
type Table = keyof typeof TEMPLATE_HEADERS;
const TABLES = Object.keys(TEMPLATE_HEADERS) as Table[];
/** The zip names each file as the tool names its template. */
const ZIPPED: Record<Table, string> = {
  b2b: 'b2b.csv',
  b2cs: 'b2cs.csv',
  cdnr: 'cdnr.csv',
  exemp: 'exemp.csv',
  'hsn-b2b': 'hsn(b2b).csv',
  'hsn-b2c': 'hsn(b2c).csv',
};

const asBytes = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('GSTR-1 files of a period with no bills', () => {
  const t = useTestApp({ per: 'suite', customers: ['asha'] });
  const OCTOBER = 'from=2025-10-01&to=2025-10-31';

  it('when the owner downloads each, then its first line is the tool’s header byte for byte, without a BOM; exemp has its four rows', async () => {
    for (const table of TABLES) {
      const res = await asBytes(t.asOwner().get(`/api/reports/${table}.csv?${OCTOBER}`));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${table}-2025-10-01-to-2025-10-31.csv"`,
      );
      const bytes = res.body as Buffer;
      const header = Buffer.from(`${TEMPLATE_HEADERS[table]}\r\n`, 'utf8');
      expect(bytes.subarray(0, header.length).equals(header), table).toBe(true);
      if (table === 'exemp') expect(bytes.toString('utf8').split('\r\n')).toHaveLength(6);
      else expect(bytes.length).toBe(header.length);
    }
  });

  it('when a customer or no one asks, then the files are refused', async () => {
    for (const file of ['b2b.csv', 'gstr1.zip']) {
      expect((await request(t.app).get(`/api/reports/${file}?${OCTOBER}`)).status).toBe(401);
      expect([401, 403]).toContain(
        (await t.as(t.customers.asha).get(`/api/reports/${file}?${OCTOBER}`)).status,
      );
    }
  });
});

describe('GSTR-1 files of the bills a regular shop issued', () => {
  const t = useTestApp({
    books: {
      pen: { title: 'Gel Pen', category: 'penandpencil', newPrice: 25, oldPrice: 25, stock: 50, unit: 'PAC' },
      atlas: { title: 'School Atlas', category: 'book', newPrice: 100, oldPrice: 100, stock: 10 },
      box: { title: 'Geometry Box', category: 'box', newPrice: 120, oldPrice: 120, stock: 10, gstRate: 5 },
    },
  });
  let keys = 0;
  const sell = async (items: { productId: string; quantity: number }[], buyer?: object) => {
    const res = await t
      .asOwner()
      .post('/api/counter/sales')
      .set('Idempotency-Key', `gstr1-sale-${++keys}`)
      .send({ items, payment: { method: 'cash' }, ...(buyer ? { buyer } : {}) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.sale as { _id: string; invoice: { number: string } };
  };
  const download = async (file: string, range: string) =>
    (await asBytes(t.asOwner().get(`/api/reports/${file}?${range}`))).body as Buffer;
  const rowsOf = (bytes: Buffer | Uint8Array) =>
    parse(Buffer.from(bytes).toString('utf8'), { bom: true, columns: true }) as Record<string, string>[];
  const paise = (rows: Record<string, string>[], column: string) =>
    rows.reduce((total, row) => total + Math.round(Number(row[column]) * 100), 0);

  it('when it sold to walk-ins and a business, voided and took a return, then every file reconciles with the register to the paisa and the month’s zip holds them all', async () => {
    await t.store.taxSettings.put({
      ...DEFAULT_TAX_SETTINGS,
      gstMode: 'regular',
      gstin: '27AAPFU0939F1ZV',
      legalName: 'Saraswati Books LLP',
    });
    const { pen, atlas, box } = t.books;
    await sell([
      { productId: pen._id, quantity: 3 },
      { productId: atlas._id, quantity: 1 },
      { productId: box._id, quantity: 1 },
    ]);
    const business = await sell(
      [
        { productId: pen._id, quantity: 2 },
        { productId: atlas._id, quantity: 2 },
      ],
      { name: 'Kiran Traders', gstin: '29ABCDE1234F1ZW', address: '4 Residency Road, Bengaluru 560025' },
    );
    const voided = await sell([{ productId: box._id, quantity: 1 }]);
    await t.asOwner().post(`/api/counter/sales/${voided._id}/void`).send({ reason: 'Twice' });
    const returned = await t
      .asOwner()
      .post(`/api/orders/${business._id}/returns`)
      .send({ items: [{ productId: pen._id, quantity: 1 }], refund: { method: 'cash' }, reason: 'Dry' });
    expect(returned.status).toBe(201);
    const today = indiaDay(new Date());
    const range = `from=${today}&to=${today}`;

    const b2b = rowsOf(await download('b2b.csv', range));
    expect(b2b).toEqual([
      expect.objectContaining({
        'GSTIN/UIN of Recipient': '29ABCDE1234F1ZW',
        'Invoice Number': business.invoice.number,
        'Invoice Value': '250.00',
        'Place Of Supply': '27-Maharashtra',
        Rate: '18',
      }),
    ]);
    const cdnr = rowsOf(await download('cdnr.csv', range));
    expect(cdnr).toEqual([expect.objectContaining({ 'Note Type': 'C', 'Note Value': '25.00', Rate: '18' })]);
    const b2cs = rowsOf(await download('b2cs.csv', range));
    expect(b2cs.map((row) => [row.Type, row.Rate])).toEqual([
      ['OE', '5'],
      ['OE', '18'],
    ]);

    const register = rowsOf(await download('invoices.csv', range)).filter((row) => row.Status === 'issued');
    const taxed = register.filter((row) => row['Rate %'] !== '0');
    expect(paise(b2b, 'Taxable Value') - paise(cdnr, 'Taxable Value') + paise(b2cs, 'Taxable Value')).toBe(
      paise(taxed, 'Taxable value'),
    );
    const exemp = rowsOf(await download('exemp.csv', range));
    expect(exemp[1]).toMatchObject({ 'Nil Rated Supplies': '200.00' });
    expect(exemp[3]).toMatchObject({ 'Nil Rated Supplies': '100.00' });
    expect(paise(exemp, 'Nil Rated Supplies')).toBe(
      paise(
        register.filter((row) => row['Rate %'] === '0'),
        'Total',
      ),
    );
    const summary = rowsOf(await download('hsn-summary.csv', range));
    const tabs = [
      ...rowsOf(await download('hsn-b2b.csv', range)),
      ...rowsOf(await download('hsn-b2c.csv', range)),
    ];
    for (const column of ['Total Value', 'Taxable Value', 'Central Tax Amount', 'State/UT Tax Amount']) {
      expect(paise(tabs, column), column).toBe(paise(summary, column));
    }
    expect(paise(summary, 'Total Value')).toBe(paise(register, 'Total'));

    const zip = await asBytes(t.asOwner().get(`/api/reports/gstr1.zip?${range}`));
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe(`attachment; filename="gstr1-${today}-to-${today}.zip"`);
    const files = unzipSync(new Uint8Array(zip.body as Buffer));
    expect(Object.keys(files).sort()).toEqual([...Object.values(ZIPPED), 'docs.csv'].sort());
    for (const table of TABLES) {
      expect(strFromU8(files[ZIPPED[table]]!), table).toBe(
        (await download(`${table}.csv`, range)).toString('utf8'),
      );
    }
    expect(strFromU8(files['docs.csv']!)).toMatch(
      /^Nature of Document,Sr\. No\. From,Sr\. No\. To,Total Number,Cancelled\r\n/,
    );
  });
});
