import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';

/** An HSN or SAC code box: digits from a number pad, in a fixed-width font so a slipped digit shows. */
export function TaxCodeField({ className = '', ...props }: ComponentProps<typeof FormField>) {
  return (
    <FormField
      inputMode="numeric"
      autoComplete="off"
      className={`[&_input]:min-h-11 [&_input]:font-mono ${className}`}
      {...props}
    />
  );
}
