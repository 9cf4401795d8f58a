import type { ReactNode } from 'react';
import type { KitView } from '@shop/backend/contract';
import { ErrorMessage, Loading } from '@/components/status';
import { useOwnerT } from '@/i18n/owner';
import { errorStatus } from '@/lib/fetch-errors';
import { useGetOwnerKitQuery } from '../api';

/**
 * A kept kit by its id, for the screens that work on one: while it loads, or when it is gone or
 * failed to load, this says so; only a loaded kit reaches `children`.
 */
export function LoadedKit({ id, children }: { id: string; children: (kit: KitView) => ReactNode }) {
  const { t } = useOwnerT();
  const { data: kit, isLoading, error } = useGetOwnerKitQuery(id);
  if (isLoading) return <Loading text={t('owner.common.loading')} />;
  if (!kit) {
    return (
      <ErrorMessage
        text={t(errorStatus(error) === 404 ? 'owner.kits.form.gone' : 'owner.kits.form.loadFailed')}
      />
    );
  }
  return children(kit);
}
