import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { readApiError } from '@/lib/api-error';
import type { OutOfStockItem } from '@shop/backend/contract';

/**
 * The lines the API could not fill when it refused an order with 409 out_of_stock, or null for
 * any other failure. Malformed entries are left out rather than shown half-read.
 */
export function outOfStockItems(error: FetchBaseQueryError | SerializedError): OutOfStockItem[] | null {
  const refusal = readApiError(error);
  if (refusal.kind !== 'refusal' || refusal.status !== 409 || refusal.code !== 'out_of_stock') return null;
  const { items } = refusal.details;
  if (!items) return null;
  return items.map(({ productId, title, requested, available }) => ({
    productId,
    title,
    requested,
    available: Math.max(0, available),
  }));
}
