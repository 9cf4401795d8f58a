import request from 'supertest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSqliteStore } from '../src/store/sqlite';
import { GEL_PEN } from './fixtures';
import { useTestApp } from './harness';
import { toPaise } from '../src/contract';

const t = useTestApp();

const titles = (body: { title: string }[]) => body.map((book) => book.title);

describe('GET /api/books?offset= without a limit', () => {
  it('when clients page the whole list by offset alone, then each gets its slice of one list read once per catalogue version', async () => {
    await t.addBooks(
      Array.from({ length: 30 }, (_, i) => ({ title: `Notebook ${String(i).padStart(2, '0')}` })),
    );
    const reads = vi.spyOn(t.store.books, 'list');
    const whole = (await request(t.app).get('/api/books')).body as { _id: string }[];
    for (const offset of [5, 6, 29, 40]) {
      const res = await request(t.app).get(`/api/books?offset=${offset}`);
      expect(res.status).toBe(200);
      expect(res.headers['x-total-count']).toBe('30');
      expect(res.body.map((book: { _id: string }) => book._id)).toEqual(
        whole.slice(offset).map((b) => b._id),
      );
    }
    expect(reads).toHaveBeenCalledTimes(1);
    await t.addBooks([{ title: 'New arrival' }]);
    expect((await request(t.app).get('/api/books?offset=30')).body).toHaveLength(1);
    expect(reads).toHaveBeenCalledTimes(2);
  });
});

describe('GET /api/books', () => {
  beforeEach(async () => {
    await t.addBooks([
      { title: 'Gel Pen', newPrice: 25, oldPrice: 30, trending: true },
      {
        title: 'glue stick',
        category: 'adhesive',
        newPrice: 40,
        oldPrice: 45,
        description: 'Sticks PAPER fast',
      },
      { title: '100% Cotton Notebook', category: 'book', newPrice: 120, oldPrice: 150, trending: true },
      { title: 'Pen_Set Deluxe', newPrice: 10, oldPrice: 10 },
      { title: 'Atlas', category: 'book', newPrice: 300, oldPrice: 320 },
    ]);
  });

  it('when there are no filters, then every book comes back with the total in X-Total-Count', async () => {
    const res = await request(t.app).get('/api/books');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(5);
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.body[0]).toMatchObject({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      title: expect.any(String),
    });
    expect(await t.store.books.count()).toBe(5);
  });

  it('when filtered by category, then only that category comes back', async () => {
    const res = await request(t.app).get('/api/books').query({ category: 'book' });
    expect(titles(res.body).sort()).toEqual(['100% Cotton Notebook', 'Atlas']);
    expect(res.headers['x-total-count']).toBe('2');
  });

  it('when trending=true, then only trending books come back', async () => {
    const res = await request(t.app).get('/api/books').query({ trending: 'true' });
    expect(titles(res.body).sort()).toEqual(['100% Cotton Notebook', 'Gel Pen']);
    expect(res.body.every((book: { trending: boolean }) => book.trending)).toBe(true);
  });

  it.each([
    ['GLUE', ['glue stick']],
    ['paper', ['glue stick']],
    ['%', []],
    ['_', []],
    ['pen', ['Gel Pen', 'Pen_Set Deluxe']],
    ['not', ['100% Cotton Notebook']],
    ['100 COTT', ['100% Cotton Notebook']],
    ['set', ['Pen_Set Deluxe']],
    ['ote', []],
  ])('when searching q=%s, then the matches are %j', async (q, expected) => {
    const res = await request(t.app).get('/api/books').query({ q });
    expect(res.status).toBe(200);
    expect(titles(res.body).sort()).toEqual(expected);
    expect(res.headers['x-total-count']).toBe(String(expected.length));
  });

  it.each([
    ['price-asc', ['Pen_Set Deluxe', 'Gel Pen', 'glue stick', '100% Cotton Notebook', 'Atlas']],
    ['price-desc', ['Atlas', '100% Cotton Notebook', 'glue stick', 'Gel Pen', 'Pen_Set Deluxe']],
    ['title', ['100% Cotton Notebook', 'Atlas', 'Gel Pen', 'glue stick', 'Pen_Set Deluxe']],
    ['newest', ['Atlas', 'Pen_Set Deluxe', '100% Cotton Notebook', 'glue stick', 'Gel Pen']],
  ])('when sorted by %s, then the order is %j', async (sort, expected) => {
    const res = await request(t.app).get('/api/books').query({ sort });
    expect(titles(res.body)).toEqual(expected);
  });

  it('when paging with limit and offset, then one page comes back but the total counts all matches', async () => {
    const res = await request(t.app).get('/api/books').query({ sort: 'price-asc', limit: 2, offset: 1 });
    expect(titles(res.body)).toEqual(['Gel Pen', 'glue stick']);
    expect(res.headers['x-total-count']).toBe('5');
  });

  it.each([
    ['an unknown parameter', { colour: 'red' }],
    ['a bad category', { category: 'fiction' }],
    ['limit=0', { limit: 0 }],
    ['limit=1000', { limit: 1000 }],
    ['a bad sort', { sort: 'cheapest' }],
  ])('when the query has %s, then it is a 400 validation error', async (_case, query) => {
    const res = await request(t.app).get('/api/books').query(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation', message: expect.any(String) });
  });

  it('when a browser on another allowed origin reads the catalogue, then the answer varies by Origin and Accept-Encoding', async () => {
    const res = await request(t.app).get('/api/books').set('Origin', 'http://localhost:5173');
    expect(res.status).toBe(200);
    const vary = String(res.headers.vary)
      .split(',')
      .map((name) => name.trim().toLowerCase());
    expect(vary).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
  });

  it('when the list is asked for again with its ETag, then it is a 304; after a change it is a 200', async () => {
    const first = await request(t.app).get('/api/books');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await request(t.app).get('/api/books').set('If-None-Match', etag!);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    await t.addBooks([{ title: 'New arrival' }]);
    const changed = await request(t.app).get('/api/books').set('If-None-Match', etag!);
    expect(changed.status).toBe(200);
    expect(changed.body).toHaveLength(6);
  });

  it('when the client accepts gzip and the list is large, then it is gzip-compressed', async () => {
    await t.addBooks(
      Array.from({ length: 35 }, (_, i) => ({
        title: `Bulk notebook ${i}`,
        description: 'Ruled, 200 pages. '.repeat(3),
      })),
    );
    const gz = await request(t.app).get('/api/books').set('Accept-Encoding', 'gzip');
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toHaveLength(40);
    const plain = await request(t.app).get('/api/books').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toHaveLength(40);
  });
});

describe('GET /api/books?ids=', () => {
  it('when a cart names its books, then exactly those come back, and an unknown id is simply absent', async () => {
    const [pen, glue] = await t.addBooks([{ title: 'Gel Pen' }, { title: 'Glue Stick' }, { title: 'Atlas' }]);
    const gone = 'ffffffffffffffffffffffff';
    const res = await request(t.app).get(`/api/books?ids=${glue!._id},${gone},${pen!._id},${pen!._id}`);
    expect(res.status).toBe(200);
    expect(titles(res.body).sort()).toEqual(['Gel Pen', 'Glue Stick']);
    expect(res.headers['x-total-count']).toBe('2');
  });

  it.each([
    [
      '101 ids',
      () => Array.from({ length: 101 }, (_, i) => i.toString(16).padStart(24, '0')).join(','),
      /at most 100/,
    ],
    ['a malformed id', () => 'not-an-id', /24 hexadecimal/],
    ['no id', () => '', /at least one/],
  ])('when it names %s, then it is a 400 saying why', async (_what, ids, message) => {
    const res = await request(t.app).get('/api/books').query({ ids: ids() });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
  });

  it('when ids come with other parameters, then it is a 400', async () => {
    const res = await request(t.app).get('/api/books').query({ ids: 'ffffffffffffffffffffffff', limit: 5 });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/cannot be combined/);
  });
});

describe('GET /api/books/:id', () => {
  it('when the book exists, then it is returned', async () => {
    const [book] = await t.addBooks([GEL_PEN]);
    const res = await request(t.app).get(`/api/books/${book!._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(await t.store.books.get(book!._id));
    expect(res.body).toMatchObject({ title: 'Gel Pen', newPrice: 25.5, oldPrice: 30 });
  });

  it.each([
    ['an unknown 24-hex id', 'ab'.repeat(12)],
    ['a malformed id', 'not-an-id'],
    ['a path-like id', '..%2F..%2Fetc'],
  ])('when it is %s, then it is a 404 with a JSON error body', async (_case, id) => {
    const res = await request(t.app).get(`/api/books/${id}`);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });
});

describe('catalogue answers reused between requests', () => {
  // The second connection opens the SQLite file itself: a store on MongoDB has no file to open.
  it.skipIf(process.env.TEST_STORE === 'mongo')(
    'when another process edits a book after it was read, then the next reads show the edit',
    async () => {
      const [book] = await t.addBooks([{ title: 'Gel Pen' }]);
      expect((await request(t.app).get(`/api/books/${book!._id}`)).body.title).toBe('Gel Pen');
      expect(titles((await request(t.app).get('/api/books')).body)).toEqual(['Gel Pen']);

      // A second connection to the same file, as a second server instance or the owner's other tab would be.
      const other = createSqliteStore({ path: t.config.databasePath });
      const { _id, createdAt, updatedAt, ...input } = book!;
      await other.books.update(_id, { ...input, title: 'Gel Pen, blue' });
      await other.close();

      expect((await request(t.app).get(`/api/books/${book!._id}`)).body.title).toBe('Gel Pen, blue');
      const list = await request(t.app).get('/api/books');
      expect(titles(list.body)).toEqual(['Gel Pen, blue']);
      expect(list.headers['x-total-count']).toBe('1');
    },
  );

  it('when a book is asked for again with its ETag, then it is a 304 until the book changes', async () => {
    const [book] = await t.addBooks([{ title: 'Glue Stick' }]);
    const first = await request(t.app).get(`/api/books/${book!._id}`);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await request(t.app)
      .get(`/api/books/${book!._id}`)
      .set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);

    const edit = await t.asOwner().put(`/api/books/edit/${book!._id}`).send({ newPrice: 20 });
    expect(edit.status).toBe(200);
    const changed = await request(t.app)
      .get(`/api/books/${book!._id}`)
      .set('If-None-Match', first.headers.etag!);
    expect(changed.status).toBe(200);
    expect(changed.body.newPrice).toBe(20);
  });

  it('when a deleted book is asked for, then it is a 404 even though it was read before', async () => {
    const [book] = await t.addBooks([{ title: 'Eraser' }]);
    expect((await request(t.app).get(`/api/books/${book!._id}`)).status).toBe(200);
    await t.store.books.delete(book!._id);
    expect((await request(t.app).get(`/api/books/${book!._id}`)).status).toBe(404);
  });
});

describe('GET /api/books/top-sellers', () => {
  it('when the client accepts gzip and the shelf is large, then it is gzip-compressed', async () => {
    await t.addBooks(
      Array.from({ length: 24 }, (_, i) => ({
        title: `Sketch pen set ${i}`,
        description: 'Twelve shades. '.repeat(3),
      })),
    );
    const gz = await request(t.app).get('/api/books/top-sellers?limit=24').set('Accept-Encoding', 'gzip');
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toHaveLength(24);
  });

  it('when orders were collected, then the most collected items lead, and orders never collected move nothing', async () => {
    const [pen, glue, crayons] = await t.addBooks([
      { title: 'Pen' },
      { title: 'Glue', category: 'adhesive' },
      { title: 'Crayons', category: 'colors' },
    ]);
    const line = (book: typeof pen) => ({
      bookId: book!._id,
      title: book!.title,
      unitPricePaise: toPaise(1),
      coverImage: 'x',
      quantity: 1,
    });
    const base = {
      customerUid: 'u',
      email: 'u@example.in',
      name: 'U',
      phone: '+919876543210',
      address: { street: '1 MG Road', city: 'Nagpur', state: 'MH', country: 'India', zipcode: '440001' },
      totalPaise: toPaise(1),
    };
    const collect = async (lines: ReturnType<typeof line>[]) => {
      const created = await t.store.orders.create({ ...base, lines });
      if (created.outcome !== 'created') throw new Error('not created');
      expect((await t.moveOrder(created.order._id, 'ready')).status).toBe(200);
      expect((await t.moveOrder(created.order._id, 'collected')).status).toBe(200);
    };
    await collect([line(glue)]);
    await collect([line(glue), line(pen)]);
    // Throwaway accounts ordering crayons they never collect cannot push them up the row.
    for (let i = 0; i < 5; i++) {
      await t.store.orders.create({ ...base, customerUid: `throwaway-${i}`, lines: [line(crayons)] });
    }

    const res = await request(t.app).get('/api/books/top-sellers?limit=3');
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(['Glue', 'Pen', 'Crayons']);
    const colors = await request(t.app).get('/api/books/top-sellers?category=colors');
    expect(titles(colors.body)).toEqual([crayons!.title]);
  });

  it('when the limit is out of range, then it is a 400', async () => {
    expect((await request(t.app).get('/api/books/top-sellers?limit=500')).status).toBe(400);
  });
});
