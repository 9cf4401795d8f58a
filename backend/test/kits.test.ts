import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { KitBody } from '../src/contract/schemas';
import { useTestApp, type Caller } from './harness';

const t = useTestApp({
  customers: ['asha'],
  books: {
    notebook: { title: 'Notebook, single line', newPrice: 55, oldPrice: 60, stock: 40 },
    pen: { title: 'Blue pen', newPrice: 20, oldPrice: 20, stock: 10 },
    crayons: { title: 'Crayons, 24', newPrice: 80.5, oldPrice: 90, stock: null },
    geometry: { title: 'Geometry box', newPrice: 150, oldPrice: 170, stock: 3 },
  },
});
const { asha } = t.customers;

/** Class 5's list: 9 notebooks, 2 pens, crayons, and a geometry box the parent may leave. */
const kitBody = (overrides: Partial<KitBody> = {}): KitBody => ({
  title: "Class 5, St. Xavier's 2026-27",
  school: "St. Xavier's",
  className: 'Class 5',
  academicYear: '2026-27',
  lines: [
    { productId: t.books.notebook._id, quantity: 9, optional: false },
    { productId: t.books.pen._id, quantity: 2, optional: false },
    { productId: t.books.crayons._id, quantity: 1, optional: false },
    { productId: t.books.geometry._id, quantity: 1, optional: true },
  ],
  pricing: { mode: 'sum' },
  published: true,
  notes: 'Cover every notebook in brown paper',
  ...overrides,
});

async function createKit(overrides: Partial<KitBody> = {}) {
  const res = await t.asOwner().post('/api/kits').send(kitBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { _id: string } & Record<string, unknown>;
}

const OWNER_ROUTES = [
  { name: 'GET /api/kits/all', send: (caller: Caller) => caller.get('/api/kits/all') },
  { name: 'POST /api/kits', send: (caller: Caller) => caller.post('/api/kits').send(kitBody()) },
  {
    name: 'PUT /api/kits/:id',
    send: (caller: Caller) => caller.put(`/api/kits/${'a'.repeat(24)}`).send(kitBody()),
  },
  { name: 'DELETE /api/kits/:id', send: (caller: Caller) => caller.delete(`/api/kits/${'a'.repeat(24)}`) },
  {
    name: 'POST /api/kits/:id/copy',
    send: (caller: Caller) =>
      caller.post(`/api/kits/${'a'.repeat(24)}/copy`).send({ academicYear: '2027-28' }),
  },
];

describe('POST /api/kits and GET /api/kits/:id', () => {
  it('when the owner creates a kit, then it answers with each line’s item, the whole kits on the shelf and both prices', async () => {
    const kit = await createKit();
    expect(kit).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      school: "St. Xavier's",
      className: 'Class 5',
      academicYear: '2026-27',
      published: true,
      notes: 'Cover every notebook in brown paper',
      pricing: { mode: 'sum' },
      // 40 notebooks make 4 lists of 9, 10 pens 5 of 2; crayons are not counted and the geometry box is optional.
      available: 4,
      priceWithoutOptional: 9 * 55 + 2 * 20 + 80.5,
      priceWithAllOptional: 9 * 55 + 2 * 20 + 80.5 + 150,
    });
    expect((kit.lines as unknown[])[0]).toEqual({
      productId: t.books.notebook._id,
      quantity: 9,
      optional: false,
      item: { title: 'Notebook, single line', price: 55, coverImage: t.books.notebook.coverImage, stock: 40 },
    });
    expect((kit.lines as { item: { stock: number | null } }[])[2]!.item.stock).toBeNull();

    const read = await request(t.app).get(`/api/kits/${kit._id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(kit);
  });

  it('when a kit is priced 10% off, then both prices are the sum less 10%, to the paisa', async () => {
    const kit = await createKit({ pricing: { mode: 'percentOff', percent: 10 } });
    expect(kit).toMatchObject({ priceWithoutOptional: 553.95, priceWithAllOptional: 688.95 });
    const fixed = await createKit({ className: 'Class 6', pricing: { mode: 'fixed', price: 599 } });
    expect(fixed).toMatchObject({ priceWithoutOptional: 599, priceWithAllOptional: 599 });
  });

  it('when a second kit is made for the same school, class and year in another case, then it is a 409 and nothing is added', async () => {
    await createKit();
    const res = await t
      .asOwner()
      .post('/api/kits')
      .send(kitBody({ school: "ST. XAVIER'S", className: 'class 5', title: 'Again' }));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('conflict');
    expect(await t.store.kits.list({})).toHaveLength(1);
  });

  it('when a line names an item not in the catalogue, then a 400 names it and nothing is added', async () => {
    const unknown = 'd'.repeat(24);
    const lines = [...kitBody().lines, { productId: unknown, quantity: 1, optional: false }];
    const res = await t.asOwner().post('/api/kits').send(kitBody({ lines }));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation');
    expect(res.body.error.message).toContain(unknown);
    expect(res.body.error.issues).toEqual([
      { path: 'lines.4.productId', message: expect.stringContaining(unknown) },
    ]);
    expect(await t.store.kits.list({})).toEqual([]);
  });

  it('when a kit is not published, then only the owner’s token shows it; anyone else is told there is none', async () => {
    const kit = await createKit({ published: false });
    expect((await request(t.app).get(`/api/kits/${kit._id}`)).status).toBe(404);
    expect((await t.as(asha).get(`/api/kits/${kit._id}`)).status).toBe(404);
    expect((await t.as('not-a-token').get(`/api/kits/${kit._id}`)).status).toBe(404);
    const owner = await t.asOwner().get(`/api/kits/${kit._id}`);
    expect(owner.status).toBe(200);
    expect(owner.headers['cache-control']).toContain('no-store');
    expect(owner.body).toMatchObject({ _id: kit._id, published: false });
  });

  it('when the id is unknown or not an id, then it is a 404', async () => {
    expect((await request(t.app).get(`/api/kits/${'f'.repeat(24)}`)).status).toBe(404);
    const bad = await request(t.app).get('/api/kits/not-an-id');
    expect(bad.status).toBe(404);
    expect(bad.body.error.code).toBe('not_found');
  });

  it('when an item of the kit leaves the catalogue, then its line shows no item and no whole kit is on the shelf', async () => {
    const kit = await createKit();
    expect((await t.asOwner().delete(`/api/books/${t.books.pen._id}`)).status).toBe(204);
    const res = await request(t.app).get(`/api/kits/${kit._id}`);
    expect(res.status).toBe(200);
    expect(res.body.lines[1]).toMatchObject({ productId: t.books.pen._id, item: null });
    expect(res.body.available).toBe(0);
    expect(res.body.priceWithoutOptional).toBe(9 * 55 + 80.5);
  });
});

describe('GET /api/kits, /api/kits/all and /api/kits/schools', () => {
  it('when kits are listed, then anyone sees the published ones with their line counts, and the owner every one', async () => {
    const five = await createKit();
    const draft = await createKit({ className: 'Class 6', published: false });
    const res = await request(t.app).get('/api/kits');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ kits: [{ ...withoutViewFields(five), lineCount: 4 }] });

    const all = await t.asOwner().get('/api/kits/all');
    expect(all.status).toBe(200);
    expect(all.headers['cache-control']).toContain('no-store');
    expect(all.body.kits.map((kit: { _id: string }) => kit._id)).toEqual([five._id, draft._id]);
  });

  it('when kits are filtered by school, class, year or words, then only those come back', async () => {
    await createKit();
    await createKit({ className: 'Class 10' });
    await createKit({ academicYear: '2027-28', title: 'Class 5 next year' });
    await createKit({ school: 'Bishop Cotton', title: 'Nursery list', className: 'Nursery' });
    const classes = async (query: string) =>
      (await request(t.app).get(`/api/kits?${query}`)).body.kits.map(
        (kit: { school: string; className: string; academicYear: string }) =>
          `${kit.school} ${kit.className} ${kit.academicYear}`,
      );
    expect(await classes("school=st.%20xavier's&className=class%205")).toEqual([
      "St. Xavier's Class 5 2027-28",
      "St. Xavier's Class 5 2026-27",
    ]);
    expect(await classes('academicYear=2027-28')).toEqual(["St. Xavier's Class 5 2027-28"]);
    expect(await classes('q=nurs')).toEqual(['Bishop Cotton Nursery 2026-27']);
    expect(await classes('q=xav%2010')).toEqual(["St. Xavier's Class 10 2026-27"]);
    const refused = await request(t.app).get('/api/kits?sort=price');
    expect(refused.status).toBe(400);
  });

  it('when the schools are asked for, then published kits’ schools come A→Z, classes in natural order, newest year first', async () => {
    const ten = await createKit({ className: 'Class 10' });
    const two = await createKit({ className: 'Class 2' });
    const twoNext = await createKit({ className: 'Class 2', academicYear: '2027-28' });
    await createKit({ className: 'Class 3', published: false });
    const nursery = await createKit({ school: 'Bishop Cotton', className: 'Nursery' });
    const res = await request(t.app).get('/api/kits/schools');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      schools: [
        {
          school: 'Bishop Cotton',
          classes: [{ className: 'Nursery', academicYear: '2026-27', kitId: nursery._id }],
        },
        {
          school: "St. Xavier's",
          classes: [
            { className: 'Class 2', academicYear: '2027-28', kitId: twoNext._id },
            { className: 'Class 2', academicYear: '2026-27', kitId: two._id },
            { className: 'Class 10', academicYear: '2026-27', kitId: ten._id },
          ],
        },
      ],
    });
  });
});

describe('PUT, DELETE and copy', () => {
  it('when the owner edits a kit, then the answer and later reads are the new list', async () => {
    const kit = await createKit();
    const lines = [{ productId: t.books.geometry._id, quantity: 1, optional: false }];
    const res = await t
      .asOwner()
      .put(`/api/kits/${kit._id}`)
      .send(kitBody({ title: 'Class 5, short list', lines, published: false }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      _id: kit._id,
      title: 'Class 5, short list',
      available: 3,
      published: false,
    });
    expect((await t.asOwner().get(`/api/kits/${kit._id}`)).body).toEqual(res.body);
  });

  it('when an edit is refused, then an unknown kit is a 404, another kit’s key a 409, an unknown item a 400', async () => {
    const five = await createKit();
    const six = await createKit({ className: 'Class 6' });
    expect(
      (
        await t
          .asOwner()
          .put(`/api/kits/${'f'.repeat(24)}`)
          .send(kitBody())
      ).status,
    ).toBe(404);
    const taken = await t
      .asOwner()
      .put(`/api/kits/${six._id}`)
      .send(kitBody({ className: 'CLASS 5' }));
    expect(taken.status).toBe(409);
    const unknown = await t
      .asOwner()
      .put(`/api/kits/${five._id}`)
      .send(kitBody({ lines: [{ productId: 'e'.repeat(24), quantity: 1, optional: false }] }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.issues[0].path).toBe('lines.0.productId');
    expect((await t.store.kits.get(six._id))!.className).toBe('Class 6');
  });

  it('when the owner deletes a kit, then it is gone, a second delete is a 404, and its items stay as they were', async () => {
    const kit = await createKit();
    const before = await t.store.books.getMany(Object.values(t.books).map((book) => book._id));
    expect((await t.asOwner().delete(`/api/kits/${kit._id}`)).status).toBe(204);
    expect((await t.asOwner().get(`/api/kits/${kit._id}`)).status).toBe(404);
    expect((await t.asOwner().delete(`/api/kits/${kit._id}`)).status).toBe(404);
    expect((await t.asOwner().delete('/api/kits/not-an-id')).status).toBe(404);
    expect(await t.store.books.getMany(before.map((book) => book._id))).toEqual(before);
  });

  it('when the owner copies a kit to next year, then the copy has its lines and pricing, that year, and waits unpublished', async () => {
    const kit = await createKit({ pricing: { mode: 'percentOff', percent: 5 } });
    const res = await t.asOwner().post(`/api/kits/${kit._id}/copy`).send({ academicYear: '2027-28' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      title: "Class 5, St. Xavier's 2027-28",
      academicYear: '2027-28',
      published: false,
      pricing: { mode: 'percentOff', percent: 5 },
      lines: kit.lines,
    });
    expect(res.body._id).not.toBe(kit._id);
    expect(
      (await t.asOwner().post(`/api/kits/${kit._id}/copy`).send({ academicYear: '2027-28' })).status,
    ).toBe(409);
    expect(
      (
        await t
          .asOwner()
          .post(`/api/kits/${'f'.repeat(24)}/copy`)
          .send({ academicYear: '2028-29' })
      ).status,
    ).toBe(404);
    const badYear = await t.asOwner().post(`/api/kits/${kit._id}/copy`).send({ academicYear: '2027-29' });
    expect(badYear.status).toBe(400);
    expect(badYear.body.error.issues[0].path).toBe('academicYear');
  });
});

describe('the owner’s routes', () => {
  it.each(OWNER_ROUTES)(
    'when nobody or a customer calls $name, then it is a 401 or a 403 and nothing changes',
    async (route) => {
      const nobody = await route.send(anonymous());
      expect(nobody.status).toBe(401);
      const customer = await route.send(t.as(asha));
      expect(customer.status).toBe(403);
      expect(await t.store.kits.list({})).toEqual([]);
    },
  );
});

/** Requests without any token. */
const anonymous = (): Caller => ({
  get: (url) => request(t.app).get(url),
  post: (url) => request(t.app).post(url),
  put: (url) => request(t.app).put(url),
  patch: (url) => request(t.app).patch(url),
  delete: (url) => request(t.app).delete(url),
});

/** A kit's view less what only the view has: what the list shows of it, but its line count. */
function withoutViewFields(kit: Record<string, unknown>) {
  const {
    lines: _lines,
    available: _available,
    priceWithAllOptional: _all,
    priceWithoutOptional: _none,
    ...rest
  } = kit;
  return rest;
}
