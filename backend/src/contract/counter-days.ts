/**
 * The counter's cash drawer, one day at a time: opened with a float, cash put in or taken out,
 * read any time (the X report) and counted and closed once (the Z report). Money is rupees.
 */
import type { RateTotals } from './invoices';
import type { StaffRef } from './staff';

/** CASH_TOLERANCE's default: a count this far from the expected cash closes without a note. */
export const CASH_TOLERANCE_DEFAULT = 50;
/** A cash movement's reason or a close's note, as the owner types it. */
export const DRAWER_TEXT_MAX = 200;
/** The most days GET /api/counter/days answers for at once. */
export const DRAWER_DAYS_RANGE_MAX = 366;

export const CASH_MOVEMENT_TYPES = ['in', 'out'] as const;
export type CashMovementType = (typeof CASH_MOVEMENT_TYPES)[number];

/** POST /api/counter/days/open */
export interface OpenDayRequest {
  float: number;
}

/** POST /api/counter/days/current/cash-movements → 201 */
export interface CashMovementRequest {
  type: CashMovementType;
  amount: number;
  reason: string;
}

export interface CashMovement {
  _id: string;
  type: CashMovementType;
  amount: number;
  reason: string;
  at: string;
  /** Who put it in or took it out; null for a movement made before movements named anyone. */
  by: StaffRef | null;
}

/** POST /api/counter/days/current/close */
export interface CloseDayRequest {
  countedCash: number;
  note?: string;
}

/** GET /api/counter/days/current: the drawer so far, from its opening to now. */
export interface DayReport {
  /** The India date the drawer was opened on, YYYY-MM-DD. */
  date: string;
  openedAt: string;
  /** Who opened the drawer (or made the sale or collection that opened it); null for days opened before this. */
  openedBy: StaffRef | null;
  float: number;
  /** Cash taken for counter sales and online orders collected at the desk (voided sales left out). */
  cashSales: number;
  /** Cash given back for returns. */
  cashRefunds: number;
  /** Cash customers paid against their accounts (it is in the drawer too). */
  cashDues: number;
  cashIn: number;
  cashOut: number;
  /** float + cashSales + cashDues − cashRefunds + cashIn − cashOut */
  expectedCash: number;
  /** What was taken per payment method, before refunds; `account` is what was sold on account. */
  byMethod: { cash: number; upi: number; card: number; account: number };
  /** What was refunded per method (its cash is cashRefunds); `account` went back to accounts. */
  refunds: { cash: number; upi: number; card: number; account: number };
  /** What customers paid against their accounts, per method, and how many payments. */
  duesCollected: { cash: number; upi: number; card: number; count: number };
  byChannel: { online: number; counter: number };
  /** The bills issued (credit notes aside): first and last number, how many, how many cancelled. */
  invoices: { from: string | null; to: string | null; count: number; cancelled: number };
  /** Tax per rate of the bills that stand, less the credit notes'. */
  byRate: RateTotals[];
  /** The cash put in and taken out, oldest first. */
  movements: CashMovement[];
  /**
   * What each person at the counter did: the owner and staff by name, then (null) the records of
   * before they were named. Empty in a Z report closed before the reports named anyone.
   */
  byCashier: CashierTotals[];
}

/** One person's part of a day at the counter. */
export interface CashierTotals {
  cashier: StaffRef | null;
  /** Counter sales they made that stand (voided ones are counted under voids). */
  sales: number;
  /** Rupees those sales took. */
  amount: number;
  /** Rupees refunded for returns they took back. */
  refunds: number;
  /** Sales they voided. */
  voids: number;
  /** Online orders they marked collected at the desk, that stand (0 in a Z report closed before these were counted). */
  collections: number;
  /** Rupees those collections took. */
  collected: number;
}

/** POST /api/counter/days/current/close → 200; GET /api/counter/days lists these. */
export interface ClosedDayReport extends DayReport {
  countedCash: number;
  /** countedCash − expectedCash: negative when the drawer is short. */
  difference: number;
  note: string | null;
  closedAt: string;
  /** Who counted the cash and closed the day; null for days closed before this. */
  closedBy: StaffRef | null;
}

/** GET /api/counter/days?from=&to= (header X-Total-Count): closed days, newest first. */
export interface ClosedDaysResponse {
  days: ClosedDayReport[];
}
