import { DESK_PAGE_SIZE } from '@shop/backend/contract';
import { formatCount } from '@/lib/money';

export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / DESK_PAGE_SIZE));

const PAGE_BUTTON =
  'inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 transition hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';

/** 'Showing 51–100 of 230 orders': where this page sits in everything the tab and search match. */
export function showingText(offset: number, shown: number, total: number): string {
  const noun = total === 1 ? 'order' : 'orders';
  if (shown === 0) return `Showing 0 of ${formatCount(total)} ${noun}`;
  return `Showing ${formatCount(offset + 1)}–${formatCount(offset + shown)} of ${formatCount(total)} ${noun}`;
}

/** Previous and next page of the desk's list; shown only when there is more than one page. */
export function DeskPager({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-center gap-3">
      <button type="button" className={PAGE_BUTTON} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <p className="text-sm text-slate-600">
        Page {formatCount(page)} of {formatCount(pages)}
      </p>
      <button type="button" className={PAGE_BUTTON} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
