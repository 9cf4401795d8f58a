import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readCatalogueFilters, type CatalogueFilters } from '../catalogue-filters';
import { SEARCH_DEBOUNCE_MS } from '../api';

type FilterKey = keyof CatalogueFilters;

/**
 * The chosen category, search and sort live in the URL, so back, forward, a reload or a shared
 * link show the same list. Each change replaces the entry rather than adding one per keystroke.
 */
export function useCatalogueParams() {
  const [params, setParams] = useSearchParams();
  const filters = readCatalogueFilters(params);
  const update = (key: FilterKey, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return { filters, update, clear: () => setParams(new URLSearchParams(), { replace: true }) };
}

/** Keeps what is typed local and writes it to the URL once typing pauses. */
export function useDebouncedSearch(urlQuery: string, commit: (value: string) => void) {
  const [draft, setDraft] = useState(urlQuery);
  const [seenQuery, setSeenQuery] = useState(urlQuery);
  // Back/forward or "Show all products" change the URL underneath the box: follow it.
  if (urlQuery !== seenQuery) {
    setSeenQuery(urlQuery);
    setDraft(urlQuery);
  }
  const commitDraft = useEffectEvent(() => commit(draft));
  useEffect(() => {
    if (draft === urlQuery) return;
    const timer = setTimeout(commitDraft, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, urlQuery]);
  return { draft, setDraft, flush: () => commit(draft) };
}
