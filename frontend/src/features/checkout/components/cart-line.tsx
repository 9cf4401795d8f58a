import { Link } from 'react-router-dom';
import { StockBadge } from '@/components/stock-badge';
import { StockStepper } from '@/components/stock-stepper';
import { BookThumbnail } from '@/components/book-cover';
import { useT } from '@/i18n';
import { bookPath } from '@shop/backend/contract';
import { categoryName } from '@/components/category-filter';
import type { PricedCartLine } from '../use-priced-cart';
import { RemoveLineButton } from './remove-line-button';

interface CartLineProps {
  line: PricedCartLine;
  onRemove: (id: string) => void;
  onQuantity: (id: string, quantity: number) => void;
}

export function CartLine({ line, onRemove, onQuantity }: CartLineProps) {
  const { t } = useT();
  const { item, quantity, available, stock } = line;
  const titleId = `cart-item-${item._id}`;
  return (
    <li className="flex gap-4 py-5">
      <BookThumbnail coverImage={item.coverImage} alt={item.title} size="lg" className="bg-slate-100" />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            <Link to={bookPath(item)} className="hover:text-brand-700 hover:underline">
              {item.title}
            </Link>
          </h2>
          <LinePrice line={line} />
        </div>
        <p className="mt-1 text-sm text-slate-500">
          <span className="font-medium text-slate-700">{t('cart.category')}</span>{' '}
          {categoryName(t, item.category)}
        </p>
        {!available ? (
          <p className="mt-2 w-fit rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
            {t('cart.noLongerAvailable')}
          </p>
        ) : (
          <StockBadge stock={stock} requested={quantity} className="mt-2" />
        )}
        <LineControls line={line} titleId={titleId} onRemove={onRemove} onQuantity={onQuantity} />
      </div>
    </li>
  );
}

function LineControls({ line, titleId, onRemove, onQuantity }: CartLineProps & { titleId: string }) {
  const { t } = useT();
  const { item } = line;
  return (
    <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-3 text-sm">
      {line.orderable ? (
        <StockStepper
          itemName={item.title}
          value={line.quantity}
          max={line.maxQuantity}
          onChange={(next) => onQuantity(item._id, next)}
        />
      ) : (
        // Nothing to choose for a line that will not be ordered; its total is struck through.
        <p className="text-slate-500">{t('cart.notOrdered')}</p>
      )}
      <RemoveLineButton describedBy={titleId} onClick={() => onRemove(item._id)} />
    </div>
  );
}

/** The line total, and the unit price beside it when there is more than one. */
function LinePrice({ line }: { line: PricedCartLine }) {
  const { t, money } = useT();
  return (
    <div className="shrink-0 text-right">
      <p
        data-testid="cart-line-total"
        className={`font-semibold ${line.orderable ? 'text-slate-900' : 'text-slate-400 line-through'}`}
      >
        {money(line.total)}
      </p>
      {line.quantity > 1 && (
        <p className="text-xs text-slate-500">{t('cart.each', { price: money(line.price) })}</p>
      )}
    </div>
  );
}
