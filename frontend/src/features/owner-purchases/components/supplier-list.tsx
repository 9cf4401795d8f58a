import { useState } from 'react';
import type { Supplier } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { TextField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { useOwnerT } from '@/i18n/owner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SUPPLIERS_PER_PAGE, useGetSuppliersQuery } from '../api';
import { Pager } from '@/components/pager';
import { SupplierDialog } from './supplier-dialog';
import { SupplierPaymentDialog } from './supplier-payment-dialog';
import { SupplierStatementView } from './supplier-statement';

const SEARCH_DELAY_MS = 300;

/** The suppliers, found by name or GSTIN; added and edited in a dialog. */
export function SupplierList() {
  const { t } = useOwnerT();
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const suppliers = useGetSuppliersQuery({ q, page });
  // undefined: no dialog; null: a new supplier.
  const [editing, setEditing] = useState<Supplier | null | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);
  const [paying, setPaying] = useState<Supplier | null>(null);
  const [statementOf, setStatementOf] = useState<Supplier | null>(null);
  const columns = useSupplierColumns({ onEdit: setEditing, onPay: setPaying, onStatement: setStatementOf });

  return (
    <section aria-labelledby="suppliers-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="suppliers-heading" className="text-lg font-bold text-slate-900">
          {t('owner.purchases.suppliers.heading')}
        </h2>
        <Button label={t('owner.purchases.supplier.add')} onClick={() => setEditing(null)} />
      </div>
      <TextField
        id="supplier-search"
        type="search"
        label={t('owner.purchases.suppliers.search')}
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
        query={suppliers}
        error={t('owner.purchases.suppliers.loadFailed')}
        empty={q.trim() ? t('owner.purchases.suppliers.noneFound') : t('owner.purchases.suppliers.none')}
        isEmpty={(found) => found.suppliers.length === 0}
      >
        {(found) => (
          <>
            <DataTable
              caption={t('owner.purchases.suppliers.caption')}
              rows={found.suppliers}
              rowKey={(supplier) => supplier._id}
              stacked
              busy={suppliers.isFetching}
              columns={columns}
            />
            <Pager page={page} pages={Math.ceil(found.total / SUPPLIERS_PER_PAGE)} onPage={setPage} />
          </>
        )}
      </QueryState>
      {statementOf && (
        <SupplierStatementView
          key={statementOf._id}
          supplier={statementOf}
          onClose={() => setStatementOf(null)}
        />
      )}
      {paying && (
        <SupplierPaymentDialog
          supplier={paying}
          onDone={(said) => {
            setPaying(null);
            if (said) setNotice(said);
          }}
        />
      )}
      {editing !== undefined && (
        <SupplierDialog
          supplier={editing}
          onDone={(said) => {
            setEditing(undefined);
            if (said) setNotice(said);
          }}
        />
      )}
    </section>
  );
}

type SupplierAction = (supplier: Supplier) => void;

/** The suppliers' columns; each row ends with its Edit, Pay and Statement. */
function useSupplierColumns(actions: {
  onEdit: SupplierAction;
  onPay: SupplierAction;
  onStatement: SupplierAction;
}): Column<Supplier>[] {
  const { t } = useOwnerT();
  return [
    {
      header: t('owner.purchases.supplier.name'),
      cell: (supplier) => supplier.name,
      rowHeader: true,
    },
    { header: t('owner.purchases.supplier.gstin'), cell: (supplier) => supplier.gstin ?? '—' },
    { header: t('owner.purchases.supplier.state'), cell: (supplier) => supplier.state },
    { header: t('owner.purchases.supplier.phone'), cell: (supplier) => supplier.phone ?? '—' },
    {
      header: t('owner.purchases.supplier.terms'),
      align: 'end',
      cell: (supplier) => t('owner.purchases.supplier.days', { count: supplier.paymentTermsDays }),
    },
    {
      header: t('owner.purchases.actions'),
      stackedLabel: false,
      align: 'end',
      cell: (supplier) => (
        <span className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            label={t('owner.purchases.edit')}
            onClick={() => actions.onEdit(supplier)}
          >
            <span className="sr-only">: {supplier.name}</span>
          </Button>
          <Button
            variant="secondary"
            label={t('owner.purchases.pay.open')}
            onClick={() => actions.onPay(supplier)}
          >
            <span className="sr-only">: {supplier.name}</span>
          </Button>
          <Button
            variant="secondary"
            label={t('owner.purchases.statement.open')}
            onClick={() => actions.onStatement(supplier)}
          >
            <span className="sr-only">: {supplier.name}</span>
          </Button>
        </span>
      ),
    },
  ];
}
