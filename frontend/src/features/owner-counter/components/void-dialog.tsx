import { useState } from 'react';
import { COUNTER_REASON_MAX, type CounterSale } from '@shop/backend/contract';
import { FormDialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { formatRupees } from '@/lib/money';

/** Asks why a sale is voided; answers the reason, or null when the owner keeps the sale. */
export function VoidDialog({
  sale,
  onAnswer,
}: {
  sale: CounterSale;
  onAnswer: (reason: string | null) => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <FormDialog
      title={`Void sale No. ${sale.number}?`}
      description={`${formatRupees(sale.totalPrice)} is taken off today’s takings and its items go back on the shelves.`}
      submitLabel="Void sale"
      cancelLabel="Keep it"
      onSubmit={() => {
        const text = reason.trim();
        if (text) onAnswer(text);
        else setProblem('Say why the sale is voided.');
      }}
      onCancel={() => onAnswer(null)}
    >
      <FormField
        id={`void-${sale._id}`}
        label="Reason"
        type="text"
        autoComplete="off"
        maxLength={COUNTER_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={problem ?? undefined}
      />
    </FormDialog>
  );
}
