/**
 * The orders, returns and counter days' series of a snapshot as MongoDB documents: an order carries
 * its bill and the units handed back so far (the guard a return and a void update), a return its
 * credit note, and each day's series goes on from its highest number.
 */
import type { SnapshotInvoice, SnapshotOrder, SnapshotReturn } from '../snapshot';
import { toDate } from './import-dates';
import type { InvoiceRefDoc } from './invoice-models';
import type { CounterDayDoc, OrderDoc, ReturnDoc } from './models';

/** The orders and returns as documents, with what each carries of the bills, and the days' series. */
export function orderDocuments(
  orders: readonly SnapshotOrder[],
  returns: readonly SnapshotReturn[],
  invoices: readonly SnapshotInvoice[],
): { orders: OrderDoc[]; returns: ReturnDoc[]; counterDays: CounterDayDoc[] } {
  const returned = returnedUnits(returns);
  const { bills, creditNotes } = invoiceLinks(invoices);
  return {
    orders: orders.map((order) => ({
      ...toOrderDocument(order, returned.get(order.id)),
      ...(bills.has(order.id) ? { invoice: bills.get(order.id) } : {}),
    })),
    returns: returns.map((record) => ({
      ...toReturnDocument(record),
      ...(creditNotes.has(record.id) ? { creditNote: { number: creditNotes.get(record.id)! } } : {}),
    })),
    counterDays: counterDaysOf(orders),
  };
}

/** Units per item each order had handed back: the guard a return and a void update in MongoDB. */
function returnedUnits(returns: readonly SnapshotReturn[]): Map<string, Record<string, number>> {
  const byOrder = new Map<string, Record<string, number>>();
  for (const record of returns) {
    const units = byOrder.get(record.orderId) ?? {};
    for (const item of record.items) units[item.productId] = (units[item.productId] ?? 0) + item.quantity;
    byOrder.set(record.orderId, units);
  }
  return byOrder;
}

/** What the orders and returns carry of their bills, which MongoDB keeps on them. */
function invoiceLinks(invoices: readonly SnapshotInvoice[]) {
  const bills = new Map<string, InvoiceRefDoc>();
  const creditNotes = new Map<string, string>();
  for (const { number, date, kind, title, cancelled, orderId, returnId } of invoices) {
    if (returnId) creditNotes.set(returnId, number);
    else bills.set(orderId, { number, date, kind, title, cancelled });
  }
  return { bills, creditNotes };
}

/** Each counter day's series goes on from its highest number, voided sales included. */
function counterDaysOf(orders: readonly SnapshotOrder[]): CounterDayDoc[] {
  const last = new Map<string, number>();
  for (const { sale } of orders) {
    if (sale && sale.number > (last.get(sale.day) ?? 0)) last.set(sale.day, sale.number);
  }
  return [...last].map(([day, number]) => ({ _id: day, last: number }));
}

const toReturnDocument = (record: SnapshotReturn): ReturnDoc => ({
  _id: record.id,
  orderId: record.orderId,
  at: toDate(record.at, `return ${record.id} at`),
  items: record.items.map((item) => ({
    productId: item.productId,
    title: item.title,
    quantity: item.quantity,
    pricePaise: item.pricePaise,
  })),
  refund: { method: record.refund.method, reference: record.refund.reference },
  amountPaise: record.amountPaise,
  reason: record.reason,
  by: record.by,
  approvedBy: record.approvedBy,
});

const toOrderDocument = (order: SnapshotOrder, returned: Record<string, number> | undefined): OrderDoc => ({
  _id: order.id,
  channel: order.channel,
  customerUid: order.customerUid,
  email: order.email,
  emailVerified: order.emailVerified,
  verifiedPhone: order.verifiedPhone,
  locale: order.locale,
  name: order.name,
  phone: order.phone,
  address: {
    street: order.address.street,
    city: order.address.city,
    state: order.address.state,
    country: order.address.country,
    zipcode: order.address.zipcode,
  },
  lines: order.lines.map((line) =>
    line.printJob
      ? {
          title: line.title,
          pricePaise: line.pricePaise,
          coverImage: '',
          quantity: 1,
          printJob: { ...line.printJob },
        }
      : {
          bookId: line.bookId,
          title: line.title,
          pricePaise: line.pricePaise,
          coverImage: line.coverImage,
          quantity: line.quantity,
          ...(line.kit ? { kit: { ...line.kit } } : {}),
          ...(line.costPaise === undefined ? {} : { costPaise: line.costPaise }),
        },
  ),
  totalPaise: order.totalPaise,
  status: order.status,
  pickupCode: order.pickupCode,
  holdUntil: order.holdUntil ? toDate(order.holdUntil, `order ${order.id} holdUntil`) : null,
  payment: order.payment
    ? { ...order.payment, at: toDate(order.payment.at, `order ${order.id} payment`) }
    : null,
  // A snapshot from before customers' accounts names no customer.
  customerId: order.customerId ?? null,
  sale: order.sale
    ? {
        number: order.sale.number,
        day: order.sale.day,
        tenderedPaise: order.sale.tenderedPaise,
        changePaise: order.sale.changePaise,
        cashier: order.sale.cashier,
        // A snapshot from before sales named a price's approver has none.
        priceApprovedBy: order.sale.priceApprovedBy ?? null,
        voided: order.sale.voided
          ? {
              reason: order.sale.voided.reason,
              at: toDate(order.sale.voided.at, `order ${order.id} void`),
              by: order.sale.voided.by,
              approvedBy: order.sale.voided.approvedBy,
            }
          : null,
      }
    : null,
  ...(returned ? { returned } : {}),
  statusHistory: order.statusHistory.map((change) => ({
    status: change.status,
    at: toDate(change.at, `order ${order.id} status change`),
    // A snapshot from before the history named anyone names nobody.
    by: change.by ?? null,
  })),
  createdAt: toDate(order.createdAt, `order ${order.id} createdAt`),
  updatedAt: toDate(order.updatedAt, `order ${order.id} updatedAt`),
});
