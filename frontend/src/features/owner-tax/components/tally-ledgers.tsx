import { useRef, type ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { defaultSalesLedger, GST_RATE_KEYS, type GstRate } from '@shop/backend/contract';
import { TALLY_LEDGER_MAX } from '@shop/backend/contract/schemas';
import { FormField } from '@/components/ui/form-field';
import { useRegisteredField } from '@/components/ui/registered-field';
import { useOwnerT } from '@/i18n/owner';
import { TALLY_LEDGER_FIELDS, type TaxFormValues } from '../tax-form-values';

/**
 * As the owner retypes the sales ledger, each rate's ledger still named from it follows; one the
 * owner named otherwise stays as typed.
 */
function useRatesFollowSales() {
  const { getValues, setValue } = useFormContext<TaxFormValues>();
  const stem = useRef(getValues('tallyLedgers.sales'));
  return (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    for (const key of GST_RATE_KEYS) {
      const path = `tallyLedgers.salesByRate.${key}` as const;
      const rate = Number(key) as GstRate;
      if (getValues(path) === defaultSalesLedger(stem.current.trim(), rate)) {
        setValue(path, defaultSalesLedger(next.trim(), rate));
      }
    }
    stem.current = next;
  };
}

/** Each rate's sales ledger, so Tally's GST reports can tell the shop's sales apart by rate. */
function SalesLedgersByRate() {
  const { t } = useOwnerT();
  const field = useRegisteredField<TaxFormValues>();
  return (
    <fieldset className="mt-5">
      <legend className="mb-1 font-semibold text-slate-900">{t('owner.tax.ledgers.byRate')}</legend>
      <p className="mb-2 text-sm text-slate-600">{t('owner.tax.ledgers.byRate.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {GST_RATE_KEYS.map((key) => (
          <FormField
            key={key}
            id={`tax-ledger-rate-${key}`}
            label={
              key === '0' ? t('owner.tax.ledger.salesNil') : t('owner.tax.ledger.salesAt', { rate: key })
            }
            autoComplete="off"
            maxLength={TALLY_LEDGER_MAX}
            className="[&_input]:min-h-11"
            {...field(`tallyLedgers.salesByRate.${key}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The ledger names of the accountant's Tally company, which the monthly export writes as they are. */
export function TallyLedgerFields() {
  const { t } = useOwnerT();
  const field = useRegisteredField<TaxFormValues>();
  const ratesFollowSales = useRatesFollowSales();
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
            hint={key === 'sales' ? t('owner.tax.ledger.sales.hint') : undefined}
            autoComplete="off"
            maxLength={TALLY_LEDGER_MAX}
            className="[&_input]:min-h-11"
            {...field(`tallyLedgers.${key}`, key === 'sales' ? { onChange: ratesFollowSales } : undefined)}
          />
        ))}
      </div>
      <SalesLedgersByRate />
    </fieldset>
  );
}
