/** The owner's staff and counter devices: who may sign in with a PIN, and where. Each change is audited. */
import type { CounterDevice, NewCounterDevice, StaffMember, StaffRole } from '../contract';
import { AppError } from '../errors';
import type { AuditRecord, AuditTrail } from '../audit/trail';
import { deviceKeyHash, newDeviceKey } from '../auth/counter-devices';
import { hashPassword } from '../auth/passwords';
import type { StaffChange, StaffStore, StoredStaff } from '../store/store';

type Actor = AuditRecord['actor'];

/** A member as the owner's page shows them: never the PIN's hash or the counts behind the lock. */
export const toStaffMember = (member: StoredStaff): StaffMember => ({
  _id: member._id,
  name: member.name,
  role: member.role,
  active: member.active,
  lockedUntil: member.lockedUntil,
  createdAt: member.createdAt,
});

/** What the audit log keeps of a member's change: never their PIN. */
const auditedFields = (member: StaffMember) => ({
  name: member.name,
  role: member.role,
  active: member.active,
});

const unknownMember = () => new AppError('not_found', 'No such staff member.');

export function createStaffService(deps: { staff: StaffStore; trail: AuditTrail; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const known = (member: StoredStaff | null): StaffMember => {
    if (!member) throw unknownMember();
    return toStaffMember(member);
  };
  const audited = (actor: Actor, subject: string, details: Record<string, unknown>) =>
    deps.trail.record({ actor, action: 'staff-change', subject, details });

  return {
    async list(): Promise<StaffMember[]> {
      return (await deps.staff.list()).map(toStaffMember);
    },

    async add(actor: Actor, input: { name: string; role: StaffRole; pin: string }): Promise<StaffMember> {
      const pinHash = await hashPassword(input.pin);
      const added = toStaffMember(
        await deps.staff.create({ name: input.name, role: input.role, pinHash, at: now() }),
      );
      await audited(actor, added._id, { after: auditedFields(added) });
      return added;
    },

    /** Deactivating a member, or giving them another role, ends their sessions at once. */
    async change(actor: Actor, id: string, change: StaffChange): Promise<StaffMember> {
      const before = known(await deps.staff.findById(id));
      const after = known(await deps.staff.update(id, change, now()));
      await audited(actor, id, { before: auditedFields(before), after: auditedFields(after) });
      return after;
    },

    /** The owner sets a member's PIN; a lock from wrong PINs is lifted with it. */
    async setPin(actor: Actor, id: string, pin: string): Promise<StaffMember> {
      const member = known(await deps.staff.setPin(id, await hashPassword(pin), now()));
      await audited(actor, id, { pin: 'set' });
      return member;
    },

    /** Opens the device as a counter: its key is answered this once and kept by the device. */
    async addDevice(actor: Actor, name: string): Promise<NewCounterDevice> {
      const key = newDeviceKey();
      const device = await deps.staff.addDevice({ name, keyHash: deviceKeyHash(key), at: now() });
      await deps.trail.record({
        actor,
        action: 'device-change',
        subject: device._id,
        details: { added: name },
      });
      return { device, key };
    },

    listDevices(): Promise<CounterDevice[]> {
      return deps.staff.listDevices();
    },

    /** No PIN is taken at the device from now on, and the sessions signed in there end. */
    async revokeDevice(actor: Actor, id: string): Promise<CounterDevice> {
      const device = await deps.staff.revokeDevice(id, now());
      if (!device) throw new AppError('not_found', 'No such counter device.');
      const details = { revoked: device.name };
      await deps.trail.record({ actor, action: 'device-change', subject: id, details });
      return device;
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
