import { GST_RATES } from '@shop/backend/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { useGetTaxSettingsQuery } from '@/features/owner-tax';
import { FieldLabel, FormField, HintAndError } from '@/components/ui/form-field';
import { useRegisteredField } from '@/components/ui/registered-field';
import { categoryLabel, type BookFormValues } from '../book-form-values';

/** What an item without its own code and rate is billed at, once the category is chosen. */
function useCategoryDefault(): string {
  const { data: tax } = useGetTaxSettingsQuery();
  const category = useWatch<BookFormValues, 'category'>({ name: 'category' });
  const fallback = "4, 6 or 8 digits; blank for the category's code.";
  if (!tax || !category) return fallback;
  const { hsn, gstRate } = tax.categoryDefaults[category];
  return `Blank: ${categoryLabel(category)}'s ${hsn} at ${gstRate}% (the Tax page).`;
}

/**
 * The item's own HSN code and GST rate, for an item billed otherwise than its category (a diary
 * among notebooks, say); left blank, the Tax page's default for the category is billed.
 */
export function ItemTaxFields() {
  const field = useRegisteredField<BookFormValues>();
  const {
    register,
    formState: { errors },
  } = useFormContext<BookFormValues>();
  const rateError = errors.gstRate?.message;
  const hint = useCategoryDefault();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        id="book-hsn"
        label="HSN code"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        placeholder="Category default"
        hint={hint}
        className="[&_input]:min-h-11 [&_input]:font-mono"
        {...field('hsn')}
      />
      <div>
        <FieldLabel id="book-gst-rate" label="GST rate" />
        <select
          id="book-gst-rate"
          aria-invalid={rateError ? true : undefined}
          aria-describedby={rateError ? 'book-gst-rate-error' : undefined}
          className={`field-input h-11 cursor-pointer ${rateError ? 'border-red-600' : ''}`}
          {...register('gstRate')}
        >
          <option value="">Category default</option>
          {GST_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {rate}%
            </option>
          ))}
        </select>
        <HintAndError id="book-gst-rate" error={rateError} />
      </div>
    </div>
  );
}
