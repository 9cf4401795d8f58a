import { describe, expect, it } from 'vitest';
import { HOSTILE_SHOP } from './fixtures';
import { pngBytes, useTestApp } from './harness';
import { expectRejected, expectServerHealthy, takeSnapshot, type HostileRow } from './hostile-input-support';

const w = useTestApp({ per: 'suite', ...HOSTILE_SHOP });

const adjust = (body: unknown, id = w.books.pen._id) =>
  w
    .asOwner()
    .patch(`/api/books/${id}/stock`)
    .send(body as object);
const importing = (bytes: Buffer, name = 'catalogue.csv', query = '') =>
  w.asOwner().post(`/api/books/import${query}`).attach('file', bytes, name);
const csv = (text: string) => Buffer.from(text.replace(/\n/g, '\r\n'));

const stockRows: HostileRow[] = [
  { name: 'set is -1', status: 400, send: () => adjust({ set: -1, reason: 'correction' }) },
  { name: 'set is 2.5', status: 400, send: () => adjust({ set: 2.5, reason: 'correction' }) },
  { name: 'set is the string "ten"', status: 400, send: () => adjust({ set: 'ten', reason: 'correction' }) },
  { name: 'set is 1e12', status: 400, send: () => adjust({ set: 1e12, reason: 'correction' }) },
  { name: 'change is 0', status: 400, send: () => adjust({ change: 0, reason: 'restock' }) },
  { name: 'change is 1.5', status: 400, send: () => adjust({ change: 1.5, reason: 'restock' }) },
  {
    name: 'change and set both come',
    status: 400,
    send: () => adjust({ change: 1, set: 3, reason: 'restock' }),
  },
  { name: 'neither change nor set comes', status: 400, send: () => adjust({ reason: 'restock' }) },
  { name: 'the reason is "order"', status: 400, send: () => adjust({ set: 3, reason: 'order' }) },
  { name: 'the reason is missing', status: 400, send: () => adjust({ set: 3 }) },
  {
    name: 'change is {"$inc": 5}',
    status: 400,
    send: () => adjust({ change: { $inc: 5 }, reason: 'restock' }),
  },
  {
    name: 'the item is unknown',
    status: 404,
    send: () => adjust({ set: 3, reason: 'correction' }, '0'.repeat(24)),
  },
  {
    name: 'the id is ../../etc',
    status: 404,
    send: () => adjust({ set: 3, reason: 'correction' }, '..%2F..%2Fetc'),
  },
  // The pen is not counted: a change needs a count to change.
  {
    name: 'a change to an uncounted item',
    status: 409,
    send: () => adjust({ change: -1, reason: 'damaged' }),
  },
];

const importRows: HostileRow[] = [
  {
    name: 'a column the shop does not know',
    status: 400,
    send: () => importing(csv('sku,title,colour\nX-1,Gel Pen,blue\n')),
  },
  {
    name: '5,001 rows',
    status: 400,
    send: () =>
      importing(csv(`title,stock\n${Array.from({ length: 5001 }, (_, i) => `Item ${i},1`).join('\n')}\n`)),
  },
  { name: 'a PNG renamed .csv', status: 415, send: async () => importing(await pngBytes(), 'catalogue.csv') },
  {
    name: 'UTF-16 text (not UTF-8)',
    status: 415,
    send: () => importing(Buffer.from('\ufefftitle,stock\r\nGel Pen,1\r\n', 'utf16le')),
  },
  { name: 'an empty file', status: 400, send: () => importing(Buffer.alloc(0)) },
  { name: 'a header without sku or title', status: 400, send: () => importing(csv('stock\n4\n')) },
  { name: 'a column twice', status: 400, send: () => importing(csv('title,stock,Stock\nGel Pen,1,2\n')) },
  { name: 'rows of unequal length', status: 400, send: () => importing(csv('title,stock\nGel Pen,1,9\n')) },
  { name: 'an unclosed quote', status: 400, send: () => importing(csv('title,stock\n"Gel Pen,1\n')) },
  {
    name: 'a file over 2 MB',
    status: 413,
    send: () => importing(Buffer.from(`title\r\n${'x'.repeat(2 * 1024 * 1024)}\r\n`)),
  },
  {
    name: 'no file at all',
    status: 400,
    send: () => w.asOwner().post('/api/books/import').field('note', 'x'),
  },
  {
    name: 'dryRun=maybe',
    status: 400,
    send: () => importing(csv('title\nGel Pen\n'), 'c.csv', '?dryRun=maybe'),
  },
];

describe('hostile stock changes', () => {
  it.each(stockRows)('when PATCH /api/books/:id/stock: $name, then it is a $status', async (row) => {
    await expectRejected(w, row);
  });
});

describe('hostile catalogue imports', () => {
  it.each(importRows)('when POST /api/books/import: $name, then it is a $status', async (row) => {
    await expectRejected(w, row);
  });

  it.each([
    [
      'a formula in a title',
      'sku,title,category,oldPrice,newPrice,description\n,"=HYPERLINK(""http://x"",""Gel"")",book,10,9,d\n',
    ],
    ['an unknown SKU with no other fields', 'sku,stock\nNO-SUCH-SKU,4\n'],
    ['a negative stock', 'title,count\nGel Pen,-4\n'],
    [
      'a new item whose stock is no count',
      'sku,title,category,oldPrice,newPrice,description,stock\nNEW-1,Fresh Pen,book,10,9,d,lots\n',
    ],
    [
      'a new item whose stock is a formula',
      'sku,title,category,oldPrice,newPrice,description,stock\nNEW-1,Fresh Pen,book,10,9,d,=4+4\n',
    ],
    ['a price with three decimals', 'title,newPrice\nGel Pen,9.999\n'],
    ['one good row and one bad', 'title,count\nGlue Stick,12\nGel Pen,lots\n'],
  ])(
    'when the import holds %s, then it is a 400 with the refused rows and nothing changes',
    async (_what, text) => {
      const before = await takeSnapshot(w);
      const res = await importing(csv(text));
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation');
      expect(res.body.error.report.summary.refuse).toBeGreaterThan(0);
      const refused = res.body.error.report.rows.filter((row: { action: string }) => row.action === 'refuse');
      expect(refused[0].problems.join(' ')).toMatch(/\S/);
      expect(await takeSnapshot(w)).toEqual(before);
      await expectServerHealthy(w);
    },
  );
});
