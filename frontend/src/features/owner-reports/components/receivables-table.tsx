import { formatRupees, type Receivable } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { useOwnerT } from '@/i18n/owner';
import { useDownloadReceivablesMutation, useGetReceivablesQuery } from '../api';

const BUCKETS = ['days0to30', 'days31to60', 'days61to90', 'over90'] as const;

/** What customers owe, by how old their unpaid bills are, and its spreadsheet. */
export function ReceivablesTable() {
  const { t } = useOwnerT();
  const report = useGetReceivablesQuery();
  const [download, downloading] = useDownloadReceivablesMutation();
  return (
    <section aria-labelledby="receivables" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="receivables" className="text-lg font-semibold text-slate-900">
          {t('owner.reports.receivables.heading')}
        </h2>
        <Button
          variant="secondary"
          label={t('owner.reports.receivables.csv')}
          busy={downloading.isLoading}
          onClick={() => void download()}
        />
      </div>
      <QueryState
        query={report}
        loading={t('owner.common.loading')}
        error={t('owner.reports.loadError')}
        empty={t('owner.reports.receivables.none')}
        isEmpty={(read) => read.customers.length === 0}
      >
        {(read) => (
          <DataTable
            caption={t('owner.reports.receivables.caption', { date: read.asOf })}
            rows={[...read.customers, null]}
            rowKey={(row) => row?.customer._id ?? 'total'}
            columns={[
              {
                header: t('owner.reports.receivables.customer'),
                rowHeader: true,
                cell: (row: Receivable | null) => row?.customer.name ?? t('owner.reports.receivables.total'),
              },
              {
                header: t('owner.reports.receivables.balance'),
                align: 'end',
                cell: (row: Receivable | null) => formatRupees(row ? row.balance : read.totals.balance),
              },
              ...BUCKETS.map((bucket) => ({
                header: t('owner.reports.receivables.bucket', { bucket }),
                align: 'end' as const,
                cell: (row: Receivable | null) =>
                  formatRupees(row ? row.ageing[bucket] : read.totals[bucket]),
              })),
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}
