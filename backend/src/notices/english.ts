/** The notices in English, as the shop has always written them. */
import {
  bagLabel,
  describePrintOptions,
  formatRupees,
  holdDayLabel,
  isPrintLine,
  STORE_HOURS,
  type OrderLine,
  type SaleInvoiceKind,
} from '../contract';
import type { Order } from '../store/store';
import { noticeEntries, type KitGroup } from './line-groups';
import type { NoticeWording } from './wording';

const kitGroup = ({ kit, amount, items }: KitGroup) =>
  [
    `  ${bagLabel(kit)} kit × ${kit.kits}  ${formatRupees(amount)}`,
    ...items.map((item) => `    ${item.title} × ${item.quantity}`),
  ].join('\n');

const lineText = (line: OrderLine) =>
  isPrintLine(line)
    ? `  Print: ${line.title} (${describePrintOptions(line.printJob)})  ${formatRupees(line.price)}`
    : `  ${line.title} × ${line.quantity}  ${formatRupees(line.price * line.quantity)}`;

const lineList = (order: Order) =>
  noticeEntries(order.lines)
    .map((entry) => ('group' in entry ? kitGroup(entry.group) : lineText(entry.line)))
    .join('\n');

const BILL_NAMES: Record<SaleInvoiceKind, string> = {
  'tax-invoice': 'tax invoice',
  'bill-of-supply': 'bill of supply',
  receipt: 'receipt',
};

export const english: NoticeWording = {
  greeting: (name) => `Hello ${name},`,
  signature: (shop) => `${shop.name}\n${shop.address}\n${STORE_HOURS}\n${shop.phone}`,
  words: {
    placed: (order, { shop }) => ({
      subject: `Order ${order.pickupCode} received - ${shop.name}`,
      body: [
        `Thank you for your order. Your pickup code is ${order.pickupCode}.`,
        lineList(order),
        `Total: ${formatRupees(order.totalPrice)}, paid when you collect it at the counter.`,
        'We will write again when your order is ready.',
      ].join('\n\n'),
    }),
    ready: (order, { shop, upiLink }) => ({
      subject: `Order ${order.pickupCode} is ready to collect - ${shop.name}`,
      body: [
        `Your order is ready. Show the code ${order.pickupCode} at the counter.`,
        order.holdUntil ? `We keep it for you until ${holdDayLabel(order.holdUntil)}.` : '',
        lineList(order),
        `Amount to pay: ${formatRupees(order.totalPrice)} (cash, UPI or card at the counter).`,
        upiLink ? `To pay by UPI before you come: ${upiLink}` : '',
      ]
        .filter(Boolean)
        .join('\n\n'),
    }),
    collected: (order, { shop }) => {
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
    cancelled: (order, { shop }) => ({
      subject: `Order ${order.pickupCode} cancelled - ${shop.name}`,
      body: [
        `Your order ${order.pickupCode} has been cancelled. Nothing is due.`,
        lineList(order),
        'If this is a surprise, call or visit us and we will help.',
      ].join('\n\n'),
    }),
  },
};
