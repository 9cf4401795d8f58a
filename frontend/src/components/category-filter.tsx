import { useId } from 'react';
import { useT, type MessageId, type MessageValues } from '@/i18n';
import { CATEGORIES, isCategory, type Category } from '@shop/backend/contract';

/** The "no filter" value: '' on All products (an empty URL parameter), 'all' in the home carousels. */
export type AllValue = '' | 'all';
export type CategoryChoice = Category | AllValue;

/** Turns a URL parameter or a select value into a category, or undefined for "All" and anything unknown. */
export function parseCategory(value: string | null | undefined): Category | undefined {
  return CATEGORIES.find((category) => category === value);
}

/**
 * A category's name in the language shown (`category.<id>` in the catalog; the contract's
 * CATEGORY_LABELS are the English ones). A value no category has (old data) shows as stored.
 */
export const categoryName = (
  t: (id: MessageId, values?: MessageValues) => string,
  category: string,
): string => (isCategory(category) ? t(`category.${category}`) : category);

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
  const { t } = useT();
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {context && <span className="sr-only">{context} </span>}
        {t('shop.category.label')}
      </label>
      <select
        id={id}
        className="field-input h-11 cursor-pointer"
        value={value === '' || value === 'all' ? allValue : value}
        onChange={(event) => onChange(parseCategory(event.target.value) ?? allValue)}
      >
        <option value={allValue}>{t('shop.category.all')}</option>
        {CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {categoryName(t, category)}
          </option>
        ))}
      </select>
    </div>
  );
}
