import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, type Path, type Resolver } from 'react-hook-form';
import type { TaxSettings } from '@shop/backend/contract';
import { taxSettingsSchema } from '@shop/backend/contract/schemas';
import { showAlert } from '@/components/dialogs';
import { SubmitButton } from '@/components/ui/button';
import { FormProblem } from '@/components/ui/form-field';
import { ErrorMessage, Loading } from '@/components/status';
import { STATUS_TEXTS } from '@/lib/spec-texts';
import { useGetTaxSettingsQuery, useSaveTaxSettingsMutation } from '../api';
import { CategoryRates, PrintServiceFields } from '../components/category-rates';
import { GstModeField } from '../components/gst-mode-field';
import { RegistrationFields } from '../components/registration-fields';
import { TallyLedgerFields } from '../components/tally-ledgers';
import {
  formToSettings,
  settingsToForm,
  taxProblemFrom,
  type TaxFormValues,
  type TaxProblem,
} from '../tax-form-values';

/** The owner's GST settings: how the shop is registered, its bills' numbers, rates and ledgers. */
export default function TaxPage() {
  const { data: settings, isLoading, isError } = useGetTaxSettingsQuery();
  return (
    <section aria-labelledby="tax-heading" className="mx-auto w-full max-w-3xl">
      <h1 id="tax-heading" className="text-2xl font-bold text-slate-900">
        Tax
      </h1>
      <p className="mt-1 text-slate-600">
        GST for the bills every sale gets. Prices stay as they are: what the customer pays, tax included.
      </p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        {isLoading ? (
          <Loading />
        ) : isError || !settings ? (
          <ErrorMessage text={STATUS_TEXTS.fetchError} />
        ) : (
          <TaxForm settings={settings} />
        )}
      </div>
    </section>
  );
}

/** The very rules the API checks with: the GSTIN's check character, the prefix, each code and rate. */
const resolver = zodResolver(taxSettingsSchema, undefined, { raw: true }) as Resolver<TaxFormValues>;

function TaxForm({ settings }: { settings: TaxSettings }) {
  const [saveSettings] = useSaveTaxSettingsMutation();
  const [problem, setProblem] = useState<TaxProblem | null>(null);
  const form = useForm<TaxFormValues>({
    mode: 'onSubmit',
    defaultValues: settingsToForm(settings),
    resolver,
  });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    const result = await saveSettings(formToSettings(values));
    if (result.error) {
      void showAlert({ title: 'Failed to save tax settings.', icon: 'error' });
      const refusal = taxProblemFrom(result.error);
      setProblem(refusal ?? { message: 'The settings could not be saved. Please try again.', issues: [] });
      for (const issue of refusal?.issues ?? []) {
        setError(issue.path as Path<TaxFormValues>, { type: 'server', message: issue.message });
      }
      return;
    }
    reset(settingsToForm(result.data));
    void showAlert({
      title: 'Tax Settings Saved',
      text: 'Every bill from now on is made with these settings.',
      icon: 'success',
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-8">
        <GstModeField />
        <RegistrationFields />
        <CategoryRates />
        <PrintServiceFields />
        <TallyLedgerFields />
        {problem && <FormProblem>{problem.message}</FormProblem>}
        <div className="flex justify-end border-t border-slate-100 pt-5">
          <SubmitButton busy={isSubmitting} label="Save Tax Settings" busyLabel="Saving…" />
        </div>
      </form>
    </FormProvider>
  );
}
