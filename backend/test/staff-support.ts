import request, { type Test } from 'supertest';
import {
  COUNTER_DEVICE_HEADER,
  type NewCounterDevice,
  type PinSession,
  type StaffRole,
} from '../src/contract';
import type { Caller, TestApp } from './harness';

export type StaffCaller = Caller & { staffId: string; key: string };

/** A staff member of `role`, added by the owner, signed in with their PIN at a counter device the owner opened. */
export async function signedInStaff(
  t: TestApp,
  role: StaffRole,
  pin: string,
  name = `A ${role}`,
): Promise<StaffCaller> {
  const added = await t.asOwner().post('/api/staff').send({ name, role, pin });
  const { key } = (await t.asOwner().post('/api/staff/devices').send({ name: 'Till' }))
    .body as NewCounterDevice;
  const signIn = await request(t.app)
    .post('/api/auth/pin')
    .set(COUNTER_DEVICE_HEADER, key)
    .send({ staffId: added.body._id, pin });
  const { token } = signIn.body as PinSession;
  const as =
    (method: keyof Caller) =>
    (url: string): Test =>
      request(t.app)[method](url).set('Authorization', `Bearer ${token}`).set(COUNTER_DEVICE_HEADER, key);
  return {
    get: as('get'),
    post: as('post'),
    put: as('put'),
    patch: as('patch'),
    delete: as('delete'),
    staffId: added.body._id as string,
    key,
  };
}
