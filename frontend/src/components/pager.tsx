import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';

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
      <Button
        variant="secondary"
        label={t('shop.pager.previous')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      />
      <p className="text-sm text-slate-600">
        {t('shop.pager.position', { page: number(page), pages: number(pages) })}
      </p>
      <Button
        variant="secondary"
        label={t('shop.pager.next')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      />
    </nav>
  );
}
