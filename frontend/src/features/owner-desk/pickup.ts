import { formatRupees } from '@/lib/money';
import {
  AWAITING_PICKUP_STATUSES,
  type OrderStatus,
  type OrderView,
  type ShopInfo,
} from '@shop/backend/contract';
import { ORDER_STATUS_LABELS } from '@/features/orders';

export type StatusFilter = 'all' | 'awaiting' | OrderStatus;

export const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'awaiting', label: 'Awaiting pickup' },
  { value: 'placed', label: ORDER_STATUS_LABELS.placed },
  { value: 'ready', label: ORDER_STATUS_LABELS.ready },
  { value: 'collected', label: ORDER_STATUS_LABELS.collected },
  { value: 'cancelled', label: ORDER_STATUS_LABELS.cancelled },
];

/** The ?status= value, with anything unknown read as 'all'. */
export function parseStatusFilter(param: string | null): StatusFilter {
  return STATUS_FILTERS.find((filter) => filter.value === param)?.value ?? 'all';
}

// At the counter the bagged (ready) orders come first: those customers may be standing there.
const readyFirst = (a: OrderView, b: OrderView) =>
  Number(b.status === 'ready') - Number(a.status === 'ready');

/**
 * The orders a tab shows, in the API's order (newest first); 'awaiting' keeps those still to be
 * collected, ready ones first (the sort is stable, so each group stays newest first).
 */
export function filterOrders(orders: readonly OrderView[], filter: StatusFilter): OrderView[] {
  if (filter === 'all') return [...orders];
  if (filter !== 'awaiting') return orders.filter((order) => order.status === filter);
  return orders.filter((order) => AWAITING_PICKUP_STATUSES.includes(order.status)).sort(readyFirst);
}

/**
 * The number wa.me expects: country code and digits only. Numbers written without one
 * (98765 43210, 098765 43210) are Indian, so they get 91.
 */
export function whatsAppNumber(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 ? digits : null;
  if (digits.startsWith('00')) return digits.length >= 10 ? digits.slice(2) : null;
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `91${digits.slice(1)}`;
  if (digits.length === 12 && digits.startsWith('91')) return digits;
  return null;
}

/** The pickup message: order, amount to pay, and where and when to collect it. */
export function readyMessage(order: OrderView, shop: ShopInfo | undefined): string {
  const greeting = order.name.trim() ? `Hello ${order.name.trim()}, ` : 'Hello, ';
  const lines = [
    `${greeting}your order ${order._id} is ready for pickup.`,
    `Amount to pay at collection: ${formatRupees(order.totalPrice)}.`,
  ];
  if (shop) {
    lines.push(`Collect it at ${shop.name}, ${shop.address}.`, `Store hours: ${shop.hours}.`);
  }
  lines.push('Thank you!');
  return lines.join('\n');
}

export function whatsAppLink(order: OrderView, shop: ShopInfo | undefined): string | null {
  const number = whatsAppNumber(order.phone);
  if (!number) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(readyMessage(order, shop))}`;
}
