import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/button';
import { FormProblem } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { useOwnerT } from '@/i18n/owner';
import { serverMessage } from '@/lib/fetch-errors';
import { signedInMay } from '@/lib/session-role';
import { useAddCustomerMutation } from '../api';
import { CustomerFields, EMPTY_DRAFT, requestOf } from './customer-fields';

/** A new customer, found later by name, phone or GSTIN; a credit limit only from who may set one. */
export function AddCustomerForm() {
  const { t } = useOwnerT();
  const maySetLimit = signedInMay('drawer');
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [addCustomer, { isLoading }] = useAddCustomerMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    setDone(null);
    const read = requestOf(draft, maySetLimit);
    if ('problem' in read) return setProblem(t(`owner.customers.needs.${read.problem}`));
    setProblem(null);
    const result = await addCustomer(read.request);
    if (result.error) return setProblem(serverMessage(result.error) ?? t('owner.customers.unreachable'));
    setDone(t('owner.customers.added', { name: result.data.name }));
    setDraft(EMPTY_DRAFT);
  }

  return (
    <Panel heading={t('owner.customers.add.heading')}>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
        <CustomerFields idPrefix="new-customer" draft={draft} onChange={setDraft} maySetLimit={maySetLimit} />
        <div className="sm:col-span-2">
          {problem && <FormProblem>{problem}</FormProblem>}
          {done && (
            <p role="status" className="mb-3 text-sm font-medium text-green-800">
              {done}
            </p>
          )}
          <SubmitButton busy={isLoading} label={t('owner.customers.add.submit')} />
        </div>
      </form>
    </Panel>
  );
}
