import { useState } from 'react';
import { COUNTER_REASON_MAX, type CounterSale } from '@shop/backend/contract';
import { FormDialog } from '@/components/ui/dialog';
import { NoteField } from '@/components/ui/form-field';
import { useOwnerT } from '@/i18n/owner';

/** Asks why a sale is voided; answers the reason, or null when the owner keeps the sale. */
export function VoidDialog({
  sale,
  onAnswer,
}: {
  sale: CounterSale;
  onAnswer: (reason: string | null) => void;
}) {
  const { t, money } = useOwnerT();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <FormDialog
      title={t('owner.counter.void.title', { number: sale.number })}
      description={t('owner.counter.void.description', { amount: money(sale.totalPrice) })}
      submitLabel={t('owner.counter.void.submit')}
      cancelLabel={t('owner.counter.void.cancel')}
      onSubmit={() => {
        const text = reason.trim();
        if (text) onAnswer(text);
        else setProblem(t('owner.counter.void.reasonNeeded'));
      }}
      onCancel={() => onAnswer(null)}
    >
      <NoteField
        id={`void-${sale._id}`}
        label={t('owner.counter.void.reason')}
        maxLength={COUNTER_REASON_MAX}
        value={reason}
        onChange={setReason}
        error={problem ?? undefined}
      />
    </FormDialog>
  );
}
