import type { Book } from '@shop/backend/contract';
import { formatCount } from '@/lib/money';
import type { StockAction } from '../stock-adjustment';

const quickButton =
  'min-h-11 rounded-md border border-slate-300 bg-white px-3 py-1 text-xs md:min-h-8 font-semibold whitespace-nowrap text-slate-700 transition hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';

/** How many are left, in words where a number would mislead. */
export function StockLevel({ stock }: { stock: number | null }) {
  if (stock === null) return <span className="text-slate-500">Not counted</span>;
  if (stock <= 0) {
    return (
      <span className="inline-flex items-center gap-2 whitespace-nowrap">
        <span className="font-semibold text-slate-900 tabular-nums">{formatCount(stock)}</span>
        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
          Out of stock
        </span>
      </span>
    );
  }
  return <span className="font-semibold text-slate-900 tabular-nums">{formatCount(stock)}</span>;
}

interface StockCellProps {
  book: Book;
  busy: boolean;
  onAdjust: (book: Book, action: StockAction) => void;
}

/**
 * The count and the two quick changes. "Received" adds to a count, so an item not counted has only
 * "Set to", which starts counting it (the API refuses a change to an uncounted item).
 */
export function StockCell({ book, busy, onAdjust }: StockCellProps) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-2 md:flex-col md:items-end">
      <span aria-live="polite">
        {busy ? <span className="text-slate-500">Saving…</span> : <StockLevel stock={book.stock} />}
      </span>
      {/* The shelf holds more than can be ordered while open orders wait to be collected. */}
      {!busy && book.onHand !== null && book.onHand !== book.stock && (
        <span className="text-xs whitespace-nowrap text-slate-500 tabular-nums">
          {formatCount(book.onHand)} on hand
        </span>
      )}
      <span role="group" aria-label={`Stock of ${book.title}`} className="flex gap-1.5">
        {book.stock !== null && (
          <button
            type="button"
            className={quickButton}
            disabled={busy}
            onClick={() => onAdjust(book, 'receive')}
          >
            Received
          </button>
        )}
        <button type="button" className={quickButton} disabled={busy} onClick={() => onAdjust(book, 'set')}>
          Set to
        </button>
      </span>
    </div>
  );
}
