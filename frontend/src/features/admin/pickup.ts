import { newestFirst } from '@/features/orders/newest-first';
import { formatRupees } from '@/lib/money';
import { ORDER_STATUS_LABELS, type Order, type OrderStatus, type ShopInfo } from '@/lib/types';

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
const AWAITING_RANK: Partial<Record<OrderStatus, number>> = { ready: 0, placed: 1 };

/** Orders newest first; 'awaiting' keeps placed and ready ones, ready first (each newest first). */
export function filterOrders(orders: readonly Order[], filter: StatusFilter): Order[] {
  const sorted = newestFirst(orders);
  if (filter === 'all') return sorted;
  if (filter !== 'awaiting') return sorted.filter((order) => order.status === filter);
  return sorted
    .filter((order) => AWAITING_RANK[order.status] !== undefined)
    .sort((a, b) => (AWAITING_RANK[a.status] ?? 0) - (AWAITING_RANK[b.status] ?? 0));
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
export function readyMessage(order: Order, shop: ShopInfo | undefined): string {
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

export function whatsAppLink(order: Order, shop: ShopInfo | undefined): string | null {
  const number = whatsAppNumber(order.phone);
  if (!number) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(readyMessage(order, shop))}`;
}
