import { formatRupees, indiaDay } from '@shop/backend/contract';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { useOwnerT } from '@/i18n/owner';
import { useGetDuesQuery } from '../api';
import { paperDate } from './entry-words';

/** Who owes the shop, the longest owed first: for a manager or the owner to chase. */
export function DuesList() {
  const { t } = useOwnerT();
  const dues = useGetDuesQuery();
  return (
    <section aria-labelledby="customers-dues" className="space-y-3">
      <h2 id="customers-dues" className="text-lg font-bold text-slate-900">
        {t('owner.customers.dues.heading')}
      </h2>
      <QueryState
        query={dues}
        error={t('owner.customers.loadFailed')}
        empty={t('owner.customers.dues.none')}
        isEmpty={(rows) => rows.length === 0}
      >
        {(rows) => (
          <DataTable
            caption={t('owner.customers.dues.caption')}
            rows={rows}
            rowKey={(row) => row.customer._id}
            stacked
            columns={[
              { header: t('owner.customers.name'), cell: (row) => row.customer.name, rowHeader: true },
              { header: t('owner.customers.phone'), cell: (row) => row.customer.phone },
              {
                header: t('owner.customers.balance'),
                align: 'end',
                cell: (row) => formatRupees(row.balance),
              },
              {
                header: t('owner.customers.dues.oldest'),
                cell: (row) => (row.oldestDue ? paperDate(row.oldestDue) : '—'),
              },
              {
                header: t('owner.customers.dues.reminded'),
                cell: (row) => (row.remindedAt ? paperDate(indiaDay(new Date(row.remindedAt))) : '—'),
              },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}
