/**
 * A customer's account read from its entries: the balance, how old what is owed is (first billed,
 * first paid), and a statement between two dates with its running balance (contract/ledger-ageing.ts
 * reads a supplier's the same way).
 */
import { ageingOf, runningStatement, toRupees, type AccountEntry, type AccountStanding } from '../contract';
import type { AccountEntryRecord } from '../store/store';

/** The balance and its ageing by bill date, as of the India date `today`. */
export const standingOf = (entries: readonly AccountEntryRecord[], today: string): AccountStanding =>
  ageingOf(entries, today);

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
  const { openingPaise, within, closingPaise } = runningStatement(entries, from, to);
  return {
    opening: toRupees(openingPaise),
    entries: within.map(({ line, balancePaise }) => ({
      ...entryView(line),
      balance: toRupees(balancePaise),
    })),
    closing: toRupees(closingPaise),
  };
}
