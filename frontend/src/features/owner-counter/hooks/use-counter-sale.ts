import { useReducer, useState } from 'react';
import { PICKUP_CODE_ALPHABET, type CounterSale, type OutOfStockItem } from '@shop/backend/contract';
import { readApiError, type ApiCallError } from '@/lib/api-error';
import { useCompleteSaleMutation } from '../api';
import {
  priceProblem,
  saleReducer,
  saleRequest,
  saleTotal,
  tenderedProblem,
  type PaymentChoice,
} from '../sale';
import { useSaleKey } from './use-sale-key';

/** Why the sale was not completed, as the owner reads it beside the Complete button. */
export interface SaleProblem {
  message: string;
  shortages: OutOfStockItem[];
}

export const NEW_PAYMENT: PaymentChoice = { method: 'cash', tenderedText: '', reference: '' };

/** A short name for the sale in a UPI payment before it has its number, in the pickup codes' letters. */
function newSaleRef(): string {
  const letters = crypto.getRandomValues(new Uint8Array(6));
  return `C${Array.from(letters, (n) => PICKUP_CODE_ALPHABET[n % PICKUP_CODE_ALPHABET.length]).join('')}`;
}

function problemOf(error: ApiCallError): SaleProblem {
  const read = readApiError(error);
  if (read.kind === 'network') {
    return {
      message: 'The shop’s server did not answer. The sale is kept: press Complete again.',
      shortages: [],
    };
  }
  if (read.code === 'out_of_stock') {
    return { message: 'Not enough stock for:', shortages: read.details.items ?? [] };
  }
  return { message: read.message ?? 'The sale was not completed. Please try again.', shortages: [] };
}

/** What stops the sale before it is sent; null when it may go. */
function blockerOf(lines: Parameters<typeof saleTotal>[0], payment: PaymentChoice): string | null {
  if (lines.length === 0) return 'Scan an item first.';
  if (lines.some(priceProblem)) return 'Fix the prices marked above.';
  return tenderedProblem(payment, saleTotal(lines)) ? 'Fix the cash tendered.' : null;
}

/** The sale being rung up, its payment, and Complete: one sale per key, whatever the retries. */
export function useCounterSale(onCompleted: (sale: CounterSale) => void) {
  const [lines, change] = useReducer(saleReducer, []);
  const [payment, setPayment] = useState<PaymentChoice>(NEW_PAYMENT);
  const [saleRef, setSaleRef] = useState(newSaleRef);
  const [problem, setProblem] = useState<SaleProblem | null>(null);
  const [send, { isLoading: busy }] = useCompleteSaleMutation();
  const keys = useSaleKey();

  async function complete() {
    if (busy) return;
    const blocker = blockerOf(lines, payment);
    if (blocker) return setProblem({ message: blocker, shortages: [] });
    const body = saleRequest(lines, payment);
    const result = await send({ ...body, idempotencyKey: keys.keyFor(JSON.stringify(body)) });
    if (result.error) return setProblem(problemOf(result.error));
    keys.renew();
    change({ type: 'clear' });
    setPayment(NEW_PAYMENT);
    setSaleRef(newSaleRef());
    setProblem(null);
    onCompleted(result.data);
  }

  return { lines, change, payment, setPayment, saleRef, total: saleTotal(lines), problem, busy, complete };
}
