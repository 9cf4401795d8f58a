import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { AuditPage, ShopCustomer } from '../src/contract';
import { useTestApp } from './harness';
import { signedInStaff } from './staff-support';

const t = useTestApp({ customers: ['asha'] });
const { asha } = t.customers;

const school = {
  name: 'Sunrise School',
  phone: '098765 43210',
  gstin: '27aaapl1234c1ze',
  address: 'Station Road, Nagpur',
  creditLimit: 20000,
  language: 'hi',
};

async function added(body: object = school): Promise<ShopCustomer> {
  const res = await t.asOwner().post('/api/customers').send(body);
  expect(res.status).toBe(201);
  return res.body as ShopCustomer;
}

describe('/api/customers, the customers the shop knows', () => {
  it('when the owner adds a school with a GSTIN, then its state comes from the GSTIN and its number is kept as +91 and ten digits', async () => {
    const customer = await added();
    expect(customer).toEqual({
      _id: expect.any(String),
      name: 'Sunrise School',
      phone: '+919876543210',
      gstin: '27AAAPL1234C1ZE',
      address: 'Station Road, Nagpur',
      state: 'Maharashtra',
      stateCode: '27',
      creditLimit: 20000,
      language: 'hi',
      notes: '',
      remindedAt: null,
      balance: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await t.asOwner().get(`/api/customers/${customer._id}`)).body).toEqual(customer);

    const found = await t.asOwner().get('/api/customers?q=98765');
    expect(found.status).toBe(200);
    expect(found.headers['x-total-count']).toBe('1');
    expect(found.headers['cache-control']).toBe('private, no-store');
    expect((found.body as ShopCustomer[]).map((one) => one.name)).toEqual(['Sunrise School']);
  });

  it('when a phone is another customer’s, or the GSTIN, phone or state is wrong, then it is refused naming what', async () => {
    await added();
    const again = await t.asOwner().post('/api/customers').send({ name: 'Other', phone: '+91 98765 43210' });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'conflict',
      message: 'A customer with this phone number already exists.',
    });
    for (const [body, path] of [
      [{ name: 'A', phone: '12345' }, 'phone'],
      [{ name: 'A', phone: '9123456780', gstin: '27AAAPL1234C1Z5' }, 'gstin'],
      [{ name: 'A', phone: '9123456780', state: 'Atlantis' }, 'state'],
      [{ name: 'A', phone: '9123456780', creditLimit: 1_000_001 }, 'creditLimit'],
      [{ name: ' ', phone: '9123456780' }, 'name'],
    ] as const) {
      const res = await t.asOwner().post('/api/customers').send(body);
      expect(res.status, path).toBe(400);
      expect(res.body.error.issues.map((issue: { path: string }) => issue.path)).toEqual([path]);
    }
  });

  it('when a cashier finds and adds customers, then it goes through, but a credit limit or a change needs a manager', async () => {
    const school = await added();
    const cashier = await signedInStaff(t, 'cashier', '2468', 'Meena');
    expect((await cashier.get('/api/customers?q=sunrise')).body).toHaveLength(1);

    const walkIn = await cashier.post('/api/customers').send({ name: 'Ravi', phone: '9123456780' });
    expect(walkIn.status).toBe(201);
    expect(walkIn.body).toMatchObject({ creditLimit: 0, language: 'en', gstin: null, state: null });

    const withLimit = await cashier
      .post('/api/customers')
      .send({ name: 'Asha', phone: '9000000001', creditLimit: 500 });
    expect(withLimit.status).toBe(403);
    expect(withLimit.body.error).toEqual({ code: 'forbidden', message: 'A credit limit needs a manager.' });
    const change = await cashier.put(`/api/customers/${school._id}`).send({ name: 'X', phone: '9876543210' });
    expect(change.status).toBe(403);
    expect(change.body.error.message).toBe('This needs a manager.');
  });

  it('when a manager changes a credit limit, then the customer has it and the audit log says who, before and after', async () => {
    const customer = await added();
    const manager = await signedInStaff(t, 'manager', '1357', 'Ravi');
    const res = await manager
      .put(`/api/customers/${customer._id}`)
      .send({ ...school, creditLimit: 25000.5, notes: 'New term' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ creditLimit: 25000.5, notes: 'New term', phone: '+919876543210' });

    const log = (await t.asOwner().get('/api/audit?action=customer-change')).body as AuditPage;
    expect(log.entries[0]).toMatchObject({
      actor: { name: 'Ravi', role: 'manager' },
      subject: customer._id,
      details: { creditLimit: { before: 20000, after: 25000.5 } },
    });
    expect(log.entries).toHaveLength(2);
  });

  it('when the customer is unknown, or the caller is a shopper or nobody, then it is refused', async () => {
    expect((await t.asOwner().get('/api/customers/000000000000000000000000')).body.error).toEqual({
      code: 'not_found',
      message: 'No such customer.',
    });
    const put = await t.asOwner().put('/api/customers/000000000000000000000000').send(school);
    expect(put.status).toBe(404);
    expect((await t.as(asha).get('/api/customers')).status).toBe(403);
    expect((await request(t.app).get('/api/customers')).status).toBe(401);
  });
});
