/**
 * Writes to customers' accounts, once for every adapter: the balance is read and the entry stored
 * in one unit, and stored only if no other entry came in between (read again otherwise), so a
 * limit or a balance checked is the one the entry lands on.
 */
import { indiaDay, numberInSeries, plusPaise, type Paise } from '../../contract';
import type {
  AccountEntryRecord,
  AccountPaymentInput,
  AccountRead,
  AccountStore,
  TakePaymentResult,
} from '../account-contract';
import { newId } from '../ids';
import type { StoreTx, Transact } from '../unit-of-work-contract';
import { refuse, transactRefusable } from './keyed';

/** How often a write reads an account again after another entry moved it. */
const ACCOUNT_TRIES = 5;

/** An entry as the recipes make one: every field not given is empty. */
export type EntryDraft = Pick<AccountEntryRecord, 'customerId' | 'kind' | 'amountPaise'> &
  Partial<Omit<AccountEntryRecord, '_id' | 'customerId' | 'kind' | 'amountPaise' | 'date'>>;

/**
 * Posts the entry once `check` passes on the account as it is; `check` answers a refusal to throw
 * (the unit is undone) or nothing. Null when there is no such customer.
 */
export async function postChecked(
  tx: StoreTx,
  draft: EntryDraft,
  check: (account: AccountRead) => void = () => {},
): Promise<{ entry: AccountEntryRecord; balancePaise: Paise } | null> {
  const at = draft.at ?? new Date();
  const entry: AccountEntryRecord = {
    _id: newId(),
    at,
    date: indiaDay(at),
    document: null,
    orderId: null,
    method: null,
    reference: null,
    note: null,
    advance: false,
    by: null,
    ...draft,
  };
  for (let attempt = 1; ; attempt++) {
    const account = await tx.readAccount(draft.customerId);
    if (!account) return null;
    check(account);
    if (await tx.postEntry(entry, account.version)) {
      return { entry, balancePaise: plusPaise(account.balancePaise, entry.amountPaise) };
    }
    if (attempt >= ACCOUNT_TRIES)
      throw new Error(`The account ${draft.customerId} kept changing while an entry was being made`);
  }
}

async function takePayment(tx: StoreTx, input: AccountPaymentInput): Promise<TakePaymentResult> {
  const at = new Date();
  // A refused payment undoes the unit, and its number goes back with it.
  const document = numberInSeries(input.series, await tx.nextSerial(input.series));
  const posted = await postChecked(
    tx,
    {
      customerId: input.customerId,
      kind: 'payment',
      amountPaise: -input.amountPaise as Paise,
      at,
      document,
      method: input.method,
      reference: input.reference,
      note: input.note,
      advance: input.advance,
      by: input.by,
    },
    (account) => {
      if (!input.advance && input.amountPaise > account.balancePaise) {
        refuse<TakePaymentResult>({ outcome: 'over_balance', balancePaise: account.balancePaise });
      }
    },
  );
  if (!posted) refuse<TakePaymentResult>({ outcome: 'not_found' });
  return { outcome: 'taken', ...posted };
}

export function accountRecipes(transact: Transact): Pick<AccountStore, 'takePayment'> {
  return {
    takePayment: (input) => transactRefusable(transact, (tx) => takePayment(tx, input)),
  };
}
