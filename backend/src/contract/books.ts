import type { Category } from './categories';

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
  createdAt: string;
  updatedAt: string;
}

export const BOOK_SORTS = ['newest', 'oldest', 'price-asc', 'price-desc', 'title'] as const;
export type BookSort = (typeof BOOK_SORTS)[number];
