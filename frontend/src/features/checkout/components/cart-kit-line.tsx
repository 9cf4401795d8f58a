import { BookThumbnail } from '@/components/book-cover';
import { StockStepper } from '@/components/stock-stepper';
import { useT } from '@/i18n';
import { KIT_ORDER_QUANTITY_MAX } from '@shop/backend/contract';
import type { PricedCartKit } from '../use-priced-cart';
import { RemoveLineButton } from './remove-line-button';

interface CartKitLineProps {
  entry: PricedCartKit;
  onRemove: (key: string) => void;
  onQuantity: (key: string, quantity: number) => void;
}

/** A school kit in the cart: one group named by class and school, its items under it, a kits stepper and Remove. */
export function CartKitLine({ entry, onRemove, onQuantity }: CartKitLineProps) {
  const { t, money } = useT();
  const { kit, key, total } = entry;
  const titleId = `cart-kit-${key}`;
  const name = t('kits.kitName', { className: kit.className, school: kit.school });
  return (
    <li className="py-5" data-testid="cart-kit">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold break-words text-slate-900">
            {name}
          </h2>
          <p className="text-sm text-slate-500">
            {t('kits.year', { year: kit.academicYear })}
            {kit.omit.length > 0 && <> · {t('kits.cart.leftOut', { count: kit.omit.length })}</>}
          </p>
        </div>
        <div className="shrink-0 text-left sm:text-right">
          <p data-testid="cart-line-total" className="font-semibold text-slate-900">
            {money(total)}
          </p>
          <p className="text-xs text-slate-500">{t('kits.cart.perKit', { price: money(kit.unitPrice) })}</p>
        </div>
      </div>
      <h3 className="mt-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t('kits.cart.inEachKit')}
      </h3>
      <ul className="mt-1 space-y-1.5 border-l-2 border-brand-100 pl-3 text-sm">
        {kit.lines.map((line) => (
          <li key={line.productId} className="flex items-center gap-2">
            <BookThumbnail coverImage={line.coverImage} alt="" size="xs" className="bg-slate-100" />
            <span className="min-w-0 break-words text-slate-700">
              {t('kits.cart.line', { title: line.title, count: line.quantity })}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-2 text-sm">
        <StockStepper
          itemName={name}
          value={kit.quantity}
          max={KIT_ORDER_QUANTITY_MAX}
          onChange={(next) => onQuantity(key, next)}
        />
        <RemoveLineButton describedBy={titleId} onClick={() => onRemove(key)} />
      </div>
    </li>
  );
}
