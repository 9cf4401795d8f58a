import type { Order } from '@/lib/types';

/** Orders newest first, without mutating the cached list. */
export const newestFirst = (orders: readonly Order[]): Order[] =>
  [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
