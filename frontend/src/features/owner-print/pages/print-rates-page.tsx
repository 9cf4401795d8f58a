import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { get, useForm, type Resolver } from 'react-hook-form';
import type { PrintRates } from '@shop/backend/contract';
import { printRatesSchema } from '@shop/backend/contract/schemas';
import { QueryState } from '@/components/ui/query-state';
import { Panel } from '@/components/ui/panel';
import { PageSection } from '@/components/ui/page-heading';
import { showAlert } from '@/components/dialogs';
import { SubmitButton } from '@/components/ui/button';
import { FormField, FormProblem } from '@/components/ui/form-field';
import { useGetPrintRatesQuery } from '@/features/print';
import { translateOwner, useOwnerT, type OwnerMessageId } from '@/i18n/owner';
import { useSavePrintRatesMutation } from '../api';
import {
  formToRates,
  ratesProblemFrom,
  ratesToForm,
  type RateField,
  type RatesFormValues,
  type RatesProblem,
} from '../rates-form-values';

const SIDE_FIELDS: { field: RateField; label: OwnerMessageId }[] = [
  { field: 'bwSingle', label: 'owner.print.bwSingle' },
  { field: 'bwDouble', label: 'owner.print.bwDouble' },
  { field: 'colourSingle', label: 'owner.print.colourSingle' },
  { field: 'colourDouble', label: 'owner.print.colourDouble' },
];

const BINDING_FIELDS: { field: RateField; label: OwnerMessageId }[] = [
  { field: 'binding.none', label: 'owner.print.bindingNone' },
  { field: 'binding.staple', label: 'owner.print.bindingStaple' },
  { field: 'binding.spiral', label: 'owner.print.bindingSpiral' },
];

/** The owner's rate card for printing and copying; customers' quotes use it from the moment it is saved. */
export default function PrintRatesPage() {
  const { t } = useOwnerT();
  const rates = useGetPrintRatesQuery();
  return (
    <PageSection title={t('owner.print.heading')} intro={t('owner.print.intro')} width="3xl">
      <Panel className="mt-6">
        <QueryState query={rates} error={t('owner.print.loadError')}>
          {(rates) => <PrintRatesForm rates={rates} />}
        </QueryState>
      </Panel>
    </PageSection>
  );
}

/** The schema the API checks a new card with: each price 0 or more, exact to the paisa. */
const resolver = zodResolver(printRatesSchema, undefined, { raw: true }) as Resolver<RatesFormValues>;

function PrintRatesForm({ rates }: { rates: PrintRates }) {
  const { t } = useOwnerT();
  const [saveRates] = useSavePrintRatesMutation();
  const [problem, setProblem] = useState<RatesProblem | null>(null);
  const form = useForm<RatesFormValues>({ mode: 'onSubmit', defaultValues: ratesToForm(rates), resolver });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    const result = await saveRates(formToRates(values));
    if (result.error) {
      void showAlert({ title: translateOwner('owner.print.saveFailed'), icon: 'error' });
      const refusal = ratesProblemFrom(result.error);
      setProblem(refusal ?? { message: translateOwner('owner.print.saveRetry'), issues: [] });
      for (const issue of refusal?.issues ?? [])
        setError(issue.field, { type: 'server', message: issue.message });
      return;
    }
    reset(ratesToForm(result.data));
    void showAlert({
      title: translateOwner('owner.print.savedTitle'),
      text: translateOwner('owner.print.savedText'),
      icon: 'success',
    });
  });

  // Binding's boxes are nested ("binding.staple"); RHF's get reads a dotted path.
  const errorOf = (field: RateField): string | undefined =>
    (get(errors, field) as { message?: string } | undefined)?.message;
  const priceField = ({ field, label }: { field: RateField; label: OwnerMessageId }) => (
    <FormField
      key={field}
      id={`rate-${field.replace('.', '-')}`}
      label={t(label)}
      type="number"
      step="0.01"
      min="0"
      inputMode="decimal"
      error={errorOf(field)}
      {...register(field)}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
      <fieldset className="grid gap-5">
        <legend className="mb-3 text-lg font-semibold text-slate-900">{t('owner.print.sides')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">{SIDE_FIELDS.map(priceField)}</div>
      </fieldset>
      <fieldset className="grid gap-5">
        <legend className="mb-3 text-lg font-semibold text-slate-900">{t('owner.print.binding')}</legend>
        <div className="grid gap-5 sm:grid-cols-3">{BINDING_FIELDS.map(priceField)}</div>
      </fieldset>
      {problem && <FormProblem>{problem.message}</FormProblem>}
      <div className="flex justify-end border-t border-slate-100 pt-5">
        <SubmitButton busy={isSubmitting} label={t('owner.print.save')} busyLabel={t('owner.print.saving')} />
      </div>
    </form>
  );
}
