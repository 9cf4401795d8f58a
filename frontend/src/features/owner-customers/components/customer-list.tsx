import { useState } from 'react';
import { formatRupees, type ShopCustomer } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { FormDialog } from '@/components/ui/dialog';
import { FormProblem, TextField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { useOwnerT } from '@/i18n/owner';
import { serverMessage } from '@/lib/fetch-errors';
import { signedInMay } from '@/lib/session-role';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  CUSTOMERS_PER_PAGE,
  useGetCustomersQuery,
  useUpdateCustomerMutation,
  type ListedCustomer,
} from '../api';
import { AccountPanel } from './account-panel';
import { CustomerFields, draftOf, requestOf } from './customer-fields';

const SEARCH_DELAY_MS = 300;

/** The customers, found by name, phone digits or GSTIN; a manager or the owner edits each. */
export function CustomerList() {
  const { t } = useOwnerT();
  const mayEdit = signedInMay('drawer');
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const customers = useGetCustomersQuery({ q, page });
  const [editing, setEditing] = useState<ShopCustomer | null>(null);
  const [open, setOpen] = useState<ListedCustomer | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <section aria-labelledby="customers-found" className="space-y-3">
      <h2 id="customers-found" className="text-lg font-bold text-slate-900">
        {t('owner.customers.list.heading')}
      </h2>
      <TextField
        id="customer-search"
        type="search"
        label={t('owner.customers.search')}
        hint={t('owner.customers.searchHint')}
        autoComplete="off"
        value={typed}
        onChange={(text) => {
          setTyped(text);
          setPage(1);
        }}
      />
      {notice && (
        <p role="status" className="text-sm font-medium text-green-800">
          {notice}
        </p>
      )}
      <QueryState
        query={customers}
        error={t('owner.customers.loadFailed')}
        empty={q.trim() ? t('owner.customers.noneFound') : t('owner.customers.none')}
        isEmpty={(found) => found.customers.length === 0}
      >
        {(found) => (
          <>
            <DataTable
              caption={t('owner.customers.list.caption')}
              rows={found.customers}
              rowKey={(customer) => customer._id}
              stacked
              busy={customers.isFetching}
              columns={[
                { header: t('owner.customers.name'), cell: (customer) => customer.name, rowHeader: true },
                { header: t('owner.customers.phone'), cell: (customer) => customer.phone },
                { header: t('owner.customers.gstin'), cell: (customer) => customer.gstin ?? '—' },
                {
                  header: t('owner.customers.balance'),
                  align: 'end',
                  cell: (customer) => formatRupees(customer.balance),
                },
                {
                  header: t('owner.customers.creditLimit'),
                  align: 'end',
                  cell: (customer) =>
                    customer.creditLimit ? formatRupees(customer.creditLimit) : t('owner.customers.noCredit'),
                },
                {
                  header: t('owner.customers.actions'),
                  stackedLabel: false,
                  align: 'end' as const,
                  cell: (customer: ListedCustomer) => (
                    <span className="inline-flex flex-wrap justify-end gap-2">
                      <Button
                        variant="secondary"
                        label={t('owner.customers.account.open')}
                        onClick={() => setOpen(customer)}
                      >
                        <span className="sr-only">: {customer.name}</span>
                      </Button>
                      {mayEdit && (
                        <Button
                          variant="secondary"
                          label={t('owner.customers.edit')}
                          onClick={() => setEditing(customer)}
                        >
                          <span className="sr-only">: {customer.name}</span>
                        </Button>
                      )}
                    </span>
                  ),
                },
              ]}
            />
            <div className="flex items-center justify-between gap-3">
              <Button
                variant="secondary"
                label={t('owner.customers.previous')}
                disabled={page === 1}
                onClick={() => setPage(page - 1)}
              />
              <p className="text-sm text-slate-600">
                {t('owner.customers.pageOf', {
                  page,
                  pages: Math.max(1, Math.ceil(found.total / CUSTOMERS_PER_PAGE)),
                })}
              </p>
              <Button
                variant="secondary"
                label={t('owner.customers.next')}
                disabled={page * CUSTOMERS_PER_PAGE >= found.total}
                onClick={() => setPage(page + 1)}
              />
            </div>
          </>
        )}
      </QueryState>
      {open && <AccountPanel key={open._id} customer={open} onClose={() => setOpen(null)} />}
      {editing && (
        <EditCustomerDialog
          customer={editing}
          onDone={(said) => {
            setEditing(null);
            if (said) setNotice(said);
          }}
        />
      )}
    </section>
  );
}

function EditCustomerDialog({
  customer,
  onDone,
}: {
  customer: ShopCustomer;
  onDone: (notice: string | null) => void;
}) {
  const { t } = useOwnerT();
  const [draft, setDraft] = useState(() => draftOf(customer));
  const [problem, setProblem] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateCustomerMutation();

  async function submit() {
    if (isLoading) return;
    const read = requestOf(draft, true);
    if ('problem' in read) return setProblem(t(`owner.customers.needs.${read.problem}`));
    const result = await update({ id: customer._id, ...read.request });
    if (result.error) return setProblem(serverMessage(result.error) ?? t('owner.customers.unreachable'));
    onDone(t('owner.customers.saved', { name: result.data.name }));
  }

  return (
    <FormDialog
      title={t('owner.customers.editTitle', { name: customer.name })}
      submitLabel={t('owner.customers.save')}
      cancelLabel={t('owner.customers.cancel')}
      onSubmit={() => void submit()}
      onCancel={() => onDone(null)}
    >
      <CustomerFields idPrefix="edit-customer" draft={draft} onChange={setDraft} maySetLimit />
      {problem && <FormProblem>{problem}</FormProblem>}
    </FormDialog>
  );
}
