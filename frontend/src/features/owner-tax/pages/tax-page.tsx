import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, type Path, type Resolver } from 'react-hook-form';
import type { TaxSettings } from '@shop/backend/contract';
import { taxSettingsSchema } from '@shop/backend/contract/schemas';
import { QueryState } from '@/components/ui/query-state';
import { Panel } from '@/components/ui/panel';
import { showAlert } from '@/components/dialogs';
import { SubmitButton } from '@/components/ui/button';
import { FormProblem } from '@/components/ui/form-field';
import { useOwnerT } from '@/i18n/owner';
import { useGetTaxSettingsQuery, useSaveTaxSettingsMutation } from '../api';
import { CategoryRates, PrintServiceFields } from '../components/category-rates';
import { DefaultRatedItems } from '../components/default-rated-items';
import { GstModeField } from '../components/gst-mode-field';
import { RegistrationFields } from '../components/registration-fields';
import { SeriesWarning } from '../components/series-warning';
import { TallyLedgerFields } from '../components/tally-ledgers';
import {
  formToSettings,
  settingsToForm,
  taxProblemFrom,
  type TaxFormValues,
  type TaxProblem,
} from '../tax-form-values';
import { PageSection } from '@/components/ui/page-heading';

/** The owner's GST settings: how the shop is registered, its bills' numbers, rates and ledgers. */
export default function TaxPage() {
  const { t } = useOwnerT();
  const settings = useGetTaxSettingsQuery();
  return (
    <PageSection title={t('owner.tax.heading')} intro={t('owner.tax.intro')} width="3xl">
      <SeriesWarning />
      <Panel className="mt-6">
        <QueryState query={settings} loading={t('owner.common.loading')} error={t('owner.tax.loadError')}>
          {(settings) => <TaxForm settings={settings} />}
        </QueryState>
      </Panel>
      <div className="mt-6">
        <DefaultRatedItems />
      </div>
    </PageSection>
  );
}

/** The very rules the API checks with: the GSTIN's check character, the prefix, each code and rate. */
const resolver = zodResolver(taxSettingsSchema, undefined, { raw: true }) as Resolver<TaxFormValues>;

function TaxForm({ settings }: { settings: TaxSettings }) {
  const { t } = useOwnerT();
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
      void showAlert({ title: t('owner.tax.saveFailure'), icon: 'error' });
      const refusal = taxProblemFrom(result.error);
      setProblem(refusal ?? { message: t('owner.tax.saveFailureText'), issues: [] });
      for (const issue of refusal?.issues ?? []) {
        setError(issue.path as Path<TaxFormValues>, { type: 'server', message: issue.message });
      }
      return;
    }
    reset(settingsToForm(result.data));
    void showAlert({
      title: t('owner.tax.savedTitle'),
      text: t('owner.tax.savedText'),
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
          <SubmitButton busy={isSubmitting} label={t('owner.tax.save')} busyLabel={t('owner.tax.saving')} />
        </div>
      </form>
    </FormProvider>
  );
}
