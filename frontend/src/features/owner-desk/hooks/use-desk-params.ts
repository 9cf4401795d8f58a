import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseDeskTab, parsePage, type DeskTab } from '../pickup';

export interface DeskParams {
  tab: DeskTab;
  q: string;
  page: number;
}

/** The URL query for a desk view; the defaults (all, no search, page 1) are left out. */
export function deskSearch({ tab, q, page }: Partial<DeskParams>): string {
  const params = new URLSearchParams();
  if (tab && tab !== 'all') params.set('status', tab);
  if (q?.trim()) params.set('q', q.trim());
  if (page && page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * The desk's tab, search and page live in ?status=&q=&page=, so a reload, the back button and the
 * overview's links all land on the same view. A new search starts again from page 1.
 */
export function useDeskParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: DeskParams = {
    tab: parseDeskTab(searchParams.get('status')),
    q: searchParams.get('q')?.trim() ?? '',
    page: parsePage(searchParams.get('page')),
  };
  const { tab, q } = params;

  // Typing is not a step to go back to, so the search replaces the history entry.
  const setQuery = useCallback(
    (next: string) => setSearchParams(deskSearch({ tab, q: next }), { replace: true }),
    [setSearchParams, tab],
  );
  // A page is a step the back button returns to, unless it corrects one that did not exist.
  const setPage = useCallback(
    (next: number, replace = false) => setSearchParams(deskSearch({ tab, q, page: next }), { replace }),
    [setSearchParams, tab, q],
  );
  return { params, setQuery, setPage };
}
