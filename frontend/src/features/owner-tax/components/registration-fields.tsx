import { useFormContext, useWatch } from 'react-hook-form';
import { LEGAL_NAME_MAX } from '@shop/backend/contract/schemas';
import { FormField } from '@/components/ui/form-field';
import { useRegisteredField } from '@/components/ui/registered-field';
import { useOwnerT } from '@/i18n/owner';
import { gstinReading, prefixPreview, type TaxFormValues } from '../tax-form-values';

/** The GSTIN, read as it is typed: the owner sees a slip before a bill carries it. */
function GstinField() {
  const { t } = useOwnerT();
  const field = useRegisteredField<TaxFormValues>();
  const typed = useWatch<TaxFormValues, 'gstin'>({ name: 'gstin' });
  const reading = gstinReading(typed);
  return (
    <div>
      <FormField
        id="tax-gstin"
        label={t('owner.tax.gstin')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        placeholder={t('owner.tax.gstin.placeholder')}
        className="[&_input]:min-h-11 [&_input]:font-mono [&_input]:uppercase"
        {...field('gstin')}
      />
      <p
        id="tax-gstin-reading"
        role="status"
        className={`mt-1 text-sm ${reading?.ok ? 'text-green-800' : 'text-slate-600'}`}
      >
        {reading?.text ?? t('owner.tax.gstin.hint')}
      </p>
    </div>
  );
}

function PrefixField() {
  const { t } = useOwnerT();
  const field = useRegisteredField<TaxFormValues>();
  const typed = useWatch<TaxFormValues, 'invoicePrefix'>({ name: 'invoicePrefix' });
  const preview = prefixPreview(typed);
  return (
    <div>
      <FormField
        id="tax-invoice-prefix"
        label={t('owner.tax.prefix')}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={4}
        hint={t('owner.tax.prefix.hint')}
        className="[&_input]:min-h-11 [&_input]:uppercase"
        {...field('invoicePrefix')}
      />
      <p role="status" className="mt-1 text-sm text-slate-700">
        {preview ? (
          <>
            {t('owner.tax.prefix.firstBill')} <span className="font-mono font-semibold">{preview}</span>
          </>
        ) : (
          t('owner.tax.prefix.none')
        )}
      </p>
    </div>
  );
}

/** GSTIN and legal name (a registered shop's), and the prefix of every bill's number. */
export function RegistrationFields() {
  const { t } = useOwnerT();
  const { control } = useFormContext<TaxFormValues>();
  const mode = useWatch({ control, name: 'gstMode' });
  const field = useRegisteredField<TaxFormValues>();
  const registered = mode !== 'unregistered';
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {registered && <GstinField />}
      <FormField
        id="tax-legal-name"
        label={t('owner.tax.legalName')}
        autoComplete="organization"
        maxLength={LEGAL_NAME_MAX}
        hint={t(registered ? 'owner.tax.legalName.registeredHint' : 'owner.tax.legalName.unregisteredHint')}
        className="[&_input]:min-h-11"
        {...field('legalName')}
      />
      <PrefixField />
    </div>
  );
}
