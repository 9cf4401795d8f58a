import request from 'supertest';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Book } from '../src/store/store';
import { validBook, validBookForm } from './fixtures';
import { pngBytes, useTestApp } from './harness';

const t = useTestApp({ customers: ['asha'] });
const { asha } = t.customers;

const create = (body: object) => t.asOwner().post('/api/books/create-book').send(body);
const edit = (id: string, body: object) => t.asOwner().put(`/api/books/edit/${id}`).send(body);

const storedBooks = async () => (await t.store.books.list({})).items;

/** A multipart create with the text fields as a browser form sends them. */
const createMultipart = (file: Buffer, filename: string, contentType: string) =>
  t
    .asOwner()
    .post('/api/books/create-book')
    .field(validBookForm())
    .attach('coverImage', file, { filename, contentType });

describe('POST /api/books/create-book', () => {
  it('when the owner sends JSON with an https cover URL, then the book is created and stored', async () => {
    const res = await create(validBook());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...validBook(), _id: expect.stringMatching(/^[a-f0-9]{24}$/) });
    expect(await t.store.books.get(res.body._id)).toMatchObject(validBook());
  });

  it('when the owner gives an author, publisher and language, then they are kept as typed and the item is found by them', async () => {
    const res = await create({
      ...validBook(),
      title: 'Malgudi Days',
      author: '  R. K. Narayan ',
      publisher: 'Indian Thought Publications',
      language: '',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      author: 'R. K. Narayan',
      publisher: 'Indian Thought Publications',
      language: null,
    });
    const found = await request(t.app).get('/api/books').query({ q: 'narayan' });
    expect(found.body.map((b: Book) => b.title)).toEqual(['Malgudi Days']);

    const plain = await create(validBook());
    expect(plain.body).toMatchObject({ author: null, publisher: null, language: null });
    const tooLong = await create({ ...validBook(), author: 'a'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('Author must be at most 200 characters');
  });

  it('when the owner gives an HSN code and GST rate, then they are kept; left out or blank, the item is billed at its category’s (null)', async () => {
    const res = await create({ ...validBook(), hsn: '9608 20 00', gstRate: 12 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ hsn: '96082000', gstRate: 12 });
    expect(await t.store.books.get(res.body._id)).toMatchObject({ hsn: '96082000', gstRate: 12 });
    expect((await create(validBook())).body).toMatchObject({ hsn: null, gstRate: null });
    expect((await create({ ...validBook(), hsn: '', gstRate: '' })).body).toMatchObject({
      hsn: null,
      gstRate: null,
    });
    const form = await t
      .asOwner()
      .post('/api/books/create-book')
      .field({ ...validBookForm(), hsn: '3213', gstRate: '18' })
      .attach('coverImage', await pngBytes(), { filename: 'c.png', contentType: 'image/png' });
    expect(form.status, JSON.stringify(form.body)).toBe(201);
    expect(form.body).toMatchObject({ hsn: '3213', gstRate: 18 });
  });

  it('when the HSN code is not 4, 6 or 8 digits or the rate is 7, then a 400 names each and nothing is stored', async () => {
    const before = (await storedBooks()).length;
    const res = await create({ ...validBook(), hsn: '49011', gstRate: 7 });
    expect(res.status).toBe(400);
    expect(res.body.error.issues).toEqual([
      { path: 'hsn', message: 'HSN code must be 4, 6 or 8 digits' },
      { path: 'gstRate', message: 'GST rate must be one of 0, 5, 12, 18, 28, 40 (per cent)' },
    ]);
    expect((await create({ ...validBook(), hsn: 'ABCD' })).status).toBe(400);
    expect((await create({ ...validBook(), gstRate: 'eighteen' })).status).toBe(400);
    expect(await storedBooks()).toHaveLength(before);
  });

  it('when the owner gives a unit in any case, then it is kept as its code; left out, blank or on an edit without it, the item is counted in numbers or keeps its unit', async () => {
    const packs = await create({ ...validBook(), unit: 'pac' });
    expect(packs.status, JSON.stringify(packs.body)).toBe(201);
    expect(packs.body.unit).toBe('PAC');
    expect(await t.store.books.get(packs.body._id)).toMatchObject({ unit: 'PAC' });
    expect((await create(validBook())).body.unit).toBe('NOS');
    expect((await create({ ...validBook(), unit: ' ' })).body.unit).toBe('NOS');
    const kept = await edit(packs.body._id, { title: 'Gel pens, pack of 5' });
    expect(kept.body).toMatchObject({ title: 'Gel pens, pack of 5', unit: 'PAC' });
    expect((await edit(packs.body._id, { unit: 'BOX' })).body.unit).toBe('BOX');
  });

  it('when the unit is no GST unit code, then a 400 names it and nothing is stored', async () => {
    const before = (await storedBooks()).length;
    const res = await create({ ...validBook(), unit: 'KG' });
    expect(res.status).toBe(400);
    expect(res.body.error.issues).toEqual([
      { path: 'unit', message: expect.stringMatching(/^Unit must be one of: NOS, PCS, PAC, BOX/) },
    ]);
    expect(await storedBooks()).toHaveLength(before);
  });

  it('when the owner gives a barcode, then it is kept as its digits, an ISBN-10 as its ISBN-13, and a customer finds the item by it', async () => {
    const isbn = await create({ ...validBook(), title: 'Malgudi Days', barcode: '81-85986-17-7' });
    expect(isbn.status).toBe(201);
    expect(isbn.body.barcode).toBe('9788185986173');
    expect(await t.store.books.get(isbn.body._id)).toMatchObject({ barcode: '9788185986173' });
    const ean8 = await create({ ...validBook(), title: 'Eraser', barcode: '9638 5074' });
    const upc = await create({ ...validBook(), title: 'Crayons', barcode: '036000-291452' });
    expect([ean8.body.barcode, upc.body.barcode]).toEqual(['96385074', '036000291452']);
    expect((await create(validBook())).body.barcode).toBeNull();
    expect((await create({ ...validBook(), barcode: '' })).body.barcode).toBeNull();

    // Typed or scanned, in either form: the one item, within the list's filters.
    for (const q of ['9788185986173', '978-81-85986-17-3', '8185986177']) {
      const found = await request(t.app).get('/api/books').query({ q });
      expect(found.body.map((b: Book) => b.title)).toEqual(['Malgudi Days']);
      expect(found.headers['x-total-count']).toBe('1');
    }
    const filtered = await request(t.app).get('/api/books').query({ q: '9788185986173', category: 'colors' });
    expect(filtered.body).toEqual([]);
  });

  it.each([
    [
      'a wrong check digit',
      '9788185986174',
      'Barcode check digit is wrong: 9788185986174 is not a valid EAN-13',
    ],
    ['a wrong ISBN-10 check character', '81-85986-17-X', 'Barcode check digit is wrong'],
    ['letters', 'ABC12345', 'Barcode may hold only digits (an ISBN-10 may end in X)'],
    ['50 digits', '1'.repeat(50), 'this has 50'],
    ['a wrong length', '12345', 'this has 5'],
    ['a number instead of text', 9788185986173, 'Barcode must be text'],
  ])(
    'when the barcode has %s, then it is a 400 naming the barcode and nothing is stored',
    async (_case, barcode, message) => {
      const res = await create({ ...validBook(), barcode });
      expect(res.status).toBe(400);
      expect(res.body.error.issues).toEqual([{ path: 'barcode', message: expect.stringContaining(message) }]);
      expect(res.body.error.message).toContain(message);
      expect(await storedBooks()).toHaveLength(0);
    },
  );

  it('when the barcode is another item’s, then it is a 409 naming that item, and nothing is stored', async () => {
    await create({ ...validBook(), title: 'Malgudi Days', barcode: '9788185986173' });
    const res = await create({ ...validBook(), title: 'Swami and Friends', barcode: '81-85986-17-7' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('“Malgudi Days” already has barcode 9788185986173.');
    expect(res.body.error.issues).toEqual([
      { path: 'barcode', message: 'This barcode belongs to “Malgudi Days”' },
    ]);
    expect((await storedBooks()).map((b) => b.title)).toEqual(['Malgudi Days']);
  });

  it('when the owner uploads a PNG with text fields, then prices are numbers and the cover is served as WebP', async () => {
    const res = await createMultipart(await pngBytes(), 'cover.png', 'image/png');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ trending: true, oldPrice: 120, newPrice: 99.5, category: 'colors' });
    expect(res.body.coverImage).toMatch(/^[a-f0-9]{64}\.webp$/);
    expect((await t.store.books.get(res.body._id))?.coverImage).toBe(res.body.coverImage);

    const image = await request(t.app).get(`/api/images/${res.body.coverImage}`);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.headers['cache-control']).toContain('max-age=31536000');
    expect(image.body.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it.each(['title', 'description', 'category', 'oldPrice', 'newPrice'])(
    'when %s is missing, then it is a 400 naming it and nothing is stored',
    async (field) => {
      const body: Record<string, unknown> = validBook();
      delete body[field];
      const res = await create(body);
      expect(res.status).toBe(400);
      expect(res.body.error.issues.map((issue: { path: string }) => issue.path)).toContain(field);
      expect(await storedBooks()).toHaveLength(0);
    },
  );

  it.each([
    ['category "fiction"', { category: 'fiction' }],
    ['a negative price', { oldPrice: -5 }],
    ['a non-numeric price string', { newPrice: 'NaN' }],
    ['an exponent price string', { oldPrice: '1e3' }],
    ['a price with three decimals', { newPrice: 10.125 }],
    ['a price string with three decimals', { newPrice: '10.125' }],
    ['a zero selling price', { newPrice: 0, oldPrice: 0 }],
    ['oldPrice below newPrice', { oldPrice: 50, newPrice: 60 }],
    ['an _id field', { _id: 'a'.repeat(24) }],
    ['an isAdmin field', { isAdmin: true }],
    ['a blank title', { title: '   ' }],
    ['a javascript: cover URL', { coverImage: 'javascript:alert(1)' }],
    ['no cover at all', { coverImage: undefined }],
    ['a cover naming a stored image that does not exist', { coverImage: `${'0'.repeat(64)}.webp` }],
    ['a path-traversal cover', { coverImage: '../../etc/passwd' }],
  ])('when the book has %s, then it is a 400 and nothing is stored', async (_case, change) => {
    const res = await create({ ...validBook(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation');
    expect(await storedBooks()).toHaveLength(0);
  });

  it('when there is no token, then it is a 401 and nothing is stored', async () => {
    const res = await request(t.app).post('/api/books/create-book').send(validBook());
    expect(res.status).toBe(401);
    expect(await storedBooks()).toHaveLength(0);
  });

  it('when a customer tries, then it is a 403 and nothing is stored', async () => {
    const res = await t.as(asha).post('/api/books/create-book').send(validBook());
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden');
    expect(await storedBooks()).toHaveLength(0);
  });

  it.each([
    ['an SVG named .png', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['an HTML page named .png', '<!doctype html><html><body><script>alert(1)</script></body></html>'],
  ])('when the upload is %s, then it is a 415 and nothing is stored', async (_case, text) => {
    const res = await createMultipart(Buffer.from(text), 'cover.png', 'image/png');
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
    expect(await storedBooks()).toHaveLength(0);
  });

  it('when the upload is over 15 MB, then it is a 413 saying so and nothing is stored', async () => {
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(15 * 1024 * 1024)]);
    const res = await createMultipart(big, 'cover.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('The image is larger than 15 MB.');
    expect(await storedBooks()).toHaveLength(0);
  });

  it('when the owner uploads a phone camera photo of several MB, then it is kept shrunk to 1200 px', async () => {
    const [width, height] = [4000, 3000];
    // Noise does not compress, so the JPEG is as heavy as a real 12-megapixel photo.
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i += 4) noise.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
    const photo = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(4 * 1024 * 1024);
    const res = await createMultipart(photo, 'IMG_20251120_101500.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const image = await request(t.app).get(`/api/images/${res.body.coverImage}`).buffer(true);
    const kept = await sharp(image.body as Buffer).metadata();
    expect([kept.format, kept.width, kept.height]).toEqual(['webp', 1200, 900]);
  });
});

describe('PUT /api/books/edit/:id', () => {
  let book: Book;

  beforeEach(async () => {
    [book] = (await t.addBooks([
      { title: 'Gel Pen', category: 'penandpencil', oldPrice: 30, newPrice: 25 },
    ])) as [Book];
  });

  it('when the client sends the whole book back with prices as strings, then numbers are stored', async () => {
    const res = await edit(book._id, {
      ...book,
      __v: 0,
      title: 'Gel Pen (blue)',
      trending: true,
      oldPrice: '150',
      newPrice: '120.50',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: book._id,
      title: 'Gel Pen (blue)',
      oldPrice: 150,
      newPrice: 120.5,
    });
    expect(await t.store.books.get(book._id)).toMatchObject({
      title: 'Gel Pen (blue)',
      trending: true,
      oldPrice: 150,
      newPrice: 120.5,
      coverImage: book.coverImage,
      createdAt: book.createdAt,
    });
  });

  it('when only some fields are sent, then the others are kept', async () => {
    const res = await edit(book._id, { newPrice: 20 });
    expect(res.status).toBe(200);
    const { updatedAt: _u, ...unchanged } = book;
    expect(await t.store.books.get(book._id)).toMatchObject({ ...unchanged, newPrice: 20 });
  });

  it('when an edit leaves the author, publisher and language out, then they are kept; sent blank, they are cleared', async () => {
    await edit(book._id, { author: 'Ruskin Bond', publisher: 'Rupa', language: 'English' });
    const res = await edit(book._id, { title: 'The Blue Umbrella' });
    expect(res.body).toMatchObject({ author: 'Ruskin Bond', publisher: 'Rupa', language: 'English' });
    const cleared = await edit(book._id, { publisher: '', language: null });
    expect(cleared.body).toMatchObject({ author: 'Ruskin Bond', publisher: null, language: null });
  });

  it('when an edit sends the specification’s body without HSN and rate, then they are kept; sent blank or null, they are cleared', async () => {
    const set = await edit(book._id, { hsn: '4820', gstRate: 5 });
    expect(set.body).toMatchObject({ hsn: '4820', gstRate: 5 });
    const specBody = {
      title: 'Long Notebook',
      description: 'Ruled, 200 pages',
      category: 'book',
      trending: false,
      oldPrice: 90,
      newPrice: 80,
      coverImage: '',
    };
    const kept = await edit(book._id, specBody);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body).toMatchObject({ title: 'Long Notebook', hsn: '4820', gstRate: 5 });
    expect(await t.store.books.get(book._id)).toMatchObject({ hsn: '4820', gstRate: 5 });
    const changed = await edit(book._id, { gstRate: 0 });
    expect(changed.body).toMatchObject({ hsn: '4820', gstRate: 0 });
    const cleared = await edit(book._id, { hsn: '', gstRate: null });
    expect(cleared.body).toMatchObject({ hsn: null, gstRate: null });
    expect(await t.store.books.get(book._id)).toMatchObject({ hsn: null, gstRate: null });
    expect((await edit(book._id, { gstRate: 7 })).status).toBe(400);
  });

  it('when an edit leaves the barcode out, then it is kept; sent blank or null, it is cleared; another item’s is a 409', async () => {
    const set = await edit(book._id, { barcode: '8901234567890' });
    expect(set.body.barcode).toBe('8901234567890');
    const kept = await edit(book._id, { title: 'Gel Pen (blue)' });
    expect(kept.body.barcode).toBe('8901234567890');
    expect((await edit(book._id, { barcode: '' })).body.barcode).toBeNull();
    await edit(book._id, { barcode: '8901234567890' });
    expect((await edit(book._id, { barcode: null })).body.barcode).toBeNull();
    expect((await t.store.books.get(book._id))!.barcode).toBeNull();

    const [other] = await t.addBooks([{ title: 'Glue Stick', barcode: '8901234567890' }]);
    const taken = await edit(book._id, { barcode: '890 1234 567890' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('“Glue Stick” already has barcode 8901234567890.');
    expect((await t.store.books.get(book._id))!.barcode).toBeNull();
    expect((await t.store.books.get(other!._id))!.barcode).toBe('8901234567890');
  });

  it.each([
    ['empty', { coverImage: '' }],
    ['missing', {}],
  ])('when the cover is %s, then the old cover is kept', async (_case, cover) => {
    const res = await edit(book._id, { title: 'Renamed', ...cover });
    expect(res.status).toBe(200);
    expect((await t.store.books.get(book._id))?.coverImage).toBe(book.coverImage);
  });

  it('when a new PNG is uploaded, then it replaces the cover', async () => {
    const res = await t
      .asOwner()
      .put(`/api/books/edit/${book._id}`)
      .field('newPrice', '22')
      .attach('coverImage', await pngBytes(64, 64), { filename: 'new.png', contentType: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.body.coverImage).toMatch(/^[a-f0-9]{64}\.webp$/);
    expect(res.body.coverImage).not.toBe(book.coverImage);
    expect(await t.store.books.get(book._id)).toMatchObject({
      coverImage: res.body.coverImage,
      newPrice: 22,
    });
    expect(await t.store.images.exists(res.body.coverImage)).toBe(true);
  });

  it('when the book does not exist, then it is a 404', async () => {
    const res = await edit('f'.repeat(24), { title: 'Ghost' });
    expect(res.status).toBe(404);
    expect(await t.store.books.get('f'.repeat(24))).toBeNull();
  });

  it('when there is no token, then it is a 401 and the book is unchanged', async () => {
    const res = await request(t.app).put(`/api/books/edit/${book._id}`).send({ title: 'Hacked' });
    expect(res.status).toBe(401);
    expect(await t.store.books.get(book._id)).toEqual(book);
  });

  it.each([
    ['a negative price', { newPrice: -1 }],
    ['a new price above the old one', { newPrice: 35 }],
    ['a bad category', { category: 'fiction' }],
    ['an unknown field', { isAdmin: true }],
    ['a missing stored cover', { coverImage: `${'1'.repeat(64)}.webp` }],
  ])('when the edit has %s, then it is a 400 and the book is unchanged', async (_case, body) => {
    const res = await edit(book._id, body);
    expect(res.status).toBe(400);
    expect(await t.store.books.get(book._id)).toEqual(book);
  });
});

describe('DELETE /api/books/:id', () => {
  it('when the owner deletes a book, then it is a 204 and the book is gone', async () => {
    const [book] = await t.addBooks([{ title: 'Old stock' }]);
    const res = await t.asOwner().delete(`/api/books/${book!._id}`);
    expect(res.status).toBe(204);
    expect((await request(t.app).get(`/api/books/${book!._id}`)).status).toBe(404);
    expect(await t.store.books.get(book!._id)).toBeNull();
  });

  it('when the book does not exist, then it is a 404', async () => {
    const res = await t.asOwner().delete(`/api/books/${'e'.repeat(24)}`);
    expect(res.status).toBe(404);
  });

  it('when a customer tries, then it is a 403 and the book is still there', async () => {
    const [book] = await t.addBooks([{ title: 'Keep me' }]);
    const res = await t.as(asha).delete(`/api/books/${book!._id}`);
    expect(res.status).toBe(403);
    expect(await t.store.books.get(book!._id)).toEqual(book);
  });
});
