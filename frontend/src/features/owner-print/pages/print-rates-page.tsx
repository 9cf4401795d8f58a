import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { get, useForm, type Resolver } from 'react-hook-form';
import type { PrintRates } from '@shop/backend/contract';
import { printRatesSchema } from '@shop/backend/contract/schemas';
import { showAlert } from '@/components/dialogs';
import { SubmitButton } from '@/components/ui/button';
import { FormField, FormProblem } from '@/components/ui/form-field';
import { ErrorMessage, Loading } from '@/components/status';
import { useGetPrintRatesQuery } from '@/features/print';
import { STATUS_TEXTS } from '@/lib/spec-texts';
import { useSavePrintRatesMutation } from '../api';
import {
  formToRates,
  ratesProblemFrom,
  ratesToForm,
  type RateField,
  type RatesFormValues,
  type RatesProblem,
} from '../rates-form-values';

const SIDE_FIELDS: { field: RateField; label: string }[] = [
  { field: 'bwSingle', label: 'Black & white, single-sided' },
  { field: 'bwDouble', label: 'Black & white, double-sided' },
  { field: 'colourSingle', label: 'Colour, single-sided' },
  { field: 'colourDouble', label: 'Colour, double-sided' },
];

const BINDING_FIELDS: { field: RateField; label: string }[] = [
  { field: 'binding.none', label: 'No binding' },
  { field: 'binding.staple', label: 'Staple' },
  { field: 'binding.spiral', label: 'Spiral' },
];

/** The owner's rate card for printing and copying; customers' quotes use it from the moment it is saved. */
export default function PrintRatesPage() {
  const { data: rates, isLoading, isError } = useGetPrintRatesQuery();
  return (
    <section aria-labelledby="print-rates-heading" className="mx-auto w-full max-w-3xl">
      <h1 id="print-rates-heading" className="text-2xl font-bold text-slate-900">
        Print Rates
      </h1>
      <p className="mt-1 text-slate-600">
        What customers pay for printing their PDFs, in rupees. Every price they are shown from now on uses
        these rates.
      </p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        {isLoading ? (
          <Loading />
        ) : isError || !rates ? (
          <ErrorMessage text={STATUS_TEXTS.fetchError} />
        ) : (
          <PrintRatesForm rates={rates} />
        )}
      </div>
    </section>
  );
}

/** The schema the API checks a new card with: each price 0 or more, exact to the paisa. */
const resolver = zodResolver(printRatesSchema, undefined, { raw: true }) as Resolver<RatesFormValues>;

function PrintRatesForm({ rates }: { rates: PrintRates }) {
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
      void showAlert({ title: 'Failed to save print rates.', icon: 'error' });
      const refusal = ratesProblemFrom(result.error);
      setProblem(refusal ?? { message: 'The rates could not be saved. Please try again.', issues: [] });
      for (const issue of refusal?.issues ?? [])
        setError(issue.field, { type: 'server', message: issue.message });
      return;
    }
    reset(ratesToForm(result.data));
    void showAlert({
      title: 'Print Rates Saved',
      text: 'Customers now see prices at these rates.',
      icon: 'success',
    });
  });

  // Binding's boxes are nested ("binding.staple"); RHF's get reads a dotted path.
  const errorOf = (field: RateField): string | undefined =>
    (get(errors, field) as { message?: string } | undefined)?.message;
  const priceField = ({ field, label }: { field: RateField; label: string }) => (
    <FormField
      key={field}
      id={`rate-${field.replace('.', '-')}`}
      label={label}
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
        <legend className="mb-3 text-lg font-semibold text-slate-900">Printing, per printed side</legend>
        <div className="grid gap-5 sm:grid-cols-2">{SIDE_FIELDS.map(priceField)}</div>
      </fieldset>
      <fieldset className="grid gap-5">
        <legend className="mb-3 text-lg font-semibold text-slate-900">Binding, per copy</legend>
        <div className="grid gap-5 sm:grid-cols-3">{BINDING_FIELDS.map(priceField)}</div>
      </fieldset>
      {problem && <FormProblem>{problem.message}</FormProblem>}
      <div className="flex justify-end border-t border-slate-100 pt-5">
        <SubmitButton busy={isSubmitting} label="Save Rates" busyLabel="Saving…" />
      </div>
    </form>
  );
}
