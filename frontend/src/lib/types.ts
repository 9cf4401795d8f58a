/** The storefront's names for what crosses HTTP; every shape and rule comes from the contract. */
export type { Address, Book, Category, OrderStatus, ShopInfo } from '@shop/backend/contract';
export type { OrderView as Order } from '@shop/backend/contract';
export { CATEGORIES as CATEGORY_VALUES, CATEGORY_LABELS } from '@shop/backend/contract';

export const ORDER_STATUS_LABELS: Record<import('@shop/backend/contract').OrderStatus, string> = {
  placed: 'Placed',
  ready: 'Ready for pickup',
  collected: 'Collected',
  cancelled: 'Cancelled',
};
