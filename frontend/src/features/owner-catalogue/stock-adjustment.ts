import { OWNER_STOCK_REASONS, type Book, type OwnerStockReason } from '@shop/backend/contract';
import { stockCount } from '@shop/backend/contract/schemas';
import { translateOwner, type OwnerMessageId } from '@/i18n/owner';
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

/** The reasons the owner may give, named in the language shown. */
export const reasonChoices = () =>
  OWNER_STOCK_REASONS.map((value) => ({
    value,
    label: translateOwner('owner.catalogue.stock.reason', { reason: value }),
  }));

const UNITS_LABELS: Record<StockAction, OwnerMessageId> = {
  receive: 'owner.catalogue.stock.unitsReceived',
  set: 'owner.catalogue.stock.unitsInStock',
};

/** The contract's rule for a count (a whole number, 0 to the maximum), with this box's own name. */
export function unitsProblem(text: string, action: StockAction): string | null {
  const label = translateOwner(UNITS_LABELS[action]);
  const parsed = stockCount(label).safeParse(text);
  if (!parsed.success)
    return parsed.error.issues[0]?.message ?? translateOwner('owner.catalogue.stock.notWhole', { label });
  if (action === 'receive' && parsed.data === 0)
    return translateOwner('owner.catalogue.stock.atLeastOne', { label });
  return null;
}

interface StockPrompt {
  title: (book: Book) => string;
  text: (book: Book) => string;
  numberLabel: () => string;
  initialUnits: (book: Book) => string;
  initialReason: OwnerStockReason;
  confirmText: () => string;
}

export const STOCK_PROMPTS: Record<StockAction, StockPrompt> = {
  receive: {
    title: (book: Book) => translateOwner('owner.catalogue.stock.receiveTitle', { title: book.title }),
    text: (book: Book) =>
      translateOwner('owner.catalogue.stock.receiveText', { count: formatCount(book.stock ?? 0) }),
    numberLabel: () => translateOwner(UNITS_LABELS.receive),
    initialUnits: () => '',
    initialReason: 'restock',
    confirmText: () => translateOwner('owner.catalogue.stock.receiveConfirm'),
  },
  set: {
    title: (book: Book) => translateOwner('owner.catalogue.stock.setTitle', { title: book.title }),
    text: (book: Book) =>
      book.stock === null
        ? translateOwner('owner.catalogue.stock.setTextNotCounted')
        : translateOwner('owner.catalogue.stock.setText', { count: formatCount(book.stock) }),
    numberLabel: () => translateOwner(UNITS_LABELS.set),
    initialUnits: (book: Book) => (book.stock === null ? '' : String(book.stock)),
    initialReason: 'correction',
    confirmText: () => translateOwner('owner.catalogue.stock.setConfirm'),
  },
};
