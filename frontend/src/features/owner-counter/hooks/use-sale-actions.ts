import { useState } from 'react';
import type { CounterSale, ReturnRequest } from '@shop/backend/contract';
import { useDialogQuestion } from '@/components/ui/dialog';
import { translateOwner } from '@/i18n/owner';
import { readApiError, type ApiCallError } from '@/lib/api-error';
import { formatRupees } from '@/lib/money';
import { useReturnItemsMutation, useVoidSaleMutation } from '../api';

/** What became of the owner's last void or return, said where the day's sales are listed. */
export interface SaleNotice {
  tone: 'done' | 'refused';
  text: string;
}

function refusalText(error: ApiCallError, fallback: string): string {
  const read = readApiError(error);
  if (read.kind === 'network') return translateOwner('owner.counter.sale.noAnswer', { refusal: fallback });
  return read.message
    ? translateOwner('owner.counter.sale.refusedBecause', { refusal: fallback, reason: read.message })
    : fallback;
}

/** Void and Return on the day's sales, each asked in its dialog, each answered in one notice. */
export function useSaleActions(onSettled: () => void) {
  const [voidSale] = useVoidSaleMutation();
  const [returnItems] = useReturnItemsMutation();
  const voiding = useDialogQuestion<CounterSale, string>();
  const returning = useDialogQuestion<CounterSale, ReturnRequest>();
  const [notice, setNotice] = useState<SaleNotice | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function run(sale: CounterSale, step: () => Promise<SaleNotice | null>) {
    setBusyId(sale._id);
    try {
      const said = await step();
      if (said) setNotice(said);
    } finally {
      setBusyId(null);
      onSettled();
    }
  }

  const askVoid = (sale: CounterSale) =>
    run(sale, async () => {
      const reason = await voiding.ask(sale);
      if (!reason) return null;
      const result = await voidSale({ id: sale._id, reason });
      return result.error
        ? {
            tone: 'refused',
            text: refusalText(
              result.error,
              translateOwner('owner.counter.void.refused', { number: sale.number }),
            ),
          }
        : { tone: 'done', text: translateOwner('owner.counter.void.done', { number: sale.number }) };
    });

  const askReturn = (sale: CounterSale) =>
    run(sale, async () => {
      const request = await returning.ask(sale);
      if (!request) return null;
      const result = await returnItems({ orderId: sale._id, ...request });
      return result.error
        ? { tone: 'refused', text: refusalText(result.error, translateOwner('owner.counter.return.refused')) }
        : {
            tone: 'done',
            text: translateOwner('owner.counter.return.done', {
              number: sale.number,
              amount: formatRupees(result.data.amount),
            }),
          };
    });

  return { askVoid, askReturn, notice, busyId, voiding, returning };
}
