import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  COUNTER_DEVICE_HEADER,
  type CounterDevice,
  type NewCounterDevice,
  type PinSession,
  type StaffMember,
} from '../src/contract';
import { useTestApp } from './harness';

const t = useTestApp({ customers: ['asha'] });
const { asha } = t.customers;

const addMember = (body: object) => t.asOwner().post('/api/staff').send(body);
async function member(name: string, role: 'cashier' | 'manager', pin: string): Promise<StaffMember> {
  const res = await addMember({ name, role, pin });
  expect(res.status).toBe(201);
  return res.body as StaffMember;
}
async function counterDevice(name = 'Front till'): Promise<NewCounterDevice> {
  const res = await t.asOwner().post('/api/staff/devices').send({ name });
  expect(res.status).toBe(201);
  return res.body as NewCounterDevice;
}
const pinSignIn = (deviceKey: string | null, staffId: string, pin: string) => {
  const call = request(t.app).post('/api/auth/pin');
  return (deviceKey ? call.set(COUNTER_DEVICE_HEADER, deviceKey) : call).send({ staffId, pin });
};
/** A request as staff: their token, from the counter device they signed in at. */
const asStaff = (session: PinSession, deviceKey: string) => ({
  get: (url: string) =>
    request(t.app)
      .get(url)
      .set('Authorization', `Bearer ${session.token}`)
      .set(COUNTER_DEVICE_HEADER, deviceKey),
});

describe('/api/staff, the owner’s staff', () => {
  it('when the owner adds a cashier, then the list shows them by name and role, and never a PIN', async () => {
    await member('Ravi', 'manager', '4321');
    const added = await member('Meena', 'cashier', '123456');
    expect(added).toEqual({
      _id: expect.any(String),
      name: 'Meena',
      role: 'cashier',
      active: true,
      lockedUntil: null,
      username: null,
      createdAt: expect.any(String),
    });

    const list = await t.asOwner().get('/api/staff');
    expect(list.status).toBe(200);
    expect((list.body as StaffMember[]).map((one) => [one.name, one.role])).toEqual([
      ['Meena', 'cashier'],
      ['Ravi', 'manager'],
    ]);
    expect(JSON.stringify(list.body)).not.toMatch(/pin/i);
    expect((await t.store.staff.findById(added._id))!.pinHash).toMatch(/^scrypt\$/);
  });

  it('when a PIN is not 4 to 6 digits or the role is unknown, then it is a 400 naming the field', async () => {
    for (const pin of ['123', '1234567', '12a4', 1234]) {
      const res = await addMember({ name: 'Meena', role: 'cashier', pin });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/pin/);
    }
    const role = await addMember({ name: 'Meena', role: 'owner', pin: '1234' });
    expect(role.status).toBe(400);
    expect(role.body.error.message).toMatch(/role/);
    expect(await t.store.staff.list()).toEqual([]);
  });

  it('when anyone but the owner asks, then the staff routes refuse: 401 with no token, 403 for a customer', async () => {
    expect((await request(t.app).get('/api/staff')).status).toBe(401);
    const customer = await t.as(asha).get('/api/staff');
    expect(customer.status).toBe(403);
  });

  it('when the owner changes a member who does not exist, then it is a 404', async () => {
    const res = await t.asOwner().put('/api/staff/000000000000000000000000').send({ active: false });
    expect(res.status).toBe(404);
  });
});

describe('POST /api/auth/pin, staff at a counter device', () => {
  it('when a cashier types their PIN at a counter device, then they get a session naming them, with the counter’s idle lock, and the device’s last use is kept', async () => {
    const meena = await member('Meena', 'cashier', '2468');
    const { key, device } = await counterDevice();

    const names = await request(t.app).get('/api/auth/counter-staff').set(COUNTER_DEVICE_HEADER, key);
    expect(names.status).toBe(200);
    expect(names.body).toEqual([{ _id: meena._id, name: 'Meena', role: 'cashier' }]);

    const res = await pinSignIn(key, meena._id, '2468');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: expect.any(String),
      user: { name: 'Meena', role: 'cashier' },
      lockMinutes: 5,
    });
    const devices = await t.asOwner().get('/api/staff/devices');
    expect(
      (devices.body as CounterDevice[]).find((one) => one._id === device._id)!.lastUsedAt,
    ).not.toBeNull();
  });

  it('when a PIN comes from a device that is no counter, or a revoked one, then it is refused before the PIN is checked', async () => {
    const meena = await member('Meena', 'cashier', '2468');
    const { key, device } = await counterDevice();

    const bare = await pinSignIn(null, meena._id, '2468');
    expect(bare.status).toBe(403);
    expect(bare.body.error.message).toBe(
      'A PIN is taken only at a counter. Ask the owner to open this device as a counter.',
    );
    expect((await pinSignIn('x'.repeat(43), meena._id, '2468')).status).toBe(403);

    expect((await t.asOwner().post(`/api/staff/devices/${device._id}/revoke`)).status).toBe(200);
    expect((await pinSignIn(key, meena._id, '2468')).status).toBe(403);
    expect((await request(t.app).get('/api/auth/counter-staff').set(COUNTER_DEVICE_HEADER, key)).status).toBe(
      403,
    );
  });

  it('when five wrong PINs are typed, then the member is locked for 15 minutes, even with the right PIN, until the owner sets a new one', async () => {
    const meena = await member('Meena', 'cashier', '2468');
    const { key } = await counterDevice();

    for (let i = 0; i < 4; i++) {
      const wrong = await pinSignIn(key, meena._id, '0000');
      expect(wrong.status).toBe(401);
      expect(wrong.body.error.message).toBe('That PIN is not right. Please try again.');
    }
    const fifth = await pinSignIn(key, meena._id, '0000');
    expect(fifth.status).toBe(429);
    expect(fifth.body.error.message).toMatch(
      /^Too many wrong PINs\. Please try again after .+, or ask the owner\.$/,
    );

    expect((await pinSignIn(key, meena._id, '2468')).status).toBe(429);
    const listed = await t.asOwner().get('/api/staff');
    expect(Date.parse((listed.body as StaffMember[])[0]!.lockedUntil!) - Date.now()).toBeGreaterThan(
      14 * 60_000,
    );

    expect((await t.asOwner().post(`/api/staff/${meena._id}/pin`).send({ pin: '1357' })).status).toBe(200);
    expect((await pinSignIn(key, meena._id, '2468')).status).toBe(401);
    expect((await pinSignIn(key, meena._id, '1357')).status).toBe(200);
  });

  it('when an unknown or deactivated member’s PIN is typed, then it is the same 401 as a wrong PIN', async () => {
    const meena = await member('Meena', 'cashier', '2468');
    const { key } = await counterDevice();
    await t.asOwner().put(`/api/staff/${meena._id}`).send({ active: false });

    for (const id of [meena._id, '000000000000000000000000']) {
      const res = await pinSignIn(key, id, '2468');
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe('That PIN is not right. Please try again.');
    }
    const names = await request(t.app).get('/api/auth/counter-staff').set(COUNTER_DEVICE_HEADER, key);
    expect(names.body).toEqual([]);
  });

  it('when the owner deactivates a signed-in cashier or revokes their device, then their session ends at once', async () => {
    const meena = await member('Meena', 'cashier', '2468');
    const ravi = await member('Ravi', 'cashier', '1357');
    const front = await counterDevice('Front till');
    const back = await counterDevice('Back till');
    const meenaSession = (await pinSignIn(front.key, meena._id, '2468')).body as PinSession;
    const raviSession = (await pinSignIn(back.key, ravi._id, '1357')).body as PinSession;

    expect((await asStaff(meenaSession, front.key).get('/api/counter/lookup?code=none')).status).toBe(404);
    // A token is good only with the key of the device it was signed in at.
    expect((await asStaff(meenaSession, back.key).get('/api/counter/lookup?code=none')).status).toBe(401);

    await t.asOwner().put(`/api/staff/${meena._id}`).send({ active: false });
    const ended = await asStaff(meenaSession, front.key).get('/api/counter/lookup?code=none');
    expect(ended.status).toBe(401);
    expect(ended.body.error.message).toBe(
      'Your counter session has ended. Please sign in with your PIN again.',
    );

    await t.asOwner().post(`/api/staff/devices/${back.device._id}/revoke`);
    expect((await asStaff(raviSession, back.key).get('/api/counter/lookup?code=none')).status).toBe(401);
  });
});
