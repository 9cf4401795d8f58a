import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { OutOfStockError, OutOfStockItem } from '@shop/backend/contract';

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

const isItem = (item: unknown): item is OutOfStockItem => {
  const candidate = item as Partial<OutOfStockItem> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.productId === 'string' &&
    typeof candidate.title === 'string' &&
    isCount(candidate.requested) &&
    isCount(candidate.available)
  );
};

/**
 * The lines the API could not fill when it refused an order with 409 out_of_stock, or null for
 * any other failure. Malformed entries are left out rather than shown half-read.
 */
export function outOfStockItems(error: FetchBaseQueryError | SerializedError): OutOfStockItem[] | null {
  if (!('status' in error) || error.status !== 409) return null;
  const body = (error.data ?? {}) as Partial<OutOfStockError>;
  if (body.error?.code !== 'out_of_stock' || !Array.isArray(body.error.items)) return null;
  return body.error.items.filter(isItem).map(({ productId, title, requested, available }) => ({
    productId,
    title,
    requested,
    available: Math.max(0, available),
  }));
}
