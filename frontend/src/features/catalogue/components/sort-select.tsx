import { useId } from 'react';
import type { BookSort } from '@shop/backend/contract';
import { parseSort } from '../catalogue-filters';

/** '' is the API's own order for a search: best match (title matches first). */
export type SortChoice = BookSort | '';

const CHOICES: readonly [SortChoice, string][] = [
  ['newest', 'Newest'],
  ['price-asc', 'Price: low to high'],
  ['price-desc', 'Price: high to low'],
  ['title', 'Title A–Z'],
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
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        Sort by
      </label>
      <select
        id={id}
        className="field-input h-11 cursor-pointer"
        value={value ?? defaultSort(searching)}
        onChange={(event) => onChange(parseSort(event.target.value) ?? '')}
      >
        {searching && <option value="">Best match</option>}
        {CHOICES.map(([choice, label]) => (
          <option key={choice} value={choice}>
            {label}
          </option>
        ))}
        {/* Not offered, but a shared link may carry it: show it rather than pretend another order. */}
        {value === 'oldest' && <option value="oldest">Oldest</option>}
      </select>
    </div>
  );
}
