/**
 * Who works the shop and what each may do. The owner is the account from ADMIN_USERNAME; staff
 * are made by the owner, each a manager or a cashier with a PIN typed at a counter device. The
 * rights table below is read by the API's routes and by the screens alike.
 */

export const STAFF_ROLES = ['manager', 'cashier'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export type Role = 'owner' | StaffRole;

/** A PIN is 4 to 6 digits: short to type at the counter, so it is taken only from a counter device. */
export const STAFF_PIN_PATTERN = /^\d{4,6}$/;
export const STAFF_NAME_MAX = 60;
export const COUNTER_DEVICE_NAME_MAX = 60;
/** A manager's dashboard login: a username (kept in lower case) and a password of at least this many characters. */
export const STAFF_USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,31}$/;
export const STAFF_PASSWORD_MIN = 8;
/** Wrong PINs in a row that lock a staff member for STAFF_LOCK_MINUTES. */
export const STAFF_PIN_TRIES = 5;
export const STAFF_LOCK_MINUTES = 15;
/** COUNTER_LOCK_MINUTES' default: idle minutes after which the counter asks for a PIN again. */
export const COUNTER_LOCK_MINUTES_DEFAULT = 5;
/** The header a counter device sends its key in. */
export const COUNTER_DEVICE_HEADER = 'X-Counter-Device';

/**
 * What a request may do, by the rows of the shop's rights table:
 * - counter: counter sales, lookups, receipts, the desk, print jobs' status, open the day, X report;
 * - approve: void, return or refund, a line's price change, a sale over a credit limit;
 * - drawer: cash in and out, close the day (Z), stock corrections and counts, receive stock;
 * - catalogue: catalogue and kits (add, edit), labels, messages;
 * - owner: delete items, tax settings, staff, reports and exports, statistics, shop settings.
 */
export const RIGHTS = ['counter', 'approve', 'drawer', 'catalogue', 'owner'] as const;
export type Right = (typeof RIGHTS)[number];

/** yes: may; approval: may with a manager's PIN on the same screen; no: may not. */
export type Permission = 'yes' | 'approval' | 'no';

export const RIGHTS_TABLE: Readonly<Record<Right, Readonly<Record<Role, Permission>>>> = {
  counter: { cashier: 'yes', manager: 'yes', owner: 'yes' },
  approve: { cashier: 'approval', manager: 'yes', owner: 'yes' },
  drawer: { cashier: 'no', manager: 'yes', owner: 'yes' },
  catalogue: { cashier: 'no', manager: 'yes', owner: 'yes' },
  owner: { cashier: 'no', manager: 'no', owner: 'yes' },
};

export const permissionOf = (role: Role, right: Right): Permission => RIGHTS_TABLE[right][role];

/** Whether the role may do it on its own, without anyone's approval. */
export const mayDo = (role: Role, right: Right): boolean => permissionOf(role, right) === 'yes';

/** A staff member as the owner's Staff page lists them: never their PIN. */
export interface StaffMember {
  _id: string;
  name: string;
  role: StaffRole;
  active: boolean;
  /** Until when wrong PINs keep them out; null when they may sign in. */
  lockedUntil: string | null;
  /** A manager's username for signing in at /admin with a password; null when they have none. */
  username: string | null;
  createdAt: string;
}

/** POST /api/staff */
export interface NewStaffRequest {
  name: string;
  role: StaffRole;
  pin: string;
}

/** PUT /api/staff/:id: what the owner changes; a PIN is set apart. */
export interface StaffChangeRequest {
  name?: string;
  role?: StaffRole;
  active?: boolean;
}

/** POST /api/staff/:id/pin */
export interface StaffPinRequest {
  pin: string;
}

/**
 * PUT /api/staff/:id/login: the owner gives a manager a username and password for the dashboard
 * away from the counter. DELETE /api/staff/:id/login takes it away; either ends their sessions.
 */
export interface StaffLoginRequest {
  username: string;
  password: string;
}

/** A device the owner opened as a counter: staff sign in there with their PIN. Never its key. */
export interface CounterDevice {
  _id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** POST /api/staff/devices → 201: the key is shown this once, and kept by the device. */
export interface NewCounterDevice {
  device: CounterDevice;
  key: string;
}

/** POST /api/auth/pin, from a counter device */
export interface PinSignInRequest {
  staffId: string;
  pin: string;
}

/**
 * Who did something, as a record keeps them: the owner or a staff member, by id and by the name
 * they had then (a member renamed later still shows under the old name on what they did before).
 */
export interface StaffRef {
  id: string;
  name: string;
}

/** Who a session is, as the screens read it. */
export interface SessionUser {
  name: string;
  role: Role;
}

export interface PinSession {
  token: string;
  user: SessionUser;
  /** Idle minutes after which the counter locks until a PIN is typed again (COUNTER_LOCK_MINUTES). */
  lockMinutes: number;
}

/** Who may sign in at a counter device: names only, for the "who are you?" screen. */
export interface CounterStaffEntry {
  _id: string;
  name: string;
  role: StaffRole;
}

/** What a cashier asks a manager to approve, each for one subject (a sale's or an order's id, a sale's key). */
export const APPROVAL_ACTIONS = ['void', 'return', 'cancel', 'price', 'credit'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];
/** The header a cashier's request carries a manager's approval in. */
export const APPROVAL_HEADER = 'X-Approval';
/** How long an approval may wait to be used, once. */
export const APPROVAL_MINUTES = 2;

/** POST /api/auth/approval, from a counter device: the manager's PIN for one action on one subject. */
export interface ApprovalRequest {
  staffId: string;
  pin: string;
  action: ApprovalAction;
  subject: string;
}

export interface Approval {
  token: string;
  expiresAt: string;
  approver: SessionUser;
}

/** What the audit log records. */
export const AUDIT_ACTIONS = [
  'sign-in',
  'wrong-pin',
  'locked',
  'approval',
  'void',
  'return',
  'price-change',
  'tax-change',
  'stock-correction',
  'settings-change',
  'staff-change',
  'device-change',
  'export',
  'customer-change',
  'account-payment',
  'credit',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One line of the audit log, as GET /api/audit answers it; `hash` covers it and the one before. */
export interface AuditEntry {
  seq: number;
  at: string;
  /** Who did it; null when nobody was signed in (a wrong PIN names the member tried in `subject`). */
  actor: { id: string; name: string; role: Role } | null;
  action: AuditAction;
  /** What it was done to: a sale's or an order's id, a staff member's, an item's. */
  subject: string;
  /** What changed (before → after), who approved, why: as the action records it. */
  details: Record<string, unknown>;
  prevHash: string;
  hash: string;
}

/** GET /api/audit → */
export interface AuditPage {
  entries: AuditEntry[];
  total: number;
}

/** GET /api/audit/verify → whether the chain is whole, and where it first breaks. */
export interface AuditVerification {
  whole: boolean;
  entries: number;
  brokenAt: number | null;
}
