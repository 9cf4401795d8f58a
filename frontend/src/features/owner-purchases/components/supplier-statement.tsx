import { useState } from 'react';
import { formatRupees, indiaDay, type Supplier, type SupplierStatementEntry } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { FormField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { useOwnerT } from '@/i18n/owner';
import { useGetSupplierStatementQuery } from '../api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A supplier's statement for a range of dates: the opening, each bill and payment with the balance after it, the closing. */
export function SupplierStatementView({ supplier, onClose }: { supplier: Supplier; onClose: () => void }) {
  const { t } = useOwnerT();
  const today = indiaDay(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const valid = DAY.test(from) && DAY.test(to) && from <= to;
  const statement = useGetSupplierStatementQuery({ id: supplier._id, from, to }, { skip: !valid });
  const heading = t('owner.purchases.statement.heading', { name: supplier.name });
  return (
    <section aria-label={heading} className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold text-slate-900">{heading}</h3>
        <Button variant="link" label={t('owner.purchases.statement.close')} onClick={onClose} />
      </div>
      <div className="flex flex-wrap gap-3">
        <FormField
          id="supplier-statement-from"
          type="date"
          label={t('owner.purchases.statement.from')}
          max={to}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <FormField
          id="supplier-statement-to"
          type="date"
          label={t('owner.purchases.statement.to')}
          max={today}
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      <QueryState query={statement} error={t('owner.purchases.statement.loadFailed')}>
        {(read) => (
          <div className="space-y-2">
            <p>{t('owner.purchases.statement.opening', { amount: formatRupees(read.opening) })}</p>
            <StatementEntries name={supplier.name} entries={read.entries} />
            <p className="font-semibold">
              {t('owner.purchases.statement.closing', { amount: formatRupees(read.closing) })}
            </p>
          </div>
        )}
      </QueryState>
    </section>
  );
}

/** Each bill (owed) and payment (paid) of the dates, with the balance after it. */
function StatementEntries({ name, entries }: { name: string; entries: SupplierStatementEntry[] }) {
  const { t, date } = useOwnerT();
  return (
    <DataTable
      caption={t('owner.purchases.statement.caption', { name })}
      rows={entries}
      rowKey={(entry) => entry.purchaseId ?? entry.paymentId ?? `${entry.date}-${entry.balance}`}
      stacked
      empty={<p className="text-sm text-slate-600">{t('owner.purchases.statement.none')}</p>}
      columns={[
        { header: t('owner.purchases.statement.date'), cell: (entry) => date(entry.date) },
        {
          header: t('owner.purchases.statement.entry'),
          rowHeader: true,
          cell: (entry) =>
            t('owner.purchases.statement.kind', { kind: entry.kind, document: entry.document ?? '' }),
        },
        {
          header: t('owner.purchases.statement.amount'),
          align: 'end',
          cell: (entry) => formatRupees(entry.amount),
        },
        {
          header: t('owner.purchases.statement.balance'),
          align: 'end',
          cell: (entry) => formatRupees(entry.balance),
        },
      ]}
    />
  );
}
