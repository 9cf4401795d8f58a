import { useState, type FormEvent } from 'react';
import { DRAWER_TEXT_MAX, type CashMovementType } from '@shop/backend/contract';
import { SubmitButton } from '@/components/ui/button';
import { FormField, FormProblem, RadioField } from '@/components/ui/form-field';
import { formatRupees } from '@/lib/money';
import { useAddCashMovementMutation } from '../api';
import { parseRupees } from '@/lib/money';
import { refusalOf, type Refusal } from '../amount';

const TYPES = [
  { value: 'in', label: 'Cash in' },
  { value: 'out', label: 'Cash out' },
] as const;

/** Cash put into the drawer (change from the bank) or taken out (an errand, the bank), with why. */
export function CashMovementForm() {
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
    if (rupees === null || rupees === 0) fields.amount = 'Give an amount in rupees, more than 0.';
    if (!reason.trim()) fields.reason = 'Say why the cash goes in or out.';
    if (Object.keys(fields).length > 0 || rupees === null) {
      setProblem({ message: '', fields });
      return;
    }
    const result = await addMovement({ type, amount: rupees, reason: reason.trim() });
    if (result.error) {
      setProblem(refusalOf(result.error, 'The cash was not recorded.'));
      return;
    }
    setProblem(null);
    setAmount('');
    setReason('');
    setDone(`${type === 'in' ? 'Cash in' : 'Cash out'} of ${formatRupees(rupees)} recorded.`);
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3"
      aria-label="Cash in or out"
    >
      <RadioField
        id="movement-type"
        label="Cash"
        name="movement-type"
        options={TYPES}
        value={type}
        onChange={setType}
      />
      <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <FormField
          id="movement-amount"
          label="Amount (₹)"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={problem?.fields.amount}
        />
        <FormField
          id="movement-reason"
          label="Reason"
          autoComplete="off"
          maxLength={DRAWER_TEXT_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={problem?.fields.reason}
        />
      </div>
      {problem?.message && <FormProblem>{problem.message}</FormProblem>}
      {done && (
        <p role="status" className="text-sm text-green-800">
          {done}
        </p>
      )}
      <SubmitButton busy={isLoading} label="Record cash" busyLabel="Recording…" />
    </form>
  );
}
