import { DESK_PAGE_SIZE } from '@shop/backend/contract';
import { Pager } from '@/components/pager';
import { translateOwner } from '@/i18n/owner';
import { formatCount } from '@/lib/money';

export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / DESK_PAGE_SIZE));

/** 'Showing 51–100 of 230 orders': where this page sits in everything the tab and search match. */
export function showingText(offset: number, shown: number, total: number): string {
  if (shown === 0) return translateOwner('owner.desk.showingNone', { total });
  return translateOwner('owner.desk.showing', {
    from: formatCount(offset + 1),
    to: formatCount(offset + shown),
    total,
  });
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
  return <Pager page={page} pages={pageCount(total)} onPage={onPage} />;
}
