import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/dialogs';
import { StockStepper } from '@/components/stock-stepper';
import { addKit } from '@/features/cart';
import { translate, useT } from '@/i18n';
import { priceTimes } from '@/lib/money';
import { academicYearHasEnded, type KitView } from '@shop/backend/contract';
import { toCartKit, type KitChoice } from '../kit-choice';

/** Below this many whole kits on the shelf the parent is told how few are left. */
export const FEW_KITS_LEFT = 5;

/** The kit as it would go into the cart: which items and how many kits. */
const choiceKey = (choice: KitChoice, kits: number) => `${choice.omit.join(',')}×${kits}`;

/**
 * How many kits and what they come to, what the shelf holds, and the bar with the kit's price and
 * Add to cart. On a phone the bar sticks to the bottom of the screen, under the thumb, and is one
 * row whatever happens (the saving, the shelf and the stepper stay in the page above it), so with
 * the header it leaves most of the screen to the list. Once added, the bar says so and its button
 * leads to the cart, until the ticks or the number of kits change.
 */
export function KitBuyBar({ kit, choice }: { kit: KitView; choice: KitChoice }) {
  const { t, money } = useT();
  const dispatch = useDispatch();
  const [wanted, setWanted] = useState(1);
  const [addedAs, setAddedAs] = useState<string | null>(null);
  const { price, fullPrice, available, missingRequired, maxKits } = choice;
  const soldOut = available === 0;
  const kits = Math.max(1, Math.min(wanted, maxKits));
  const name = t('kits.kitName', { className: kit.className, school: kit.school });
  // Last school year's list is not sold (the API refuses it too); the shop lists this year's.
  const ended = academicYearHasEnded(kit.academicYear, new Date());
  const orderable = !ended && !missingRequired && !soldOut && choice.chosen.length > 0;
  const added = addedAs === choiceKey(choice, kits);

  function add() {
    dispatch(addKit(toCartKit(kit, choice, kits)));
    setAddedAs(choiceKey(choice, kits));
    void showToast(translate('kits.added'));
  }

  const barSize = 'min-h-12 shrink-0 px-4 text-base sm:px-6 sm:text-lg';
  return (
    <>
      <div className="mb-3 space-y-2 empty:hidden">
        {fullPrice > price && (
          <p className="text-sm text-green-700">
            <span className="text-slate-500 line-through">{money(fullPrice)}</span>{' '}
            <span className="font-semibold">{t('kits.saving', { amount: money(fullPrice - price) })}</span>
          </p>
        )}
        {ended ? (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {t('kits.yearEnded', { year: kit.academicYear })}
          </p>
        ) : (
          <KitShelf choice={choice} />
        )}
        {orderable && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <StockStepper itemName={name} value={kits} max={maxKits} onChange={setWanted} />
            <p className="text-sm text-slate-700">
              {t('kits.total', { count: kits })}{' '}
              <span data-testid="kit-total" className="font-semibold text-slate-900 tabular-nums">
                {money(priceTimes(price, kits))}
              </span>
            </p>
          </div>
        )}
      </div>
      <div
        data-testid="kit-buy-bar"
        className="sticky bottom-0 z-10 -mx-4 flex items-center gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] sm:static sm:mx-0 sm:mb-0 sm:rounded-xl sm:border sm:p-5 sm:shadow-sm"
      >
        <div className="min-w-0 flex-1">
          <p role="status" className={`text-sm ${added ? 'font-semibold text-green-700' : 'text-slate-600'}`}>
            {added ? t('kits.added') : t('kits.price')}
          </p>
          <p data-testid="kit-price" className="text-xl font-bold text-slate-900 tabular-nums">
            {money(price)}
          </p>
        </div>
        {added ? (
          <Link to="/cart" className={`btn-primary ${barSize}`}>
            {t('kits.viewCart')}
          </Link>
        ) : (
          <Button
            size="none"
            className={`py-2.5 ${barSize}`}
            label={soldOut ? t('kits.outOfStock') : t('kits.addToCart')}
            disabled={!orderable}
            onClick={add}
          />
        )}
      </div>
    </>
  );
}

/** How many kits are left when few are, and which item runs short when none is. */
function KitShelf({ choice }: { choice: KitChoice }) {
  const { t } = useT();
  const { available, short, missingRequired } = choice;
  if (missingRequired) {
    return <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('kits.itemMissing')}</p>;
  }
  if (available === 0) {
    const optionalShort = short.some((line) => line.optional);
    return (
      <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
        <p className="font-semibold">{t('kits.outOfStock')}</p>
        <p>{t('kits.shortItems', { items: short.map((line) => line.item.title).join(', ') })}</p>
        {optionalShort && <p className="mt-1">{t('kits.shortOptional')}</p>}
      </div>
    );
  }
  if (available !== null && available <= FEW_KITS_LEFT) {
    return <p className="text-sm font-semibold text-amber-800">{t('kits.onlyLeft', { count: available })}</p>;
  }
  return null;
}
