import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useOwnerT, type OwnerMessageId } from '@/i18n/owner';
import type { StockFilter } from '../api';

export const STOCK_FILTERS: readonly { value: StockFilter; label: OwnerMessageId }[] = [
  { value: 'all', label: 'owner.catalogue.filter.all' },
  { value: 'low', label: 'owner.catalogue.filter.low' },
  { value: 'out', label: 'owner.catalogue.filter.out' },
];

export const parseStockFilter = (value: string | null): StockFilter =>
  value === 'low' || value === 'out' ? value : 'all';

/** The filter lives in ?stock= so the overview's "Low on stock" card can link to it and a reload keeps it. */
export function useStockFilter(): [StockFilter, (filter: StockFilter) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseStockFilter(searchParams.get('stock'));
  const setFilter = useCallback(
    (next: StockFilter) =>
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          if (next === 'all') updated.delete('stock');
          else updated.set('stock', next);
          return updated;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [filter, setFilter];
}

/** Three toggle buttons; the pressed one is the list shown. */
export function StockFilterButtons({
  filter,
  onChange,
}: {
  filter: StockFilter;
  onChange: (filter: StockFilter) => void;
}) {
  const { t } = useOwnerT();
  return (
    <div
      role="group"
      aria-label={t('owner.catalogue.filter.group')}
      className="inline-flex rounded-md shadow-sm"
    >
      {STOCK_FILTERS.map(({ value, label }) => {
        const pressed = value === filter;
        return (
          <Button
            key={value}
            variant="segment"
            size="none"
            className="min-h-11 px-4 text-sm"
            pressed={pressed}
            label={t(label)}
            onClick={() => onChange(value)}
          />
        );
      })}
    </div>
  );
}
