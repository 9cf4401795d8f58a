/**
 * What the order path decides rather than stores. Both adapters ask these functions, so a rule
 * changes here once and SQLite and MongoDB cannot drift apart; nothing here reads or writes.
 */
import {
  AWAITING_PICKUP_STATUSES,
  ID_PATTERN,
  normalisePickupCode,
  PICKUP_CODE_PATTERN,
  type BookOrderLine,
  type CounterDayTotals,
  type OrderStatus,
  sumPaise,
  toPaise,
  type OutOfStockItem,
  type Paise,
  type TenderMethod,
} from '../contract';
import { toRupees } from './money';

/** Orders counted as waiting at the counter. */
export const AWAITING_PICKUP: readonly OrderStatus[] = AWAITING_PICKUP_STATUSES;
/** The status at which an order's units count as sold for the top sellers: handed over, not merely ordered. */
export const SOLD: OrderStatus = 'collected';

/** The customer uid of every counter sale, in both adapters: no customer account reads it as theirs. */
export const COUNTER_CUSTOMER = 'counter';

/** Codes are drawn from about 887 million; a clash is rare, a second one in a row rarer still. */
export const PICKUP_CODE_TRIES = 5;

/**
 * Whether an order refused on its insert is tried again under a new pickup code: only when the
 * code's unique index refused it, and only so many times, so a broken index cannot loop forever.
 */
export const drawAnotherPickupCode = (attempt: number, clashedOnCode: boolean): boolean =>
  clashedOnCode && attempt < PICKUP_CODE_TRIES;

/** An order becomes ready only once every print job in it is ticked as printed. */
export const needsEveryJobPrinted = (to: OrderStatus): boolean => to === 'ready';

/** Collecting an order adds its units to each book's units sold; ordering alone does not. */
export const addsToUnitsSold = (to: OrderStatus): boolean => to === SOLD;

/** Cancelling an order releases the units it took from a count, for customers to order again. */
export const returnsStock = (to: OrderStatus): boolean => to === 'cancelled';

/** Print jobs are ticked and run while their order is placed; after that they are settled. */
export const PRINTING_WHILE: OrderStatus = 'placed';

type Units = Pick<BookOrderLine, 'bookId' | 'quantity'>;

/** Units per book over an order's book lines, as one collection adds them to the units sold. */
export function unitsPerBook(lines: readonly Units[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.bookId, (units.get(line.bookId) ?? 0) + line.quantity);
  return units;
}

type StockOf = { title: string; stock?: number | null } | null | undefined;

/**
 * Whether a book's units limit an order. A book without a count, or no longer in the catalogue
 * (which the service has already checked against), limits nothing.
 */
export const limitsOrders = (book: StockOf): book is { title: string; stock: number } =>
  book !== null && book !== undefined && book.stock !== null && book.stock !== undefined;

/** A line the shop cannot fill, as the customer is told of it. */
export const shortageOf = (line: Units, book: { title: string; stock: number }): OutOfStockItem => ({
  productId: line.bookId,
  title: book.title,
  requested: line.quantity,
  available: book.stock,
});

/** What a search at the desk may match, each part present only when the text can be one. */
export interface DeskSearch {
  /** Any part of a name or an e-mail. */
  text: string;
  /** A pickup code exactly, as typed or scanned. */
  pickupCode?: string;
  /** An order id exactly. */
  orderId?: string;
  /** Digits of a phone number, typed with or without +91, spaces and brackets. */
  phoneDigits?: string;
}

/** At least this many digits before a search is read as part of a phone number. */
const PHONE_DIGITS_MIN = 4;

export function deskSearch(search: string | undefined): DeskSearch | null {
  const text = search?.trim();
  if (!text) return null;
  const found: DeskSearch = { text };
  const code = normalisePickupCode(text);
  if (PICKUP_CODE_PATTERN.test(code)) found.pickupCode = code;
  if (ID_PATTERN.test(text.toLowerCase())) found.orderId = text.toLowerCase();
  const digits = text.replace(/\D/g, '');
  if (digits.length >= PHONE_DIGITS_MIN && digits.length === text.replace(/[\s()+-]/g, '').length) {
    found.phoneDigits = digits;
  }
  return found;
}

/** One part of a sale's payment as stored: money now, or on the customer's account. */
export interface StoredPart {
  method: TenderMethod;
  amountPaise: Paise;
  reference: string | null;
}

/** The part a sale paid in parts is known by: the largest, the first of equals. */
export const mainPart = <P extends Pick<StoredPart, 'amountPaise'>>(parts: readonly P[]): P =>
  parts.reduce((main, part) => (part.amountPaise > main.amountPaise ? part : main));

/**
 * A payment in parts as stored, or what the parts add up to when that is not the total. One part
 * of money is the plain payment it always was: no parts are kept for it.
 */
export function splitPayment(
  payments: readonly { method: TenderMethod; amount: number; reference: string | null }[],
  totalPaise: Paise,
): { parts: StoredPart[] | null; main: StoredPart } | { paidPaise: Paise } {
  const parts = payments.map((part): StoredPart => ({
    method: part.method,
    amountPaise: toPaise(part.amount),
    reference: part.reference,
  }));
  const paidPaise = sumPaise(parts, (part) => part.amountPaise);
  if (paidPaise !== totalPaise) return { paidPaise };
  const main = mainPart(parts);
  return { parts: parts.length === 1 && main.method !== 'account' ? null : parts, main };
}

/** Paise a sale's parts put on the customer's account. */
export const accountPaiseOf = (parts: readonly Pick<StoredPart, 'method' | 'amountPaise'>[] | null): Paise =>
  sumPaise(
    (parts ?? []).filter((part) => part.method === 'account'),
    (part) => part.amountPaise,
  );

/** A counter sale as a day's money reads it: its parts, or its one method for the whole total. */
export interface SaleTaking {
  status: OrderStatus;
  method: TenderMethod | null;
  totalPaise: number;
  parts: readonly Pick<StoredPart, 'method' | 'amountPaise'>[] | null;
}

/** A day's money at the counter: the sales that stand by payment, less the refunds given that day. */
export function dayTotals(
  sales: readonly SaleTaking[],
  refunds: readonly { method: TenderMethod; paise: number }[],
): CounterDayTotals {
  const byMethod: Record<TenderMethod, number> = { cash: 0, upi: 0, card: 0, account: 0 };
  // Summed as plain integers: every amount here is whole paise already.
  let count = 0;
  for (const sale of sales) {
    if (sale.status !== SOLD || (!sale.method && !sale.parts)) continue;
    count += 1;
    const parts = sale.parts ?? [{ method: sale.method!, amountPaise: sale.totalPaise }];
    for (const part of parts) byMethod[part.method] += part.amountPaise;
  }
  let refunded = 0;
  for (const refund of refunds) {
    byMethod[refund.method] -= refund.paise;
    refunded += refund.paise;
  }
  return {
    count,
    amount: toRupees(byMethod.cash + byMethod.upi + byMethod.card),
    cash: toRupees(byMethod.cash),
    upi: toRupees(byMethod.upi),
    card: toRupees(byMethod.card),
    account: toRupees(byMethod.account),
    refunds: toRupees(refunded),
  };
}
