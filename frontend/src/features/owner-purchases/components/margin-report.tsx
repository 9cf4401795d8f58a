import { useState } from 'react';
import { formatRupees, indiaDay, type MarginGroup, type MarginRow } from '@shop/backend/contract';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FormField, SelectField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { QueryState } from '@/components/ui/query-state';
import { useOwnerT } from '@/i18n/owner';
import { useGetMarginQuery } from '../report-api';
import { ReportCsvButton } from './report-csv';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const percentText = (percent: number | null): string =>
  percent === null ? '—' : `${percent.toFixed(1)}%`;

function useMarginColumns(groupBy: MarginGroup): Column<MarginRow>[] {
  const { t, number } = useOwnerT();
  return [
    {
      header: t(groupBy === 'item' ? 'owner.purchases.margin.item' : 'owner.purchases.margin.category'),
      rowHeader: true,
      cell: (row) =>
        row.category && !row.title ? t('owner.terms.category', { category: row.category }) : row.title,
    },
    { header: t('owner.purchases.margin.units'), numeric: true, cell: (row) => number(row.units) },
    { header: t('owner.purchases.margin.sales'), numeric: true, cell: (row) => formatRupees(row.sales) },
    { header: t('owner.purchases.margin.cost'), numeric: true, cell: (row) => formatRupees(row.cost) },
    { header: t('owner.purchases.margin.margin'), numeric: true, cell: (row) => formatRupees(row.margin) },
    {
      header: t('owner.purchases.margin.percent'),
      numeric: true,
      cell: (row) => percentText(row.marginPercent),
    },
  ];
}

/** The margin of a range of sales, by item or by category, the largest first. */
export function MarginReport() {
  const { t } = useOwnerT();
  const today = indiaDay(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [groupBy, setGroupBy] = useState<MarginGroup>('item');
  const valid = DAY.test(from) && DAY.test(to) && from <= to;
  const margin = useGetMarginQuery({ from, to, groupBy }, { skip: !valid });
  const columns = useMarginColumns(groupBy);
  return (
    <Panel heading={t('owner.purchases.margin.heading')} className="space-y-3">
      <MarginRange
        from={from}
        to={to}
        groupBy={groupBy}
        onFrom={setFrom}
        onTo={setTo}
        onGroupBy={setGroupBy}
      />
      <QueryState
        query={margin}
        error={t('owner.purchases.margin.loadFailed')}
        empty={t('owner.purchases.margin.none')}
        isEmpty={(read) => read.rows.length === 0}
      >
        {(read) => (
          <div className="space-y-2">
            <DataTable
              caption={t('owner.purchases.margin.heading')}
              rows={read.rows}
              rowKey={(row) => row.productId ?? row.category ?? ''}
              stacked
              busy={margin.isFetching}
              columns={columns}
            />
            <p className="font-semibold">
              {t('owner.purchases.margin.total', {
                sales: formatRupees(read.totals.sales),
                margin: formatRupees(read.totals.margin),
                percent: percentText(read.totals.marginPercent),
              })}
            </p>
            {read.totals.unitsWithoutCost > 0 && (
              <p className="text-sm text-slate-600">
                {t('owner.purchases.margin.withoutCost', { count: read.totals.unitsWithoutCost })}
              </p>
            )}
          </div>
        )}
      </QueryState>
      <ReportCsvButton
        disabled={!valid}
        report={{ file: 'margin', from, to, groupBy }}
        label={t('owner.purchases.margin.csv')}
      />
    </Panel>
  );
}

/** The dates of the sales and whether by item or by category. */
function MarginRange(props: {
  from: string;
  to: string;
  groupBy: MarginGroup;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  onGroupBy: (groupBy: MarginGroup) => void;
}) {
  const { t } = useOwnerT();
  const { from, to, groupBy } = props;
  const today = indiaDay(new Date());
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FormField
        id="margin-from"
        type="date"
        label={t('owner.purchases.statement.from')}
        max={to}
        value={from}
        onChange={(event) => props.onFrom(event.target.value)}
      />
      <FormField
        id="margin-to"
        type="date"
        label={t('owner.purchases.statement.to')}
        max={today}
        value={to}
        onChange={(event) => props.onTo(event.target.value)}
      />
      <SelectField
        id="margin-group"
        label={t('owner.purchases.margin.groupBy')}
        value={groupBy}
        onChange={(event) => props.onGroupBy(event.target.value as MarginGroup)}
        options={[
          { value: 'item', label: t('owner.purchases.margin.byItem') },
          { value: 'category', label: t('owner.purchases.margin.byCategory') },
        ]}
      />
    </div>
  );
}
