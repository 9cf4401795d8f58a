import { useId, useState } from 'react';
import { formatRupees, indiaDay, type ShopCustomer } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { TextField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { useOwnerT } from '@/i18n/owner';
import { useDownloadStatementMutation, useGetStatementQuery } from '../api';
import { EntryKind, paperDate } from './entry-words';
import { Printable } from './printable';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period's statement as the PDF the customer is sent, in their language. */
function StatementPdfButton({
  customer,
  from,
  to,
  disabled,
}: {
  customer: ShopCustomer;
  from: string;
  to: string;
  disabled: boolean;
}) {
  const { t } = useOwnerT();
  const [download, { isLoading }] = useDownloadStatementMutation();
  const [failed, setFailed] = useState(false);
  const hintId = useId();
  async function save() {
    setFailed(false);
    const result = await download({ id: customer._id, from, to, phone: customer.phone });
    setFailed(!!result.error);
  }
  return (
    <div className="self-end space-y-1">
      <Button
        variant="secondary"
        label={t('owner.customers.statement.pdf')}
        busy={isLoading}
        busyLabel={t('owner.customers.statement.pdfBusy')}
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => void save()}
      />
      <p id={hintId} className="text-xs text-slate-600">
        {t('owner.customers.statement.pdfHint', { language: customer.language })}
      </p>
      {failed && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('owner.customers.statement.pdfFailed')}
        </p>
      )}
    </div>
  );
}

/** The statement of a period: the opening balance, each entry with the balance after it, the closing. */
export function StatementView({ customer }: { customer: ShopCustomer }) {
  const { t } = useOwnerT();
  const today = indiaDay(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const valid = DAY.test(from) && DAY.test(to) && from <= to;
  const statement = useGetStatementQuery({ id: customer._id, from, to }, { skip: !valid });
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-3">
        <TextField
          id="statement-from"
          type="date"
          label={t('owner.customers.statement.from')}
          value={from}
          onChange={setFrom}
        />
        <TextField
          id="statement-to"
          type="date"
          label={t('owner.customers.statement.to')}
          value={to}
          onChange={setTo}
        />
        <StatementPdfButton customer={customer} from={from} to={to} disabled={!valid} />
      </div>
      <QueryState query={statement} error={t('owner.customers.loadFailed')}>
        {(read) => (
          <Printable
            id="account-statement"
            label={t('owner.customers.statement.label', { name: customer.name })}
          >
            <p className="font-semibold">
              {t('owner.customers.statement.title', {
                name: customer.name,
                from: paperDate(read.from),
                to: paperDate(read.to),
              })}
            </p>
            <p>{t('owner.customers.statement.opening', { amount: formatRupees(read.opening) })}</p>
            <DataTable
              caption={t('owner.customers.statement.caption')}
              rows={read.entries}
              rowKey={(entry) => entry._id}
              columns={[
                { header: t('owner.customers.account.date'), cell: (entry) => paperDate(entry.date) },
                { header: t('owner.customers.account.what'), cell: (entry) => <EntryKind entry={entry} /> },
                {
                  header: t('owner.customers.account.amount'),
                  align: 'end',
                  cell: (entry) => formatRupees(entry.amount),
                },
                {
                  header: t('owner.customers.statement.balance'),
                  align: 'end',
                  cell: (entry) => formatRupees(entry.balance),
                },
              ]}
            />
            <p className="font-semibold">
              {t('owner.customers.statement.closing', { amount: formatRupees(read.closing) })}
            </p>
            {read.upiLink && (
              <p className="break-all text-sm">
                {t('owner.customers.statement.upi', { link: read.upiLink })}
              </p>
            )}
          </Printable>
        )}
      </QueryState>
    </div>
  );
}
