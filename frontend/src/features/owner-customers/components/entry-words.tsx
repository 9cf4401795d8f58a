import type { AccountEntry } from '@shop/backend/contract';
import { useOwnerT } from '@/i18n/owner';

/** 2026-03-05 → 05/03/2026, as the shop writes a date on paper. */
export const paperDate = (day: string) => day.split('-').reverse().join('/');

/** What an entry is, in words: a bill, a voided bill, a return, a payment. */
export function EntryKind({ entry }: { entry: AccountEntry }) {
  const { t } = useOwnerT();
  const kind = t('owner.customers.account.kind', { kind: entry.kind });
  return <>{entry.document ? `${kind} ${entry.document}` : kind}</>;
}
