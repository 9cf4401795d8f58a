import { useState } from 'react';
import type { PurchaseOrder } from '@shop/backend/contract';
import { confirmDialog } from '@/components/dialogs';
import { Pager } from '@/components/pager';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { FormProblem } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { useOwnerT } from '@/i18n/owner';
import { serverMessage } from '@/lib/fetch-errors';
import { ORDERS_PER_PAGE, useClosePurchaseOrderMutation, useGetPurchaseOrdersQuery } from '../orders-api';
import { OrderSending } from './raised-order';

const dueUnits = (order: PurchaseOrder) => order.lines.reduce((sum, line) => sum + line.due, 0);
const orderedUnits = (order: PurchaseOrder) => order.lines.reduce((sum, line) => sum + line.quantity, 0);
const stillDue = (order: PurchaseOrder) => order.status === 'open' || order.status === 'part_received';

/** The orders raised, newest first (those still due unless the owner asks for all): send, receive, close. */
export function OrderList({ onReceive }: { onReceive: (order: PurchaseOrder) => void }) {
  const { t, date, number } = useOwnerT();
  const [all, setAll] = useState(false);
  const [page, setPage] = useState(1);
  const orders = useGetPurchaseOrdersQuery({ open: !all, page });
  const close = useCloseWithConfirm();
  return (
    <section aria-labelledby="orders-heading" className="space-y-3">
      <h2 id="orders-heading" className="text-lg font-bold text-slate-900">
        {t('owner.orders.list.heading')}
      </h2>
      <label className="inline-flex min-h-11 items-center gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-5"
          checked={all}
          onChange={(event) => {
            setAll(event.target.checked);
            setPage(1);
          }}
        />
        {t('owner.orders.list.showAll')}
      </label>
      {close.problem && <FormProblem>{close.problem}</FormProblem>}
      <QueryState
        query={orders}
        error={t('owner.orders.list.loadFailed')}
        empty={t(all ? 'owner.orders.list.none' : 'owner.orders.list.noneDue')}
        isEmpty={(found) => found.orders.length === 0}
      >
        {(found) => (
          <>
            <DataTable
              caption={t('owner.orders.list.caption')}
              rows={found.orders}
              rowKey={(order) => order._id}
              stacked
              busy={orders.isFetching}
              columns={[
                { header: t('owner.orders.list.number'), cell: (order) => order.number, rowHeader: true },
                { header: t('owner.orders.list.date'), cell: (order) => date(order.date) },
                { header: t('owner.orders.list.supplier'), cell: (order) => order.supplier.name },
                {
                  header: t('owner.orders.list.status'),
                  cell: (order) => t(`owner.orders.status.${order.status}`),
                },
                {
                  header: t('owner.orders.list.due'),
                  align: 'end',
                  cell: (order) =>
                    t('owner.orders.list.dueOf', {
                      due: number(dueUnits(order)),
                      ordered: number(orderedUnits(order)),
                    }),
                },
                {
                  header: t('owner.purchases.actions'),
                  stackedLabel: false,
                  cell: (order) => (
                    <div className="flex flex-wrap justify-end gap-2">
                      {stillDue(order) && (
                        <Button
                          size="sm"
                          label={t('owner.orders.list.receive')}
                          onClick={() => onReceive(order)}
                        >
                          <span className="sr-only">: {order.number}</span>
                        </Button>
                      )}
                      <OrderSending order={order} />
                      {stillDue(order) && (
                        <Button
                          size="sm"
                          variant="dangerOutline"
                          label={t('owner.orders.list.close')}
                          busy={close.busyId === order._id}
                          onClick={() => void close.ask(order)}
                        >
                          <span className="sr-only">: {order.number}</span>
                        </Button>
                      )}
                    </div>
                  ),
                },
              ]}
            />
            <Pager page={page} pages={Math.ceil(found.total / ORDERS_PER_PAGE)} onPage={setPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}

/** Asks first: a closed order expects nothing more, and its units stop counting as on order. */
function useCloseWithConfirm() {
  const { t } = useOwnerT();
  const [closeOrder] = useClosePurchaseOrderMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  async function ask(order: PurchaseOrder) {
    const sure = await confirmDialog({
      title: t('owner.orders.list.closeQuestion', { number: order.number }),
      text: t('owner.orders.list.closeText'),
      confirmText: t('owner.orders.list.closeYes'),
      cancelText: t('owner.orders.list.closeNo'),
    });
    if (!sure) return;
    setBusyId(order._id);
    setProblem(null);
    const result = await closeOrder(order._id);
    setBusyId(null);
    if (result.error) setProblem(serverMessage(result.error) ?? t('owner.purchases.unreachable'));
  }
  return { ask, busyId, problem };
}
