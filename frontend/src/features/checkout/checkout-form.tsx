import { zodResolver } from '@hookform/resolvers/zod';
import { compactPhone, type FieldIssue } from '@shop/backend/contract';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  FormProvider,
  useForm,
  useFormContext,
  useWatch,
  type FieldErrors,
  type Resolver,
  type UseFormSetError,
} from 'react-hook-form';
import { SubmitButton } from '@/components/ui/button';
import { CheckBox } from '@/components/ui/form-field';
import { useT } from '@/i18n';
import type { ServerProblem } from '@/lib/api-error';
import type { Translate } from '@/features/orders';
import { BillAddress } from './bill-address';
import { ContactFields, type CheckoutAccount } from './checkout-fields';
import { checkoutProblemText } from './checkout-problems';
import {
  BILL_ADDRESS_FIELDS,
  checkoutFormSchema,
  type CheckedCheckout,
  type CheckoutValues,
} from './checkout-schema';

export type { CheckedCheckout, CheckoutValues, CheckoutAccount };

export type { ServerProblem };

interface CheckoutFormProps {
  account: CheckoutAccount;
  /** What the customer typed for their last order, filled in once known unless they started typing. */
  prefill?: Partial<CheckoutValues>;
  /** Resolves with the server's objection when it refused the order, else null. */
  onSubmit: (values: CheckedCheckout) => Promise<ServerProblem | null>;
}

const FIELD_NAMES = ['name', 'phone', 'address', 'city', 'country', 'state', 'zipcode'] as const;
type FieldName = (typeof FIELD_NAMES)[number];

const isFieldName = (name: string): name is FieldName => (FIELD_NAMES as readonly string[]).includes(name);

/** The form's field a server issue is about ("address.zipcode"), or null when none is. */
function fieldOf(issue: FieldIssue): FieldName | null {
  const field = issue.path === 'address.street' ? 'address' : issue.path.replace(/^address\./, '');
  return isFieldName(field) ? field : null;
}

/** Puts each server issue beside the field it is about; answers the fields it was about. */
function showIssuesOnFields(problem: ServerProblem, setError: UseFormSetError<CheckoutValues>): FieldName[] {
  const fields: FieldName[] = [];
  for (const issue of problem.issues) {
    const field = fieldOf(issue);
    if (!field) continue;
    setError(field, { type: 'server', message: issue.message });
    fields.push(field);
  }
  return fields;
}

const isBillAddressField = (name: string): boolean =>
  (BILL_ADDRESS_FIELDS as readonly string[]).includes(name);

function issueText(t: Translate, issue: FieldIssue): string {
  const field = fieldOf(issue);
  return field ? checkoutProblemText(t, field, issue.message) : issue.message;
}

const EMPTY_FORM: CheckoutValues = {
  name: '',
  phone: '',
  address: '',
  city: '',
  country: 'India',
  state: '',
  zipcode: '',
  terms: false,
};

export function CheckoutForm({ account, prefill, onSubmit }: CheckoutFormProps) {
  const { t } = useT();
  const { verifiedPhone } = account;
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const [addressOpen, setAddressOpen] = useState(false);
  // A customer signed in by phone orders with the verified number until they ask to give another.
  const [phoneShown, setPhoneShown] = useState(!verifiedPhone);
  const form = useForm<CheckoutValues, unknown, CheckedCheckout>({
    // Not on blur: an error appearing as focus leaves a field shifts the button under the pointer.
    mode: 'onSubmit',
    defaultValues: { ...EMPTY_FORM, phone: verifiedPhone ? compactPhone(verifiedPhone) : '' },
    // The schema's input types are wider than the form's text boxes (the API also takes numbers).
    resolver: zodResolver(checkoutFormSchema) as Resolver<CheckoutValues, unknown, CheckedCheckout>,
  });
  const {
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { isSubmitting },
  } = form;
  useEffect(() => {
    if (!prefill) return;
    // Field by field, and only where nothing was typed yet: the details can arrive while the
    // customer is already typing, and what they typed must stay.
    const current = getValues();
    for (const name of FIELD_NAMES) {
      const value = prefill[name];
      if (value && current[name] === EMPTY_FORM[name]) setValue(name, value);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill]);
  const termsAccepted = useWatch({ control, name: 'terms' });

  /**
   * A problem in a folded field unfolds it, at once, so the form can put the focus on that field
   * (it focuses the first field in error right after this).
   */
  function reveal(fields: readonly string[]) {
    flushSync(() => {
      if (fields.some(isBillAddressField)) setAddressOpen(true);
      if (fields.includes('phone')) setPhoneShown(true);
    });
  }

  const submit = handleSubmit(
    async (values) => {
      setProblem(null);
      const refused = await onSubmit(values);
      if (!refused) return;
      setProblem(refused);
      reveal(showIssuesOnFields(refused, setError));
    },
    (errors: FieldErrors<CheckoutValues>) => reveal(Object.keys(errors)),
  );

  function giveAnotherNumber() {
    // Someone else collects: their number is typed afresh, the verified one stays the account's.
    setValue('phone', '');
    setPhoneShown(true);
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-describedby="checkout-required-note">
        <p id="checkout-required-note" className="mb-5 text-sm text-slate-600">
          {t('checkout.requiredNote')}
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <ContactFields account={account} phoneShown={phoneShown} onUseAnotherNumber={giveAnotherNumber} />
          <BillAddress open={addressOpen} onToggle={setAddressOpen} />
        </div>

        <TermsBox />

        <div className="mt-6 flex flex-col items-stretch gap-2 sm:items-end">
          <SubmitButton
            label={t('checkout.placeOrder')}
            busy={isSubmitting}
            disabled={!termsAccepted}
            aria-describedby={termsAccepted ? undefined : 'checkout-why-disabled'}
          />
          {!termsAccepted && (
            <p id="checkout-why-disabled" className="text-sm text-slate-600">
              {t('checkout.whyDisabled')}
            </p>
          )}
        </div>

        {problem && <ProblemNotice problem={problem} />}
      </form>
    </FormProvider>
  );
}

function TermsBox() {
  const { t } = useT();
  const { register } = useFormContext<CheckoutValues>();
  return (
    <div className="mt-6 flex items-start gap-1">
      {/* A 44 px square around the box, so a thumb need not find 16 px. */}
      <label className="-mt-3 -ml-3 flex size-11 shrink-0 cursor-pointer items-center justify-center">
        <CheckBox id="checkout-terms" {...register('terms')} />
      </label>
      {/* The terms open in a new tab, so what is typed here stays. */}
      <label htmlFor="checkout-terms" className="text-sm text-slate-700">
        {t('checkout.terms.before')}{' '}
        <a href="/terms" target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
          {t('checkout.terms.link')}
        </a>
        {t('checkout.terms.after')}
      </label>
    </div>
  );
}

/** The server's objection; the issues it raised about a field are worded as the field shows them. */
function ProblemNotice({ problem }: { problem: ServerProblem }) {
  const { t } = useT();
  return (
    <div role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p className="font-semibold">{problem.message}</p>
      {problem.issues.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {problem.issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>{issueText(t, issue)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
