import {
  type CounterSale,
  type InvoiceRef,
  type InvoiceView,
  type OrderReturn,
  type OrderView,
  type SalePaymentPart,
  type TenderMethod,
  type RateTotals,
  type Unit,
} from '@shop/backend/contract';

/** One line as the receipt prints it: its title, "2 PAC × ₹120.00" and the amount. */
export interface ReceiptLine {
  title: string;
  quantity: number;
  /** What it was billed in; absent when the bill was not read or billed before units were kept. */
  unit?: Unit;
  price: number;
  /** A Nil-rated line on a bill that also carries taxed ones. */
  nilRated?: boolean;
}

/** A bill's number and the heading it was issued under, as a receipt heads itself with them. */
export type BillHeadingRef = Pick<InvoiceRef, 'number' | 'title' | 'cancelled'>;

/** What a receipt prints, from a counter sale or an online order collected at the desk. */
export interface ReceiptData {
  /**
   * The sale's number in the day's series, an online order's pickup code (it has no number), or the
   * sale some of whose items came back: a return slip.
   */
  reference:
    | { kind: 'sale'; number: number }
    | { kind: 'order'; pickupCode: string }
    | { kind: 'return'; saleNumber: number };
  /** The bill the sale was given (a return slip: its credit note); null for one made before the shop billed. */
  invoice: BillHeadingRef | null;
  /** The bill as issued, when it could be read before printing: its seller, buyer and tax. */
  bill: InvoiceView | null;
  /** A tax invoice's tax per rate, as the bill was issued; otherwise empty. */
  taxByRate: RateTotals[];
  /** When the customer paid. */
  at: string;
  /** Who served them (a return slip: who took it back); null for a record from before receipts named anyone. */
  cashier: string | null;
  lines: ReceiptLine[];
  total: number;
  payment: {
    method: TenderMethod;
    reference: string | null;
    tendered?: number;
    change?: number;
    /** Each part of a sale paid in parts or on account. */
    parts?: SalePaymentPart[];
  } | null;
  /** On a return slip, how the money went back (or to the customer's account). */
  refund?: { method: TenderMethod; reference: string | null };
  /** Why the sale was voided; null when it stands. */
  voidedReason: string | null;
}

type Billed = Pick<OrderView, 'lines' | 'invoice'>;

/** Whether the bill shows tax: a tax invoice, or a regular shop's credit note against one. */
const taxShown = (bill: InvoiceView) =>
  bill.kind === 'tax-invoice' ||
  (bill.kind === 'credit-note' && bill.lines.some((line) => line.tax.rate > 0));

/** The lines as billed, with their units, when the bill was read; else as the order has them. */
function linesOf(order: Pick<Billed, 'lines'>, bill: InvoiceView | null): ReceiptLine[] {
  if (!bill) return order.lines.map(({ title, quantity, price }) => ({ title, quantity, price }));
  const mixed = taxShown(bill) && bill.lines.some((line) => line.tax.rate === 0);
  return bill.lines.map(({ title, quantity, unit, price, tax }) => ({
    title,
    quantity,
    ...(unit ? { unit } : {}),
    price,
    ...(mixed && tax.rate === 0 ? { nilRated: true } : {}),
  }));
}

const billOf = (order: Billed, bill: InvoiceView | null) => ({
  invoice: order.invoice ?? null,
  bill,
  taxByRate: bill && taxShown(bill) ? bill.byRate : [],
  lines: linesOf(order, bill),
});

export function receiptOfSale(sale: CounterSale, bill: InvoiceView | null = null): ReceiptData {
  return {
    reference: { kind: 'sale', number: sale.number },
    ...billOf(sale, bill),
    at: sale.payment.at || sale.createdAt,
    cashier: sale.cashier?.name ?? null,
    total: sale.totalPrice,
    payment: sale.payment,
    voidedReason: sale.voided ? sale.voided.reason : null,
  };
}

export function receiptOfOrder(order: OrderView, bill: InvoiceView | null = null): ReceiptData {
  return {
    reference: { kind: 'order', pickupCode: order.pickupCode },
    ...billOf(order, bill),
    at: order.payment?.at ?? order.updatedAt,
    cashier: null,
    total: order.totalPrice,
    payment: order.payment,
    voidedReason: null,
  };
}

/** The slip handed over with a refund: what came back, the credit note and how the money went back. */
export function receiptOfReturn(
  sale: CounterSale,
  returned: OrderReturn,
  creditNote: InvoiceView | null = null,
): ReceiptData {
  const invoice: BillHeadingRef | null = returned.creditNote
    ? { number: returned.creditNote.number, title: 'Credit Note', cancelled: false }
    : null;
  return {
    reference: { kind: 'return', saleNumber: sale.number },
    invoice,
    bill: creditNote,
    taxByRate: creditNote && taxShown(creditNote) ? creditNote.byRate : [],
    at: returned.at,
    cashier: returned.by?.name ?? null,
    lines: creditNote
      ? linesOf({ lines: [] }, creditNote)
      : returned.items.map(({ title, quantity, price }) => ({ title, quantity, price })),
    total: returned.amount,
    payment: null,
    refund: returned.refund,
    voidedReason: null,
  };
}
