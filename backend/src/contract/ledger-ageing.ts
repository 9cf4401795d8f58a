/**
 * What a party owes read from its ledger, for customers and suppliers alike: the balance, and how
 * old what is owed is, first billed, first paid. Plain functions over paise.
 */
import { minusPaise, NO_PAISE, plusPaise, sumPaise, toRupees, type Paise } from './money';

/** A line of a ledger: positive is owed (a bill), negative pays it off (a payment, a return). */
export interface LedgerLine {
  /** India date, YYYY-MM-DD. */
  date: string;
  amountPaise: Paise;
}

/** Rupees by age of the bills they come from: 0-30, 31-60, 61-90, over 90 days. */
export interface Ageing {
  days0to30: number;
  days31to60: number;
  days61to90: number;
  over90: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from one India date (YYYY-MM-DD) to another. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export const ledgerBalance = (lines: readonly LedgerLine[]): Paise =>
  sumPaise(lines, (line) => line.amountPaise);

/**
 * What is still owed of each bill, oldest first (the lines as given, oldest first): every credit
 * pays off the oldest bills first. Empty when nothing is owed.
 */
export function unpaidBills(lines: readonly LedgerLine[]): { date: string; paise: Paise }[] {
  let credit = sumPaise(
    lines.filter((line) => line.amountPaise < 0),
    (line) => minusPaise(NO_PAISE, line.amountPaise),
  );
  const unpaid: { date: string; paise: Paise }[] = [];
  for (const line of lines) {
    if (line.amountPaise <= 0) continue;
    const settled = Math.min(credit, line.amountPaise) as Paise;
    credit = minusPaise(credit, settled);
    const left = minusPaise(line.amountPaise, settled);
    if (left > 0) unpaid.push({ date: line.date, paise: left });
  }
  return unpaid;
}

/** The balance, the oldest unpaid bill's date and the ageing by bill date, as of the India date `today`. */
export function ageingOf(
  lines: readonly LedgerLine[],
  today: string,
): { balance: number; oldestDue: string | null; ageing: Ageing } {
  const buckets = { days0to30: NO_PAISE, days31to60: NO_PAISE, days61to90: NO_PAISE, over90: NO_PAISE };
  const unpaid = unpaidBills(lines);
  for (const bill of unpaid) {
    const age = daysBetween(bill.date, today);
    const bucket = age <= 30 ? 'days0to30' : age <= 60 ? 'days31to60' : age <= 90 ? 'days61to90' : 'over90';
    buckets[bucket] = plusPaise(buckets[bucket], bill.paise);
  }
  return {
    balance: toRupees(ledgerBalance(lines)),
    oldestDue: unpaid[0]?.date ?? null,
    ageing: {
      days0to30: toRupees(buckets.days0to30),
      days31to60: toRupees(buckets.days31to60),
      days61to90: toRupees(buckets.days61to90),
      over90: toRupees(buckets.over90),
    },
  };
}

/**
 * A statement from `from` to `to` (India dates, both included) of lines oldest first: the balance
 * before `from`, each line of the period with the balance after it, and the balance at the end.
 */
export function runningStatement<L extends LedgerLine>(lines: readonly L[], from: string, to: string) {
  let running = ledgerBalance(lines.filter((line) => line.date < from));
  const openingPaise = running;
  const within = lines
    .filter((line) => line.date >= from && line.date <= to)
    .map((line) => {
      running = plusPaise(running, line.amountPaise);
      return { line, balancePaise: running };
    });
  return { openingPaise, within, closingPaise: running };
}
