import { useState } from 'react';
import type { PurchaseOrder, ReorderGroup, ReorderLine, ReorderList } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { FormProblem, TextField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { useOwnerT } from '@/i18n/owner';
import { serverMessage } from '@/lib/fetch-errors';
import { useGetReorderListQuery, useRaisePurchaseOrderMutation } from '../orders-api';
import { RaisedOrder } from './raised-order';
import { SupplierPicker } from './supplier-picker';

/** Units as typed in an Order box: a whole number, else 0 (the line is left off the order). */
const unitsOf = (typed: string): number => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : 0);

/** What to order now, by supplier, and the school kits' needs behind it; each group becomes an order. */
export function ReorderSection() {
  const { t } = useOwnerT();
  const list = useGetReorderListQuery();
  const [raised, setRaised] = useState<PurchaseOrder | null>(null);
  return (
    <section aria-labelledby="reorder-heading" className="space-y-3">
      <h2 id="reorder-heading" className="text-lg font-bold text-slate-900">
        {t('owner.orders.reorder.heading')}
      </h2>
      <p className="text-sm text-slate-600">{t('owner.orders.reorder.intro')}</p>
      {raised && <RaisedOrder order={raised} onDone={() => setRaised(null)} />}
      <QueryState
        query={list}
        error={t('owner.orders.reorder.loadFailed')}
        empty={t('owner.orders.reorder.none')}
        isEmpty={(found) => found.groups.length === 0 && found.kits.length === 0}
      >
        {(found) => (
          <div className="space-y-6">
            <KitNeeds list={found} />
            {found.groups.map((group) => (
              <SupplierGroup key={group.supplier?._id ?? 'none'} group={group} onRaised={setRaised} />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}

function KitNeeds({ list }: { list: ReorderList }) {
  const { t } = useOwnerT();
  if (list.kits.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold text-slate-900">
        {t('owner.orders.reorder.kits', { year: list.academicYear })}
      </h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {list.kits.map((need) => (
          <li key={`${need.kitId}-${need.productId}`}>{need.text}</li>
        ))}
      </ul>
    </div>
  );
}

/** One supplier's items, each with how many to order (the list's figure until the owner changes it). */
function SupplierGroup({
  group,
  onRaised,
}: {
  group: ReorderGroup;
  onRaised: (order: PurchaseOrder) => void;
}) {
  const { t, number } = useOwnerT();
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [supplierId, setSupplierId] = useState(group.supplier?._id ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [raise, { isLoading }] = useRaisePurchaseOrderMutation();
  const typed = (line: ReorderLine) => quantities[line.productId] ?? String(line.orderQuantity);
  const ordered = group.lines
    .map((line) => ({ productId: line.productId, quantity: unitsOf(typed(line)) }))
    .filter((line) => line.quantity > 0);
  const name = group.supplier?.name ?? t('owner.orders.reorder.noSupplier');

  async function submit() {
    if (!supplierId) return setProblem(t('owner.orders.reorder.chooseSupplier'));
    setProblem(null);
    const result = await raise({ supplierId, lines: ordered });
    if (result.error) return setProblem(serverMessage(result.error) ?? t('owner.purchases.unreachable'));
    setQuantities({});
    onRaised(result.data);
  }

  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-slate-900">{name}</h3>
      <DataTable
        caption={t('owner.orders.reorder.caption', { supplier: name })}
        rows={group.lines}
        rowKey={(line) => line.productId}
        stacked
        columns={[
          { header: t('owner.orders.reorder.item'), cell: (line) => line.title, rowHeader: true },
          { header: t('owner.orders.reorder.onHand'), align: 'end', cell: (line) => number(line.onHand) },
          {
            header: t('owner.orders.reorder.level'),
            align: 'end',
            cell: (line) => (line.reorderLevel === null ? '—' : number(line.reorderLevel)),
          },
          {
            header: t('owner.orders.reorder.kitsNeed'),
            align: 'end',
            cell: (line) => (line.kitsNeed === 0 ? '—' : number(line.kitsNeed)),
          },
          { header: t('owner.orders.reorder.onOrder'), align: 'end', cell: (line) => number(line.onOrder) },
          {
            header: t('owner.orders.reorder.order'),
            align: 'end',
            cell: (line) => (
              <TextField
                id={`reorder-${line.productId}`}
                label={t('owner.orders.reorder.orderOf', { item: line.title })}
                labelClassName="sr-only"
                inputMode="numeric"
                autoComplete="off"
                className="w-24"
                value={typed(line)}
                onChange={(value) => setQuantities((now) => ({ ...now, [line.productId]: value }))}
              />
            ),
          },
        ]}
      />
      {!group.supplier && <SupplierPicker value={supplierId} onChange={setSupplierId} />}
      {problem && <FormProblem>{problem}</FormProblem>}
      <Button
        label={t('owner.orders.reorder.raise')}
        busy={isLoading}
        disabled={ordered.length === 0}
        onClick={() => void submit()}
      >
        <span className="sr-only">: {name}</span>
      </Button>
    </div>
  );
}
