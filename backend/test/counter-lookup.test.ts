import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { LOOKUP_CODE_MAX } from '../src/contract';
import { useTestApp } from './harness';

const t = useTestApp({
  per: 'suite',
  customers: ['asha'],
  books: {
    malgudi: { title: 'Malgudi Days', category: 'book', barcode: '9788185986173', sku: 'MAL-01' },
    pen: { title: 'Gel Pen', category: 'penandpencil', sku: 'GEL-10' },
    plain: { title: 'Glue Stick', category: 'adhesive' },
  },
});
const { asha } = t.customers;
const { malgudi, pen } = t.books;

const lookup = (code?: string) =>
  t
    .asOwner()
    .get('/api/counter/lookup')
    .query(code === undefined ? {} : { code });

/** The item as the catalogue answers it, which the counter's answer must equal. */
const asCatalogueAnswers = async (id: string) => (await request(t.app).get(`/api/books/${id}`)).body;

describe('GET /api/counter/lookup', () => {
  it('when the owner scans an item’s barcode, then the answer is the item as GET /api/books/:id gives it', async () => {
    const res = await lookup('9788185986173');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toEqual(await asCatalogueAnswers(malgudi._id));
  });

  it.each([
    ['its ISBN-10', '8185986177'],
    ['its ISBN-10 with hyphens', '81-85986-17-7'],
    ['the barcode with spaces', ' 978 81 85986 17 3 '],
  ])('when the owner types %s, then the same item is found', async (_what, code) => {
    const res = await lookup(code);
    expect(res.status).toBe(200);
    expect(res.body._id).toBe(malgudi._id);
  });

  it.each(['GEL-10', 'gel-10', ' Gel-10 '])(
    'when the owner types the SKU %j, in any case, then its item is found',
    async (code) => {
      const res = await lookup(code);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(await asCatalogueAnswers(pen._id));
    },
  );

  it('when no item has the code, then it is a 404 saying so', async () => {
    const res = await lookup('4006381333931');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({
      code: 'not_found',
      message: 'No item has the barcode or SKU 4006381333931.',
    });
    // Part of a SKU, or a barcode with a wrong check digit, is no item's code.
    expect((await lookup('GEL')).status).toBe(404);
    expect((await lookup('9788185986174')).status).toBe(404);
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['missing', undefined],
    ['over-long', '9'.repeat(LOOKUP_CODE_MAX + 1)],
  ])('when the code is %s, then it is a 400 naming it', async (_what, code) => {
    const res = await lookup(code);
    expect(res.status).toBe(400);
    expect(res.body.error.issues.map((issue: { path: string }) => issue.path)).toEqual(['code']);
  });

  it('when the code is given twice, then it is a 400', async () => {
    const res = await t.asOwner().get('/api/counter/lookup?code=GEL-10&code=MAL-01');
    expect(res.status).toBe(400);
  });

  it('when there is no owner token, then it is a 401; a customer’s token is a 403', async () => {
    expect((await request(t.app).get('/api/counter/lookup').query({ code: 'GEL-10' })).status).toBe(401);
    expect((await t.as(asha).get('/api/counter/lookup').query({ code: 'GEL-10' })).status).toBe(403);
    expect((await t.as('not.a.token').get('/api/counter/lookup').query({ code: 'GEL-10' })).status).toBe(401);
  });
});
