import { TALLY_LEDGER_MAX } from '@shop/backend/contract/schemas';
import { FormField } from '@/components/ui/form-field';
import { useRegisteredField } from '@/components/ui/registered-field';
import { useOwnerT } from '@/i18n/owner';
import { TALLY_LEDGER_FIELDS, type TaxFormValues } from '../tax-form-values';

/** The ledger names of the accountant's Tally company, which the monthly export writes as they are. */
export function TallyLedgerFields() {
  const { t } = useOwnerT();
  const field = useRegisteredField<TaxFormValues>();
  return (
    <fieldset>
      <legend className="mb-1 text-lg font-semibold text-slate-900">{t('owner.tax.ledgers')}</legend>
      <p className="mb-2 text-sm text-slate-600">{t('owner.tax.ledgers.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {TALLY_LEDGER_FIELDS.map(({ key, label }) => (
          <FormField
            key={key}
            id={`tax-ledger-${key}`}
            label={t(label)}
            autoComplete="off"
            maxLength={TALLY_LEDGER_MAX}
            className="[&_input]:min-h-11"
            {...field(`tallyLedgers.${key}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
