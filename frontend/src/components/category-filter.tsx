import { useId } from 'react';
import { CATEGORY_LABELS, CATEGORIES, type Category } from '@shop/backend/contract';

/** The "no filter" value: '' on All products (an empty URL parameter), 'all' in the home carousels. */
export type AllValue = '' | 'all';
export type CategoryChoice = Category | AllValue;

/** Turns a URL parameter or a select value into a category, or undefined for "All" and anything unknown. */
export function parseCategory(value: string | null | undefined): Category | undefined {
  return CATEGORIES.find((category) => category === value);
}

interface CategoryFilterProps {
  value: CategoryChoice;
  onChange: (value: CategoryChoice) => void;
  allValue?: AllValue;
  /** Read only by screen readers, so two filters on one page are told apart ("Top Sellers Category"). */
  context?: string;
  className?: string;
}

export function CategoryFilter({ value, onChange, allValue = '', context, className }: CategoryFilterProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {context && <span className="sr-only">{context} </span>}
        Category
      </label>
      <select
        id={id}
        className="field-input h-11 cursor-pointer"
        value={value === '' || value === 'all' ? allValue : value}
        onChange={(event) => onChange(parseCategory(event.target.value) ?? allValue)}
      >
        <option value={allValue}>All</option>
        {CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {CATEGORY_LABELS[category]}
          </option>
        ))}
      </select>
    </div>
  );
}
