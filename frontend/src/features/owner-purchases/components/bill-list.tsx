import { useState } from 'react';
import { formatRupees, type Purchase } from '@shop/backend/contract';
import { confirmDialog } from '@/components/dialogs';
import { Button, ButtonLink } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FormProblem, SelectField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { useOwnerT } from '@/i18n/owner';
import { serverMessage } from '@/lib/fetch-errors';
import { BILLS_PER_PAGE, useCancelBillMutation, useGetBillsQuery, useGetSuppliersQuery } from '../api';
import { Pager } from '@/components/pager';
import { labelsPathOf } from './saved-bill';

/** The bills entered, newest first, of one supplier or all; a bill entered today may be cancelled. */
export function BillList() {
  const { t } = useOwnerT();
  const [supplierId, setSupplierId] = useState('');
  const [page, setPage] = useState(1);
  const bills = useGetBillsQuery({ supplierId, page });
  const suppliers = useGetSuppliersQuery({ q: '', page: 1 });
  const cancel = useCancelWithConfirm();
  const columns = useBillColumns(cancel);

  return (
    <section aria-labelledby="bills-heading" className="space-y-3">
      <h2 id="bills-heading" className="text-lg font-bold text-slate-900">
        {t('owner.purchases.bills.heading')}
      </h2>
      <SelectField
        id="bills-supplier"
        label={t('owner.purchases.bills.supplierFilter')}
        value={supplierId}
        onChange={(event) => {
          setSupplierId(event.target.value);
          setPage(1);
        }}
        options={[
          { value: '', label: t('owner.purchases.bills.allSuppliers') },
          ...(suppliers.data?.suppliers ?? []).map((supplier) => ({
            value: supplier._id,
            label: supplier.name,
          })),
        ]}
      />
      {cancel.notice && (
        <p role="status" className="text-sm font-medium text-green-800">
          {cancel.notice}
        </p>
      )}
      {cancel.problem && <FormProblem>{cancel.problem}</FormProblem>}
      <QueryState
        query={bills}
        error={t('owner.purchases.bills.loadFailed')}
        empty={t('owner.purchases.bills.none')}
        isEmpty={(found) => found.bills.length === 0}
      >
        {(found) => (
          <>
            <DataTable
              caption={t('owner.purchases.bills.caption')}
              rows={found.bills}
              rowKey={(bill) => bill._id}
              stacked
              busy={bills.isFetching}
              columns={columns}
            />
            <Pager page={page} pages={Math.ceil(found.total / BILLS_PER_PAGE)} onPage={setPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}

/** The bills' columns; a posted bill's row carries its Cancel button. */
function useBillColumns(cancel: ReturnType<typeof useCancelWithConfirm>): Column<Purchase>[] {
  const { t, date } = useOwnerT();
  return [
    { header: t('owner.purchases.bills.date'), cell: (bill) => date(bill.billDate) },
    { header: t('owner.purchases.bill.supplier'), cell: (bill) => bill.supplier.name },
    { header: t('owner.purchases.bill.number'), cell: (bill) => bill.billNumber, rowHeader: true },
    {
      header: t('owner.purchases.bill.total'),
      align: 'end',
      cell: (bill) => formatRupees(bill.totals.total),
    },
    { header: t('owner.purchases.saved.itc'), align: 'end', cell: (bill) => formatRupees(bill.totals.itc) },
    {
      header: t('owner.purchases.bills.status'),
      cell: (bill) => t(`owner.purchases.bills.status.${bill.status}`),
    },
    {
      header: t('owner.purchases.actions'),
      stackedLabel: false,
      align: 'end',
      cell: (bill) =>
        bill.status === 'posted' && (
          <span className="flex flex-wrap justify-end gap-2">
            <ButtonLink to={labelsPathOf(bill)} variant="secondary">
              {t('owner.purchases.labels')}
              <span className="sr-only">: {bill.billNumber}</span>
            </ButtonLink>
            <Button
              variant="dangerOutline"
              label={t('owner.purchases.bills.cancel')}
              busy={cancel.busyId === bill._id}
              onClick={() => void cancel.ask(bill)}
            >
              <span className="sr-only">: {bill.billNumber}</span>
            </Button>
          </span>
        ),
    },
  ];
}

/** Asks first, then cancels; the API's refusal (units already sold, not today's bill) is shown as it says it. */
function useCancelWithConfirm() {
  const { t } = useOwnerT();
  const [cancelBill] = useCancelBillMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function ask(bill: Purchase) {
    const sure = await confirmDialog({
      title: t('owner.purchases.bills.cancelQuestion', {
        number: bill.billNumber,
        supplier: bill.supplier.name,
      }),
      text: t('owner.purchases.bills.cancelText'),
      confirmText: t('owner.purchases.bills.cancelYes'),
      cancelText: t('owner.purchases.bills.cancelNo'),
      primary: 'cancel',
    });
    if (!sure) return;
    setBusyId(bill._id);
    setProblem(null);
    setNotice(null);
    const result = await cancelBill(bill._id);
    setBusyId(null);
    if (result.error) return setProblem(serverMessage(result.error) ?? t('owner.purchases.unreachable'));
    setNotice(t('owner.purchases.bills.cancelled', { number: bill.billNumber }));
  }

  return { ask, busyId, problem, notice };
}
