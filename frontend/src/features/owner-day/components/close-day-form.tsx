import { useState, type FormEvent } from 'react';
import { DRAWER_TEXT_MAX, type ClosedDayReport } from '@shop/backend/contract';
import { Button, SubmitButton } from '@/components/ui/button';
import { AmountField, FormProblem, NoteField } from '@/components/ui/form-field';
import { useOwnerT } from '@/i18n/owner';
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
  const { t } = useOwnerT();
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
        fields: { countedCash: t('owner.day.close.countedProblem') },
      });
      return;
    }
    const result = await closeDay({ countedCash, ...(note.trim() ? { note: note.trim() } : {}) });
    if (!result.error) {
      onClosed(result.data);
      return;
    }
    const refusal = refusalOf(result.error, t('owner.day.close.refused'));
    if (refusal.fields.note) setNoteAsked(true);
    setProblem(refusal);
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3"
      aria-label={t('owner.day.countAndClose')}
    >
      <p className="text-sm text-slate-700">{t('owner.day.close.intro')}</p>
      <AmountField
        id="day-counted"
        label={t('owner.day.close.counted')}
        value={counted}
        onChange={setCounted}
        error={problem?.fields.countedCash}
      />
      {problem?.message && <FormProblem>{problem.message}</FormProblem>}
      <NoteField
        id="day-note"
        label={t(noteAsked ? 'owner.day.close.noteAsked' : 'owner.day.close.noteOptional')}
        showRequired={noteAsked}
        required={noteAsked}
        maxLength={DRAWER_TEXT_MAX}
        value={note}
        onChange={setNote}
        error={problem?.fields.note}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <SubmitButton
          busy={isLoading}
          label={t('owner.day.close.button')}
          busyLabel={t('owner.day.close.busy')}
        />
        <Button
          variant="secondary"
          size="md"
          label={t('owner.day.close.back')}
          onClick={onCancel}
          className="min-h-11"
        />
      </div>
    </form>
  );
}
