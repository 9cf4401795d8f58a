import { useFormContext } from 'react-hook-form';
import type { GstMode } from '@shop/backend/contract';
import type { TaxFormValues } from '../tax-form-values';

const MODES: { value: GstMode; label: string; description: string }[] = [
  {
    value: 'unregistered',
    label: 'Unregistered',
    description: 'Below the GST threshold: each sale gets a plain receipt, no GSTIN.',
  },
  {
    value: 'composition',
    label: 'Composition',
    description: 'Pays tax on turnover and charges none: each sale gets a bill of supply.',
  },
  {
    value: 'regular',
    label: 'Regular',
    description: 'Charges CGST and SGST: each sale gets a tax invoice.',
  },
];

/** How the shop is registered, which decides the bill every sale gets. */
export function GstModeField() {
  const { register } = useFormContext<TaxFormValues>();
  return (
    <fieldset>
      <legend className="mb-2 text-lg font-semibold text-slate-900">GST registration</legend>
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
              <span className="block font-semibold text-slate-800">{label}</span>
              <span id={`gst-mode-${value}-hint`} className="block text-xs text-slate-600">
                {description}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
