/** The owner's staff and counter devices: who may sign in with a PIN, and where. */
import type { CounterDevice, NewCounterDevice, StaffMember, StaffRole } from '../contract';
import { AppError } from '../errors';
import { deviceKeyHash, newDeviceKey } from '../auth/counter-devices';
import { hashPassword } from '../auth/passwords';
import type { StaffChange, StaffStore, StoredStaff } from '../store/store';

/** A member as the owner's page shows them: never the PIN's hash or the counts behind the lock. */
export const toStaffMember = (member: StoredStaff): StaffMember => ({
  _id: member._id,
  name: member.name,
  role: member.role,
  active: member.active,
  lockedUntil: member.lockedUntil,
  createdAt: member.createdAt,
});

const unknownMember = () => new AppError('not_found', 'No such staff member.');

export function createStaffService(deps: { staff: StaffStore; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const known = (member: StoredStaff | null): StaffMember => {
    if (!member) throw unknownMember();
    return toStaffMember(member);
  };

  return {
    async list(): Promise<StaffMember[]> {
      return (await deps.staff.list()).map(toStaffMember);
    },

    async add(input: { name: string; role: StaffRole; pin: string }): Promise<StaffMember> {
      const pinHash = await hashPassword(input.pin);
      return toStaffMember(
        await deps.staff.create({ name: input.name, role: input.role, pinHash, at: now() }),
      );
    },

    /** Deactivating a member, or giving them another role, ends their sessions at once. */
    async change(id: string, change: StaffChange): Promise<StaffMember> {
      return known(await deps.staff.update(id, change, now()));
    },

    /** The owner sets a member's PIN; a lock from wrong PINs is lifted with it. */
    async setPin(id: string, pin: string): Promise<StaffMember> {
      return known(await deps.staff.setPin(id, await hashPassword(pin), now()));
    },

    /** Opens the device as a counter: its key is answered this once and kept by the device. */
    async addDevice(name: string): Promise<NewCounterDevice> {
      const key = newDeviceKey();
      const device = await deps.staff.addDevice({ name, keyHash: deviceKeyHash(key), at: now() });
      return { device, key };
    },

    listDevices(): Promise<CounterDevice[]> {
      return deps.staff.listDevices();
    },

    /** No PIN is taken at the device from now on, and the sessions signed in there end. */
    async revokeDevice(id: string): Promise<CounterDevice> {
      const device = await deps.staff.revokeDevice(id, now());
      if (!device) throw new AppError('not_found', 'No such counter device.');
      return device;
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
