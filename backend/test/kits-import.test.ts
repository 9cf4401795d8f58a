import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { KitImportReport, KitSummary, KitView } from '../src/contract';
import { useTestApp } from './harness';

const t = useTestApp({
  customers: ['asha'],
  books: {
    notebook: { title: 'Notebook, single line', newPrice: 55, oldPrice: 60, stock: 40, sku: 'NB-SL-172' },
    cover: { title: 'Brown cover roll', newPrice: 20, oldPrice: 20, stock: 10, sku: 'BCR-1' },
    crayons: {
      title: 'Crayons, 24',
      newPrice: 80.5,
      oldPrice: 90,
      stock: null,
      sku: 'CR-24',
      barcode: '8901234567890',
    },
    geometry: { title: 'Geometry box', newPrice: 150, oldPrice: 170, stock: 3, barcode: '9788172234980' },
  },
});
const { asha } = t.customers;

/** As Excel saves "CSV UTF-8": a BOM, CRLF line ends, quotes around cells with commas. */
const excel = (lines: string[]) => `\ufeff${lines.join('\r\n')}\r\n`;

const importKits = (text: string | Buffer, dryRun: boolean, fileName = 'school-list.csv') =>
  t
    .asOwner()
    .post(`/api/kits/import${dryRun ? '?dryRun=true' : ''}`)
    .attach('file', Buffer.isBuffer(text) ? text : Buffer.from(text), fileName);

/** Class 5 and Class 6 of one school, as the school prints them. */
const TWO_CLASSES = excel([
  'School,Class,AcademicYear,SKU,Quantity,Optional',
  '"St. Xavier\'s, Patna",Class 5,2026-27,NB-SL-172,9,no',
  '"St. Xavier\'s, Patna",Class 5,2026-27,BCR-1,2,',
  '"St. Xavier\'s, Patna",Class 5,2026-27,CR-24,1,yes',
  '"ST. XAVIER\'S, PATNA",Class 6,2026-27,NB-SL-172,12,0',
  '"ST. XAVIER\'S, PATNA",Class 6,2026-27,BCR-1,3,false',
]);

const allKits = async () => {
  const res = await t.asOwner().get('/api/kits/all');
  expect(res.status).toBe(200);
  return res.body.kits as KitSummary[];
};

const ownerView = async (id: string) => {
  const res = await t.asOwner().get(`/api/kits/${id}`);
  expect(res.status).toBe(200);
  return res.body as KitView;
};

const linesOf = (kit: KitView) =>
  kit.lines.map(({ productId, quantity, optional }) => ({ productId, quantity, optional }));

describe('POST /api/kits/import', () => {
  it('when the owner asks for a dry run of a two-class list, then the report lists both kits and their rows, and nothing is written', async () => {
    const res = await importKits(TWO_CLASSES, true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = res.body as KitImportReport;
    expect(report).toMatchObject({ dryRun: true, applied: false, refused: 0 });
    expect(report.kits).toEqual([
      {
        action: 'create',
        title: "Class 5, St. Xavier's, Patna 2026-27",
        school: "St. Xavier's, Patna",
        className: 'Class 5',
        academicYear: '2026-27',
        lineCount: 3,
        rows: [2, 3, 4],
      },
      {
        action: 'create',
        title: "Class 6, ST. XAVIER'S, PATNA 2026-27",
        school: "ST. XAVIER'S, PATNA",
        className: 'Class 6',
        academicYear: '2026-27',
        lineCount: 2,
        rows: [5, 6],
      },
    ]);
    expect(report.rows[2]).toEqual({
      row: 4,
      school: "St. Xavier's, Patna",
      className: 'Class 5',
      academicYear: '2026-27',
      sku: 'CR-24',
      productId: t.books.crayons._id,
      title: 'Crayons, 24',
      quantity: 1,
      optional: true,
    });
    expect(await allKits()).toEqual([]);
  });

  it('when the owner applies it, then two unpublished kits priced at the sum hold the list’s lines, and parents see none yet', async () => {
    const res = await importKits(TWO_CLASSES, false);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = res.body as KitImportReport;
    expect(report).toMatchObject({ dryRun: false, applied: true, refused: 0 });
    const [class5, class6] = report.kits;
    expect(class5!.kitId).toMatch(/^[0-9a-f]{24}$/);

    const five = await ownerView(class5!.kitId!);
    expect(five).toMatchObject({
      title: "Class 5, St. Xavier's, Patna 2026-27",
      school: "St. Xavier's, Patna",
      className: 'Class 5',
      academicYear: '2026-27',
      pricing: { mode: 'sum' },
      published: false,
      notes: '',
    });
    expect(linesOf(five)).toEqual([
      { productId: t.books.notebook._id, quantity: 9, optional: false },
      { productId: t.books.cover._id, quantity: 2, optional: false },
      { productId: t.books.crayons._id, quantity: 1, optional: true },
    ]);
    expect(linesOf(await ownerView(class6!.kitId!))).toEqual([
      { productId: t.books.notebook._id, quantity: 12, optional: false },
      { productId: t.books.cover._id, quantity: 3, optional: false },
    ]);
    expect(await allKits()).toHaveLength(2);
    expect((await request(t.app).get('/api/kits')).body.kits).toEqual([]);
  });

  it('when the list is imported again, then the kit keeps its id, title, pricing and published flag and takes the new lines', async () => {
    const first = (await importKits(TWO_CLASSES, false)).body as KitImportReport;
    const id = first.kits[0]!.kitId!;
    const kit = await ownerView(id);
    const edited = await t
      .asOwner()
      .put(`/api/kits/${id}`)
      .send({
        title: 'Class 5 (St. Xavier’s)',
        school: kit.school,
        className: kit.className,
        academicYear: kit.academicYear,
        lines: linesOf(kit),
        pricing: { mode: 'percentOff', percent: 10 },
        published: true,
        notes: 'Cover every notebook in brown paper',
      });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    // Another spelling of the same school and class: spaces and case aside, it is the same kit.
    const revised = excel([
      'school,class,academicYear,sku,quantity,optional',
      '"st. xavier\'s,  patna",CLASS 5,2026-27,NB-SL-172,10,',
      '"St. Xavier\'s, Patna",Class 5,2026-27,CR-24,1,',
    ]);
    const dryRun = (await importKits(revised, true)).body as KitImportReport;
    expect(dryRun.kits).toEqual([
      expect.objectContaining({
        action: 'replace',
        kitId: id,
        title: 'Class 5 (St. Xavier’s)',
        rows: [2, 3],
      }),
    ]);

    const res = await importKits(revised, false);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const replaced = await ownerView(id);
    expect(replaced).toMatchObject({
      title: 'Class 5 (St. Xavier’s)',
      school: "St. Xavier's, Patna",
      pricing: { mode: 'percentOff', percent: 10 },
      published: true,
      notes: 'Cover every notebook in brown paper',
    });
    expect(linesOf(replaced)).toEqual([
      { productId: t.books.notebook._id, quantity: 10, optional: false },
      { productId: t.books.crayons._id, quantity: 1, optional: false },
    ]);
    expect(await allKits()).toHaveLength(2);
  });

  it('when one row is wrong, then nothing is written: a 400 in words with the report naming the row’s problems', async () => {
    await importKits(TWO_CLASSES, false);
    const before = await allKits();
    const sheet = excel([
      'school,class,academicYear,sku,quantity,optional',
      'DPS,Class 2,2026-27,NB-SL-172,4,',
      'DPS,Class 2,2026-27,XX-404,1,',
      '"St. Xavier\'s, Patna",Class 5,2026-27,BCR-1,120,',
    ]);
    const res = await importKits(sheet, false);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'validation',
      message: '2 rows cannot be imported, so nothing was changed. Correct them and try again.',
      report: { dryRun: false, applied: false, refused: 2 },
    });
    const report = res.body.error.report as KitImportReport;
    expect(report.rows.map((row) => row.problems)).toEqual([
      undefined,
      ['No item has SKU XX-404'],
      ['quantity 120: quantity must be at most 99'],
    ]);
    expect(report.kits.map((kit) => kit.action)).toEqual(['create', 'replace']);
    expect(await allKits()).toEqual(before);
  });

  it('when rows name items by barcode (a hyphenated EAN, an ISBN-10), then their kit holds those items', async () => {
    const sheet = excel([
      'school,className,academicYear,barcode,quantity,optional',
      'Kendriya Vidyalaya No. 1,Class 2,2026-27,890-1234-567890,2,',
      'Kendriya Vidyalaya No. 1,Class 2,2026-27,81-7223-498-8,1,yes',
    ]);
    const res = await importKits(sheet, false);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const kit = await ownerView((res.body as KitImportReport).kits[0]!.kitId!);
    expect(linesOf(kit)).toEqual([
      { productId: t.books.crayons._id, quantity: 2, optional: false },
      { productId: t.books.geometry._id, quantity: 1, optional: true },
    ]);
  });

  it('when nobody or a customer sends a list, then it is a 401 or a 403 and nothing is read', async () => {
    const anonymous = await request(t.app)
      .post('/api/kits/import?dryRun=true')
      .attach('file', Buffer.from(TWO_CLASSES), 'school-list.csv');
    expect(anonymous.status).toBe(401);
    const customer = await t
      .as(asha)
      .post('/api/kits/import')
      .attach('file', Buffer.from(TWO_CLASSES), 'school-list.csv');
    expect(customer.status).toBe(403);
    expect(await allKits()).toEqual([]);
  });

  it('when the file is empty, not a CSV, only a header, missing or with wrong columns, then it is refused in words', async () => {
    const refusal = async (send: () => ReturnType<typeof importKits>) => {
      const res = await send();
      return [res.status, res.body.error?.message];
    };
    expect(await refusal(() => importKits('', true))).toEqual([
      400,
      'The file is empty: it needs a header row.',
    ]);
    const xlsx = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    expect(await refusal(() => importKits(xlsx, true, 'school-list.xlsx'))).toEqual([
      415,
      'The file is not a CSV text file. Save the sheet as CSV (UTF-8) and try again.',
    ]);
    expect(
      await refusal(() => importKits(excel(['school,class,academicYear,sku,quantity,optional']), true)),
    ).toEqual([400, 'The file has a header but no rows: add one row per item of each list.']);
    expect(
      await refusal(() =>
        importKits(excel(['school,class,academicYear,quantity', 'DPS,Class 1,2026-27,1']), true),
      ),
    ).toEqual([400, 'The file needs a "sku" or a "barcode" column to name the items by.']);
    expect(
      await refusal(() => t.asOwner().post('/api/kits/import?dryRun=true') as ReturnType<typeof importKits>),
    ).toEqual([400, 'Choose a CSV file to import (form field "file").']);
    const maybe = await t
      .asOwner()
      .post('/api/kits/import?dryRun=maybe')
      .attach('file', Buffer.from(TWO_CLASSES), 'school-list.csv');
    expect(maybe.status).toBe(400);
  });
});
