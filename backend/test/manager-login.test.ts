import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { AdminLoginResponse, AuditPage, StaffMember } from '../src/contract';
import { ADMIN } from './fixtures';
import { useTestApp } from './harness';

const t = useTestApp();

async function member(name: string, role: 'cashier' | 'manager'): Promise<StaffMember> {
  const res = await t.asOwner().post('/api/staff').send({ name, role, pin: '2468' });
  expect(res.status).toBe(201);
  return res.body as StaffMember;
}
const setLogin = (id: string, username: string, password: string) =>
  t.asOwner().put(`/api/staff/${id}/login`).send({ username, password });
const signIn = (username: string, password: string) =>
  request(t.app).post('/api/auth/admin').send({ username, password });
/** A call with a session token and no counter device's key: a phone or laptop away from the counter. */
const withToken = (token: string) => ({
  get: (url: string) => request(t.app).get(url).set('Authorization', `Bearer ${token}`),
  post: (url: string) => request(t.app).post(url).set('Authorization', `Bearer ${token}`),
});

async function managerSession(): Promise<{ ravi: StaffMember; token: string }> {
  const ravi = await member('Ravi', 'manager');
  expect((await setLogin(ravi._id, 'Ravi.K', 'floor-walker-1')).status).toBe(200);
  const res = await signIn('ravi.k', 'floor-walker-1');
  expect(res.status).toBe(200);
  return { ravi, token: (res.body as AdminLoginResponse).token };
}

describe('a manager signing in at /admin with a password the owner set', () => {
  it('when the owner gives a manager a login, then they sign in from no counter and have a manager’s rights, not the owner’s', async () => {
    const ravi = await member('Ravi', 'manager');
    const set = await setLogin(ravi._id, ' Ravi.K ', 'floor-walker-1');
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ _id: ravi._id, username: 'ravi.k' });
    expect(JSON.stringify((await t.asOwner().get('/api/staff')).body)).not.toMatch(/password|hash/i);

    const res = await signIn('RAVI.K', 'floor-walker-1');
    expect(res.status).toBe(200);
    expect((res.body as AdminLoginResponse).user).toEqual({
      username: 'ravi.k',
      displayName: 'Ravi',
      role: 'manager',
    });
    const manager = withToken((res.body as AdminLoginResponse).token);

    expect((await manager.post('/api/orders/cancel-overdue')).status).toBe(200);
    const staffPage = await manager.get('/api/staff');
    expect(staffPage.status).toBe(403);
    expect(staffPage.body.error).toEqual({ code: 'forbidden', message: 'This needs the owner.' });

    const log = (await t.asOwner().get('/api/audit?action=sign-in')).body as AuditPage;
    expect(log.entries[0]).toMatchObject({
      actor: { id: ravi._id, name: 'Ravi', role: 'manager' },
      details: { with: 'password' },
    });
  });

  it('when the password is wrong, the username unknown, or the member inactive, then it is the owner’s same 401', async () => {
    const { ravi } = await managerSession();
    const refusals = [
      await signIn('ravi.k', 'floor-walker-2'),
      await signIn('nobody', 'floor-walker-1'),
      await signIn(ADMIN.username, 'floor-walker-1'),
    ];
    await t.asOwner().put(`/api/staff/${ravi._id}`).send({ active: false });
    refusals.push(await signIn('ravi.k', 'floor-walker-1'));

    for (const res of refusals) {
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe('Please provide a valid email and password');
    }
  });

  it.each([
    ['removes the login', (id: string) => t.asOwner().delete(`/api/staff/${id}/login`)],
    ['sets a new password', (id: string) => setLogin(id, 'ravi.k', 'another-pass-2')],
    [
      'makes the manager a cashier',
      (id: string) => t.asOwner().put(`/api/staff/${id}`).send({ role: 'cashier' }),
    ],
  ])('when the owner %s, then the manager’s password session ends', async (change, end) => {
    const { ravi, token } = await managerSession();
    expect((await withToken(token).post('/api/orders/cancel-overdue')).status).toBe(200);

    expect((await end(ravi._id)).status).toBe(200);

    expect((await withToken(token).post('/api/orders/cancel-overdue')).status).toBe(401);
    if (change !== 'sets a new password') {
      // Nothing is left to sign in with: a cashier keeps no login.
      expect((await signIn('ravi.k', 'floor-walker-1')).status).toBe(401);
      expect((await t.store.staff.findById(ravi._id))!.username).toBeNull();
    }
  });

  it('when a login is for a cashier, or its username is the owner’s or another manager’s, then it is refused', async () => {
    const { ravi } = await managerSession();
    const meena = await member('Meena', 'manager');
    const asha = await member('Asha', 'cashier');

    const forCashier = await setLogin(asha._id, 'asha', 'counter-girl-1');
    expect(forCashier.status).toBe(400);
    expect(forCashier.body.error.message).toBe(
      'Only a manager signs in with a password. A cashier uses their PIN.',
    );
    for (const taken of [ADMIN.username, 'RAVI.K']) {
      const res = await setLogin(meena._id, taken, 'another-pass-2');
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('That username is taken. Please choose another.');
    }
    const short = await setLogin(meena._id, 'meena', 'short');
    expect(short.status).toBe(400);
    expect(short.body.error.issues).toEqual([
      { path: 'password', message: 'password must be at least 8 characters' },
    ]);
    expect(
      (
        await t
          .asOwner()
          .put(`/api/staff/${ravi._id}/login`)
          .send({ username: 'x y', password: 'long-enough' })
      ).status,
    ).toBe(400);
  });
});
