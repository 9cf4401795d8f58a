import type { Book } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { useOwnerT, type OwnerMessageId } from '@/i18n/owner';
import type { StockAction } from '../stock-adjustment';

/** Small on a laptop's table row, a full touch target on a phone's card. */
const QUICK = 'min-h-11 px-3 py-1 text-xs whitespace-nowrap md:min-h-8';

const QUICK_LABELS: Record<StockAction, OwnerMessageId> = {
  receive: 'owner.catalogue.stock.received',
  set: 'owner.catalogue.stock.setTo',
};

/** How many are left, in words where a number would mislead. */
export function StockLevel({ stock }: { stock: number | null }) {
  const { t, number } = useOwnerT();
  if (stock === null) return <span className="text-slate-500">{t('owner.catalogue.stock.notCounted')}</span>;
  if (stock <= 0) {
    return (
      <span className="inline-flex items-center gap-2 whitespace-nowrap">
        <span className="font-semibold text-slate-900 tabular-nums">{number(stock)}</span>
        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
          {t('owner.catalogue.stock.out')}
        </span>
      </span>
    );
  }
  return <span className="font-semibold text-slate-900 tabular-nums">{number(stock)}</span>;
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
  const { t, number } = useOwnerT();
  const actions: StockAction[] = book.stock === null ? ['set'] : ['receive', 'set'];
  return (
    <div className="flex flex-wrap items-center justify-end gap-2 md:flex-col md:items-end">
      <span aria-live="polite">
        {busy ? (
          <span className="text-slate-500">{t('owner.catalogue.stock.saving')}</span>
        ) : (
          <StockLevel stock={book.stock} />
        )}
      </span>
      {/* The shelf holds more than can be ordered while open orders wait to be collected. */}
      {!busy && book.onHand !== null && book.onHand !== book.stock && (
        <span className="text-xs whitespace-nowrap text-slate-500 tabular-nums">
          {t('owner.catalogue.stock.onHand', { count: number(book.onHand) })}
        </span>
      )}
      <span
        role="group"
        aria-label={t('owner.catalogue.stock.of', { title: book.title })}
        className="flex gap-1.5"
      >
        {actions.map((action) => (
          <Button
            key={action}
            variant="secondary"
            size="none"
            className={QUICK}
            label={t(QUICK_LABELS[action])}
            disabled={busy}
            onClick={() => onAdjust(book, action)}
          />
        ))}
      </span>
    </div>
  );
}
