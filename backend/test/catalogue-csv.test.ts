import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { STOCK_BESIDE_COUNT, STOCK_NOT_IMPORTED } from '../src/books/import-stock-cell';
import { useTestApp } from './harness';
import { toPaise } from '../src/contract';

const t = useTestApp({
  books: {
    notebook: {
      title: 'Spiral Notebook',
      newPrice: 49.99,
      oldPrice: 60,
      stock: 5,
      sku: 'NB-A5-200',
      category: 'book',
    },
    glue: { title: 'Glue Stick', newPrice: 40, oldPrice: 45, stock: null, category: 'adhesive' },
    formula: {
      title: '=SUM(A1:A9)',
      description: '+91 helpline, -5% off, @home',
      newPrice: 10,
      oldPrice: 10,
    },
  },
});
const { notebook, glue } = t.books;

const exportCsv = () =>
  t
    .asOwner()
    .get('/api/books/export.csv')
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
const importCsv = (text: string, dryRun: boolean) =>
  t
    .asOwner()
    .post(`/api/books/import${dryRun ? '?dryRun=true' : ''}`)
    .attach('file', Buffer.from(text), 'catalogue.csv');

/** As Excel saves "CSV UTF-8": a BOM, CRLF line ends, quotes around cells with commas or line breaks. */
const excel = (lines: string[]) => `\ufeff${lines.join('\r\n')}\r\n`;

describe('GET /api/books/export.csv', () => {
  it('when the owner exports, then every item comes as a spreadsheet-safe UTF-8 CSV with whole image addresses', async () => {
    const res = await exportCsv();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = res.body as Buffer;
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = bytes.toString('utf8');
    expect(text).toContain('\r\n');
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([
      'sku',
      'barcode',
      'title',
      'author',
      'publisher',
      'language',
      'category',
      'hsn',
      'gstRate',
      'unit',
      'oldPrice',
      'newPrice',
      'onHand',
      'available',
      'count',
      'trending',
      'description',
      'coverUrl',
    ]);
    const byTitle = new Map(rows.map((row) => [row.title, row]));
    expect(byTitle.get('Spiral Notebook')).toMatchObject({
      sku: 'NB-A5-200',
      onHand: '5',
      available: '5',
      count: '',
      newPrice: '49.99',
    });
    expect(byTitle.get('Glue Stick')).toMatchObject({ sku: '', onHand: '', available: '', count: '' });
    expect(byTitle.get('Spiral Notebook')!.coverUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/api\/images\/[a-f0-9]{64}\.webp$/,
    );
    // OWASP CSV injection: a cell a spreadsheet would run starts with an apostrophe instead.
    const formula = rows.find((row) => row.title!.includes('SUM'))!;
    expect(formula.title).toBe("'=SUM(A1:A9)");
    expect(formula.description).toBe("'+91 helpline, -5% off, @home");
  });

  it('when the export is imported again unchanged, then every row is unchanged and nothing is refused', async () => {
    const exported = ((await exportCsv()).body as Buffer).toString('utf8');
    const res = await importCsv(exported, true);
    expect(res.status).toBe(200);
    expect(res.body.summary).toEqual({ create: 0, update: 0, unchanged: 3, refuse: 0 });
  });

  it('when titles look like formulas or start with an apostrophe, then export and import give them back as typed', async () => {
    const typed = [
      "'=1+1",
      '=SUM(A1)',
      '+91 pens',
      '-',
      '@home',
      '\tTabbed pen',
      'Plain pen',
      "'",
      "''quoted",
    ];
    const stored: { _id: string; title: string }[] = [];
    for (const [index, title] of typed.entries()) {
      const res = await t
        .asOwner()
        .post('/api/books/create-book')
        .send({ ...newItem(), title, description: title, sku: `RT-${index}` });
      expect(res.status).toBe(201);
      stored.push(res.body);
    }
    expect(stored[0]!.title).toBe("'=1+1");
    const exported = ((await exportCsv()).body as Buffer).toString('utf8');
    const rows = parse(exported, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.find((row) => row.sku === 'RT-0')!.title).toBe("''=1+1");

    const dryRun = await importCsv(exported, true);
    expect(dryRun.body.summary).toEqual({ create: 0, update: 0, unchanged: 3 + typed.length, refuse: 0 });
    expect((await importCsv(exported, false)).status).toBe(200);
    for (const { _id, title } of stored) {
      const book = await t.store.books.get(_id);
      expect([book!.title, book!.description]).toEqual([title, title]);
    }
    expect(await t.store.books.count()).toBe(3 + typed.length);
  });

  it('when an export is imported again after sales, then it changes no stock; only a count in the count column sets the shelf', async () => {
    const older = ((await exportCsv()).body as Buffer).toString('utf8');
    const asStockColumn = older.replace('onHand,available,count', 'stock,available,count');
    const order = await t.store.orders.create({
      customerUid: 'uid-1',
      email: 'c@example.in',
      name: 'Asha',
      phone: '+919876543210',
      address: { street: '', city: 'Nagpur', state: 'MH', country: 'India', zipcode: '440001' },
      lines: [
        {
          bookId: notebook._id,
          title: 'Spiral Notebook',
          unitPricePaise: toPaise(49.99),
          coverImage: 'c.webp',
          quantity: 2,
        },
      ],
      totalPaise: toPaise(99.98),
    });
    expect(order.outcome).toBe('created');
    for (const sheet of [older, asStockColumn]) {
      const res = await importCsv(sheet, false);
      expect(res.status).toBe(200);
      expect(res.body.summary).toMatchObject({ update: 0, refuse: 0 });
    }
    expect(await t.store.books.get(notebook._id)).toMatchObject({ onHand: 5, stock: 3 });

    const counted = excel(['sku,title,count', 'NB-A5-200,Spiral Notebook,8']);
    const dryRun = await importCsv(counted, true);
    expect(dryRun.body.rows[0]).toMatchObject({ action: 'update', onHand: { from: 5, to: 8 } });
    expect((await importCsv(counted, false)).status).toBe(200);
    expect(await t.store.books.get(notebook._id)).toMatchObject({ onHand: 8, stock: 6 });
  });

  it('when a customer or nobody asks, then it is a 403 or 401', async () => {
    expect((await request(t.app).get('/api/books/export.csv')).status).toBe(401);
  });
});

describe('POST /api/books/import', () => {
  const sheet = excel([
    'sku,title,category,oldPrice,newPrice,count,trending,description',
    'NB-A5-200,Spiral Notebook,,,,12,,',
    ',Glue Stick,,,,30,,',
    'CR-24,Crayons 24,Pen and Pencil,99,79,8,yes,"Wax crayons, 24 shades\nNon-toxic"',
    ',Drawing Book,book,50,45,,,"A4, 36 pages"',
    'ZZ-9,Nothing else,,,,3,,',
  ]);

  it('when the owner asks for a dry run, then each row says what it would do and nothing changes', async () => {
    const res = await importCsv(sheet, true);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      dryRun: true,
      applied: false,
      summary: { create: 2, update: 2, unchanged: 0, refuse: 1 },
    });
    expect(res.body.rows.map((row: { row: number; action: string }) => [row.row, row.action])).toEqual([
      [2, 'update'],
      [3, 'update'],
      [4, 'create'],
      [5, 'create'],
      [6, 'refuse'],
    ]);
    expect(res.body.rows[0]).toMatchObject({
      bookId: notebook._id,
      changes: ['stock'],
      onHand: { from: 5, to: 12 },
    });
    expect(res.body.rows[1]).toMatchObject({ bookId: glue._id, changes: ['stock'] });
    expect(res.body.rows[4].problems[0]).toMatch(
      /No item has SKU ZZ-9; a new item needs description, category, oldPrice, newPrice/,
    );
    expect(await t.store.books.count()).toBe(3);
  });

  it('when any row is refused, then applying is a 400 with the report and nothing is written', async () => {
    const res = await importCsv(sheet, false);
    expect(res.status).toBe(400);
    expect(res.body.error.report.summary.refuse).toBe(1);
    expect(await t.store.books.count()).toBe(3);
    expect((await t.store.books.get(notebook._id))!.stock).toBe(5);
  });

  it('when every row is good, then all apply at once: stock set and recorded, new items with a drawn cover', async () => {
    const good = sheet.split('\r\n').slice(0, -2).join('\r\n');
    const res = await importCsv(good, false);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      dryRun: false,
      applied: true,
      summary: { create: 2, update: 2, refuse: 0 },
    });
    expect((await t.store.books.get(notebook._id))!.stock).toBe(12);
    expect((await t.store.books.get(glue._id))!.stock).toBe(30);
    const crayons = (await t.store.books.list({ search: 'Crayons 24' })).items[0]!;
    expect(crayons).toMatchObject({
      sku: 'CR-24',
      category: 'penandpencil',
      trending: true,
      stock: 8,
      description: 'Wax crayons, 24 shades\nNon-toxic',
    });
    const cover = await request(t.app).get(`/api/images/${crayons.coverImage}`);
    expect(cover.status).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
    const [movement] = await t.store.books.stockMovements(notebook._id, 1);
    expect(movement).toMatchObject({ change: 7, reason: 'import', ownerId: t.ownerId });
  });

  it('when rows with a stock column but no count create items, then the dry run takes each stock as the opening count and says so, the apply sets it, and known items keep theirs with a note', async () => {
    const supplier = excel([
      'sku,title,category,oldPrice,newPrice,description,stock,count',
      'NB-A5-200,Spiral Notebook,,,,,40,',
      'SUP-1,Fountain Ink,book,120,110,Blue,12,',
      'SUP-2,Sketch Pens,book,60,55,Twelve shades,,',
      'SUP-3,Drawing Pins,book,30,25,Box of 50,9,4',
      'SUP-4,Chart Paper,book,10,9,A1,lots,',
    ]);
    const dryRun = await importCsv(supplier, true);
    expect(dryRun.status).toBe(200);
    const [notebookRow, ink, pens, pins, chart] = dryRun.body.rows;
    expect(notebookRow).toEqual({
      row: 2,
      action: 'unchanged',
      sku: 'NB-A5-200',
      title: 'Spiral Notebook',
      bookId: notebook._id,
      notes: [STOCK_NOT_IMPORTED],
    });
    expect(ink).toMatchObject({
      action: 'create',
      openingCount: { from: 'stock', units: 12 },
      notes: ["No count cell: the stock cell (12) is taken as the new item's opening count."],
    });
    expect(pens).toMatchObject({ action: 'create' });
    expect(pens).not.toHaveProperty('openingCount');
    expect(pens).not.toHaveProperty('notes');
    expect(pins).toMatchObject({
      action: 'create',
      openingCount: { from: 'count', units: 4 },
      notes: [STOCK_BESIDE_COUNT],
    });
    expect(chart).toMatchObject({ action: 'refuse', problems: ['stock: Stock must be a number'] });
    expect(await t.store.books.count()).toBe(3);

    const res = await importCsv(supplier.split('\r\n').slice(0, -2).join('\r\n'), false);
    expect(res.status).toBe(200);
    expect(res.body.summary).toMatchObject({ create: 3, unchanged: 1, refuse: 0 });
    const created = async (title: string) => (await t.store.books.list({ search: title })).items[0];
    const fountainInk = await created('Fountain Ink');
    expect(fountainInk).toMatchObject({ sku: 'SUP-1', stock: 12, onHand: 12 });
    const [opening] = await t.store.books.stockMovements(fountainInk!._id, 1);
    expect(opening).toMatchObject({ change: 12, reason: 'import', stockAfter: 12, ownerId: t.ownerId });
    expect(await created('Sketch Pens')).toMatchObject({ sku: 'SUP-2', stock: null });
    expect(await created('Drawing Pins')).toMatchObject({ sku: 'SUP-3', stock: 4, onHand: 4 });
    expect(await t.store.books.get(notebook._id)).toMatchObject({ onHand: 5, stock: 5 });
  });

  it('when prices are written as Excel in India writes them and categories by their labels, then the rows are read as meant', async () => {
    const res = await importCsv(
      excel([
        'title,description,category,oldPrice,newPrice',
        'Brush Pens,Twelve colours,Pen & Pencil,"₹1,200","1,050"',
        'Art Box,A wooden box,Stationary Kit or Boxes,Rs. 2500,INR 2400.50',
        'Poster Colours,Six jars,Colours,"1,00,000",99999',
        'Bad Price,Oops,Book,"12,34.5.6",10',
      ]),
      true,
    );
    expect(res.status).toBe(200);
    const [brush, box, colours, bad] = res.body.rows as { action: string; problems?: string[] }[];
    for (const row of [brush, box, colours]) expect(row).toMatchObject({ action: 'create' });
    expect(bad).toMatchObject({ action: 'refuse' });
    expect(bad!.problems!.join()).toMatch(/oldPrice/);

    const applied = await importCsv(
      excel([
        'title,description,category,oldPrice,newPrice',
        'Brush Pens,Twelve colours,Pen & Pencil,"₹1,200","1,050"',
      ]),
      false,
    );
    expect(applied.status).toBe(200);
    const { items } = await t.store.books.list({ search: 'Brush Pens' });
    expect(items[0]).toMatchObject({ oldPrice: 1200, newPrice: 1050, category: 'penandpencil' });
  });

  it('when rows give an author, publisher and language, then new and known items take them and the export writes them', async () => {
    const res = await importCsv(
      excel([
        'sku,title,author,publisher,language,description,category,oldPrice,newPrice',
        ',Godaan,Munshi Premchand,Rajkamal Prakashan,हिन्दी,A novel,Book,250,225',
        'NB-A5-200,,,Classmate,,,,,',
      ]),
      false,
    );
    expect(res.status).toBe(200);
    expect(res.body.rows[1]).toMatchObject({ action: 'update', changes: ['publisher'] });
    const exported = parse(((await exportCsv()).body as Buffer).toString('utf8'), {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    const byTitle = new Map(exported.map((row) => [row.title, row]));
    expect(byTitle.get('Godaan')).toMatchObject({
      author: 'Munshi Premchand',
      publisher: 'Rajkamal Prakashan',
      language: 'हिन्दी',
    });
    expect(byTitle.get('Spiral Notebook')).toMatchObject({
      author: '',
      publisher: 'Classmate',
      language: '',
    });
    expect((await t.store.books.list({ search: 'premchand' })).items.map((b) => b.title)).toEqual(['Godaan']);
  });

  it('when rows give barcodes, then they are kept as digits (an ISBN-10 as its ISBN-13) and the export writes them', async () => {
    const res = await importCsv(
      excel([
        'sku,barcode,title,description,category,oldPrice,newPrice',
        ',81-85986-17-7,Malgudi Days,Stories,Book,250,225',
        'NB-A5-200,8901234567890,,,,,',
      ]),
      false,
    );
    expect(res.status).toBe(200);
    expect(res.body.rows[1]).toMatchObject({ action: 'update', changes: ['barcode'] });
    expect((await t.store.books.get(notebook._id))!.barcode).toBe('8901234567890');
    const exported = parse(((await exportCsv()).body as Buffer).toString('utf8'), {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    const byTitle = new Map(exported.map((row) => [row.title, row]));
    expect(byTitle.get('Malgudi Days')).toMatchObject({ barcode: '9788185986173' });
    expect(byTitle.get('Spiral Notebook')).toMatchObject({ barcode: '8901234567890' });
    expect(byTitle.get('Glue Stick')).toMatchObject({ barcode: '' });
  });

  it('when rows give HSN codes and GST rates, then new and known items take them, the export writes them, and imported again nothing changes', async () => {
    const res = await importCsv(
      excel([
        'sku,title,hsn,gstRate,description,category,oldPrice,newPrice',
        ',Geometry Box,7326 90 99,12%,Compass and divider,Box,250,225',
        'NB-A5-200,,4820,5,,,,',
      ]),
      false,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.rows[1]).toMatchObject({ action: 'update', changes: ['hsn', 'gstRate'] });
    expect((await t.store.books.get(notebook._id))!).toMatchObject({ hsn: '4820', gstRate: 5 });
    const exported = ((await exportCsv()).body as Buffer).toString('utf8');
    const byTitle = new Map(
      (parse(exported, { bom: true, columns: true }) as Record<string, string>[]).map((row) => [
        row.title,
        row,
      ]),
    );
    expect(byTitle.get('Geometry Box')).toMatchObject({ hsn: '73269099', gstRate: '12' });
    expect(byTitle.get('Spiral Notebook')).toMatchObject({ hsn: '4820', gstRate: '5' });
    // Empty: the category's.
    expect(byTitle.get('Glue Stick')).toMatchObject({ hsn: '', gstRate: '' });
    const again = await importCsv(exported, true);
    expect(again.body.summary).toMatchObject({ update: 0, refuse: 0 });
  });

  it('when rows give units in any case, then new and known items take them, the export writes each item’s, and a unit that is no GST code refuses its row', async () => {
    const res = await importCsv(
      excel([
        'sku,title,unit,description,category,oldPrice,newPrice',
        ',Copier Paper A4,rem,500 sheets,Box,320,300',
        'NB-A5-200,,Pac,,,,',
      ]),
      false,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.rows[1]).toMatchObject({ action: 'update', changes: ['unit'] });
    expect((await t.store.books.get(notebook._id))!.unit).toBe('PAC');
    const exported = ((await exportCsv()).body as Buffer).toString('utf8');
    const units = new Map(
      (parse(exported, { bom: true, columns: true }) as Record<string, string>[]).map((row) => [
        row.title,
        row.unit,
      ]),
    );
    expect(units.get('Copier Paper A4')).toBe('REM');
    expect(units.get('Spiral Notebook')).toBe('PAC');
    expect(units.get('Glue Stick')).toBe('NOS');
    const refused = await importCsv(excel(['sku,unit', 'NB-A5-200,reams']), true);
    expect(refused.body.rows[0].problems).toEqual([
      expect.stringMatching(/^unit: Unit must be one of: NOS, PCS/),
    ]);
  });

  it('when a new item leaves its HSN code, rate or unit empty, then its title fills them and the report says so; known items are left alone', async () => {
    const file = excel([
      'sku,title,hsn,gstRate,unit,description,category,oldPrice,newPrice',
      ',HB Pencils (Pack of 10),,,,Dark pencils,Pen & Pencil,60,50',
      ',Long Register,4820,,,200 pages,Book,90,80',
      ',Gel Pens (Pack of 5),,12,PAC,Blue,Pen & Pencil,75,70',
      ',Stapler No. 10,,,,Small stapler,Box,120,100',
      'NB-A5-200,,,,,Ruled pages,,,',
    ]);
    const dry = await importCsv(file, true);
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    const [pencils, register, gelPens, stapler, notebookRow] = dry.body.rows;
    expect(pencils).toMatchObject({
      action: 'create',
      suggested: { hsn: '9609', gstRate: 0, unit: 'PAC', reason: 'pencils: HSN 9609, Nil from 22 Sep 2025' },
    });
    // The code given agrees with the title's, so its rate fills the empty cell.
    expect(register.suggested).toEqual({
      gstRate: 18,
      unit: 'NOS',
      reason: 'registers: HSN 4820, 18% from 22 Sep 2025',
    });
    // A rate given that is not the title's: its code is left to the category rather than mixed.
    expect(gelPens.suggested).toBeUndefined();
    expect(stapler.suggested).toBeUndefined();
    expect(notebookRow).toMatchObject({ action: 'update', changes: ['description'] });
    expect(notebookRow.suggested).toBeUndefined();
    expect(await t.store.books.count()).toBe(3);

    expect((await importCsv(file, false)).status).toBe(200);
    const stored = new Map((await t.store.books.list({})).items.map((book) => [book.title, book]));
    expect(stored.get('HB Pencils (Pack of 10)')).toMatchObject({ hsn: '9609', gstRate: 0, unit: 'PAC' });
    expect(stored.get('Long Register')).toMatchObject({ hsn: '4820', gstRate: 18, unit: 'NOS' });
    expect(stored.get('Gel Pens (Pack of 5)')).toMatchObject({ hsn: null, gstRate: 12, unit: 'PAC' });
    expect(stored.get('Stapler No. 10')).toMatchObject({ hsn: null, gstRate: null, unit: 'NOS' });
    expect(stored.get('Spiral Notebook')).toMatchObject({ hsn: null, gstRate: null, unit: 'NOS' });
  });

  it('when an HSN code is not 4, 6 or 8 digits or a rate no GST rate, then its row is refused with the reason', async () => {
    const res = await importCsv(excel(['sku,hsn,gstRate', 'NB-A5-200,49011,18', 'NB-A5-200,4901,7']), true);
    const problems = (res.body.rows as { problems?: string[] }[]).map((row) => row.problems);
    expect(problems[0]).toEqual(['hsn: HSN code must be 4, 6 or 8 digits']);
    expect(problems[1]).toContainEqual('gstRate: GST rate must be one of 0, 5, 12, 18, 28, 40 (per cent)');
  });

  it('when a barcode is wrong or taken, then its row is refused with the reason, as other bad cells are', async () => {
    await importCsv(excel(['sku,barcode', 'NB-A5-200,8901234567890']), false);
    const res = await importCsv(
      excel([
        'sku,barcode,title,description,category,oldPrice,newPrice',
        ',9788185986174,Bad Check,Stories,Book,250,225',
        ',97881859861ab,Letters,Stories,Book,250,225',
        ',8901234567890,Taken,Stories,Book,250,225',
        ',96385074,First,Stories,Book,250,225',
        ',9638-5074,Second,Stories,Book,250,225',
      ]),
      true,
    );
    expect(res.status).toBe(200);
    const problems = (res.body.rows as { action: string; problems?: string[] }[]).map((row) => [
      row.action,
      row.problems,
    ]);
    expect(problems).toEqual([
      ['refuse', ['barcode: Barcode check digit is wrong: 9788185986174 is not a valid EAN-13']],
      ['refuse', ['barcode: Barcode may hold only digits (an ISBN-10 may end in X)']],
      ['refuse', ['barcode 8901234567890 belongs to “Spiral Notebook”']],
      ['create', undefined],
      ['refuse', ['row 5 already names this item']],
    ]);
  });

  it('when two rows name one item, then the second is refused', async () => {
    const res = await importCsv(excel(['sku,title,count', 'NB-A5-200,,4', ',Spiral Notebook,6']), true);
    expect(res.body.rows[1]).toMatchObject({ action: 'refuse', problems: ['row 2 already names this item'] });
  });
});

function newItem() {
  return {
    description: 'An item',
    category: 'penandpencil',
    oldPrice: 20,
    newPrice: 15,
    coverImage: 'https://example.com/item.jpg',
  };
}
