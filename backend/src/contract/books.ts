import type { Category } from './categories';
import type { GstRate } from './gst-tax';
import type { StaffRef } from './staff';
import type { Unit } from './units';

/** A catalogue item as the API answers it. Prices are rupees with at most two decimals. */
export interface Book {
  _id: string;
  title: string;
  description: string;
  category: Category;
  trending: boolean;
  oldPrice: number;
  newPrice: number;
  /** A stored image's name, served under /api/images/, or a web address. */
  coverImage: string;
  /** Units a customer can still order; null for an item the shop does not count (always orderable). */
  stock: number | null;
  /**
   * Units on the shelf: the owner's last count, less the units collected since; null when not
   * counted. `stock` is this less what placed and ready orders hold (never below 0).
   */
  onHand: number | null;
  /** Barcode or ISBN, unique in the catalogue; null when the item has none. */
  sku: string | null;
  /**
   * The EAN-13 (ISBN-13 for a book), EAN-8 or UPC-A printed on the item, digits only, its check
   * digit verified (contract/barcodes.ts); unique in the catalogue; null when it has none.
   */
  barcode: string | null;
  /** A book's author(s) as the cover names them; null when not given (most stationery). */
  author: string | null;
  publisher: string | null;
  /** The language it is written in, as the owner names it ("English", "हिन्दी"). */
  language: string | null;
  /** The item's own HSN code (4, 6 or 8 digits); null bills it at its category's (TaxSettings). */
  hsn: string | null;
  /** The item's own GST rate; null bills it at its category's. */
  gstRate: GstRate | null;
  /** What it is counted and billed in, a GST unit quantity code ("PAC"); NOS unless the owner says. */
  unit: Unit;
  createdAt: string;
  updatedAt: string;
}

/** What a bookshop tells about a book besides its title: each searchable, each optional. */
export const BOOK_DETAILS = ['author', 'publisher', 'language'] as const;
export type BookDetail = (typeof BOOK_DETAILS)[number];

export const BOOK_DETAIL_LABELS: Readonly<Record<BookDetail, string>> = {
  author: 'Author',
  publisher: 'Publisher',
  language: 'Language',
};

export const BOOK_SORTS = ['newest', 'oldest', 'price-asc', 'price-desc', 'title'] as const;
export type BookSort = (typeof BOOK_SORTS)[number];

/** Why an item's stock changed. */
export const STOCK_REASONS = [
  'order',
  'cancel',
  'restock',
  'correction',
  'damaged',
  'import',
  'counter_sale',
  'void',
  'return',
  'purchase',
  'purchase_cancel',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
/** The reasons the owner gives by hand; orders, cancellations and imports record their own. */
export const OWNER_STOCK_REASONS = [
  'restock',
  'correction',
  'damaged',
] as const satisfies readonly StockReason[];
export type OwnerStockReason = (typeof OWNER_STOCK_REASONS)[number];

export const STOCK_REASON_LABELS: Readonly<Record<StockReason, string>> = {
  order: 'Ordered',
  cancel: 'Order cancelled',
  restock: 'Received',
  correction: 'Counted',
  damaged: 'Damaged or lost',
  import: 'Imported',
  counter_sale: 'Sold at the counter',
  void: 'Sale voided',
  return: 'Returned',
  purchase: 'Purchased',
  purchase_cancel: 'Purchase cancelled',
};

/** One change of an item's stock, as GET /api/books/:id/stock-movements lists it. */
export interface StockMovement {
  _id: string;
  bookId: string;
  at: string;
  /** Units added (positive) or taken (negative). */
  change: number;
  reason: StockReason;
  /** The stock after the change; null when the change stopped counting the item. */
  stockAfter: number | null;
  /** The order that took or returned the units. */
  orderId: string | null;
  /** The purchase bill that brought the units in, or whose cancel took them back. */
  purchaseId?: string | null;
  /** The owner account that made the change by hand or by import. */
  ownerId: string | null;
  /**
   * Who made the change, by the name they had then: who set or corrected the count, or who sold,
   * voided or took back at the counter. Null for an online order's units, and for changes made
   * before movements named anyone.
   */
  by: StaffRef | null;
}

/** The storefront tells customers how many are left from this many down. */
export const FEW_LEFT_FROM = 5;

/** What a card or the detail page says about availability, or null when there is plenty (or no count). */
export function stockNotice(stock: number | null): string | null {
  if (stock === null || stock > FEW_LEFT_FROM) return null;
  return stock <= 0 ? 'Out of stock' : `Only ${stock} left`;
}

export const isOutOfStock = (book: Pick<Book, 'stock'>): boolean => book.stock !== null && book.stock <= 0;
