import { translateOwner, type OwnerMessageId } from '@/i18n/owner';
import { formatRupees } from '@/lib/money';
import { whatsAppNumber, whatsAppUrl } from '@/lib/whatsapp';
import { paymentSchema } from '@shop/backend/contract/schemas';
import { paymentToSend, type PaymentChoice, type SaleBuyer } from '@/features/owner-counter';
import {
  DESK_FILTERS,
  holdDayLabel,
  isBookLine,
  isPrintLine,
  type DeskFilter,
  type OrderLine,
  type OrderView,
  type Payment,
  type PaymentPart,
  type ShopInfo,
} from '@shop/backend/contract';
import type { CollectAnswer } from './api';

export type DeskTab = DeskFilter | 'all';

/** The desk's tabs: all orders, then the API's filters in the order the counter works through them. */
export const DESK_TABS: readonly { value: DeskTab; label: OwnerMessageId }[] = (
  ['all', ...DESK_FILTERS] as const
).map((value) => ({ value, label: `owner.desk.tab.${value}` }));

/** What an order holds, for its Items heading: books by their units, print jobs by the job. */
export function itemsSummary(lines: readonly OrderLine[]): string {
  const units = lines.filter(isBookLine).reduce((sum, line) => sum + line.quantity, 0);
  const jobs = lines.filter(isPrintLine).length;
  const parts = [
    ...(units > 0 || jobs === 0 ? [translateOwner('owner.desk.units', { count: units })] : []),
    ...(jobs > 0 ? [translateOwner('owner.desk.printJobs', { count: jobs })] : []),
  ];
  return parts.join(', ');
}

/** The print jobs of an order not ticked Printed yet: the server readies an order only without any. */
export const unprintedJobs = (order: Pick<OrderView, 'lines'>) =>
  order.lines.filter(isPrintLine).filter((line) => !line.printJob.printed);

/** The ?status= value, with anything unknown (an old ?status=awaiting link too) read as 'all'. */
export function parseDeskTab(param: string | null): DeskTab {
  return (DESK_FILTERS as readonly string[]).includes(param ?? '') ? (param as DeskFilter) : 'all';
}

/** The ?page= value: a whole number from 1, anything else read as 1. */
export function parsePage(param: string | null): number {
  const page = Number(param);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** A ready order the customer did not collect by the end of its last hold day. */
export function isOverdue(order: Pick<OrderView, 'status' | 'holdUntil'>, now = Date.now()): boolean {
  if (order.status !== 'ready' || !order.holdUntil) return false;
  const until = Date.parse(order.holdUntil);
  return Number.isFinite(until) && until < now;
}

/** The last day a ready order is held, '25 Nov' on India's calendar (the contract's wording). */
export const formatHoldDate = (iso: string): string => holdDayLabel(iso) ?? iso;

/** What the desk's badge says: whether a ready order is still held, and until when. */
export function deskStatusLabel(order: OrderView, now = Date.now()): string | undefined {
  if (order.status !== 'ready' || !order.holdUntil) return undefined;
  return isOverdue(order, now)
    ? translateOwner('owner.desk.statusOverdue')
    : translateOwner('owner.desk.statusReadyUntil', { day: formatHoldDate(order.holdUntil) });
}

type PartPaid = Pick<PaymentPart, 'method' | 'amount'>;

/** How an order paid in parts was paid: '₹300.00 cash + ₹200.00 on account'. */
export const partsSummary = (parts: readonly PartPaid[]): string =>
  parts
    .map(({ method, amount }) =>
      translateOwner('owner.desk.paymentPart', { method, amount: formatRupees(amount) }),
    )
    .join(' + ');

/** How a collected order was paid: 'UPI, ref. 412345678901', or its parts when it has them. */
export function paymentSummary(
  payment: Pick<Payment, 'method'> & { reference?: string | null; parts?: readonly PartPaid[] },
): string {
  if (payment.parts?.length) return partsSummary(payment.parts);
  const method = translateOwner('owner.terms.paymentMethod', { method: payment.method });
  return payment.reference
    ? translateOwner('owner.desk.paymentWithReference', { method, reference: payment.reference })
    : method;
}

/** The pickup message: order, code to show, amount to pay, until when, and where and when to collect it. */
export function readyMessage(order: OrderView, shop: ShopInfo | undefined): string {
  const name = order.name.trim();
  const lines = [
    name
      ? translateOwner('owner.desk.readyMessage.readyNamed', { name, order: order._id })
      : translateOwner('owner.desk.readyMessage.ready', { order: order._id }),
    translateOwner('owner.desk.readyMessage.code', { code: order.pickupCode }),
    translateOwner('owner.desk.readyMessage.amount', { amount: formatRupees(order.totalPrice) }),
  ];
  if (order.holdUntil) {
    lines.push(translateOwner('owner.desk.readyMessage.holdUntil', { day: formatHoldDate(order.holdUntil) }));
  }
  if (shop) {
    lines.push(
      translateOwner('owner.desk.readyMessage.where', { shop: shop.name, address: shop.address }),
      translateOwner('owner.desk.readyMessage.hours', { hours: shop.hours }),
    );
  }
  lines.push(translateOwner('owner.desk.readyMessage.thanks'));
  return lines.join('\n');
}

export function whatsAppLink(order: OrderView, shop: ShopInfo | undefined): string | null {
  // A customer without e-mail: the API's link to the number they signed in with, in their language.
  if (order.whatsAppLink) return order.whatsAppLink;
  const number = whatsAppNumber(order.phone);
  if (!number) return null;
  return whatsAppUrl(number, readyMessage(order, shop));
}

/**
 * Where to write to a customer who has no e-mail (signed in by phone): on a ready order the API's
 * link, the ready notice typed in; otherwise a chat with the number they signed in with. None for
 * a customer with an e-mail, or without a usable verified number.
 */
export function phoneCustomerChat(order: OrderView): string | null {
  if (order.email.trim()) return null;
  if (order.whatsAppLink) return order.whatsAppLink;
  const number = order.verifiedPhone ? whatsAppNumber(order.verifiedPhone) : null;
  return number ? `https://wa.me/${number}` : null;
}

/** What is wrong with a payment reference as typed, by the API's own rule; null when fine. */
export function referenceProblem(reference: string): string | null {
  const parsed = paymentSchema.shape.reference.safeParse(reference);
  return parsed.success
    ? null
    : (parsed.error.issues[0]?.message ?? translateOwner('owner.desk.referenceUnusable'));
}

/**
 * What the desk sends on collecting: one way of paying money as `payment`, with its reference, or
 * the parts when split or wholly on account; the customer, when one was chosen; the bill's buyer.
 */
export function collectAnswer(choice: PaymentChoice, total: number, buyer?: SaleBuyer): CollectAnswer {
  const sent = paymentToSend(choice, total);
  const reference = choice.reference.trim();
  const paid =
    'payments' in sent ? sent : { payment: { method: sent.method, ...(reference ? { reference } : {}) } };
  return {
    ...paid,
    ...(choice.customer ? { customerId: choice.customer._id } : {}),
    ...(buyer ? { buyer } : {}),
  };
}
