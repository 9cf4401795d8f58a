/**
 * Staff sign in at a counter device by choosing their name and typing their PIN. A PIN is short,
 * so it is taken only with a counter device's key, and STAFF_PIN_TRIES wrong ones in a row lock
 * the member for STAFF_LOCK_MINUTES.
 */
import {
  mayDo,
  STAFF_LOCK_MINUTES,
  STAFF_PIN_TRIES,
  type Approval,
  type ApprovalRequest,
  type CounterDevice,
  type CounterStaffEntry,
  type PinSession,
} from '../contract';
import { AppError } from '../errors';
import type { StaffStore, StoredStaff } from '../store/store';
import { signApproval } from './approvals';
import type { AuditTrail } from '../audit/trail';
import { DUMMY_HASH_PROMISE, verifyPassword } from './passwords';
import { signStaffToken } from './staff-tokens';

const LIMITS = { tries: STAFF_PIN_TRIES, lockMs: STAFF_LOCK_MINUTES * 60_000 };

const wrongPin = () => new AppError('unauthenticated', 'That PIN is not right. Please try again.');

function lockedOut(until: string): AppError {
  const time = new Date(until).toLocaleTimeString('en-IN', {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: '2-digit',
  });
  return new AppError(
    'rate_limited',
    `Too many wrong PINs. Please try again after ${time}, or ask the owner.`,
  );
}

export function createPinSignIn(deps: {
  staff: StaffStore;
  jwtSecret: string;
  trail: AuditTrail;
  lockMinutes: number;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const isLocked = (lockedUntil: string | null, at: Date) =>
    lockedUntil !== null && Date.parse(lockedUntil) > at.getTime();

  /** The active member whose PIN this is; a wrong PIN is counted, and the last try locks them. */
  async function memberWithPin(staffId: string, pin: string, at: Date): Promise<StoredStaff> {
    const member = await deps.staff.findById(staffId).catch(() => null);
    if (!member?.active) {
      // As long as a real check, so that timing does not tell which ids exist.
      await verifyPassword(pin, await DUMMY_HASH_PROMISE);
      throw wrongPin();
    }
    if (isLocked(member.lockedUntil, at)) throw lockedOut(member.lockedUntil!);
    if (!(await verifyPassword(pin, member.pinHash))) {
      const after = await deps.staff.recordWrongPin(member._id, at, LIMITS);
      const locked = isLocked(after.lockedUntil, at);
      const named = { name: member.name, ...(locked ? { lockedUntil: after.lockedUntil } : {}) };
      await deps.trail.record({
        actor: null,
        action: locked ? 'locked' : 'wrong-pin',
        subject: member._id,
        details: named,
      });
      throw locked ? lockedOut(after.lockedUntil!) : wrongPin();
    }
    if (member.wrongPins > 0) await deps.staff.clearWrongPins(member._id);
    return member;
  }

  return {
    /** Who may sign in at this counter: the active staff, by name. */
    async counterStaff(): Promise<CounterStaffEntry[]> {
      const members = await deps.staff.list();
      return members
        .filter((member) => member.active)
        .map((member) => ({ _id: member._id, name: member.name, role: member.role }));
    },

    async signIn(device: CounterDevice, staffId: string, pin: string): Promise<PinSession> {
      const at = now();
      const member = await memberWithPin(staffId, pin, at);
      await deps.staff.touchDevice(device._id, at);
      const actor = { id: member._id, name: member.name, role: member.role };
      await deps.trail.record({
        actor,
        action: 'sign-in',
        subject: member._id,
        details: { device: device.name },
      });
      const claims = {
        staffId: member._id,
        name: member.name,
        role: member.role,
        sessionVersion: member.sessionVersion,
        deviceId: device._id,
      };
      return {
        token: signStaffToken(deps.jwtSecret, claims, at),
        user: { name: member.name, role: member.role },
        lockMinutes: deps.lockMinutes,
      };
    },

    /** A manager's PIN, typed on the cashier's screen, approves one action on one subject. */
    async approve(request: ApprovalRequest): Promise<Approval> {
      const at = now();
      const member = await memberWithPin(request.staffId, request.pin, at);
      if (!mayDo(member.role, 'approve')) {
        throw new AppError('forbidden', 'Only a manager can approve this.');
      }
      const approver = { id: member._id, name: member.name, role: member.role };
      const grant = signApproval(deps.jwtSecret, { approver, ...request }, at);
      const details = { action: request.action };
      await deps.trail.record({ actor: approver, action: 'approval', subject: request.subject, details });
      return { ...grant, approver: { name: member.name, role: member.role } };
    },
  };
}

export type PinSignIn = ReturnType<typeof createPinSignIn>;
