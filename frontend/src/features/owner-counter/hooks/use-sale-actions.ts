import { useState } from 'react';
import type { CounterSale, OrderReturn, ReturnRequest } from '@shop/backend/contract';
import { useDialogQuestion } from '@/components/ui/dialog';
import { translateOwner } from '@/i18n/owner';
import { readApiError, type ApiCallError } from '@/lib/api-error';
import { formatRupees } from '@/lib/money';
import { useReturnItemsMutation, useVoidSaleMutation } from '../api';
import { useManagerApproval } from './use-manager-approval';

/** What became of the owner's last void or return, said where the day's sales are listed. */
export interface SaleNotice {
  tone: 'done' | 'refused';
  text: string;
  /** A return just recorded: its slip can be printed again and its credit note saved. */
  returned?: { sale: CounterSale; record: OrderReturn };
}

function returnDoneText(sale: CounterSale, record: OrderReturn): string {
  const amount = formatRupees(record.amount);
  return record.creditNote
    ? translateOwner('owner.counter.return.doneWithCreditNote', {
        creditNote: record.creditNote.number,
        amount,
        number: sale.number,
      })
    : translateOwner('owner.counter.return.done', { number: sale.number, amount });
}

function refusalText(error: ApiCallError, fallback: string): string {
  const read = readApiError(error);
  if (read.kind === 'network') return translateOwner('owner.counter.sale.noAnswer', { refusal: fallback });
  return read.message
    ? translateOwner('owner.counter.sale.refusedBecause', { refusal: fallback, reason: read.message })
    : fallback;
}

/**
 * Void and Return on the day's sales, each asked in its dialog, each answered in one notice. A
 * return prints its slip, as a sale prints its receipt.
 */
export function useSaleActions(
  onSettled: () => void,
  onReturned: (sale: CounterSale, record: OrderReturn) => Promise<void>,
) {
  const [voidSale] = useVoidSaleMutation();
  const [returnItems] = useReturnItemsMutation();
  const voiding = useDialogQuestion<CounterSale, string>();
  const returning = useDialogQuestion<CounterSale, ReturnRequest>();
  const { approving, approvalFor } = useManagerApproval();
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
      const approval = await approvalFor('void', sale._id);
      if (approval === undefined) return null;
      const result = await voidSale({ id: sale._id, reason, approval: approval ?? undefined });
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
      const approval = await approvalFor('return', sale._id);
      if (approval === undefined) return null;
      const result = await returnItems({ orderId: sale._id, ...request, approval: approval ?? undefined });
      if (result.error) {
        return {
          tone: 'refused',
          text: refusalText(result.error, translateOwner('owner.counter.return.refused')),
        };
      }
      const record = result.data;
      setNotice({ tone: 'done', text: returnDoneText(sale, record), returned: { sale, record } });
      await onReturned(sale, record);
      return null;
    });

  return { askVoid, askReturn, notice, busyId, voiding, returning, approving };
}
