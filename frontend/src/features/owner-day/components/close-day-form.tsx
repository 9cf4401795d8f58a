import { useState, type FormEvent } from 'react';
import { DRAWER_TEXT_MAX, type ClosedDayReport } from '@shop/backend/contract';
import { Button, SubmitButton } from '@/components/ui/button';
import { FormField, FormProblem } from '@/components/ui/form-field';
import { useCloseDayMutation } from '../api';
import { parseRupees } from '@/lib/money';
import { refusalOf, type Refusal } from '../amount';

/**
 * A blind count: the owner counts the drawer and gives the figure before seeing what was expected,
 * so the count is not nudged towards it. The expected cash shows once the count is in (the API's
 * answer says how far off it is when a note is needed, or the Z report after the close).
 */
export function CloseDayForm({
  onClosed,
  onCancel,
}: {
  onClosed: (report: ClosedDayReport) => void;
  onCancel: () => void;
}) {
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [noteAsked, setNoteAsked] = useState(false);
  const [problem, setProblem] = useState<Refusal | null>(null);
  const [closeDay, { isLoading }] = useCloseDayMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const countedCash = parseRupees(counted);
    if (countedCash === null) {
      setProblem({
        message: '',
        fields: { countedCash: 'Give the cash you counted in rupees, such as 1240.50.' },
      });
      return;
    }
    const result = await closeDay({ countedCash, ...(note.trim() ? { note: note.trim() } : {}) });
    if (!result.error) {
      onClosed(result.data);
      return;
    }
    const refusal = refusalOf(result.error, 'The day was not closed.');
    if (refusal.fields.note) setNoteAsked(true);
    setProblem(refusal);
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3"
      aria-label="Count and close"
    >
      <p className="text-sm text-slate-700">
        Count every note and coin in the drawer and enter the total. The expected cash shows after you give
        your count.
      </p>
      <FormField
        id="day-counted"
        label="Counted cash (₹)"
        inputMode="decimal"
        autoComplete="off"
        value={counted}
        onChange={(event) => setCounted(event.target.value)}
        error={problem?.fields.countedCash}
      />
      {problem?.message && <FormProblem>{problem.message}</FormProblem>}
      <FormField
        id="day-note"
        label={noteAsked ? 'Note: why the count is off' : 'Note (optional)'}
        showRequired={noteAsked}
        required={noteAsked}
        autoComplete="off"
        maxLength={DRAWER_TEXT_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={problem?.fields.note}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <SubmitButton busy={isLoading} label="Close the day" busyLabel="Closing…" />
        <Button variant="secondary" label="Back" onClick={onCancel} className="min-h-11" />
      </div>
    </form>
  );
}
