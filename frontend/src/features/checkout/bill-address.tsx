import { useFormContext, useWatch } from 'react-hook-form';
import { useT } from '@/i18n';
import { BillAddressFields } from './checkout-fields';
import type { CheckoutValues } from './checkout-schema';

type Address = Pick<CheckoutValues, 'address' | 'city' | 'state' | 'zipcode' | 'country'>;

/** The address as one line, as the bill prints it: "14 Civil Lines, Nagpur, Maharashtra 440001, India". */
export function addressLine({ address, city, state, zipcode, country }: Partial<Address>): string {
  const stateAndPin = [state, zipcode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return [address, city, stateAndPin, country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

interface BillAddressProps {
  open: boolean;
  onToggle: (open: boolean) => void;
}

/**
 * The address on the bill, folded behind one line that shows it: it starts as the shop's town or
 * the last order's, and a pickup needs nothing typed there. It opens to change it, and by itself
 * when one of its fields has a problem to show.
 */
export function BillAddress({ open, onToggle }: BillAddressProps) {
  const { t } = useT();
  const { control } = useFormContext<CheckoutValues>();
  const [address, city, state, zipcode, country] = useWatch({
    control,
    name: ['address', 'city', 'state', 'zipcode', 'country'],
  });
  const line = addressLine({ address, city, state, zipcode, country });
  return (
    <details
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
      className="group rounded-md border border-slate-200 sm:col-span-2"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-md px-3 py-2 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0">
          <span className="block text-sm font-semibold text-slate-800">
            {t('checkout.billAddress.summary')}
          </span>
          <span className="block text-sm break-words text-slate-600">
            {line || t('checkout.billAddress.empty')}
          </span>
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className="size-5 shrink-0 text-slate-500 transition group-open:rotate-180"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </summary>
      <div className="grid gap-5 border-t border-slate-200 px-3 pt-3 pb-4 sm:grid-cols-2">
        <p className="text-sm text-slate-600 sm:col-span-2">{t('checkout.billAddress.why')}</p>
        <BillAddressFields />
      </div>
    </details>
  );
}
