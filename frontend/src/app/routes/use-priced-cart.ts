import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import { useGetBooksQuery } from '@/features/catalog';
import { sumPrices } from '@/lib/money';
import type { CartItem } from '@/features/cart';

export interface PricedCartLine {
  item: CartItem;
  /** The catalogue's current price once loaded; the price saved with the item until then. */
  price: number;
  /** False only when the loaded catalogue no longer has the book. */
  available: boolean;
}

export interface PricedCart {
  lines: PricedCartLine[];
  available: PricedCartLine[];
  subtotal: number;
}

/** The cart priced the way the server will price it: current catalogue prices, sold items only. */
export function usePricedCart(): PricedCart {
  const items = useAppSelector((state) => state.cart.items);
  const { data: books } = useGetBooksQuery();
  return useMemo(() => {
    const byId = books ? new Map(books.map((book) => [book._id, book])) : null;
    const lines = items.map((item) => {
      const current = byId?.get(item._id);
      return { item, price: current?.newPrice ?? item.newPrice, available: !byId || current !== undefined };
    });
    const available = lines.filter((line) => line.available);
    return { lines, available, subtotal: sumPrices(available.map((line) => line.price)) };
  }, [items, books]);
}
