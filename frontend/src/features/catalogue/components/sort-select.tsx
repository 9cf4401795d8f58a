import { useId } from 'react';
import { useT, type MessageId } from '@/i18n';
import type { BookSort } from '@shop/backend/contract';
import { parseSort } from '../catalogue-filters';
import { SelectField } from '@/components/ui/form-field';

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
    <SelectField
      id={id}
      label={t('catalogue.sort.label')}
      className={`${className ?? ''} [&_select]:h-11 [&_select]:cursor-pointer`}
      value={value ?? defaultSort(searching)}
      onChange={(event) => onChange(parseSort(event.target.value) ?? '')}
      options={[
        ...(searching ? [{ value: '', label: t('catalogue.sort.bestMatch') }] : []),
        ...CHOICES.map(([choice, label]) => ({ value: choice, label: t(label) })),
        // Not offered, but a shared link may carry it: show it rather than pretend another order.
        ...(value === 'oldest' ? [{ value: 'oldest', label: t('catalogue.sort.oldest') }] : []),
      ]}
    />
  );
}
