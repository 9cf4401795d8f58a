import { translate, useT } from '@/i18n';
import { FEW_LEFT_FROM } from '@shop/backend/contract';

interface StockBadgeProps {
  /** The item's current count; null when the shop does not count it. */
  stock: number | null;
  /** Units the customer wants: asking more than is left says how many are, however many that is. */
  requested?: number;
  id?: string;
  className?: string;
}

/**
 * The wording a customer sees about availability, in the language shown, or null when there is
 * nothing to say. The same rule as the contract's stockNotice, which words the API's English.
 */
export function stockText(stock: number | null | undefined, requested = 1): string | null {
  // A book from an answer without the field reads as not counted, never as "Only undefined left".
  const count = typeof stock === 'number' ? stock : null;
  if (count === null) return null;
  if (count <= 0) return translate('shop.stock.out');
  if (count <= FEW_LEFT_FROM || requested > count) return translate('shop.stock.onlyLeft', { count });
  return null;
}

/** "Out of stock" or "Only N left" beside an item; nothing when there is plenty or no count. */
export function StockBadge({ stock, requested, id, className = '' }: StockBadgeProps) {
  // Drawn again when the language changes: stockText reads the language shown.
  useT();
  const text = stockText(stock, requested);
  if (!text) return null;
  const tone =
    typeof stock === 'number' && stock <= 0 ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900';
  return (
    <p id={id} className={`w-fit rounded px-2 py-0.5 text-xs font-semibold ${tone} ${className}`}>
      {text}
    </p>
  );
}
