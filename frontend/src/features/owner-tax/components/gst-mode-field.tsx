import { useFormContext } from 'react-hook-form';
import type { GstMode } from '@shop/backend/contract';
import { useOwnerT, type OwnerMessageId } from '@/i18n/owner';
import type { TaxFormValues } from '../tax-form-values';

const MODES: { value: GstMode; label: OwnerMessageId; description: OwnerMessageId }[] = [
  {
    value: 'unregistered',
    label: 'owner.tax.mode.unregistered',
    description: 'owner.tax.mode.unregistered.hint',
  },
  {
    value: 'composition',
    label: 'owner.tax.mode.composition',
    description: 'owner.tax.mode.composition.hint',
  },
  { value: 'regular', label: 'owner.tax.mode.regular', description: 'owner.tax.mode.regular.hint' },
];

/** How the shop is registered, which decides the bill every sale gets. */
export function GstModeField() {
  const { t } = useOwnerT();
  const { register } = useFormContext<TaxFormValues>();
  return (
    <fieldset>
      <legend className="mb-2 text-lg font-semibold text-slate-900">{t('owner.tax.mode.legend')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {MODES.map(({ value, label, description }) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              value={value}
              aria-describedby={`gst-mode-${value}-hint`}
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
              {...register('gstMode')}
            />
            <span>
              <span className="block font-semibold text-slate-800">{t(label)}</span>
              <span id={`gst-mode-${value}-hint`} className="block text-xs text-slate-600">
                {t(description)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
