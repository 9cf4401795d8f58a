import type { UnknownAction } from '@reduxjs/toolkit';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { confirmDialog, showAlert } from '@/components/dialogs';
import { StockBadge } from '@/components/stock-badge';
import { StockShortageNotice } from '@/components/stock-shortage-notice';
import { StockStepper } from '@/components/stock-stepper';
import { coverUrl } from '@/lib/cover-url';
import { formatRupees } from '@/lib/money';
import { CATEGORY_LABELS } from '@shop/backend/contract';
import { clearCart, lowerToAvailable, removeFromCart, removePrintJob, setQuantity } from '@/features/cart';
import { PrintCartLine } from './cart-page-print-line';
import { usePricedCart, type PricedCartLine } from './use-priced-cart';

/** Removing or clearing asks first, then says what happened. */
function useCartDialogs() {
  const dispatch = useAppDispatch();

  /** `removal`: the action that takes the line out, once the customer said yes. */
  async function remove(removal: UnknownAction) {
    const confirmed = await confirmDialog({
      title: 'Do you want to remove this item?',
      confirmText: 'Yes',
      cancelText: 'No',
    });
    if (!confirmed) {
      void showAlert({ title: 'Item is not removed', icon: 'info' });
      return;
    }
    dispatch(removal);
    void showAlert({ title: 'Removed!', icon: 'success' });
  }

  async function clear() {
    const confirmed = await confirmDialog({
      title: 'Are you sure?',
      text: 'Every item will be removed from your cart.',
      confirmText: 'Yes, clear it!',
      cancelText: 'No',
    });
    if (!confirmed) return;
    dispatch(clearCart());
    void showAlert({ title: 'Cleared!', text: 'Your cart has been cleared', icon: 'success' });
  }

  return { remove, clear };
}

export default function CartPage() {
  const { lines, printJobs, subtotal, shortages } = usePricedCart();
  const { remove, clear } = useCartDialogs();
  const dispatch = useAppDispatch();
  const empty = lines.length === 0 && printJobs.length === 0;

  return (
    <section className="page-container max-w-4xl" aria-labelledby="cart-heading">
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-6">
          <h1 id="cart-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
            Shopping cart
          </h1>
          {!empty && (
            <button
              type="button"
              onClick={() => void clear()}
              className="rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white transition hover:bg-red-700"
            >
              Clear Cart
            </button>
          )}
        </div>

        {empty ? (
          <EmptyCart />
        ) : (
          <>
            {shortages.length > 0 && (
              <div className="px-4 pt-4 sm:px-6">
                <StockShortageNotice
                  shortages={shortages}
                  onLower={() => dispatch(lowerToAvailable(shortages))}
                />
              </div>
            )}
            <ul className="divide-y divide-slate-200 px-4 sm:px-6">
              {lines.map((line) => (
                <CartLine
                  key={line.item._id}
                  line={line}
                  onRemove={(id) => void remove(removeFromCart(id))}
                  onQuantity={(id, quantity) => dispatch(setQuantity({ id, quantity }))}
                />
              ))}
              {printJobs.map((job) => (
                <PrintCartLine
                  key={job.jobId}
                  job={job}
                  onRemove={() => void remove(removePrintJob(job.jobId))}
                />
              ))}
            </ul>
            <CartSummary subtotal={subtotal} />
          </>
        )}
      </div>
    </section>
  );
}

interface CartLineProps {
  line: PricedCartLine;
  onRemove: (id: string) => void;
  onQuantity: (id: string, quantity: number) => void;
}

function CartLine({ line, onRemove, onQuantity }: CartLineProps) {
  const { item, quantity, available, stock } = line;
  const titleId = `cart-item-${item._id}`;
  return (
    <li className="flex gap-4 py-5">
      <img
        src={coverUrl(item.coverImage)}
        alt={item.title}
        width={96}
        height={128}
        loading="lazy"
        className="h-28 w-20 shrink-0 rounded-md border border-slate-200 bg-slate-100 object-cover sm:h-32 sm:w-24"
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            <Link to={`/books/${item._id}`} className="hover:text-brand-700 hover:underline">
              {item.title}
            </Link>
          </h2>
          <LinePrice line={line} />
        </div>
        <p className="mt-1 text-sm text-slate-500">
          <span className="font-medium text-slate-700">Category:</span>{' '}
          {CATEGORY_LABELS[item.category] ?? item.category}
        </p>
        {!available ? (
          <p className="mt-2 w-fit rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
            No longer available
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
        <p className="text-slate-500">Not ordered</p>
      )}
      <button
        type="button"
        onClick={() => onRemove(item._id)}
        aria-describedby={titleId}
        className="rounded font-semibold text-brand-700 hover:text-red-700 hover:underline"
      >
        Remove
      </button>
    </div>
  );
}

/** The line total, and the unit price beside it when there is more than one. */
function LinePrice({ line }: { line: PricedCartLine }) {
  return (
    <div className="shrink-0 text-right">
      <p
        data-testid="cart-line-total"
        className={`font-semibold ${line.orderable ? 'text-slate-900' : 'text-slate-400 line-through'}`}
      >
        {formatRupees(line.total)}
      </p>
      {line.quantity > 1 && <p className="text-xs text-slate-500">{formatRupees(line.price)} each</p>}
    </div>
  );
}

function CartSummary({ subtotal }: { subtotal: number }) {
  return (
    <div className="border-t border-slate-200 px-4 py-6 sm:px-6">
      <div className="flex justify-between text-base font-semibold text-slate-900">
        <p>Subtotal</p>
        <p data-testid="cart-subtotal">{formatRupees(subtotal)}</p>
      </div>
      <p className="mt-1 text-sm text-slate-500">Shipping and taxes calculated at checkout.</p>
      <Link to="/checkout" className="btn-primary mt-6 w-full">
        Checkout
      </Link>
      <p className="mt-4 text-center text-sm text-slate-600">
        or{' '}
        <Link to="/" className="font-semibold text-brand-700 hover:underline">
          Continue Shopping<span aria-hidden="true"> &rarr;</span>
        </Link>
      </p>
    </div>
  );
}

function EmptyCart() {
  return (
    <div className="px-4 py-12 text-center sm:px-6">
      <p className="text-lg font-medium text-slate-700">No product found!</p>
      <Link to="/" className="btn-secondary mt-6">
        Continue Shopping
      </Link>
    </div>
  );
}
