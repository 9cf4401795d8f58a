import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/button';
import { AmountField, FormProblem } from '@/components/ui/form-field';
import { useOwnerT } from '@/i18n/owner';
import { useOpenDayMutation } from '../api';
import { parseRupees } from '@/lib/money';
import { refusalOf, type Refusal } from '../amount';

/** No day is open: the owner counts the float into the drawer and opens the day with it. */
export function OpenDayForm() {
  const { t } = useOwnerT();
  const [float, setFloat] = useState('');
  const [problem, setProblem] = useState<Refusal | null>(null);
  const [openDay, { isLoading }] = useOpenDayMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amount = parseRupees(float);
    if (amount === null) {
      setProblem({ message: '', fields: { float: t('owner.day.open.floatProblem') } });
      return;
    }
    const result = await openDay({ float: amount });
    setProblem(result.error ? refusalOf(result.error, t('owner.day.open.refused')) : null);
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3"
      aria-label={t('owner.day.open.title')}
    >
      <p className="text-sm text-slate-700">{t('owner.day.open.intro')}</p>
      <AmountField
        id="day-float"
        label={t('owner.day.open.float')}
        value={float}
        onChange={setFloat}
        error={problem?.fields.float}
      />
      {problem?.message && <FormProblem>{problem.message}</FormProblem>}
      <SubmitButton
        busy={isLoading}
        label={t('owner.day.open.button')}
        busyLabel={t('owner.day.open.busy')}
      />
    </form>
  );
}
