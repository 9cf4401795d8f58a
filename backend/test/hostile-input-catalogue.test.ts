import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { HOSTILE_SHOP } from './fixtures';
import { useTestApp } from './harness';
import { expectRejected, expectServerHealthy, sendRawJson, type HostileRow } from './hostile-input-support';

/** Edits, ids, list queries, search and image names: the catalogue's hostile requests. */
const w = useTestApp({ per: 'suite', ...HOSTILE_SHOP });
const { pen } = w.books;

/** An edit of the pen as the owner, its body sent as given. */
const editPen = () => w.asOwner().put(`/api/books/edit/${pen._id}`);
const edit = (body: unknown) => editPen().send(body as object);
const editRaw = (text: string) => sendRawJson(editPen(), text);
const op = (operator: string, value: unknown) => ({ [operator]: value });
const enc = encodeURIComponent;

const editRows: HostileRow[] = [
  { name: 'the edit title is a number', status: 400, send: () => edit({ title: 5 }) },
  { name: 'the edit title is {"$ne": null}', status: 400, send: () => edit({ title: op('$ne', null) }) },
  { name: 'the edit category is {"$gt": ""}', status: 400, send: () => edit({ category: op('$gt', '') }) },
  {
    name: 'the edit has a __proto__ key',
    status: 400,
    send: () => editRaw('{"__proto__":{"title":"Hacked"},"newPrice":20}'),
  },
  { name: 'the edit title holds \\u0000', status: 400, send: () => edit({ title: 'Pen\u0000' }) },
  { name: 'the edit newPrice is 1e309', status: 400, send: () => editRaw('{"newPrice":1e309}') },
  { name: 'the edit oldPrice is "1e3"', status: 400, send: () => edit({ oldPrice: '1e3' }) },
  {
    name: 'the edit cover is ../../etc/passwd',
    status: 400,
    send: () => edit({ coverImage: '../../etc/passwd' }),
  },
  { name: 'the edit body is a JSON array', status: 400, send: () => edit([{ title: 'Hacked' }]) },
  {
    name: 'the edit uploads an SVG with <script>',
    status: 415,
    send: () =>
      editPen().attach('coverImage', Buffer.from('<svg><script>alert(1)</script></svg>'), {
        filename: 'x.png',
        contentType: 'image/png',
      }),
  },
  {
    name: 'the edit sends a text/plain body',
    status: 400,
    send: () => editPen().set('Content-Type', 'text/plain').send('title=Hacked'),
  },
  ...[
    ['../../etc/passwd', 'a path-traversal id'],
    ['{"$ne":null}', 'an operator-object id'],
    ["' OR 1=1 --", 'an SQL-fragment id'],
  ].map(([id, what]) => ({
    name: `the edit targets ${what}`,
    status: 404,
    send: () =>
      w
        .asOwner()
        .put(`/api/books/edit/${enc(id!)}`)
        .send({ title: 'Hacked' }),
  })),
];

const idRows: HostileRow[] = [
  ...[
    ["' OR 1=1 --", 'an SQL fragment'],
    ['{"$ne":null}', 'an operator object'],
    ['../..', 'a path traversal'],
    [`${'a'.repeat(24)}' OR '1'='1`, 'an id with SQL appended'],
  ].flatMap(([id, what]) => [
    {
      name: `DELETE /api/books/:id is ${what}`,
      status: 404,
      send: () => w.asOwner().delete(`/api/books/${enc(id!)}`),
    },
    {
      name: `GET /api/books/:id is ${what}`,
      status: 404,
      send: () => request(w.app).get(`/api/books/${enc(id!)}`),
    },
  ]),
  {
    name: 'DELETE /api/books/ has no id',
    status: 404,
    send: () => w.asOwner().delete('/api/books/'),
  },
];

const listRows: HostileRow[] = [
  ['q[$ne]=x', 'q is bracket-operator syntax'],
  ['category[$ne]=book', 'category is bracket-operator syntax'],
  ['q=a&q=b', 'q is repeated (an array)'],
  ['limit=1e309', 'limit is 1e309'],
  ['limit=NaN', 'limit is NaN'],
  ['limit=-1', 'limit is negative'],
  ['limit=2.5', 'limit is fractional'],
  ['offset=Infinity', 'offset is Infinity'],
  [`q=${'x'.repeat(101)}`, 'q is 101 characters'],
  ['__proto__[isAdmin]=true', 'the query has a __proto__ key'],
  ['constructor=x', 'the query has a constructor key'],
  [`sort=${enc('title; DROP TABLE books')}`, 'sort carries SQL'],
  ['category=Book', 'the category has the wrong case'],
].map(([query, what]) => ({
  name: `GET /api/books?${what}`,
  status: 400,
  send: () => request(w.app).get(`/api/books?${query}`),
}));
listRows.push({
  name: 'GET /api/books/top-sellers?limit=1e3',
  status: 400,
  send: () => request(w.app).get('/api/books/top-sellers?limit=1e3'),
});

const imageRows: HostileRow[] = [
  '..%2F..%2Fetc%2Fpasswd',
  '....//x.webp',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  `${'a'.repeat(64)}.webp%00.png`,
  '%7B%22%24ne%22%3Anull%7D',
  `${'a'.repeat(64)}.WEBP`,
].map((name) => ({
  name: `GET /api/images/${name}`,
  status: 404,
  send: () => request(w.app).get(`/api/images/${name}`),
}));
imageRows.push({
  name: 'GET /api/images/ names a stored cover in upper case',
  status: 404,
  send: () => request(w.app).get(`/api/images/${pen.coverImage.toUpperCase()}`),
});

describe('hostile requests to the catalogue routes', () => {
  it.each(editRows)('when PUT /api/books/edit/:id: $name, then it is a $status', async (row) => {
    await expectRejected(w, row);
  });

  it.each(idRows)('when $name, then it is a $status', async (row) => {
    await expectRejected(w, row);
  });

  it.each(listRows)('when $name, then it is a $status', async (row) => {
    await expectRejected(w, row);
  });

  it.each(imageRows)('when $name, then it is a $status', async (row) => {
    const res = await expectRejected(w, row);
    expect(res.headers['content-type']).not.toMatch(/^image\//);
  });
});

describe('search with SQL, LIKE and full-text fragments', () => {
  it.each([
    ["' OR 1=1 --", []],
    ['%', []],
    ['_', []],
    ['50%', ['Sketchbook 50% off']],
    ['snake_', ['Steel Ruler snake_case']],
    ['title : gel', []],
    ['gel NOT pen*', []],
    ['NEAR(gel pen)', []],
    ['"gel', ['Gel Pen']],
    ['\\', []],
    ['%%', []],
    ['.*', []],
    ['(', []],
    ['"; DROP TABLE books; --', []],
    ['gel pen', ['Gel Pen']],
  ])('when q is %j, then it is a 200 with only the real matches %j', async (q, titles) => {
    const before = await w.store.books.count();
    const res = await request(w.app).get('/api/books').query({ q });
    expect(res.status).toBe(200);
    expect(res.body.map((found: { title: string }) => found.title).sort()).toEqual(titles);
    expect(res.headers['x-total-count']).toBe(String(titles.length));
    expect(await w.store.books.count()).toBe(before);
    await expectServerHealthy(w);
  });
});
