import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { KIT_LINES_MAX } from '../src/contract';
import { HOSTILE_SHOP } from './fixtures';
import { useTestApp } from './harness';
import { expectRejected, sendRawJson, withRawMembers, type HostileRow } from './hostile-input-support';

const w = useTestApp({ per: 'suite', ...HOSTILE_SHOP });

const kitBody = (change: Record<string, unknown> = {}) => ({
  title: "Class 5, St. Xavier's 2026-27",
  school: "St. Xavier's",
  className: 'Class 5',
  academicYear: '2026-27',
  lines: [
    { productId: w.books.pen._id, quantity: 2, optional: false },
    { productId: w.books.glue._id, quantity: 1, optional: true },
  ],
  pricing: { mode: 'sum' },
  published: true,
  notes: '',
  ...change,
});
const line = (change: Record<string, unknown>) => ({
  productId: w.books.pen._id,
  quantity: 1,
  optional: false,
  ...change,
});
/** Ids that look like items: the store never reaches them, the schema refuses the list first. */
const fakeIds = (count: number) =>
  Array.from({ length: count }, (_, index) => index.toString(16).padStart(24, '0'));

const create = (body: unknown) =>
  w
    .asOwner()
    .post('/api/kits')
    .send(body as object);

/** Each row is refused with its status, a 400 naming `field` among its issues, and writes nothing. */
const rows: (HostileRow & { field?: string })[] = [
  {
    name: `a kit with ${KIT_LINES_MAX + 1} lines`,
    status: 400,
    field: 'lines',
    send: () =>
      create(kitBody({ lines: fakeIds(KIT_LINES_MAX + 1).map((productId) => line({ productId })) })),
  },
  {
    name: 'the same item on two lines',
    status: 400,
    field: 'lines',
    send: () => create(kitBody({ lines: [line({}), line({ quantity: 3 })] })),
  },
  {
    name: 'a negative quantity',
    status: 400,
    field: 'lines.0.quantity',
    send: () => create(kitBody({ lines: [line({ quantity: -2 })] })),
  },
  {
    name: 'a quantity of 100',
    status: 400,
    field: 'lines.0.quantity',
    send: () => create(kitBody({ lines: [line({ quantity: 100 })] })),
  },
  {
    name: 'a quantity of 1.5',
    status: 400,
    field: 'lines.0.quantity',
    send: () => create(kitBody({ lines: [line({ quantity: 1.5 })] })),
  },
  {
    name: '51% off',
    status: 400,
    field: 'pricing.percent',
    send: () => create(kitBody({ pricing: { mode: 'percentOff', percent: 51 } })),
  },
  {
    name: 'a fixed price with 3 decimals',
    status: 400,
    field: 'pricing.price',
    send: () => create(kitBody({ pricing: { mode: 'fixed', price: 499.999 } })),
  },
  {
    name: 'a pricing mode the shop does not know',
    status: 400,
    field: 'pricing.mode',
    send: () => create(kitBody({ pricing: { mode: 'free' } })),
  },
  {
    name: 'the academic year 2026-28',
    status: 400,
    field: 'academicYear',
    send: () => create(kitBody({ academicYear: '2026-28' })),
  },
  {
    name: 'the academic year 2026',
    status: 400,
    field: 'academicYear',
    send: () => create(kitBody({ academicYear: '2026' })),
  },
  {
    name: 'no lines at all',
    status: 400,
    field: 'lines',
    send: () => create(kitBody({ lines: [] })),
  },
  {
    name: 'only optional lines',
    status: 400,
    field: 'lines',
    send: () => create(kitBody({ lines: [line({ optional: true })] })),
  },
  {
    name: 'a line naming an item not in the catalogue',
    status: 400,
    field: 'lines.1.productId',
    send: () => create(kitBody({ lines: [line({}), line({ productId: 'e'.repeat(24) })] })),
  },
  {
    name: 'a productId that is no id',
    status: 400,
    field: 'lines.0.productId',
    send: () => create(kitBody({ lines: [line({ productId: { $gt: '' } })] })),
  },
  { name: 'an empty school', status: 400, field: 'school', send: () => create(kitBody({ school: '   ' })) },
  {
    name: 'a title of 10,000 characters',
    status: 400,
    field: 'title',
    send: () => create(kitBody({ title: 'x'.repeat(10_000) })),
  },
  {
    name: 'published as the string "yes"',
    status: 400,
    field: 'published',
    send: () => create(kitBody({ published: 'yes' })),
  },
  {
    name: 'a field the kit does not have',
    status: 400,
    send: () => create(kitBody({ _id: 'f'.repeat(24) })),
  },
  { name: 'the body is a JSON array', status: 400, send: () => create([kitBody()]) },
  {
    name: 'the body plants __proto__',
    status: 400,
    send: () =>
      sendRawJson(w.asOwner().post('/api/kits'), withRawMembers(kitBody(), '"__proto__":{"isAdmin":true}')),
  },
  {
    name: 'copy to the year 2026-28',
    status: 400,
    field: 'academicYear',
    send: () =>
      w
        .asOwner()
        .post(`/api/kits/${'f'.repeat(24)}/copy`)
        .send({ academicYear: '2026-28' }),
  },
  {
    name: 'a list query with an unknown filter',
    status: 400,
    send: () => request(w.app).get('/api/kits?published=false'),
  },
  {
    name: 'a kit by an id that is an operator',
    status: 404,
    send: () => request(w.app).get('/api/kits/%24where'),
  },
];

describe('hostile input: school kits', () => {
  it.each(rows)('when the owner sends $name, then it is a $status and nothing is written', async (row) => {
    const kitsBefore = await w.store.kits.list({});
    const res = await expectRejected(w, row);
    if (row.field) {
      expect(res.body.error.issues.map((issue: { path: string }) => issue.path)).toContain(row.field);
    }
    expect(await w.store.kits.list({})).toEqual(kitsBefore);
  });

  it('when the lines are at the limits (80 lines, 99 of one, 50% off), then the kit is accepted', async () => {
    const books = await w.addBooks(
      Array.from({ length: KIT_LINES_MAX - 1 }, (_, index) => ({ title: `Item ${index}`, stock: null })),
    );
    const lines = [line({ quantity: 99 }), ...books.map((book) => line({ productId: book._id }))];
    const res = await create(
      kitBody({
        className: 'Class 12',
        lines,
        pricing: { mode: 'percentOff', percent: 50 },
        published: false,
      }),
    );
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(201);
    expect(res.body.lines).toHaveLength(KIT_LINES_MAX);
    // Not published: nobody but the owner sees it.
    expect((await request(w.app).get(`/api/kits/${res.body._id}`)).status).toBe(404);
    expect((await request(w.app).get('/api/kits')).body.kits).toEqual([]);
    expect((await request(w.app).get('/api/kits/schools')).body.schools).toEqual([]);
    expect((await w.asOwner().delete(`/api/kits/${res.body._id}`)).status).toBe(204);
  });
});
