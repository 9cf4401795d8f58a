import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import { useGetBooksQuery } from '@/features/catalog';
import { priceTimes, sumPrices } from '@/lib/money';
import type { CartItem } from '@/features/cart';
import { LINE_QUANTITY_MAX, type Book, type OutOfStockItem } from '@shop/backend/contract';

export interface PricedCartLine {
  item: CartItem;
  quantity: number;
  /** The catalogue's current unit price once loaded; the price saved with the item until then. */
  price: number;
  /** price × quantity, exact to the paisa. */
  total: number;
  /** False only when the loaded catalogue no longer has the book. */
  available: boolean;
  /** The catalogue's current count; null when not counted, or until the catalogue has loaded. */
  stock: number | null;
  /** The most the stepper offers: what is left, at most the per-line limit. */
  maxQuantity: number;
  /** Still sold and not out of stock: the line goes into the order. */
  orderable: boolean;
}

export interface PricedCart {
  lines: PricedCartLine[];
  orderable: PricedCartLine[];
  /** The orderable lines' totals summed. */
  subtotal: number;
  /** Units in the orderable lines. */
  units: number;
  /** Lines asking more than is left, with what is left (0: none), for the lower-quantities notice. */
  shortages: OutOfStockItem[];
}

function priceLine(item: CartItem, catalogue: Map<string, Book> | null): PricedCartLine {
  const current = catalogue?.get(item._id);
  const price = current?.newPrice ?? item.newPrice;
  // Not the stock saved with the item: that is a count from whenever it was added.
  const stock = current?.stock ?? null;
  const available = !catalogue || current !== undefined;
  return {
    item,
    quantity: item.quantity,
    price,
    total: priceTimes(price, item.quantity),
    available,
    stock,
    maxQuantity: Math.max(0, Math.min(LINE_QUANTITY_MAX, stock ?? LINE_QUANTITY_MAX)),
    orderable: available && (stock === null || stock > 0),
  };
}

/**
 * The API's word on a refused order wins over the catalogue's count, which may be older; otherwise
 * the catalogue's count flags lines asking more than is left before the order is even sent.
 */
function shortagesOf(lines: PricedCartLine[], reported: OutOfStockItem[]): OutOfStockItem[] {
  const reportedLeft = new Map(reported.map((shortage) => [shortage.productId, shortage.available]));
  return lines.flatMap(({ item, quantity, available, stock }) => {
    const left = reportedLeft.get(item._id) ?? stock;
    if (!available || left === null || quantity <= left) return [];
    return [{ productId: item._id, title: item.title, requested: quantity, available: Math.max(0, left) }];
  });
}

/** Prices a cart the way the server will: current catalogue prices and stock, sold items only. */
export function priceCart(
  items: CartItem[],
  books: Book[] | undefined,
  reported: OutOfStockItem[] = [],
): PricedCart {
  const catalogue = books ? new Map(books.map((book) => [book._id, book])) : null;
  const lines = items.map((item) => priceLine(item, catalogue));
  const orderable = lines.filter((line) => line.orderable);
  return {
    lines,
    orderable,
    subtotal: sumPrices(orderable.map((line) => line.total)),
    units: orderable.reduce((units, line) => units + line.quantity, 0),
    shortages: shortagesOf(lines, reported),
  };
}

/** The cart priced the way the server will price it, kept up to date with the catalogue. */
export function usePricedCart(): PricedCart {
  const items = useAppSelector((state) => state.cart.items);
  const reported = useAppSelector((state) => state.cart.shortages);
  const { data: books } = useGetBooksQuery();
  return useMemo(() => priceCart(items, books, reported), [items, books, reported]);
}
