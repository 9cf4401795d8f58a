import type { CounterSale, OrderView, PaymentMethod } from '@shop/backend/contract';

/** What a receipt prints, from a counter sale or an online order collected at the desk. */
export interface ReceiptData {
  /** The sale's number in the day's series, or an online order's pickup code (it has no number). */
  reference: { kind: 'sale'; number: number } | { kind: 'order'; pickupCode: string };
  /** When the customer paid. */
  at: string;
  lines: { title: string; quantity: number; price: number }[];
  total: number;
  payment: {
    method: PaymentMethod;
    reference: string | null;
    tendered?: number;
    change?: number;
  } | null;
  /** Why the sale was voided; null when it stands. */
  voidedReason: string | null;
}

const linesOf = (order: Pick<OrderView, 'lines'>) =>
  order.lines.map(({ title, quantity, price }) => ({ title, quantity, price }));

export function receiptOfSale(sale: CounterSale): ReceiptData {
  return {
    reference: { kind: 'sale', number: sale.number },
    at: sale.payment.at || sale.createdAt,
    lines: linesOf(sale),
    total: sale.totalPrice,
    payment: sale.payment,
    voidedReason: sale.voided ? sale.voided.reason : null,
  };
}

export function receiptOfOrder(order: OrderView): ReceiptData {
  return {
    reference: { kind: 'order', pickupCode: order.pickupCode },
    at: order.payment?.at ?? order.updatedAt,
    lines: linesOf(order),
    total: order.totalPrice,
    payment: order.payment,
    voidedReason: null,
  };
}
