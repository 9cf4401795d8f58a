import { useState } from 'react';
import type { Book } from '@shop/backend/contract';
import { showAlert, showToast } from '@/components/dialogs';
import { useDialogQuestion } from '@/components/ui/dialog';
import { translateOwner } from '@/i18n/owner';
import { serverMessage } from '@/lib/fetch-errors';
import { useAdjustStockMutation, type StockAdjustmentRequest } from '../api';
import type { StockAction, StockAnswer, StockQuestion } from '../stock-adjustment';

/**
 * Asks how many and why, sends the change, and says what the API refused; returns the busy row's
 * id, and the open question for the page's stock dialog to show and answer.
 */
export function useAdjustStock() {
  const [adjustStock] = useAdjustStockMutation();
  const [adjustingId, setAdjustingId] = useState<string | null>(null);
  const { question, ask, answer } = useDialogQuestion<StockQuestion, StockAnswer>();

  async function adjust(book: Book, action: StockAction) {
    const given = await ask({ book, action });
    if (!given) return;
    const request: StockAdjustmentRequest =
      action === 'receive'
        ? { id: book._id, change: given.units, reason: given.reason }
        : { id: book._id, set: given.units, reason: given.reason };
    setAdjustingId(book._id);
    const result = await adjustStock(request);
    setAdjustingId(null);
    if (result.error) {
      await showAlert({
        title: translateOwner('owner.catalogue.stock.notChangedTitle'),
        text: serverMessage(result.error) ?? translateOwner('owner.catalogue.stock.notChangedText'),
        icon: 'error',
      });
      return;
    }
    // The list refetches (the item's tag is invalidated); the toast says it worked, without the
    // item's name, as a toast's title is HTML.
    const { stock } = result.data;
    void showToast(
      stock === null
        ? translateOwner('owner.catalogue.stock.updatedNotCounted')
        : translateOwner('owner.catalogue.stock.updated', { stock }),
    );
  }

  return { adjustingId, adjust, question, answer };
}
