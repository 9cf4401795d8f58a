import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Book } from '@shop/backend/contract';
import { useGetCatalogueInfiniteQuery, type CataloguePage } from '../api';
import { catalogueQueryOf, type CatalogueFilters } from '../catalogue-filters';
import type { MoreState } from '../components/load-more';
import { focusCard } from '../components/product-grid';

export type ProductList = ReturnType<typeof useProductList>;

/** The pages one after another; an item met twice (the catalogue changed between pages) shows once. */
function joinPages(pages: CataloguePage[] | undefined): Book[] {
  const seen = new Set<string>();
  const books: Book[] = [];
  for (const book of pages?.flatMap((page) => page.items) ?? []) {
    if (seen.has(book._id)) continue;
    seen.add(book._id);
    books.push(book);
  }
  return books;
}

/**
 * All Products' list for the address's filters, from the API a page at a time. A page asked for
 * with the button moves the keyboard to its first card, so Tab goes on from there, not from the
 * end of the list.
 */
export function useProductList(filters: CatalogueFilters) {
  const list = useGetCatalogueInfiniteQuery(catalogueQueryOf(filters));
  const { data, isFetching, isFetchingNextPage, isFetchNextPageError, hasNextPage, fetchNextPage } = list;
  const books = useMemo(() => joinPages(data?.pages), [data]);
  const total = data?.pages.at(-1)?.total ?? books.length;

  const gridRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    if (focusFrom.current !== null && focusCard(gridRef.current, focusFrom.current)) focusFrom.current = null;
  }, [books.length]);

  const loadMore = useCallback(
    (byHand: boolean) => {
      if (isFetching || !hasNextPage) return;
      focusFrom.current = byHand ? books.length : null;
      void fetchNextPage();
    },
    [isFetching, hasNextPage, books.length, fetchNextPage],
  );

  const busy = isFetching && !isFetchingNextPage;
  const more: MoreState = {
    shown: books.length,
    total,
    hasMore: hasNextPage,
    loading: isFetchingNextPage,
    failed: isFetchNextPageError && !isFetching,
    busy,
  };
  return {
    books,
    total,
    busy,
    isLoading: list.isLoading,
    // A failed next page leaves the pages already shown; only a failed first page is the page's error.
    isError: list.isError && !isFetchNextPageError,
    gridRef,
    more,
    loadMore,
  };
}
