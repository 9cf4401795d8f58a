import { CATEGORY_FORM_OPTIONS, type Category } from '@shop/backend/contract';
import { get, useFormContext, type Path } from 'react-hook-form';
import { HeadingRow } from '@/components/ui/data-table';
import { FieldLabel } from '@/components/ui/form-field';
import { useRegisteredField } from '@/components/ui/registered-field';
import { useOwnerT } from '@/i18n/owner';
import type { TaxFormValues } from '../tax-form-values';
import { RateSelect } from './rate-select';
import { TaxCodeField } from './tax-code-field';

function useFieldError() {
  const {
    formState: { errors },
  } = useFormContext<TaxFormValues>();
  return (path: Path<TaxFormValues>) => (get(errors, path) as { message?: string } | undefined)?.message;
}

/** One category's default HSN code and rate: a row of the table, with its errors under it. */
function CategoryRow({ value }: { value: Category }) {
  const { t } = useOwnerT();
  const label = t('owner.terms.category', { category: value });
  const { register } = useFormContext<TaxFormValues>();
  const errorOf = useFieldError();
  const hsn = `categoryDefaults.${value}.hsn` as Path<TaxFormValues>;
  const rate = `categoryDefaults.${value}.gstRate` as Path<TaxFormValues>;
  const errors = [errorOf(hsn), errorOf(rate)].filter(Boolean);
  const errorId = `tax-${value}-error`;
  return (
    <tr className="border-t border-slate-100 align-top">
      <th scope="row" className="py-2 pr-2 text-left font-medium text-slate-800">
        {label}
        {errors.length > 0 && (
          <p id={errorId} className="field-error font-normal">
            {errors.join('. ')}
          </p>
        )}
      </th>
      <td className="py-2 pr-2">
        <input
          aria-label={t('owner.tax.categories.hsnOf', { category: label })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          aria-invalid={errorOf(hsn) ? true : undefined}
          aria-describedby={errorOf(hsn) ? errorId : undefined}
          className={`field-input min-h-11 w-28 font-mono ${errorOf(hsn) ? 'border-red-600' : ''}`}
          {...register(hsn)}
        />
      </td>
      <td className="py-2">
        <RateSelect
          aria-label={t('owner.tax.categories.rateOf', { category: label })}
          error={errorOf(rate)}
          aria-describedby={errorOf(rate) ? errorId : undefined}
          className="w-20"
          {...register(rate)}
        />
      </td>
    </tr>
  );
}

/** Each category's HSN code and rate, billed for every item that has none of its own. */
export function CategoryRates() {
  const { t } = useOwnerT();
  return (
    <fieldset>
      <legend className="mb-1 text-lg font-semibold text-slate-900">{t('owner.tax.categories')}</legend>
      <p className="mb-2 text-sm text-slate-600">{t('owner.tax.categories.intro')}</p>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('owner.tax.categories.caption')}</caption>
        <thead>
          <HeadingRow
            className="text-left text-xs text-slate-500 uppercase"
            cellClassName="pb-1 font-semibold"
            headings={[
              { header: t('owner.tax.categories.category') },
              { header: t('owner.tax.categories.hsn') },
              { header: t('owner.tax.categories.rate') },
            ]}
          />
        </thead>
        <tbody>
          {CATEGORY_FORM_OPTIONS.map((option) => (
            <CategoryRow key={option.value} value={option.value} />
          ))}
        </tbody>
      </table>
    </fieldset>
  );
}

/** Print & Copies jobs are a service: a SAC code rather than an HSN, and their own rate. */
export function PrintServiceFields() {
  const { t } = useOwnerT();
  const field = useRegisteredField<TaxFormValues>();
  return (
    <fieldset>
      <legend className="mb-2 text-lg font-semibold text-slate-900">{t('owner.tax.print.legend')}</legend>
      <div className="grid grid-cols-[1fr_auto] gap-4 sm:max-w-sm">
        <TaxCodeField
          id="tax-print-sac"
          label={t('owner.tax.print.sac')}
          maxLength={8}
          {...field('printService.sac')}
        />
        <div>
          <FieldLabel id="tax-print-rate" label={t('owner.tax.print.rate')} />
          <RateSelect id="tax-print-rate" {...field('printService.gstRate')} />
        </div>
      </div>
    </fieldset>
  );
}
