import {
  taxSummaryByRate,
  toPaise,
  toRupees,
  type CounterSale,
  type InvoiceLineTax,
  type InvoiceRef,
  type OrderView,
  type PaymentMethod,
  type RateTotals,
} from '@shop/backend/contract';

/** What a receipt prints, from a counter sale or an online order collected at the desk. */
export interface ReceiptData {
  /** The sale's number in the day's series, or an online order's pickup code (it has no number). */
  reference: { kind: 'sale'; number: number } | { kind: 'order'; pickupCode: string };
  /** The bill the sale was given; null for one made before the shop billed. */
  bill: InvoiceRef | null;
  /** A tax invoice's tax per rate, when the answer carries each line's tax; otherwise empty. */
  taxByRate: RateTotals[];
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

type Billed = Pick<OrderView, 'lines' | 'invoice'>;

const linesOf = (order: Billed) =>
  order.lines.map(({ title, quantity, price }) => ({ title, quantity, price }));

/**
 * The tax per rate of a tax invoice, added up from the tax each line was billed with. Lines carry it
 * only where the API sends it; a receipt with some lines untaxed would mislead, so then it has none.
 */
export function taxByRateOf(order: Billed): RateTotals[] {
  if (order.invoice?.kind !== 'tax-invoice') return [];
  const taxes = order.lines.map((line) => (line as { tax?: InvoiceLineTax }).tax);
  if (taxes.length === 0 || taxes.some((tax) => !tax)) return [];
  const rows = taxSummaryByRate(
    (taxes as InvoiceLineTax[]).map((tax) => ({
      rate: tax.rate,
      taxablePaise: toPaise(tax.taxable),
      cgstPaise: toPaise(tax.cgst),
      sgstPaise: toPaise(tax.sgst),
    })),
  );
  return rows.map((row) => ({
    rate: row.rate,
    taxable: toRupees(row.taxablePaise),
    cgst: toRupees(row.cgstPaise),
    sgst: toRupees(row.sgstPaise),
  }));
}

const billOf = (order: Billed) => ({ bill: order.invoice ?? null, taxByRate: taxByRateOf(order) });

export function receiptOfSale(sale: CounterSale): ReceiptData {
  return {
    reference: { kind: 'sale', number: sale.number },
    ...billOf(sale),
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
    ...billOf(order),
    at: order.payment?.at ?? order.updatedAt,
    lines: linesOf(order),
    total: order.totalPrice,
    payment: order.payment,
    voidedReason: null,
  };
}
