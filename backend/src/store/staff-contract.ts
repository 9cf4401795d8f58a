/**
 * The store contract's staff part: the owner's cashiers and managers, with their hashed PINs and
 * wrong-PIN locks, and the devices the owner opened as counters, found by their hashed key.
 */
import type { CounterDevice, StaffMember, StaffRole } from '../contract';

/** A staff member as kept: the contract's member with what only the sign-in reads. */
export interface StoredStaff extends StaffMember {
  pinHash: string;
  /** Wrong PINs since the last right one or the last lock. */
  wrongPins: number;
  /** A manager's dashboard password, hashed; null without a login (then `username` is null too). */
  passwordHash: string | null;
  /** Goes up when the member is deactivated, their role or their login changes: their older tokens stop. */
  sessionVersion: number;
  updatedAt: string;
}

export interface StaffChange {
  name?: string;
  role?: StaffRole;
  active?: boolean;
}

/** After a wrong PIN: how many in a row now, and the lock as it stands (perhaps one long past). */
export interface WrongPinResult {
  wrongPins: number;
  lockedUntil: string | null;
}

export interface StaffStore {
  /** Everyone the owner made, active or not, by name. */
  list(): Promise<StoredStaff[]>;
  findById(id: string): Promise<StoredStaff | null>;
  create(input: { name: string; role: StaffRole; pinHash: string; at: Date }): Promise<StoredStaff>;
  /** Changes what is given; a deactivation or a new role ends the member's sessions. Null if unknown. */
  update(id: string, change: StaffChange, at: Date): Promise<StoredStaff | null>;
  /** The member whose dashboard login has this username (kept and looked up in lower case). */
  findByUsername(username: string): Promise<StoredStaff | null>;
  /**
   * Gives the member a dashboard login, or takes it away (null), ending their sessions. Null if
   * unknown; 'username-taken' when another member has the username.
   */
  setLogin(
    id: string,
    login: { username: string; passwordHash: string } | null,
    at: Date,
  ): Promise<StoredStaff | null | 'username-taken'>;
  /** A new PIN, which also lifts a lock. Null if unknown. */
  setPin(id: string, pinHash: string, at: Date): Promise<StoredStaff | null>;
  /**
   * Counts a wrong PIN in one step, whatever arrives at once: the `tries`-th in a row locks the
   * member until `at + lockMs` and starts the count again.
   */
  recordWrongPin(id: string, at: Date, limits: { tries: number; lockMs: number }): Promise<WrongPinResult>;
  /** A right PIN: the count of wrong ones starts again. */
  clearWrongPins(id: string): Promise<void>;

  addDevice(input: { name: string; keyHash: string; at: Date }): Promise<CounterDevice>;
  /** Every device, revoked ones too, newest first. */
  listDevices(): Promise<CounterDevice[]>;
  /** The device with this key, unless revoked. */
  findDeviceByKeyHash(keyHash: string): Promise<CounterDevice | null>;
  touchDevice(id: string, at: Date): Promise<void>;
  /** Revokes the device (once; a second call keeps the first moment). Null if unknown. */
  revokeDevice(id: string, at: Date): Promise<CounterDevice | null>;
}
