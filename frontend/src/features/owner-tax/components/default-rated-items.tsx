import {
  confirmedTax,
  suggestionConfirmed,
  TAX_DEFAULT_ITEMS_PAGE_SIZE,
  type TaxDefaultItem,
} from '@shop/backend/contract';
import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { showAlert, showToast } from '@/components/dialogs';
import { Pager } from '@/components/pager';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { useOwnerT } from '@/i18n/owner';
import { useConfirmItemTaxMutation, useGetTaxDefaultItemsQuery } from '../api';

type OwnerWords = ReturnType<typeof useOwnerT>;

/**
 * Confirms items one at a time. A confirmed item is hidden at once rather than when the list is
 * read again, so it cannot be pressed twice meanwhile.
 */
function useConfirm() {
  const { t } = useOwnerT();
  const [confirmItemTax] = useConfirmItemTaxMutation();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const change = (set: ReadonlySet<string>, id: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };
  /** True when the item is now confirmed. */
  const confirm = async (item: TaxDefaultItem): Promise<boolean> => {
    setPending((ids) => change(ids, item._id, true));
    const result = await confirmItemTax({ id: item._id, tax: confirmedTax(item) });
    setPending((ids) => change(ids, item._id, false));
    if (result.error) {
      void showAlert({ title: t('owner.tax.defaults.confirmFailure'), icon: 'error' });
      return false;
    }
    setConfirmed((ids) => change(ids, item._id, true));
    void showToast(t('owner.tax.defaults.confirmed', { title: item.title }));
    return true;
  };
  return { pending, confirmed, confirm };
}

function WhatConfirmSets({ item }: { item: TaxDefaultItem }) {
  const { t } = useOwnerT();
  const { hsn, gstRate, unit } = confirmedTax(item);
  return (
    <span className="grid gap-0.5">
      <span>{t('owner.tax.defaults.taxAndUnit', { hsn, rate: String(gstRate), unit })}</span>
      <span className="text-xs text-slate-500">
        {suggestionConfirmed(item)?.reason ?? t('owner.tax.defaults.asBilled')}
      </span>
    </span>
  );
}

const columns = (
  { t }: OwnerWords,
  busy: ReadonlySet<string>,
  confirm: (item: TaxDefaultItem) => void,
): readonly Column<TaxDefaultItem>[] => [
  {
    header: t('owner.tax.defaults.item'),
    rowHeader: true,
    cell: (item) => (
      <span className="grid gap-0.5">
        <span className="break-words">{item.title}</span>
        <span className="text-xs font-normal text-slate-500">
          {t('owner.terms.category', { category: item.category })}
        </span>
      </span>
    ),
  },
  {
    header: t('owner.tax.defaults.billedAt'),
    cell: ({ billedAt }) =>
      t('owner.tax.defaults.tax', { hsn: billedAt.hsn, rate: String(billedAt.gstRate) }),
    className: 'text-slate-700',
  },
  {
    header: t('owner.tax.defaults.confirmSets'),
    cell: (item) => <WhatConfirmSets item={item} />,
    className: 'text-slate-700',
  },
  {
    header: t('owner.tax.defaults.actions'),
    align: 'end',
    stackedLabel: false,
    cell: (item) => (
      <Button
        variant="secondary"
        label={t('owner.tax.defaults.confirm')}
        busy={busy.has(item._id)}
        busyLabel={t('owner.tax.defaults.confirming')}
        onClick={() => confirm(item)}
      >
        <span className="sr-only"> {item.title}</span>
      </Button>
    ),
  },
];

/** The items still billed at their category's HSN code or rate, each confirmed with one press. */
export function DefaultRatedItems() {
  const words = useOwnerT();
  const { t } = words;
  const [page, setPage] = useState(1);
  const query = useGetTaxDefaultItemsQuery({ offset: (page - 1) * TAX_DEFAULT_ITEMS_PAGE_SIZE });
  const { data, isFetching } = query;
  const { pending, confirmed, confirm } = useConfirm();
  const items = (data?.items ?? []).filter((item) => !confirmed.has(item._id));
  const total = (data?.total ?? 0) - ((data?.items.length ?? 0) - items.length);
  const onConfirm = (item: TaxDefaultItem) => {
    const lastOnPage = items.length === 1;
    void confirm(item).then((done) => {
      // A later page's last item confirmed: the page before it is the one with items left.
      if (done && lastOnPage) setPage((current) => Math.max(1, current - 1));
    });
  };

  return (
    <section aria-labelledby="tax-defaults-heading" className="grid gap-3">
      <h2 id="tax-defaults-heading" className="text-lg font-semibold text-slate-900">
        {t('owner.tax.defaults.heading')}
      </h2>
      <p className="text-sm text-slate-600">{t('owner.tax.defaults.intro')}</p>
      <QueryState query={query} loading={t('owner.common.loading')} error={t('owner.tax.defaults.loadError')}>
        {() => (
          <>
            {total > 0 && (
              <p className="text-sm font-semibold text-slate-700">
                {t('owner.tax.defaults.count', { count: total })}
              </p>
            )}
            <DataTable
              caption={t('owner.tax.defaults.caption')}
              columns={columns(words, pending, onConfirm)}
              rows={items}
              rowKey={(item) => item._id}
              stacked
              busy={isFetching}
              empty={<p className="py-6 text-center text-slate-600">{t('owner.tax.defaults.none')}</p>}
            />
            <Pager
              page={page}
              pages={Math.max(1, Math.ceil(total / TAX_DEFAULT_ITEMS_PAGE_SIZE))}
              onPage={setPage}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
