import type { ComponentProps } from 'react';
import { BillDownload } from '@/features/orders';
import { useOwnerT } from '@/i18n/owner';

/** A bill or credit note as the owner saves it: with the owner's token, its button saying just "Bill" unless told. */
export function OwnerBillDownload(props: Omit<ComponentProps<typeof BillDownload>, 'auth'>) {
  const { t } = useOwnerT();
  return <BillDownload auth="admin" label={t('owner.counter.bill')} {...props} />;
}
