import request from 'supertest';
import { expect, it } from 'vitest';
import type { Store } from '../src/store/store';
import { ASHA } from './fixtures';
import { useTestApp } from './harness';
import { toPaise } from '../src/contract';

/** What the owner's list read from the store, and whether the shop answered anyone meanwhile. */
const seen = { batches: 0, finished: false, healthChecksDuringList: 0 };

/** The real store, watched: which batches the list took, and which health checks came between. */
function watched(store: Store): Store {
  return {
    ...store,
    orders: {
      ...store.orders,
      async *listAllInBatches(size) {
        for await (const batch of store.orders.listAllInBatches(size)) {
          seen.batches++;
          yield batch;
        }
        seen.finished = true;
      },
    },
    async ping() {
      if (seen.batches > 0 && !seen.finished) seen.healthChecksDuringList++;
      return store.ping();
    },
  };
}

const t = useTestApp({ wrapStore: watched });

it("when the owner's list of every order is long, then it is sent in batches and the shop answers others meanwhile", async () => {
  const count = 450;
  for (let i = 0; i < count; i++) {
    await t.store.orders.create({
      customerUid: `uid-${i}`,
      email: `customer${i}@example.in`,
      ...ASHA,
      lines: [
        {
          bookId: 'b'.repeat(24),
          title: 'Gel Pen',
          unitPricePaise: toPaise(25.5),
          coverImage: 'pen.webp',
          quantity: 1,
        },
      ],
      totalPaise: toPaise(25.5),
    });
  }

  let listed = false;
  const list = t
    .asOwner()
    .get('/api/orders/allorders')
    .then((res) => {
      listed = true;
      return res;
    });
  while (!listed) {
    expect((await request(t.app).get('/api/health')).status).toBe(200);
  }
  const res = await list;

  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body).toHaveLength(count);
  const stored = await t.store.orders.listAll();
  expect(res.body.map((order: { _id: string }) => order._id)).toEqual(stored.map((order) => order._id));
  expect(res.body[0]).not.toHaveProperty('customerUid');
  expect(seen.batches).toBeGreaterThan(1);
  expect(seen.healthChecksDuringList).toBeGreaterThan(0);
});
