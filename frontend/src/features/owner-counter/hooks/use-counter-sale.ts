import { useReducer, useRef, useState } from 'react';
import {
  NAMED_BUYER_FROM_PAISE,
  PICKUP_CODE_ALPHABET,
  toPaise,
  type CounterSale,
  type OutOfStockItem,
} from '@shop/backend/contract';
import { translateOwner } from '@/i18n/owner';
import { readApiError, type ApiCallError } from '@/lib/api-error';
import { useCompleteSaleMutation } from '../api';
import { buyerOf, fieldToFix, hasBuyerProblems, NO_BUYER, type BuyerChoice, type BuyerField } from '../buyer';
import {
  isOverCreditLimit,
  NEW_PAYMENT,
  partsProblem,
  priceProblem,
  saleReducer,
  saleRequest,
  saleTotal,
  tenderedProblem,
  type PaymentChoice,
} from '../sale';
import { useManagerApproval } from './use-manager-approval';
import { useSaleKey } from './use-sale-key';

/** Why the sale was not completed, as the owner reads it beside the Complete button. */
export interface SaleProblem {
  message: string;
  shortages: OutOfStockItem[];
}

/** A short name for the sale in a UPI payment before it has its number, in the pickup codes' letters. */
function newSaleRef(): string {
  const letters = crypto.getRandomValues(new Uint8Array(6));
  return `C${Array.from(letters, (n) => PICKUP_CODE_ALPHABET[n % PICKUP_CODE_ALPHABET.length]).join('')}`;
}

function problemOf(error: ApiCallError): SaleProblem {
  const read = readApiError(error);
  if (read.kind === 'network') {
    return { message: translateOwner('owner.counter.complete.noAnswer'), shortages: [] };
  }
  if (read.code === 'out_of_stock') {
    return {
      message: translateOwner('owner.counter.complete.outOfStock'),
      shortages: read.details.items ?? [],
    };
  }
  return { message: read.message ?? translateOwner('owner.counter.complete.failed'), shortages: [] };
}

/** What stops the sale before it is sent; null when it may go. */
function blockerOf(
  lines: Parameters<typeof saleTotal>[0],
  payment: PaymentChoice,
  buyer: BuyerChoice,
): string | null {
  if (lines.length === 0) return translateOwner('owner.counter.complete.scanFirst');
  if (lines.some(priceProblem)) return translateOwner('owner.counter.complete.fixPrices');
  if (tenderedProblem(payment, saleTotal(lines))) return translateOwner('owner.counter.complete.fixTendered');
  const parts = partsProblem(payment, saleTotal(lines));
  if (parts) return parts;
  return hasBuyerProblems(buyer) ? translateOwner('owner.counter.complete.fixBuyer') : null;
}

/** The API's word that the bill must name its buyer, and which field to type in first; null otherwise. */
function buyerRefusal(error: ApiCallError): string | null {
  const read = readApiError(error);
  if (read.kind !== 'refusal') return null;
  return read.issues.find((issue) => issue.path === 'buyer' || issue.path.startsWith('buyer.'))?.path ?? null;
}

/**
 * The buyer's fields: what is typed, whether they are open, whether to show every problem, and where
 * the cursor goes. A sale of ₹50,000 or more opens them once, as its bill may have to name the buyer.
 */
function useBuyer(totalPaise: number) {
  const [buyer, setBuyer] = useState<BuyerChoice>(NO_BUYER);
  // Until the owner opens or closes the section, a large sale has it open.
  const [opened, setOpened] = useState<boolean | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const [focus, setFocus] = useState<{ field: BuyerField } | null>(null);
  const large = totalPaise >= NAMED_BUYER_FROM_PAISE;
  const reset = () => {
    setBuyer(NO_BUYER);
    setOpened(null);
    setShowProblems(false);
    setFocus(null);
  };
  // A refused sale opens the section, as a problem in a closed one could not be seen.
  const refuse = (field?: BuyerField) => {
    setOpened(true);
    setShowProblems(true);
    if (field) setFocus({ field });
  };
  return {
    buyer,
    setBuyer,
    open: opened ?? large,
    setOpen: setOpened,
    showProblems,
    focus,
    large,
    reset,
    refuse,
  };
}

/**
 * The sale being rung up, its payment, and Complete: one sale per key, whatever the retries.
 * `dayOpen` is asked first: false (no day open, and the owner did not open one) keeps the sale.
 */
export function useCounterSale(onCompleted: (sale: CounterSale) => void, dayOpen: () => Promise<boolean>) {
  const [lines, change] = useReducer(saleReducer, []);
  const [payment, setPayment] = useState<PaymentChoice>(NEW_PAYMENT);
  const [saleRef, setSaleRef] = useState(newSaleRef);
  const [problem, setProblem] = useState<SaleProblem | null>(null);
  const [send, { isLoading: busy }] = useCompleteSaleMutation();
  const keys = useSaleKey();
  const { approving, approvalFor } = useManagerApproval();
  const total = saleTotal(lines);
  const buyer = useBuyer(toPaise(total));

  // Enter pressed again while the float is asked must not ask twice.
  const askingDay = useRef(false);

  async function complete() {
    if (busy || askingDay.current) return;
    const blocker = blockerOf(lines, payment, buyer.buyer);
    if (hasBuyerProblems(buyer.buyer)) buyer.refuse();
    if (blocker) return setProblem({ message: blocker, shortages: [] });
    askingDay.current = true;
    const open = await dayOpen().finally(() => {
      askingDay.current = false;
    });
    if (!open) {
      return setProblem({ message: translateOwner('owner.counter.drawer.saleWaits'), shortages: [] });
    }
    const body = saleRequest(lines, payment, buyerOf(buyer.buyer));
    const idempotencyKey = keys.keyFor(JSON.stringify(body));
    // A price of the cashier's own is a manager's to allow, for this sale (its key) alone.
    const ownPrice = body.items.some((item) => item.price !== undefined);
    const approval = ownPrice ? await approvalFor('price', idempotencyKey) : null;
    if (approval === undefined) {
      return setProblem({ message: translateOwner('owner.counter.sale.priceNeedsManager'), shortages: [] });
    }
    let result = await send({ ...body, idempotencyKey, approval: approval ?? undefined });
    // Past the customer's credit limit: a manager's approval for this sale, then the same sale again.
    if (result.error && isOverCreditLimit(result.error)) {
      const credit = await approvalFor('credit', idempotencyKey);
      if (credit) result = await send({ ...body, idempotencyKey, approval: credit });
    }
    if (result.error) {
      const path = buyerRefusal(result.error);
      if (path) buyer.refuse(fieldToFix(buyer.buyer, path));
      return setProblem(problemOf(result.error));
    }
    keys.renew();
    change({ type: 'clear' });
    setPayment(NEW_PAYMENT);
    buyer.reset();
    setSaleRef(newSaleRef());
    setProblem(null);
    onCompleted(result.data);
  }

  return {
    lines,
    change,
    payment,
    setPayment,
    buyer,
    saleRef,
    total,
    problem,
    busy,
    complete,
    approving,
  };
}
