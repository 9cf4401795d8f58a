import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/button';
import { FormField, FormProblem } from '@/components/ui/form-field';
import { useOpenDayMutation } from '../api';
import { parseRupees } from '@/lib/money';
import { refusalOf, type Refusal } from '../amount';

/** No day is open: the owner counts the float into the drawer and opens the day with it. */
export function OpenDayForm() {
  const [float, setFloat] = useState('');
  const [problem, setProblem] = useState<Refusal | null>(null);
  const [openDay, { isLoading }] = useOpenDayMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amount = parseRupees(float);
    if (amount === null) {
      setProblem({ message: '', fields: { float: 'Give the float in rupees, such as 500 or 500.50.' } });
      return;
    }
    const result = await openDay({ float: amount });
    setProblem(result.error ? refusalOf(result.error, 'The day was not opened.') : null);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3" aria-label="Open the day">
      <p className="text-sm text-slate-700">
        No day is open. Count the cash you start with (the float) and open the day; a sale also opens it, with
        the last day’s count as its float.
      </p>
      <FormField
        id="day-float"
        label="Float (₹)"
        inputMode="decimal"
        autoComplete="off"
        value={float}
        onChange={(event) => setFloat(event.target.value)}
        error={problem?.fields.float}
      />
      {problem?.message && <FormProblem>{problem.message}</FormProblem>}
      <SubmitButton busy={isLoading} label="Open the day" busyLabel="Opening…" />
    </form>
  );
}
