import { useState } from 'react';
import { formatRupees, indiaDay, type AccountReceipt } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { FormProblem } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { useOwnerT } from '@/i18n/owner';
import { serverMessage } from '@/lib/fetch-errors';
import { useGetAccountQuery, useSendReminderMutation, type ListedCustomer } from '../api';
import { PaymentDialog, ReceiptSlip } from './account-payment';
import { EntryKind, paperDate } from './entry-words';
import { StatementView } from './statement-view';

/** One customer's account: what they owe and since when, its last entries, and what to do about it. */
export function AccountPanel({ customer, onClose }: { customer: ListedCustomer; onClose: () => void }) {
  const { t } = useOwnerT();
  const account = useGetAccountQuery(customer._id);
  const [paying, setPaying] = useState(false);
  const [receipt, setReceipt] = useState<AccountReceipt | null>(null);
  const [showStatement, setShowStatement] = useState(false);
  const [remind, reminding] = useSendReminderMutation();
  const [problem, setProblem] = useState<string | null>(null);

  async function sendReminder() {
    setProblem(null);
    const result = await remind(customer._id);
    if (result.error) return setProblem(serverMessage(result.error) ?? t('owner.customers.unreachable'));
    window.open(result.data.url, '_blank', 'noopener');
  }

  return (
    <section
      aria-label={t('owner.customers.account.heading', { name: customer.name })}
      className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900">
          {t('owner.customers.account.heading', { name: customer.name })}
        </h2>
        <Button variant="link" label={t('owner.customers.account.close')} onClick={onClose} />
      </div>
      <QueryState query={account} error={t('owner.customers.loadFailed')}>
        {(read) => (
          <>
            <p className="text-base">
              {read.balance > 0
                ? t('owner.customers.account.owes', {
                    balance: formatRupees(read.balance),
                    since: read.oldestDue ? paperDate(read.oldestDue) : '',
                  })
                : read.balance < 0
                  ? t('owner.customers.account.advance', { amount: formatRupees(-read.balance) })
                  : t('owner.customers.account.settled')}
            </p>
            {read.customer.remindedAt && (
              <p className="text-sm text-slate-600">
                {t('owner.customers.account.reminded', {
                  date: paperDate(indiaDay(new Date(read.customer.remindedAt))),
                })}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button label={t('owner.customers.account.takePayment')} onClick={() => setPaying(true)} />
              <Button
                variant="secondary"
                label={t('owner.customers.account.statement')}
                onClick={() => setShowStatement(!showStatement)}
              />
              <Button
                variant="secondary"
                label={t('owner.customers.account.remind')}
                disabled={read.balance <= 0}
                busy={reminding.isLoading}
                onClick={() => void sendReminder()}
              />
            </div>
            {problem && <FormProblem>{problem}</FormProblem>}
            {receipt && <ReceiptSlip receipt={receipt} />}
            {showStatement && <StatementView customer={read.customer} />}
            <DataTable
              caption={t('owner.customers.account.entries')}
              rows={read.entries}
              rowKey={(entry) => entry._id}
              stacked
              columns={[
                { header: t('owner.customers.account.date'), cell: (entry) => paperDate(entry.date) },
                { header: t('owner.customers.account.what'), cell: (entry) => <EntryKind entry={entry} /> },
                {
                  header: t('owner.customers.account.amount'),
                  align: 'end',
                  cell: (entry) => formatRupees(entry.amount),
                },
              ]}
            />
          </>
        )}
      </QueryState>
      {paying && (
        <PaymentDialog
          customer={customer}
          onDone={(taken) => {
            setPaying(false);
            if (taken) setReceipt(taken);
          }}
        />
      )}
    </section>
  );
}
