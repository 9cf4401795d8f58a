import { GST_RATES } from '@shop/backend/contract';
import type { ComponentProps } from 'react';

interface RateSelectProps extends ComponentProps<'select'> {
  error?: string;
}

/** A GST rate chosen from the slabs the law has, so no rate outside them can be typed. */
export function RateSelect({ error, className = '', ...selectProps }: RateSelectProps) {
  return (
    <select
      aria-invalid={error ? true : undefined}
      className={`field-input min-h-11 cursor-pointer ${error ? 'border-red-600' : ''} ${className}`}
      {...selectProps}
    >
      {GST_RATES.map((rate) => (
        <option key={rate} value={String(rate)}>
          {rate}%
        </option>
      ))}
    </select>
  );
}
