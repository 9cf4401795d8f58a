import {
  OWNER_STOCK_REASONS,
  STOCK_REASON_LABELS,
  type Book,
  type OwnerStockReason,
} from '@shop/backend/contract';
import { stockCount } from '@shop/backend/contract/schemas';
import { formatCount } from '@/lib/money';

/** "Received": units added to the count. "Set to": the count the owner made on the shelf. */
export type StockAction = 'receive' | 'set';

/** Which item, and which of the two changes the owner pressed. */
export interface StockQuestion {
  book: Book;
  action: StockAction;
}

/** How many units (added, or the new count) and why. */
export interface StockAnswer {
  units: number;
  reason: OwnerStockReason;
}

export const REASON_CHOICES = OWNER_STOCK_REASONS.map((value) => ({
  value,
  label: STOCK_REASON_LABELS[value],
}));

/** The contract's rule for a count (a whole number, 0 to the maximum), with this box's own name. */
export function unitsProblem(text: string, action: StockAction): string | null {
  const label = action === 'receive' ? 'Units received' : 'Units in stock';
  const parsed = stockCount(label).safeParse(text);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? `${label} must be a whole number`;
  if (action === 'receive' && parsed.data === 0) return `${label} must be at least 1`;
  return null;
}

interface StockPrompt {
  title: (book: Book) => string;
  text: (book: Book) => string;
  numberLabel: string;
  initialUnits: (book: Book) => string;
  initialReason: OwnerStockReason;
  confirmText: string;
}

export const STOCK_PROMPTS: Record<StockAction, StockPrompt> = {
  receive: {
    title: (book: Book) => `Received: ${book.title}`,
    text: (book: Book) =>
      `Now in stock: ${formatCount(book.stock ?? 0)}. The units received are added to it.`,
    numberLabel: 'Units received',
    initialUnits: () => '',
    initialReason: 'restock',
    confirmText: 'Add to stock',
  },
  set: {
    title: (book: Book) => `Set stock: ${book.title}`,
    text: (book: Book) =>
      book.stock === null
        ? 'This item is not counted yet; a number starts counting it.'
        : `Now in stock: ${formatCount(book.stock)}. Enter the number on the shelf.`,
    numberLabel: 'Units in stock',
    initialUnits: (book: Book) => (book.stock === null ? '' : String(book.stock)),
    initialReason: 'correction',
    confirmText: 'Set stock',
  },
};
