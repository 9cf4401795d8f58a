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
  username: member.username,
  createdAt: member.createdAt,
});

/** What the audit log keeps of a member's change: never their PIN or password. */
const auditedFields = (member: StaffMember) => ({
  name: member.name,
  role: member.role,
  active: member.active,
  username: member.username,
});

const unknownMember = () => new AppError('not_found', 'No such staff member.');
const usernameTaken = () => new AppError('conflict', 'That username is taken. Please choose another.');

export function createStaffService(deps: {
  staff: StaffStore;
  trail: AuditTrail;
  /** Whether the owner's account has this username: a manager's may not be the same. */
  ownerNamed: (username: string) => Promise<boolean>;
  now?: () => Date;
}) {
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
      let after = known(await deps.staff.update(id, change, now()));
      // A cashier signs in only at a counter: a manager made cashier loses the dashboard login.
      if (after.role !== 'manager' && after.username !== null) {
        const withoutLogin = await deps.staff.setLogin(id, null, now());
        after = known(withoutLogin === 'username-taken' ? null : withoutLogin);
      }
      await audited(actor, id, { before: auditedFields(before), after: auditedFields(after) });
      return after;
    },

    /** The owner sets a member's PIN; a lock from wrong PINs is lifted with it. */
    async setPin(actor: Actor, id: string, pin: string): Promise<StaffMember> {
      const member = known(await deps.staff.setPin(id, await hashPassword(pin), now()));
      await audited(actor, id, { pin: 'set' });
      return member;
    },

    /**
     * Gives a manager a username and password for the dashboard away from the counter, or a new
     * password; their sessions end. A cashier signs in only at a counter, so has none.
     */
    async setLogin(
      actor: Actor,
      id: string,
      login: { username: string; password: string },
    ): Promise<StaffMember> {
      const member = known(await deps.staff.findById(id));
      if (member.role !== 'manager') {
        throw new AppError(
          'validation',
          'Only a manager signs in with a password. A cashier uses their PIN.',
        );
      }
      if (await deps.ownerNamed(login.username)) throw usernameTaken();
      const passwordHash = await hashPassword(login.password);
      const changed = await deps.staff.setLogin(id, { username: login.username, passwordHash }, now());
      if (changed === 'username-taken') throw usernameTaken();
      const after = known(changed);
      await audited(actor, id, {
        before: { username: member.username },
        after: { username: after.username },
        password: 'set',
      });
      return after;
    },

    /** Takes a member's dashboard login away; their password sessions end with it. */
    async removeLogin(actor: Actor, id: string): Promise<StaffMember> {
      const member = known(await deps.staff.findById(id));
      const changed = await deps.staff.setLogin(id, null, now());
      const after = known(changed === 'username-taken' ? null : changed);
      await audited(actor, id, { before: { username: member.username }, after: { username: null } });
      return after;
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
