import { useState, type FormEvent } from 'react';
import { REORDER_UNITS_MAX, type ItemCostView } from '@shop/backend/contract';
import { SubmitButton } from '@/components/ui/button';
import { FormProblem, TextField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { QueryState } from '@/components/ui/query-state';
import { useOwnerT } from '@/i18n/owner';
import { serverMessage } from '@/lib/fetch-errors';
import { useGetItemLevelsQuery, useSetReorderLevelsMutation } from '../orders-api';

/** Blank is "not set"; anything else must be whole units in range, else the words for what is wrong. */
function unitsOf(typed: string, least: number): number | null | 'bad' {
  const text = typed.trim();
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return 'bad';
  const units = Number(text);
  return units >= least && units <= REORDER_UNITS_MAX ? units : 'bad';
}

/** An item's reorder level and quantity, set on its edit page by a manager or the owner. */
export function ReorderLevels({ productId }: { productId: string }) {
  const { t } = useOwnerT();
  const known = useGetItemLevelsQuery(productId);
  return (
    <Panel as="section" aria-labelledby="reorder-levels-heading" className="mt-8">
      <h2 id="reorder-levels-heading" className="text-base font-semibold text-slate-900">
        {t('owner.orders.levels.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('owner.orders.levels.intro')}</p>
      <QueryState query={known} error={t('owner.orders.levels.loadFailed')}>
        {(costs) => <LevelsForm productId={productId} current={costs[0]} />}
      </QueryState>
    </Panel>
  );
}

const typedOf = (units: number | null | undefined) => (units == null ? '' : String(units));

function LevelsForm({ productId, current }: { productId: string; current: ItemCostView | undefined }) {
  const { t } = useOwnerT();
  const [level, setLevel] = useState(() => typedOf(current?.reorderLevel));
  const [quantity, setQuantity] = useState(() => typedOf(current?.reorderQuantity));
  const [said, setSaid] = useState<{ problem?: string; notice?: string }>({});
  const [save, { isLoading }] = useSetReorderLevelsMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const reorderLevel = unitsOf(level, 0);
    const reorderQuantity = unitsOf(quantity, 1);
    if (reorderLevel === 'bad' || reorderQuantity === 'bad') {
      return setSaid({ problem: t('owner.orders.levels.bad', { max: REORDER_UNITS_MAX }) });
    }
    if (reorderLevel === null && reorderQuantity !== null)
      return setSaid({ problem: t('owner.orders.levels.needLevel') });
    const result = await save({ productId, reorderLevel, reorderQuantity });
    if (result.error)
      return setSaid({ problem: serverMessage(result.error) ?? t('owner.purchases.unreachable') });
    setSaid({ notice: t('owner.orders.levels.saved') });
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-3 grid gap-4 sm:grid-cols-2">
      <TextField
        id="reorder-level"
        label={t('owner.orders.levels.level')}
        inputMode="numeric"
        autoComplete="off"
        value={level}
        onChange={setLevel}
      />
      <TextField
        id="reorder-quantity"
        label={t('owner.orders.levels.quantity')}
        hint={t('owner.orders.levels.quantityHint')}
        inputMode="numeric"
        autoComplete="off"
        value={quantity}
        onChange={setQuantity}
      />
      <div className="sm:col-span-2 space-y-2">
        {said.problem && <FormProblem>{said.problem}</FormProblem>}
        {said.notice && (
          <p role="status" className="text-sm font-medium text-green-800">
            {said.notice}
          </p>
        )}
        <SubmitButton label={t('owner.orders.levels.save')} busy={isLoading} />
      </div>
    </form>
  );
}
