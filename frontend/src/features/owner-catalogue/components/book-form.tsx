import { zodResolver } from '@hookform/resolvers/zod';
import { CATEGORY_FORM_OPTIONS } from '@shop/backend/contract';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useFormContext, type Resolver, type UseFormSetError } from 'react-hook-form';
import { SubmitButton } from '@/components/ui/button';
import { CheckBox, FormField, FormProblem, SelectField, TextAreaField } from '@/components/ui/form-field';
import { useRegisteredField } from '@/components/ui/registered-field';
import { useOwnerT } from '@/i18n/owner';
import { bookFormSchema } from '../book-form-schema';
import type { ServerProblem } from '@/lib/api-error';
import { fieldForIssue, type BookFormValues } from '../book-form-values';
import { CoverFileField, EditCoverFields } from './cover-fields';
import { ItemTaxFields } from './item-tax-fields';
import { PublishingFields } from './publishing-fields';
import { StockFields } from './stock-fields';
import { BookTextField } from './book-text-field';

export type SubmitOutcome = { ok: true } | { ok: false; problem: ServerProblem | null };

interface BookFormProps {
  mode: 'add' | 'edit';
  defaultValues: BookFormValues;
  /** Edit only: the address of the book's cover today. */
  currentCover?: string;
  /** Gets the values the form opened with too, so an edit can tell what the owner changed. */
  onSubmit: (values: BookFormValues, initial: BookFormValues) => Promise<SubmitOutcome>;
}

/** Puts each server issue beside its field; the summary stays under the form. */
function showIssuesOnFields(
  problem: ServerProblem,
  values: BookFormValues,
  setError: UseFormSetError<BookFormValues>,
) {
  for (const issue of problem.issues) {
    const field = fieldForIssue(issue.path, values);
    if (field) setError(field, { type: 'server', message: issue.message });
  }
}

/** The schema stops a bad submit; a server refusal shows under the form and beside its fields. */
function useBookForm({
  mode,
  defaultValues,
  onSubmit,
}: Pick<BookFormProps, 'mode' | 'defaultValues' | 'onSubmit'>) {
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  // What the owner saw when the form opened: a later refetch of the item must not move it.
  const [initial] = useState(defaultValues);
  // Not on blur: an error appearing as focus leaves a field shifts the button under the pointer.
  // raw: the submit handler gets the form's own values (prices as typed), checked by the schema.
  const resolver = useMemo(
    () => zodResolver(bookFormSchema(mode), undefined, { raw: true }) as Resolver<BookFormValues>,
    [mode],
  );
  const form = useForm<BookFormValues>({ mode: 'onSubmit', defaultValues, resolver });
  const { handleSubmit, reset, setError } = form;

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    const outcome = await onSubmit(values, initial);
    if (outcome.ok) {
      if (mode === 'add') reset();
      return;
    }
    setProblem(outcome.problem);
    if (outcome.problem) showIssuesOnFields(outcome.problem, values, setError);
  });

  return { form, problem, submit };
}

/** What the form's button says, adding an item or saving one. */
const SUBMIT_WORDS = {
  add: { label: 'owner.catalogue.addButton', busy: 'owner.catalogue.adding' },
  edit: { label: 'owner.catalogue.updateButton', busy: 'owner.catalogue.edit.updating' },
} as const;

/** The one book form behind "Add New Book" and "Update Book". */
export function BookForm({ currentCover, ...props }: BookFormProps) {
  const { t } = useOwnerT();
  const { form, problem, submit } = useBookForm(props);
  const { isSubmitting } = form.formState;

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
        <DetailsFields />
        <PublishingFields />
        <PriceFields />
        <ItemTaxFields />
        <StockFields mode={props.mode} />
        {props.mode === 'add' ? (
          <CoverFileField id="book-cover-file" label={t('owner.catalogue.form.coverImage')} />
        ) : (
          <EditCoverFields currentCover={currentCover ?? ''} />
        )}
        {problem && <FormProblem>{problem.message}</FormProblem>}
        <div className="flex justify-end border-t border-slate-100 pt-5">
          <SubmitButton
            busy={isSubmitting}
            label={t(SUBMIT_WORDS[props.mode].label)}
            busyLabel={t(SUBMIT_WORDS[props.mode].busy)}
          />
        </div>
      </form>
    </FormProvider>
  );
}

// Each field registers as it renders, so the form's order is the page's: a refused submit focuses
// the first field in error from the top.
function DetailsFields() {
  return (
    <>
      <BookTextField name="title" />
      <DescriptionField />
      <CategoryAndTrending />
    </>
  );
}

function DescriptionField() {
  const { t } = useOwnerT();
  const field = useRegisteredField<BookFormValues>();
  return (
    <TextAreaField
      id="book-description"
      label={t('owner.catalogue.form.description')}
      rows={4}
      placeholder={t('owner.catalogue.form.descriptionPlaceholder')}
      className="[&_textarea]:min-h-28"
      {...field('description')}
    />
  );
}

function CategoryAndTrending() {
  const { t } = useOwnerT();
  const { register } = useFormContext<BookFormValues>();
  const field = useRegisteredField<BookFormValues>();
  const options = [
    { value: '', label: t('owner.catalogue.form.chooseCategory') },
    ...CATEGORY_FORM_OPTIONS.map(({ value }) => ({
      value,
      label: t('owner.terms.category', { category: value }),
    })),
  ];
  return (
    <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
      <SelectField
        id="book-category"
        label={t('owner.catalogue.form.category')}
        options={options}
        className="[&_select]:h-11 [&_select]:cursor-pointer"
        {...field('category')}
      />
      <div className="flex h-11 items-center gap-3 sm:self-end">
        <CheckBox id="book-trending" {...register('trending')} />
        <label htmlFor="book-trending" className="cursor-pointer font-semibold text-slate-700">
          {t('owner.catalogue.form.trending')}
        </label>
      </div>
    </div>
  );
}

function PriceFields() {
  const { t } = useOwnerT();
  const field = useRegisteredField<BookFormValues>();
  const priceProps = { type: 'number', step: '0.01', min: '0', inputMode: 'decimal' as const };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        id="book-old-price"
        label={t('owner.catalogue.form.oldPrice')}
        hint={t('owner.catalogue.form.oldPriceHint')}
        {...priceProps}
        {...field('oldPrice', { deps: 'newPrice' })}
      />
      <FormField
        id="book-new-price"
        label={t('owner.catalogue.form.newPrice')}
        hint={t('owner.catalogue.form.newPriceHint')}
        {...priceProps}
        {...field('newPrice', { deps: 'oldPrice' })}
      />
    </div>
  );
}
