import { useId } from 'react';
import { useT, type MessageId } from '@/i18n';
import type { BookSort } from '@shop/backend/contract';
import { parseSort } from '../catalogue-filters';

/** '' is the API's own order for a search: best match (title matches first). */
export type SortChoice = BookSort | '';

const CHOICES: readonly [SortChoice, MessageId][] = [
  ['newest', 'catalogue.sort.newest'],
  ['price-asc', 'catalogue.sort.priceAsc'],
  ['price-desc', 'catalogue.sort.priceDesc'],
  ['title', 'catalogue.sort.title'],
];

/** What the list is ordered by when the address names no sort. */
export const defaultSort = (searching: boolean): SortChoice => (searching ? '' : 'newest');

interface SortSelectProps {
  /** The address's sort; undefined for the default. */
  value: BookSort | undefined;
  /** A search is applied: "Best match" is offered, and is the default. */
  searching: boolean;
  onChange: (value: SortChoice) => void;
  className?: string;
}

export function SortSelect({ value, searching, onChange, className }: SortSelectProps) {
  const id = useId();
  const { t } = useT();
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {t('catalogue.sort.label')}
      </label>
      <select
        id={id}
        className="field-input h-11 cursor-pointer"
        value={value ?? defaultSort(searching)}
        onChange={(event) => onChange(parseSort(event.target.value) ?? '')}
      >
        {searching && <option value="">{t('catalogue.sort.bestMatch')}</option>}
        {CHOICES.map(([choice, label]) => (
          <option key={choice} value={choice}>
            {t(label)}
          </option>
        ))}
        {/* Not offered, but a shared link may carry it: show it rather than pretend another order. */}
        {value === 'oldest' && <option value="oldest">{t('catalogue.sort.oldest')}</option>}
      </select>
    </div>
  );
}
