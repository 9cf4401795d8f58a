import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import { showToast } from '@/components/dialogs';
import { StockStepper } from '@/components/stock-stepper';
import { addKit } from '@/features/cart';
import { translate, useT } from '@/i18n';
import { priceTimes } from '@/lib/money';
import { academicYearHasEnded, type KitView } from '@shop/backend/contract';
import { toCartKit, type KitChoice } from '../kit-choice';

/** Below this many whole kits on the shelf the parent is told how few are left. */
export const FEW_KITS_LEFT = 5;

/**
 * The kit's price as ticked (and the saving, when the kit is discounted), what the shelf holds,
 * how many kits, and Add to cart. On a phone it sticks to the bottom of the screen, under the thumb.
 */
export function KitBuyBar({ kit, choice }: { kit: KitView; choice: KitChoice }) {
  const { t, money } = useT();
  const dispatch = useDispatch();
  const [wanted, setWanted] = useState(1);
  const [added, setAdded] = useState(false);
  const { price, fullPrice, available, missingRequired, maxKits } = choice;
  const soldOut = available === 0;
  const kits = Math.max(1, Math.min(wanted, maxKits));
  const name = t('kits.kitName', { className: kit.className, school: kit.school });
  // Last school year's list is not sold (the API refuses it too); the shop lists this year's.
  const ended = academicYearHasEnded(kit.academicYear, new Date());
  const orderable = !ended && !missingRequired && !soldOut && choice.chosen.length > 0;

  function add() {
    dispatch(addKit(toCartKit(kit, choice, kits)));
    setAdded(true);
    void showToast(translate('kits.added'));
  }

  return (
    <div
      data-testid="kit-buy-bar"
      className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] sm:static sm:mx-0 sm:rounded-xl sm:border sm:p-5 sm:shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-sm text-slate-600">{t('kits.price')}</p>
        <p data-testid="kit-price" className="text-xl font-bold text-slate-900 tabular-nums">
          {money(price)}
        </p>
      </div>
      {fullPrice > price && (
        <p className="text-right text-sm text-green-700">
          <span className="text-slate-500 line-through">{money(fullPrice)}</span>{' '}
          <span className="font-semibold">{t('kits.saving', { amount: money(fullPrice - price) })}</span>
        </p>
      )}
      {ended ? (
        <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t('kits.yearEnded', { year: kit.academicYear })}
        </p>
      ) : (
        <KitShelf choice={choice} />
      )}
      {orderable && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <StockStepper itemName={name} value={kits} max={maxKits} onChange={setWanted} />
          <p className="text-sm text-slate-700">
            {t('kits.total', { count: kits })}{' '}
            <span data-testid="kit-total" className="font-semibold text-slate-900 tabular-nums">
              {money(priceTimes(price, kits))}
            </span>
          </p>
        </div>
      )}
      <button
        type="button"
        onClick={add}
        disabled={!orderable}
        className="btn-primary mt-3 min-h-12 w-full text-lg"
      >
        {soldOut ? t('kits.outOfStock') : t('kits.addToCart')}
      </button>
      {added && (
        <p role="status" className="mt-2 text-center text-sm text-slate-700">
          {t('kits.added')}{' '}
          <Link
            to="/cart"
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {t('kits.viewCart')}
          </Link>
        </p>
      )}
    </div>
  );
}

/** How many kits are left when few are, and which item runs short when none is. */
function KitShelf({ choice }: { choice: KitChoice }) {
  const { t } = useT();
  const { available, short, missingRequired } = choice;
  if (missingRequired) {
    return <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('kits.itemMissing')}</p>;
  }
  if (available === 0) {
    const optionalShort = short.some((line) => line.optional);
    return (
      <div role="alert" className="mt-2 rounded-md bg-red-50 p-3 text-sm text-red-800">
        <p className="font-semibold">{t('kits.outOfStock')}</p>
        <p>{t('kits.shortItems', { items: short.map((line) => line.item.title).join(', ') })}</p>
        {optionalShort && <p className="mt-1">{t('kits.shortOptional')}</p>}
      </div>
    );
  }
  if (available !== null && available <= FEW_KITS_LEFT) {
    return (
      <p className="mt-2 text-sm font-semibold text-amber-800">{t('kits.onlyLeft', { count: available })}</p>
    );
  }
  return null;
}
