import { GST_RATES, suggestItemTax, UNIT_LABELS, UNITS } from '@shop/backend/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { TaxCodeField, useGetTaxSettingsQuery } from '@/features/owner-tax';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { useRegisteredField } from '@/components/ui/registered-field';
import { useOwnerT } from '@/i18n/owner';
import type { BookFormValues } from '../book-form-values';
import { suggestionValues } from '../tax-suggestion';

/** What an item without its own code and rate is billed at, once the category is chosen. */
function useCategoryDefault(): string {
  const { t } = useOwnerT();
  const { data: tax } = useGetTaxSettingsQuery();
  const category = useWatch<BookFormValues, 'category'>({ name: 'category' });
  if (!tax || !category) return t('owner.catalogue.form.hsnHint');
  const { hsn, gstRate } = tax.categoryDefaults[category];
  return t('owner.catalogue.form.hsnDefault', {
    category: t('owner.terms.category', { category }),
    hsn,
    rate: gstRate,
  });
}

const SELECT_LOOK = '[&_select]:h-11 [&_select]:cursor-pointer';

const UNIT_OPTIONS = UNITS.map((unit) => ({ value: unit, label: UNIT_LABELS[unit] }));

/** What the item is counted and billed in: bills print it beside the quantity ("2 PAC"). */
function UnitField() {
  const { t } = useOwnerT();
  const { register } = useFormContext<BookFormValues>();
  return (
    <SelectField
      id="book-unit"
      label={t('owner.catalogue.form.unit')}
      hint={t('owner.catalogue.form.unitHint')}
      options={UNIT_OPTIONS}
      className={SELECT_LOOK}
      {...register('unit')}
    />
  );
}

/**
 * While the item has no code or rate of its own, what its title suggests instead, one press from
 * being its own; the owner can change any of the three afterwards. Gone once either is filled.
 */
function TitleSuggestion() {
  const { t } = useOwnerT();
  const { setValue, setFocus } = useFormContext<BookFormValues>();
  const [title, category, hsn, gstRate] = useWatch<BookFormValues, ['title', 'category', 'hsn', 'gstRate']>({
    name: ['title', 'category', 'hsn', 'gstRate'],
  });
  const suggestion =
    hsn.trim() === '' && gstRate === '' ? suggestItemTax(title, category || undefined) : null;
  if (!suggestion) return null;
  const use = () => {
    setValue('hsn', suggestion.hsn, { shouldDirty: true });
    setValue('gstRate', String(suggestion.gstRate), { shouldDirty: true });
    setValue('unit', suggestion.unit, { shouldDirty: true });
    // The button goes with the suggestion: the owner lands on the code just filled.
    setFocus('hsn');
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-sky-50 px-3 py-2 text-sm text-slate-700 sm:col-span-2">
      <p>
        {t('owner.catalogue.form.suggested', { values: suggestionValues(suggestion) })}
        <span className="block text-xs text-slate-500">{suggestion.reason}</span>
      </p>
      <Button variant="secondary" label={t('owner.catalogue.form.useSuggestion')} onClick={use} />
    </div>
  );
}

/**
 * The item's own HSN code and GST rate, for an item billed otherwise than its category (a diary
 * among notebooks, say); left blank, the Tax page's default for the category is billed. And the
 * unit it is counted in.
 */
export function ItemTaxFields() {
  const { t } = useOwnerT();
  const field = useRegisteredField<BookFormValues>();
  const hint = useCategoryDefault();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TaxCodeField
        id="book-hsn"
        label={t('owner.catalogue.form.hsn')}
        maxLength={10}
        placeholder={t('owner.catalogue.form.categoryDefault')}
        hint={hint}
        {...field('hsn')}
      />
      <SelectField
        id="book-gst-rate"
        label={t('owner.catalogue.form.gstRate')}
        options={[
          { value: '', label: t('owner.catalogue.form.categoryDefault') },
          ...GST_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` })),
        ]}
        className={SELECT_LOOK}
        {...field('gstRate')}
      />
      <TitleSuggestion />
      <UnitField />
    </div>
  );
}
