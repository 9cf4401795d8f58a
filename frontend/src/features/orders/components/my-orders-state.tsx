import type { ReactNode } from 'react';
import { ErrorMessage, Loading } from '@/components/status';
import { useT } from '@/i18n';

interface MyOrdersStateProps {
  isLoading: boolean;
  isError: boolean;
  count: number;
  /** What to say when the customer has no orders yet. */
  none: string;
  /** The orders, once there are some to list. */
  children: ReactNode;
}

/**
 * What a screen listing the customer's own orders shows until it has some to list: that they are
 * loading, that they could not be loaded, or that there are none.
 */
export function MyOrdersState({ isLoading, isError, count, none, children }: MyOrdersStateProps) {
  const { t } = useT();
  if (isLoading) return <Loading />;
  if (isError) return <ErrorMessage text={t('orders.loadError')} />;
  if (count === 0) {
    return (
      <p className="rounded-xl border border-slate-200 bg-white px-4 py-10 text-center text-slate-600 shadow-sm">
        {none}
      </p>
    );
  }
  return children;
}
