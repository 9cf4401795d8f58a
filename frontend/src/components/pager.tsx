import { useT } from '@/i18n';

export const PAGE_BUTTON =
  'inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 transition hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';

/** Previous and next page of a long list; shown only when there is more than one page. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t, number } = useT();
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t('shop.pager.label')} className="flex flex-wrap items-center justify-center gap-3">
      <button type="button" className={PAGE_BUTTON} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('shop.pager.previous')}
      </button>
      <p className="text-sm text-slate-600">
        {t('shop.pager.position', { page: number(page), pages: number(pages) })}
      </p>
      <button type="button" className={PAGE_BUTTON} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('shop.pager.next')}
      </button>
    </nav>
  );
}
