import { useState } from 'react';
import {
  OWNER_STOCK_REASONS,
  STOCK_REASON_LABELS,
  type Book,
  type OwnerStockReason,
} from '@shop/backend/contract';
import { stockCount } from '@shop/backend/contract/schemas';
import { promptNumberAndChoice, showAlert, showToast } from '@/components/dialogs';
import { serverMessage } from '@/lib/fetch-errors';
import { formatCount } from '@/lib/money';
import { useAdjustStockMutation, type StockAdjustmentRequest } from '../api';

/** "Received": units added to the count. "Set to": the count the owner made on the shelf. */
export type StockAction = 'receive' | 'set';

const REASON_CHOICES = OWNER_STOCK_REASONS.map((value) => ({ value, label: STOCK_REASON_LABELS[value] }));

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
  initialChoice: OwnerStockReason;
  confirmText: string;
}

const PROMPTS: Record<StockAction, StockPrompt> = {
  receive: {
    title: (book: Book) => `Received: ${book.title}`,
    text: (book: Book) =>
      `Now in stock: ${formatCount(book.stock ?? 0)}. The units received are added to it.`,
    numberLabel: 'Units received',
    initialChoice: 'restock',
    confirmText: 'Add to stock',
  },
  set: {
    title: (book: Book) => `Set stock: ${book.title}`,
    text: (book: Book) =>
      book.stock === null
        ? 'This item is not counted yet; a number starts counting it.'
        : `Now in stock: ${formatCount(book.stock)}. Enter the number on the shelf.`,
    numberLabel: 'Units in stock',
    initialChoice: 'correction',
    confirmText: 'Set stock',
  },
};

function askForUnits(book: Book, action: StockAction) {
  const prompt = PROMPTS[action];
  return promptNumberAndChoice<OwnerStockReason>({
    title: prompt.title(book),
    text: prompt.text(book),
    numberLabel: prompt.numberLabel,
    initialNumber: action === 'set' && book.stock !== null ? String(book.stock) : '',
    choiceLabel: 'Reason',
    choices: REASON_CHOICES,
    initialChoice: prompt.initialChoice,
    confirmText: prompt.confirmText,
    cancelText: 'Cancel',
    check: (text) => unitsProblem(text, action),
  });
}

/** Asks how many and why, sends the change, and says what the API refused; returns the busy row's id. */
export function useAdjustStock() {
  const [adjustStock] = useAdjustStockMutation();
  const [adjustingId, setAdjustingId] = useState<string | null>(null);

  async function adjust(book: Book, action: StockAction) {
    const answer = await askForUnits(book, action);
    if (!answer) return;
    const request: StockAdjustmentRequest =
      action === 'receive'
        ? { id: book._id, change: answer.number, reason: answer.choice }
        : { id: book._id, set: answer.number, reason: answer.choice };
    setAdjustingId(book._id);
    const result = await adjustStock(request);
    setAdjustingId(null);
    if (result.error) {
      await showAlert({
        title: 'Stock not changed',
        text: serverMessage(result.error) ?? 'Could not change the stock. Please try again.',
        icon: 'error',
      });
      return;
    }
    // The list refetches (the item's tag is invalidated); the toast says it worked, without the
    // item's name, as a toast's title is HTML.
    void showToast(`Stock updated: ${result.data.stock ?? 'not counted'}`);
  }

  return { adjustingId, adjust };
}
