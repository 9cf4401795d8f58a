/** The shop's bills as their readers see them: the owner every one, a customer those of their own orders. */
import type { Customer } from '../auth/customer-tokens';
import { figuresInRupees, type InvoiceView } from '../contract';
import { AppError } from '../errors';
import { isCustomersOrder } from '../auth/ownership';
import type { InvoiceRecord, InvoiceStore, OrderStore } from '../store/store';

/** Letters, digits, '-' and '/', at most 16: anything else names no bill (contract/invoice-numbers.ts). */
const NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

const notFound = () => new AppError('not_found', 'Bill not found.');

/**
 * The bill as it crosses HTTP, in rupees: what the store keeps beside it (whose, how paid, when
 * exactly) stays in.
 */
export function toInvoiceView(record: InvoiceRecord): InvoiceView {
  const {
    at: _at,
    customerUid: _customerUid,
    channel: _channel,
    paymentMethod: _paymentMethod,
    paymentParts: _paymentParts,
    returnId: _returnId,
    lines,
    totals,
    byRate,
    ...view
  } = record;
  return { ...view, ...figuresInRupees({ lines, totals, byRate }) };
}

export function createInvoiceService(deps: {
  invoices: Pick<InvoiceStore, 'get'>;
  /** Whose the billed order is, for a customer reading a bill of an order placed under another account of theirs. */
  orders: Pick<OrderStore, 'get'>;
}) {
  const find = async (number: string) => (NUMBER_PATTERN.test(number) ? deps.invoices.get(number) : null);

  return {
    async forOwner(number: string): Promise<InvoiceRecord> {
      const record = await find(number);
      if (!record) throw notFound();
      return record;
    },

    /**
     * The bill of an online order of theirs (orders/ownership.ts), a phone customer's as an e-mail
     * one's. Someone else's bill, or a counter sale's, is as good as absent: its existence is not
     * theirs to learn.
     */
    async forCustomer(customer: Customer, number: string): Promise<InvoiceRecord> {
      const record = await find(number);
      if (!record || record.channel !== 'online') throw notFound();
      if (record.customerUid === customer.uid) return record;
      const order = await deps.orders.get(record.orderId);
      if (!order || !isCustomersOrder(customer, order)) throw notFound();
      return record;
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
