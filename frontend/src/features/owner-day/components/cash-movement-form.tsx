import { useState, type FormEvent } from 'react';
import { DRAWER_TEXT_MAX, type CashMovementType } from '@shop/backend/contract';
import { SubmitButton } from '@/components/ui/button';
import { AmountField, FormProblem, NoteField, RadioField } from '@/components/ui/form-field';
import { useOwnerT } from '@/i18n/owner';
import { parseRupees } from '@/lib/money';
import { useAddCashMovementMutation } from '../api';
import { refusalOf, type Refusal } from '../amount';

const TYPES = [
  { value: 'in', label: 'owner.day.movement.in' },
  { value: 'out', label: 'owner.day.movement.out' },
] as const;

/** Cash put into the drawer (change from the bank) or taken out (an errand, the bank), with why. */
export function CashMovementForm() {
  const { t, money } = useOwnerT();
  const [type, setType] = useState<CashMovementType>('out');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<Refusal | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [addMovement, { isLoading }] = useAddCashMovementMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const rupees = parseRupees(amount);
    const fields: Record<string, string> = {};
    if (rupees === null || rupees === 0) fields.amount = t('owner.day.movement.amountProblem');
    if (!reason.trim()) fields.reason = t('owner.day.movement.reasonProblem');
    if (Object.keys(fields).length > 0 || rupees === null) {
      setProblem({ message: '', fields });
      return;
    }
    const result = await addMovement({ type, amount: rupees, reason: reason.trim() });
    if (result.error) {
      setProblem(refusalOf(result.error, t('owner.day.movement.refused')));
      return;
    }
    setProblem(null);
    setAmount('');
    setReason('');
    setDone(t('owner.day.movement.recorded', { type, amount: money(rupees) }));
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3"
      aria-label={t('owner.day.movement.form')}
    >
      <RadioField
        id="movement-type"
        label={t('owner.day.movement.legend')}
        name="movement-type"
        options={TYPES.map(({ value, label }) => ({ value, label: t(label) }))}
        value={type}
        onChange={setType}
      />
      <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <AmountField
          id="movement-amount"
          label={t('owner.day.movement.amount')}
          value={amount}
          onChange={setAmount}
          error={problem?.fields.amount}
        />
        <NoteField
          id="movement-reason"
          label={t('owner.day.movement.reason')}
          maxLength={DRAWER_TEXT_MAX}
          value={reason}
          onChange={setReason}
          error={problem?.fields.reason}
        />
      </div>
      {problem?.message && <FormProblem>{problem.message}</FormProblem>}
      {done && (
        <p role="status" className="text-sm text-green-800">
          {done}
        </p>
      )}
      <SubmitButton
        busy={isLoading}
        label={t('owner.day.movement.button')}
        busyLabel={t('owner.day.movement.busy')}
      />
    </form>
  );
}
