import { useState } from 'react';
import type { StockMovement } from '@shop/backend/contract';
import { QueryState } from '@/components/ui/query-state';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { useOwnerT } from '@/i18n/owner';
import { useGetStockMovementsQuery } from '../api';

/** Most items change rarely; a busy one lists every order, so the table starts with the latest. */
export const HISTORY_FIRST_ROWS = 20;

type OwnerWords = ReturnType<typeof useOwnerT>;

/** The shop is in India: the counter reads the same time wherever the owner's browser is set. */
function movementTime({ dateTime }: OwnerWords, iso: string): string {
  return Number.isNaN(new Date(iso).getTime()) ? iso : dateTime(iso);
}

/** "+5" or "-3", with Indian digit grouping. */
const signedChange = ({ number }: OwnerWords, change: number): string =>
  `${change > 0 ? '+' : ''}${number(change)}`;

/** The Edit page's record of every stock change of one item, newest first. */
export function StockHistory({ bookId }: { bookId: string }) {
  const { t } = useOwnerT();
  const movements = useGetStockMovementsQuery(bookId);
  return (
    <section aria-labelledby="stock-history-heading" className="mt-8">
      <h2 id="stock-history-heading" className="text-lg font-bold text-slate-900">
        {t('owner.catalogue.history.heading')}
      </h2>
      <QueryState
        query={movements}
        loading={t('owner.catalogue.history.loading')}
        error={t('owner.catalogue.history.loadError')}
      >
        {(movements) => <MovementTable movements={movements} />}
      </QueryState>
    </section>
  );
}

const movementColumns = (words: OwnerWords): readonly Column<StockMovement>[] => {
  const { t, number } = words;
  return [
    {
      header: t('owner.catalogue.history.when'),
      cell: ({ at }) => <time dateTime={at}>{movementTime(words, at)}</time>,
      className: 'whitespace-nowrap text-slate-700',
    },
    {
      header: t('owner.catalogue.history.change'),
      cell: ({ change }) => (
        <span className={change < 0 ? 'text-red-700' : 'text-green-700'}>{signedChange(words, change)}</span>
      ),
      numeric: true,
      className: 'font-semibold whitespace-nowrap',
    },
    {
      header: t('owner.catalogue.history.reason'),
      cell: ({ reason }) => t('owner.catalogue.stock.reason', { reason }),
      className: 'text-slate-700',
    },
    {
      header: t('owner.catalogue.history.stockAfter'),
      cell: ({ stockAfter }) =>
        stockAfter === null ? t('owner.catalogue.stock.notCounted') : number(stockAfter),
      numeric: true,
      className: 'whitespace-nowrap text-slate-900',
    },
    {
      header: t('owner.catalogue.history.by'),
      // Who, by the name they had then; an order's units name the order (and who rang it up).
      cell: ({ orderId, by }) =>
        orderId ? (
          <>
            {by && <span className="block">{by.name}</span>}
            {t('owner.catalogue.history.order')} <code className="text-xs break-all">{orderId}</code>
          </>
        ) : (
          (by?.name ?? t('owner.catalogue.history.owner'))
        ),
      className: 'text-slate-700',
    },
  ];
};

function MovementTable({ movements }: { movements: StockMovement[] }) {
  const words = useOwnerT();
  const { t, number } = words;
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? movements : movements.slice(0, HISTORY_FIRST_ROWS);
  return (
    <>
      <DataTable
        caption={t('owner.catalogue.history.caption')}
        columns={movementColumns(words)}
        rows={shown}
        rowKey={(movement) => movement._id}
        empty={<p className="mt-2 text-sm text-slate-600">{t('owner.catalogue.history.none')}</p>}
        className="mt-3"
      />
      {movements.length > shown.length && (
        <Button
          variant="link"
          size="none"
          className="mt-3 text-sm"
          label={t('owner.catalogue.history.showAll', { count: number(movements.length) })}
          onClick={() => setShowAll(true)}
        />
      )}
    </>
  );
}
