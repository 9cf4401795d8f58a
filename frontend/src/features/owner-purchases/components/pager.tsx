import { Button } from '@/components/ui/button';
import { useOwnerT } from '@/i18n/owner';

/** Previous and next under a paged list, with where the owner is in it. */
export function Pager({
  page,
  total,
  perPage,
  onPage,
}: {
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
}) {
  const { t } = useOwnerT();
  return (
    <div className="flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        label={t('owner.purchases.previous')}
        disabled={page === 1}
        onClick={() => onPage(page - 1)}
      />
      <p className="text-sm text-slate-600">
        {t('owner.purchases.pageOf', { page, pages: Math.max(1, Math.ceil(total / perPage)) })}
      </p>
      <Button
        variant="secondary"
        label={t('owner.purchases.next')}
        disabled={page * perPage >= total}
        onClick={() => onPage(page + 1)}
      />
    </div>
  );
}
