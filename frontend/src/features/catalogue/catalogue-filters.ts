import { parseCategory } from '@/components/category-filter';
import {
  BOOK_SORTS,
  catalogueQueryOf as contractQueryOf,
  type BookSort,
  type CatalogueQuery,
  type Category,
} from '@shop/backend/contract';

/** What All Products' address holds (`?category=…&q=…&sort=…`), so a reload or a shared link keeps it. */
export interface CatalogueFilters {
  category: Category | undefined;
  /** As typed: trimmed only when asked for. */
  q: string;
  sort: BookSort | undefined;
}

/** A URL parameter as a sort the API knows, or undefined for its own order. */
export const parseSort = (value: string | null | undefined): BookSort | undefined =>
  BOOK_SORTS.find((sort) => sort === value);

export function readCatalogueFilters(params: URLSearchParams): CatalogueFilters {
  return {
    category: parseCategory(params.get('category')),
    q: params.get('q') ?? '',
    sort: parseSort(params.get('sort')),
  };
}

/**
 * The list's query for these filters. The page and the first-screen prefetch (app/prefetch.ts)
 * both ask with it, so they meet in one cache entry; a blank search and "blue " vs "blue" do too.
 */
export const catalogueQueryOf = (filters: CatalogueFilters): CatalogueQuery => contractQueryOf(filters);
