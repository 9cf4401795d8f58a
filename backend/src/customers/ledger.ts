/**
 * A customer's account read from its entries: the balance, how old what is owed is (first billed,
 * first paid), and a statement between two dates with its running balance. Plain functions over
 * paise, so the arithmetic is tested without a store.
 */
import {
  minusPaise,
  NO_PAISE,
  plusPaise,
  sumPaise,
  toRupees,
  type AccountEntry,
  type AccountStanding,
  type Paise,
} from '../contract';
import type { AccountEntryRecord } from '../store/store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from one India date (YYYY-MM-DD) to another. */
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export const balanceOf = (entries: readonly AccountEntryRecord[]): Paise =>
  sumPaise(entries, (entry) => entry.amountPaise);

/**
 * What is still owed of each bill, oldest first: every credit (a payment, a return, a void) pays
 * off the oldest bills first. Empty when nothing is owed.
 */
export function unpaidBills(entries: readonly AccountEntryRecord[]): { date: string; paise: Paise }[] {
  let credit = sumPaise(
    entries.filter((entry) => entry.amountPaise < 0),
    (entry) => minusPaise(NO_PAISE, entry.amountPaise),
  );
  const unpaid: { date: string; paise: Paise }[] = [];
  for (const entry of entries) {
    if (entry.amountPaise <= 0) continue;
    const settled = Math.min(credit, entry.amountPaise) as Paise;
    credit = minusPaise(credit, settled);
    const left = minusPaise(entry.amountPaise, settled);
    if (left > 0) unpaid.push({ date: entry.date, paise: left });
  }
  return unpaid;
}

/** The balance and its ageing by bill date, as of the India date `today`. */
export function standingOf(entries: readonly AccountEntryRecord[], today: string): AccountStanding {
  const buckets = { days0to30: NO_PAISE, days31to60: NO_PAISE, days61to90: NO_PAISE, over90: NO_PAISE };
  const unpaid = unpaidBills(entries);
  for (const bill of unpaid) {
    const age = daysBetween(bill.date, today);
    const bucket = age <= 30 ? 'days0to30' : age <= 60 ? 'days31to60' : age <= 90 ? 'days61to90' : 'over90';
    buckets[bucket] = plusPaise(buckets[bucket], bill.paise);
  }
  return {
    balance: toRupees(balanceOf(entries)),
    oldestDue: unpaid[0]?.date ?? null,
    ageing: {
      days0to30: toRupees(buckets.days0to30),
      days31to60: toRupees(buckets.days31to60),
      days61to90: toRupees(buckets.days61to90),
      over90: toRupees(buckets.over90),
    },
  };
}

/** An entry as the API answers it. */
export const entryView = ({ amountPaise, at, ...entry }: AccountEntryRecord): AccountEntry => ({
  ...entry,
  amount: toRupees(amountPaise),
  at: at.toISOString(),
});

/**
 * The statement from `from` to `to` (India dates, both included): the balance before `from`, each
 * entry of the period with the balance after it, and the balance at the end of `to`.
 */
export function statementOf(entries: readonly AccountEntryRecord[], from: string, to: string) {
  const before = entries.filter((entry) => entry.date < from);
  const within = entries.filter((entry) => entry.date >= from && entry.date <= to);
  let running = balanceOf(before);
  const opening = running;
  const lines = within.map((entry) => {
    running = plusPaise(running, entry.amountPaise);
    return { ...entryView(entry), balance: toRupees(running) };
  });
  return { opening: toRupees(opening), entries: lines, closing: toRupees(running) };
}
