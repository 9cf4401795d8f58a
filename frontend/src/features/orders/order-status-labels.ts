import type { OrderStatus } from '@shop/backend/contract';

/** How the storefront and the desk name each status. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: 'Placed',
  ready: 'Ready for pickup',
  collected: 'Collected',
  cancelled: 'Cancelled',
};
