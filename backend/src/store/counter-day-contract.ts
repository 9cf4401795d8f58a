/**
 * The store contract's cash-drawer part: the counter's days (opened with a float, closed with a
 * count and the Z report as it stood), the cash put in and taken out, and the money sums the day's
 * reports are made of. At most one day is open at a time, in every adapter, whatever two callers
 * do at once.
 */
import type {
  CashMovementType,
  ClosedDayReport,
  OrderChannel,
  Paise,
  StaffRef,
  TenderMethod,
} from '../contract';

export interface DrawerDay {
  _id: string;
  /** The India date it was opened on. */
  date: string;
  openedAt: string;
  /** What was in the drawer at the opening. */
  floatPaise: Paise;
  /** Who opened it; null for a day that names nobody. */
  openedBy: StaffRef | null;
  /** The Z report as it was at the close; null while the day is open. */
  closed: ClosedDayReport | null;
}

export type OpenDayResult =
  | { outcome: 'opened'; day: DrawerDay }
  /** A day was open already (perhaps opened a moment ago by someone else): it is kept as it is. */
  | { outcome: 'already_open'; day: DrawerDay };

/** Cash put into or taken out of a day's drawer. */
export interface DrawerMovement {
  _id: string;
  type: CashMovementType;
  amountPaise: Paise;
  reason: string;
  at: string;
  /** Who moved it; null for a movement that names nobody. */
  by: StaffRef | null;
}

export type AddMovementResult = { outcome: 'added'; movement: DrawerMovement } | { outcome: 'not_open' };

export type CloseDayResult = { outcome: 'closed'; day: DrawerDay } | { outcome: 'not_open' };

/** What was paid in a window, per method and channel (counter sales completed, online orders collected). */
export interface PaymentSum {
  /** A sale paid in parts counts each part under its own method, `account` included. */
  method: TenderMethod;
  channel: OrderChannel;
  amountPaise: Paise;
}

/** What was refunded for returns in a window, per method. */
export interface RefundSum {
  method: TenderMethod;
  amountPaise: Paise;
}

/**
 * What the people at the counter did in a window, one row per kind and person (by id and name):
 * counter sales made that stand (by their payment's moment), refunds given for returns they took,
 * sales they voided (by the void's moment), online orders they marked collected that stand (by
 * their payment's moment, named by the history's collected change). `who` is null for records
 * that name nobody.
 */
export interface StaffDeeds {
  kind: 'sale' | 'refund' | 'void' | 'collection';
  who: StaffRef | null;
  count: number;
  /** The sales' or the collections' totals, or the refunds; 0 for voids. */
  amountPaise: Paise;
}

/** A window of instants, both ends included. */
export interface Window {
  since: Date;
  until: Date;
}

export interface CounterDayStore {
  /**
   * Opens a day at `at` unless one is open. A null float is the last closed day's counted cash (0
   * when no day was ever closed), read in the same step as the opening. The day names `by` as
   * who opened it (none names nobody).
   */
  open(input: { floatPaise: Paise | null; at: Date; by?: StaffRef }): Promise<OpenDayResult>;
  /** The open day, if any. */
  current(): Promise<DrawerDay | null>;
  /** Cash put into or taken out of the open day's drawer, by `by` (none names nobody). */
  addMovement(movement: {
    type: CashMovementType;
    amountPaise: Paise;
    reason: string;
    at: Date;
    by?: StaffRef;
  }): Promise<AddMovementResult>;
  /** A day's cash movements, oldest first. */
  movements(dayId: string): Promise<DrawerMovement[]>;
  /** Closes the day if it is still open, keeping its Z report (whose closedAt is the close's moment). */
  close(dayId: string, report: ClosedDayReport): Promise<CloseDayResult>;
  /** Closed days opened on India dates from `from` to `to` (both included), newest first. */
  listClosed(range: { from: string; to: string }): Promise<DrawerDay[]>;
  /** The closed day whose drawer was open at `at`, if any: its sales stand as counted. */
  closedOver(at: Date): Promise<DrawerDay | null>;
  /** Payments taken in the window: collected orders of either channel by their payment's moment. */
  payments(window: Window): Promise<PaymentSum[]>;
  /** Refunds given in the window for returns, by how they were given. */
  refunds(window: Window): Promise<RefundSum[]>;
  /** Who made the window's counter sales, gave its refunds, voided its sales and collected its online orders. */
  deeds(window: Window): Promise<StaffDeeds[]>;
}
