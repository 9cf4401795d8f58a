import { useState } from 'react';
import { FormDialog } from '@/components/ui/dialog';
import { AmountField } from '@/components/ui/form-field';
import { useOwnerT } from '@/i18n/owner';
import { parseRupees } from '@/lib/money';
import type { FloatQuestion } from './use-counter-day';

/** Asks the float the day opens with, offering the last count; answers it, or null to keep it closed. */
export function FloatDialog({
  question,
  onAnswer,
}: {
  question: FloatQuestion;
  onAnswer: (float: number | null) => void;
}) {
  const { t, money } = useOwnerT();
  const [float, setFloat] = useState(question.lastCount === null ? '' : question.lastCount.toFixed(2));
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <FormDialog
      title={t('owner.counter.drawer.floatTitle')}
      description={
        question.lastCount === null
          ? t('owner.counter.drawer.floatIntro')
          : t('owner.counter.drawer.floatIntroLastCount', { count: money(question.lastCount) })
      }
      submitLabel={t('owner.counter.drawer.floatSubmit')}
      cancelLabel={t('owner.counter.drawer.floatCancel')}
      onSubmit={() => {
        const amount = parseRupees(float);
        if (amount === null) setProblem(t('owner.counter.drawer.floatProblem'));
        else onAnswer(amount);
      }}
      onCancel={() => onAnswer(null)}
    >
      <AmountField
        id="counter-float"
        label={t('owner.counter.drawer.float')}
        value={float}
        onChange={setFloat}
        error={problem ?? undefined}
      />
    </FormDialog>
  );
}
