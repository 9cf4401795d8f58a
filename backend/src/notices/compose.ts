/** The words of the notices a customer gets: order placed, ready to collect, collected (its bill), cancelled. */
import {
  describePrintOptions,
  formatRupees,
  holdDayLabel,
  isPrintLine,
  STORE_HOURS,
  type OrderNoticeKind,
  type SaleInvoiceKind,
} from '../contract';
import type { Config } from '../config';
import type { NoticeDraft, Order } from '../store/store';

type Shop = Config['shop'];

/** The reason the owner reads beside a notice that was kept back. */
export const UNVERIFIED_ADDRESS =
  'Not mailed: the customer has not verified this e-mail address. Send it yourself if you know them.';

const lineList = (order: Order) =>
  order.lines
    .map((line) =>
      isPrintLine(line)
        ? `  Print: ${line.title} (${describePrintOptions(line.printJob)})  ${formatRupees(line.price)}`
        : `  ${line.title} × ${line.quantity}  ${formatRupees(line.price * line.quantity)}`,
    )
    .join('\n');

const BILL_NAMES: Record<SaleInvoiceKind, string> = {
  'tax-invoice': 'tax invoice',
  'bill-of-supply': 'bill of supply',
  receipt: 'receipt',
};

const signature = (shop: Shop) => `${shop.name}\n${shop.address}\n${STORE_HOURS}\n${shop.phone}`;

/** Words each notice; `upiLink` gives an order's pay link when the shop takes UPI. */
export function createNoticeComposer(shop: Shop, upiLink: (order: Order) => string | undefined) {
  const words: Record<OrderNoticeKind, (order: Order) => { subject: string; body: string }> = {
    placed: (order) => ({
      subject: `Order ${order.pickupCode} received - ${shop.name}`,
      body: [
        `Thank you for your order. Your pickup code is ${order.pickupCode}.`,
        lineList(order),
        `Total: ${formatRupees(order.totalPrice)}, paid when you collect it at the counter.`,
        'We will write again when your order is ready.',
      ].join('\n\n'),
    }),
    ready: (order) => {
      const pay = upiLink(order);
      return {
        subject: `Order ${order.pickupCode} is ready to collect - ${shop.name}`,
        body: [
          `Your order is ready. Show the code ${order.pickupCode} at the counter.`,
          order.holdUntil ? `We keep it for you until ${holdDayLabel(order.holdUntil)}.` : '',
          lineList(order),
          `Amount to pay: ${formatRupees(order.totalPrice)} (cash, UPI or card at the counter).`,
          pay ? `To pay by UPI before you come: ${pay}` : '',
        ]
          .filter(Boolean)
          .join('\n\n'),
      };
    },
    collected: (order) => {
      const bill = order.invoice;
      // The storefront's orders page offers the bill for download once the order is collected.
      const ordersPage = shop.url ? `your orders page: ${shop.url}/orders` : 'My Orders on our website';
      return {
        subject: bill
          ? `Your bill ${bill.number} for order ${order.pickupCode} - ${shop.name}`
          : `Order ${order.pickupCode} collected - ${shop.name}`,
        body: [
          `Thank you for collecting your order ${order.pickupCode}.`,
          lineList(order),
          `Paid: ${formatRupees(order.totalPrice)}.`,
          bill
            ? `Your ${BILL_NAMES[bill.kind]} is ${bill.number}, dated ${bill.date}. Download it from ${ordersPage}.`
            : '',
        ]
          .filter(Boolean)
          .join('\n\n'),
      };
    },
    cancelled: (order) => ({
      subject: `Order ${order.pickupCode} cancelled - ${shop.name}`,
      body: [
        `Your order ${order.pickupCode} has been cancelled. Nothing is due.`,
        lineList(order),
        'If this is a surprise, call or visit us and we will help.',
      ].join('\n\n'),
    }),
  };

  return (kind: OrderNoticeKind) =>
    (order: Order): NoticeDraft => {
      const { subject, body } = words[kind](order);
      return {
        kind,
        recipient: order.email,
        subject,
        text: `Hello ${order.name},\n\n${body}\n\n${signature(shop)}\n`,
        // The name and address were typed by whoever signed up: mailed to an address nobody has
        // shown to be theirs, the shop's server would carry a stranger's words to a third person.
        ...(order.emailVerified ? {} : { heldBecause: UNVERIFIED_ADDRESS }),
      };
    };
}

export type NoticeComposer = ReturnType<typeof createNoticeComposer>;
