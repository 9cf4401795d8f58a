import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';

/** How many match in all, as a paged answer's X-Total-Count says; `fallback` without a usable one. */
export function totalCountOf(meta: unknown, fallback: number): number {
  const header = (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('X-Total-Count');
  // Number(null) is 0, so a missing header is told apart first.
  const total = header ? Number(header) : NaN;
  return Number.isSafeInteger(total) && total >= 0 ? total : fallback;
}
