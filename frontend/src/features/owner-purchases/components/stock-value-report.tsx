import { formatRupees, type StockValueRow } from '@shop/backend/contract';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Panel } from '@/components/ui/panel';
import { QueryState } from '@/components/ui/query-state';
import { useOwnerT } from '@/i18n/owner';
import { useGetStockValueQuery } from '../report-api';
import { ReportCsvButton } from './report-csv';

/** The units on hand valued at what they cost, by category; units with no cost yet counted apart. */
export function StockValueReport() {
  const { t, number } = useOwnerT();
  const stock = useGetStockValueQuery();
  const columns: Column<StockValueRow>[] = [
    {
      header: t('owner.purchases.stockValue.category'),
      rowHeader: true,
      cell: (row) => t('owner.terms.category', { category: row.category }),
    },
    { header: t('owner.purchases.stockValue.items'), numeric: true, cell: (row) => number(row.items) },
    { header: t('owner.purchases.stockValue.units'), numeric: true, cell: (row) => number(row.units) },
    { header: t('owner.purchases.stockValue.value'), numeric: true, cell: (row) => formatRupees(row.value) },
    {
      header: t('owner.purchases.stockValue.withoutCost'),
      numeric: true,
      cell: (row) => number(row.unitsWithoutCost),
    },
  ];
  return (
    <Panel heading={t('owner.purchases.stockValue.heading')} className="space-y-3">
      <QueryState
        query={stock}
        error={t('owner.purchases.stockValue.loadFailed')}
        empty={t('owner.purchases.stockValue.none')}
        isEmpty={(read) => read.categories.length === 0}
      >
        {(read) => (
          <div className="space-y-2">
            <DataTable
              caption={t('owner.purchases.stockValue.heading')}
              rows={read.categories}
              rowKey={(row) => row.category}
              stacked
              busy={stock.isFetching}
              columns={columns}
            />
            <p className="font-semibold">
              {t('owner.purchases.stockValue.total', {
                value: formatRupees(read.totals.value),
                units: read.totals.units,
              })}
            </p>
          </div>
        )}
      </QueryState>
      <ReportCsvButton report={{ file: 'stock-value' }} label={t('owner.purchases.reports.stockValue')} />
    </Panel>
  );
}
