/**
 * The store contract's accounts part: each customer's entries (bills on account, voids, returns to
 * the account, payments). The balance is always their sum, read in the unit that writes the next
 * one, so two sales on one account can never both pass its limit, in every adapter.
 */
import type { AccountEntryKind, Paise, PaymentMethod, StaffRef } from '../contract';
import type { Window } from './counter-day-contract';

/** An entry as stored; `amountPaise` positive adds to what is owed. */
export interface AccountEntryRecord {
  _id: string;
  customerId: string;
  kind: AccountEntryKind;
  amountPaise: Paise;
  at: Date;
  /** The India date of `at`. */
  date: string;
  document: string | null;
  orderId: string | null;
  method: PaymentMethod | null;
  reference: string | null;
  note: string | null;
  advance: boolean;
  by: StaffRef | null;
}

/** What a unit reads of an account before it writes to it. */
export interface AccountRead {
  creditLimitPaise: Paise;
  balancePaise: Paise;
  /** Moves with every entry: a write made on an older read is refused and read again. */
  version: number;
}

/** POST /api/customers/:id/payments, as the service gives it. */
export interface AccountPaymentInput {
  customerId: string;
  amountPaise: Paise;
  method: PaymentMethod;
  reference: string | null;
  note: string | null;
  /** More than is owed may be taken, the rest kept as an advance. */
  advance: boolean;
  /** The receipt series of the payment's financial year ("SB/RV26-27/"). */
  series: string;
  by: StaffRef | null;
}

export type TakePaymentResult =
  | { outcome: 'taken'; entry: AccountEntryRecord; balancePaise: Paise }
  | { outcome: 'not_found' }
  /** More than is owed, without an advance: nothing was stored. */
  | { outcome: 'over_balance'; balancePaise: Paise };

/** Money taken against accounts in a window, by method (a day's dues collected). */
export interface AccountPaymentSum {
  method: PaymentMethod;
  amountPaise: Paise;
  count: number;
}

export interface AccountStore {
  /** A customer's entries up to `until` (all without), oldest first. */
  entriesOf(customerId: string, until?: Date): Promise<AccountEntryRecord[]>;
  /** The entries of every customer whose balance is not 0, oldest first. */
  openEntries(): Promise<AccountEntryRecord[]>;
  /** Each customer's balance, for those named. */
  balances(customerIds: readonly string[]): Promise<Map<string, Paise>>;
  /**
   * In one unit: the balance read, refused past it unless an advance, the receipt's next number
   * taken from its series and the entry stored.
   */
  takePayment(input: AccountPaymentInput): Promise<TakePaymentResult>;
  /** Payments taken in the window, by method. */
  paymentsIn(window: Window): Promise<AccountPaymentSum[]>;
  /** Every customer's entries in the window, of these kinds (all without), oldest first. */
  entriesIn(window: Window, kinds?: readonly AccountEntryKind[]): Promise<AccountEntryRecord[]>;
}
