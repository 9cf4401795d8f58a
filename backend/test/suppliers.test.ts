import { describe, expect, it } from 'vitest';
import type { Supplier } from '../src/contract';
import { useTestApp } from './harness';
import { signedInStaff } from './staff-support';

const t = useTestApp({ customers: ['asha'] });
const { asha } = t.customers;

const navneet = {
  name: 'Navneet Distributors',
  gstin: '27aaacn1234f1zx',
  address: 'Itwari, Nagpur',
  phone: '098220 00111',
  paymentTermsDays: 30,
};

async function added(body: object = navneet): Promise<Supplier> {
  const res = await t.asOwner().post('/api/suppliers').send(body);
  expect(res.status).toBe(201);
  return res.body as Supplier;
}

describe('/api/suppliers, the distributors the shop buys from', () => {
  it('when the owner adds a supplier with a GSTIN, then its state comes from the GSTIN, and it is found by name or GSTIN', async () => {
    const supplier = await added();
    expect(supplier).toEqual({
      _id: expect.any(String),
      name: 'Navneet Distributors',
      gstin: '27AAACN1234F1ZX',
      address: 'Itwari, Nagpur',
      state: 'Maharashtra',
      stateCode: '27',
      phone: '+919822000111',
      paymentTermsDays: 30,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await t.asOwner().get(`/api/suppliers/${supplier._id}`)).body).toEqual(supplier);
    const found = await t.asOwner().get('/api/suppliers?q=aaacn');
    expect(found.headers['x-total-count']).toBe('1');
    expect(found.headers['cache-control']).toBe('private, no-store');
    expect((found.body as Supplier[]).map((one) => one._id)).toEqual([supplier._id]);

    const changed = await t
      .asOwner()
      .put(`/api/suppliers/${supplier._id}`)
      .send({ name: 'Navneet', address: 'Gandhibagh', state: 'madhya pradesh' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      gstin: null,
      state: 'Madhya Pradesh',
      stateCode: '23',
      phone: null,
      paymentTermsDays: 0,
    });
  });

  it('when a supplier is unregistered, then the state must be typed, as it decides the tax on their bills', async () => {
    const missing = await t.asOwner().post('/api/suppliers').send({ name: 'Sharma', address: 'Sitabuldi' });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('state is required without a GSTIN');
    expect((await added({ name: 'Sharma', address: 'Sitabuldi', state: '27' })).state).toBe('Maharashtra');
  });

  it('when a GSTIN is another supplier’s, or a field is wrong, or the supplier unknown, then it is refused naming what', async () => {
    await added();
    const again = await t
      .asOwner()
      .post('/api/suppliers')
      .send({ ...navneet, name: 'Navneet 2' });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'conflict',
      message: 'A supplier with this GSTIN already exists.',
    });
    for (const [field, value, said] of [
      ['gstin', '27AAACN1234F1Z6', 'gstin'],
      ['phone', '12345', 'phone must be a 10-digit Indian mobile'],
      ['paymentTermsDays', -1, 'paymentTermsDays cannot be negative'],
      ['paymentTermsDays', 2.5, 'paymentTermsDays must be a whole number'],
      ['address', '', 'address is required'],
    ] as const) {
      const res = await t
        .asOwner()
        .post('/api/suppliers')
        .send({ ...navneet, gstin: null, state: 'Maharashtra', [field]: value });
      expect(res.status, field).toBe(400);
      expect(JSON.stringify(res.body), field).toContain(said);
    }
    const unknown = await t.asOwner().put('/api/suppliers/000000000000000000000000').send(navneet);
    expect(unknown.status).toBe(404);
  });

  it('when a cashier or a shopper asks, then suppliers are not theirs to see; a manager keeps them', async () => {
    const cashier = await signedInStaff(t, 'cashier', '2468', 'Meena');
    expect((await cashier.get('/api/suppliers')).status).toBe(403);
    expect((await cashier.post('/api/suppliers').send(navneet)).status).toBe(403);
    expect((await t.as(asha).get('/api/suppliers')).status).toBe(403);
    const manager = await signedInStaff(t, 'manager', '1357', 'Ravi');
    expect((await manager.post('/api/suppliers').send(navneet)).status).toBe(201);
  });
});
