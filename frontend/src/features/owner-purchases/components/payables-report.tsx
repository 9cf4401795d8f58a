import { formatRupees, type Payable } from '@shop/backend/contract';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Panel } from '@/components/ui/panel';
import { QueryState } from '@/components/ui/query-state';
import { useOwnerT } from '@/i18n/owner';
import { useGetPayablesQuery } from '../report-api';
import { ReportCsvButton } from './report-csv';

function usePayableColumns(): Column<Payable>[] {
  const { t, date } = useOwnerT();
  const rupees = (header: string, amount: (row: Payable) => number): Column<Payable> => ({
    header,
    numeric: true,
    cell: (row) => formatRupees(amount(row)),
  });
  return [
    { header: t('owner.purchases.bill.supplier'), rowHeader: true, cell: (row) => row.supplier.name },
    rupees(t('owner.purchases.payables.balance'), (row) => row.balance),
    rupees(t('owner.purchases.payables.overdue'), (row) => row.overdue),
    rupees(t('owner.purchases.payables.days0to30'), (row) => row.ageing.days0to30),
    rupees(t('owner.purchases.payables.days31to60'), (row) => row.ageing.days31to60),
    rupees(t('owner.purchases.payables.days61to90'), (row) => row.ageing.days61to90),
    rupees(t('owner.purchases.payables.over90'), (row) => row.ageing.over90),
    {
      header: t('owner.purchases.payables.oldest'),
      cell: (row) => (row.oldestDue ? date(row.oldestDue) : '—'),
    },
  ];
}

/** What each supplier is owed now, aged by bill date, the longest owed first. */
export function PayablesReport() {
  const { t } = useOwnerT();
  const payables = useGetPayablesQuery();
  const columns = usePayableColumns();
  return (
    <Panel heading={t('owner.purchases.payables.heading')} className="space-y-3">
      <QueryState
        query={payables}
        error={t('owner.purchases.payables.loadFailed')}
        empty={t('owner.purchases.payables.none')}
        isEmpty={(read) => read.suppliers.length === 0}
      >
        {(read) => (
          <div className="space-y-2">
            <DataTable
              caption={t('owner.purchases.payables.caption')}
              rows={read.suppliers}
              rowKey={(row) => row.supplier._id}
              stacked
              busy={payables.isFetching}
              columns={columns}
            />
            <p className="font-semibold">
              {t('owner.purchases.payables.total', {
                balance: formatRupees(read.totals.balance),
                overdue: formatRupees(read.totals.overdue),
              })}
            </p>
          </div>
        )}
      </QueryState>
      <ReportCsvButton report={{ file: 'payables' }} label={t('owner.purchases.payables.csv')} />
    </Panel>
  );
}
