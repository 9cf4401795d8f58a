import { useFormContext, useWatch } from 'react-hook-form';
import { LEGAL_NAME_MAX } from '@shop/backend/contract/schemas';
import { FormField } from '@/components/ui/form-field';
import { useRegisteredField } from '@/components/ui/registered-field';
import { gstinReading, prefixPreview, type TaxFormValues } from '../tax-form-values';

/** The GSTIN, read as it is typed: the owner sees a slip before a bill carries it. */
function GstinField() {
  const field = useRegisteredField<TaxFormValues>();
  const typed = useWatch<TaxFormValues, 'gstin'>({ name: 'gstin' });
  const reading = gstinReading(typed);
  return (
    <div>
      <FormField
        id="tax-gstin"
        label="GSTIN"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        placeholder="e.g. 27AAPFU0939F1ZV"
        className="[&_input]:min-h-11 [&_input]:font-mono [&_input]:uppercase"
        {...field('gstin')}
      />
      <p
        id="tax-gstin-reading"
        role="status"
        className={`mt-1 text-sm ${reading?.ok ? 'text-green-800' : 'text-slate-600'}`}
      >
        {reading?.text ?? 'The 15 characters on the registration certificate.'}
      </p>
    </div>
  );
}

function PrefixField() {
  const field = useRegisteredField<TaxFormValues>();
  const typed = useWatch<TaxFormValues, 'invoicePrefix'>({ name: 'invoicePrefix' });
  const preview = prefixPreview(typed);
  return (
    <div>
      <FormField
        id="tax-invoice-prefix"
        label="Invoice prefix"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={4}
        hint="1-4 capital letters or digits."
        className="[&_input]:min-h-11 [&_input]:uppercase"
        {...field('invoicePrefix')}
      />
      <p role="status" className="mt-1 text-sm text-slate-700">
        {preview ? (
          <>
            This year’s first bill: <span className="font-mono font-semibold">{preview}</span>
          </>
        ) : (
          'No number yet: the prefix needs 1-4 capital letters or digits.'
        )}
      </p>
    </div>
  );
}

/** GSTIN and legal name (a registered shop's), and the prefix of every bill's number. */
export function RegistrationFields() {
  const { control } = useFormContext<TaxFormValues>();
  const mode = useWatch({ control, name: 'gstMode' });
  const field = useRegisteredField<TaxFormValues>();
  const registered = mode !== 'unregistered';
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {registered && <GstinField />}
      <FormField
        id="tax-legal-name"
        label="Legal name"
        autoComplete="organization"
        maxLength={LEGAL_NAME_MAX}
        hint={registered ? 'As on the GST registration; printed on every bill.' : 'Printed on receipts.'}
        className="[&_input]:min-h-11"
        {...field('legalName')}
      />
      <PrefixField />
    </div>
  );
}
