import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { availableAdapters } from '../../test/temp-store';
import type { Store } from './store';

const AT = new Date('2026-11-02T04:30:00.000Z');
const MINUTE = 60_000;
const LIMITS = { tries: 5, lockMs: 15 * MINUTE };

describe.each(availableAdapters())('store contract, staff and counter devices: $name', (adapter) => {
  let store: Store;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    ({ store, cleanup } = await adapter.open());
  });
  afterEach(async () => {
    await cleanup();
  });

  it('when the owner adds staff, then they are listed by name, active, unlocked, with their PIN hash kept', async () => {
    await store.staff.create({ name: 'Ravi', role: 'manager', pinHash: 'hash-r', at: AT });
    const asha = await store.staff.create({ name: 'asha', role: 'cashier', pinHash: 'hash-a', at: AT });

    expect((await store.staff.list()).map((member) => member.name)).toEqual(['asha', 'Ravi']);
    expect(await store.staff.findById(asha._id)).toEqual({
      _id: asha._id,
      name: 'asha',
      role: 'cashier',
      active: true,
      lockedUntil: null,
      username: null,
      createdAt: AT.toISOString(),
      pinHash: 'hash-a',
      passwordHash: null,
      wrongPins: 0,
      sessionVersion: 1,
      updatedAt: AT.toISOString(),
    });
    expect(await store.staff.findById('000000000000000000000000')).toBeNull();
  });

  it('when a member is deactivated or given another role, then their session version goes up; a rename keeps it', async () => {
    const asha = await store.staff.create({ name: 'Asha', role: 'cashier', pinHash: 'h', at: AT });
    const later = new Date(AT.getTime() + MINUTE);

    const renamed = await store.staff.update(asha._id, { name: 'Asha K' }, later);
    expect(renamed).toMatchObject({ name: 'Asha K', role: 'cashier', active: true, sessionVersion: 1 });
    expect(renamed!.updatedAt).toBe(later.toISOString());

    expect(await store.staff.update(asha._id, { role: 'cashier' }, later)).toMatchObject({
      sessionVersion: 1,
    });
    expect(await store.staff.update(asha._id, { role: 'manager' }, later)).toMatchObject({
      role: 'manager',
      sessionVersion: 2,
    });
    expect(await store.staff.update(asha._id, { active: false }, later)).toMatchObject({
      active: false,
      sessionVersion: 3,
    });
    expect(await store.staff.update(asha._id, { active: false }, later)).toMatchObject({ sessionVersion: 3 });
    expect(await store.staff.update('000000000000000000000000', { active: false }, later)).toBeNull();
  });

  it('when a manager is given a dashboard login, then they are found by it in any case, and their sessions end', async () => {
    const ravi = await store.staff.create({ name: 'Ravi', role: 'manager', pinHash: 'h', at: AT });
    const later = new Date(AT.getTime() + MINUTE);

    const withLogin = await store.staff.setLogin(ravi._id, { username: 'ravi', passwordHash: 'pw' }, later);
    expect(withLogin).toMatchObject({ username: 'ravi', passwordHash: 'pw', sessionVersion: 2 });
    expect((await store.staff.findByUsername('RAVI'))?._id).toBe(ravi._id);
    expect(await store.staff.findByUsername('meena')).toBeNull();

    const without = await store.staff.setLogin(ravi._id, null, later);
    expect(without).toMatchObject({ username: null, passwordHash: null, sessionVersion: 3 });
    expect(await store.staff.findByUsername('ravi')).toBeNull();
    expect(await store.staff.setLogin('000000000000000000000000', null, later)).toBeNull();
  });

  it('when two members are given the same username, then the second is refused and keeps what it had', async () => {
    const ravi = await store.staff.create({ name: 'Ravi', role: 'manager', pinHash: 'h', at: AT });
    const meena = await store.staff.create({ name: 'Meena', role: 'manager', pinHash: 'h', at: AT });
    await store.staff.setLogin(ravi._id, { username: 'desk', passwordHash: 'a' }, AT);

    expect(await store.staff.setLogin(meena._id, { username: 'desk', passwordHash: 'b' }, AT)).toBe(
      'username-taken',
    );
    expect(await store.staff.findById(meena._id)).toMatchObject({ username: null, sessionVersion: 1 });
    expect((await store.staff.findByUsername('desk'))?._id).toBe(ravi._id);
  });

  it('when wrong PINs arrive at once, then each is counted and the fifth locks the member once', async () => {
    const asha = await store.staff.create({ name: 'Asha', role: 'cashier', pinHash: 'h', at: AT });

    const results = await Promise.all(
      Array.from({ length: 5 }, () => store.staff.recordWrongPin(asha._id, AT, LIMITS)),
    );

    const until = new Date(AT.getTime() + LIMITS.lockMs).toISOString();
    expect(results.map((result) => result.wrongPins).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(results.filter((result) => result.lockedUntil === until)).toHaveLength(1);
    expect(await store.staff.findById(asha._id)).toMatchObject({ wrongPins: 0, lockedUntil: until });
  });

  it('when a right PIN or a new PIN comes, then the wrong ones are forgotten, and a new PIN lifts the lock', async () => {
    const asha = await store.staff.create({ name: 'Asha', role: 'cashier', pinHash: 'old', at: AT });
    await store.staff.recordWrongPin(asha._id, AT, LIMITS);
    await store.staff.recordWrongPin(asha._id, AT, LIMITS);
    await store.staff.clearWrongPins(asha._id);
    expect(await store.staff.findById(asha._id)).toMatchObject({ wrongPins: 0 });

    for (let i = 0; i < LIMITS.tries; i++) await store.staff.recordWrongPin(asha._id, AT, LIMITS);
    expect((await store.staff.findById(asha._id))!.lockedUntil).not.toBeNull();

    const changed = await store.staff.setPin(asha._id, 'new', AT);
    expect(changed).toMatchObject({ pinHash: 'new', wrongPins: 0, lockedUntil: null });
  });

  it('when a device is added, used and revoked, then its key no longer finds it and the first revocation stands', async () => {
    const till = await store.staff.addDevice({ name: 'Front till', keyHash: 'key-1', at: AT });
    await store.staff.addDevice({ name: 'Back till', keyHash: 'key-2', at: new Date(AT.getTime() + MINUTE) });
    expect(till).toEqual({
      _id: till._id,
      name: 'Front till',
      createdAt: AT.toISOString(),
      lastUsedAt: null,
      revokedAt: null,
    });

    const used = new Date(AT.getTime() + 2 * MINUTE);
    await store.staff.touchDevice(till._id, used);
    expect(await store.staff.findDeviceByKeyHash('key-1')).toMatchObject({ lastUsedAt: used.toISOString() });
    expect((await store.staff.listDevices()).map((device) => device.name)).toEqual([
      'Back till',
      'Front till',
    ]);

    const revoked = await store.staff.revokeDevice(till._id, used);
    await store.staff.revokeDevice(till._id, new Date(used.getTime() + MINUTE));
    expect(revoked).toMatchObject({ revokedAt: used.toISOString() });
    expect(await store.staff.findDeviceByKeyHash('key-1')).toBeNull();
    expect((await store.staff.listDevices()).find((device) => device._id === till._id)).toMatchObject({
      revokedAt: used.toISOString(),
    });
    expect(await store.staff.revokeDevice('000000000000000000000000', used)).toBeNull();
  });
});
