import { useState } from 'react';
import type { OwnerStockReason } from '@shop/backend/contract';
import { DIALOG_FOCUS, FormDialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useOwnerT } from '@/i18n/owner';
import {
  reasonChoices,
  STOCK_PROMPTS,
  unitsProblem,
  type StockAnswer,
  type StockQuestion,
} from '../stock-adjustment';

/** How many units were received, or are on the shelf, and why; null when cancelled. */
export function StockAdjustmentDialog({
  question,
  onAnswer,
}: {
  question: StockQuestion;
  onAnswer: (answer: StockAnswer | null) => void;
}) {
  const { t } = useOwnerT();
  const { book, action } = question;
  const prompt = STOCK_PROMPTS[action];
  const [units, setUnits] = useState(() => prompt.initialUnits(book));
  const [reason, setReason] = useState<OwnerStockReason>(prompt.initialReason);
  const [problem, setProblem] = useState<string | null>(null);

  function submit() {
    const text = units.trim();
    const found = unitsProblem(text, action);
    setProblem(found);
    if (!found) onAnswer({ units: Number(text), reason });
  }

  return (
    <FormDialog
      title={prompt.title(book)}
      description={prompt.text(book)}
      submitLabel={prompt.confirmText()}
      cancelLabel={t('owner.catalogue.stock.cancel')}
      onSubmit={submit}
      onCancel={() => onAnswer(null)}
    >
      <TextField
        id="stock-units"
        label={prompt.numberLabel()}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={units}
        onChange={setUnits}
        error={problem ?? undefined}
        {...{ [DIALOG_FOCUS]: '' }}
      />
      <SelectField
        id="stock-reason"
        label={t('owner.catalogue.stock.reasonLabel')}
        value={reason}
        onChange={(event) => setReason(event.target.value as OwnerStockReason)}
        options={reasonChoices()}
      />
    </FormDialog>
  );
}
