import { holdDayLabel, type OrderStatus, type OrderView } from '@shop/backend/contract';

/** How the storefront and the desk name each status. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: 'Placed',
  ready: 'Ready for pickup',
  collected: 'Collected',
  cancelled: 'Cancelled',
};

/** "25 Nov" on India's calendar: the contract's one way of saying a hold's last day. */
export const formatIndiaDay = holdDayLabel;

/** What the customer reads for an order's status: a ready order says until when it is held. */
export function customerStatusLabel(order: Pick<OrderView, 'status' | 'holdUntil'>): string {
  const day = order.status === 'ready' && order.holdUntil ? formatIndiaDay(order.holdUntil) : null;
  return day ? `Ready - collect by ${day}` : (ORDER_STATUS_LABELS[order.status] ?? order.status);
}
