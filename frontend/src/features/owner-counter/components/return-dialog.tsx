import { useState } from 'react';
import {
  COUNTER_REASON_MAX,
  isBookLine,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_REFERENCE_MAX,
  type BookOrderLine,
  type CounterSale,
  type PaymentMethod,
  type ReturnRequest,
} from '@shop/backend/contract';
import { FormDialog } from '@/components/ui/dialog';
import { FormField, FormProblem, RadioField } from '@/components/ui/form-field';

const METHOD_CHOICES = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

interface ReturnForm {
  units: Record<string, string>;
  method: PaymentMethod;
  reference: string;
  reason: string;
}

type FormProblemOf = { field: 'units' | 'reason'; message: string };

/** The request the form makes, or what is wrong with it. */
function requestOf(form: ReturnForm, lines: readonly BookOrderLine[]): ReturnRequest | FormProblemOf {
  const items = lines.map((line) => ({
    productId: line.bookId,
    quantity: Number(form.units[line.bookId] || 0),
  }));
  const wrong = items.find(
    (item, index) =>
      !Number.isInteger(item.quantity) || item.quantity < 0 || item.quantity > lines[index]!.quantity,
  );
  if (wrong) return { field: 'units', message: 'Each quantity is a whole number, at most what was sold.' };
  const returned = items.filter((item) => item.quantity > 0);
  if (returned.length === 0) return { field: 'units', message: 'Choose at least one unit to return.' };
  if (!form.reason.trim()) return { field: 'reason', message: 'Say why the items are returned.' };
  const reference = form.reference.trim();
  return {
    items: returned,
    refund: { method: form.method, ...(reference ? { reference } : {}) },
    reason: form.reason.trim(),
  };
}

function UnitsFields({
  sale,
  lines,
  form,
  problem,
  onUnits,
}: {
  sale: CounterSale;
  lines: readonly BookOrderLine[];
  form: ReturnForm;
  problem: string | undefined;
  onUnits: (bookId: string, text: string) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="field-label">Units handed back</legend>
      {problem && <FormProblem>{problem}</FormProblem>}
      {lines.map((line) => (
        <FormField
          key={line.bookId}
          id={`return-${sale._id}-${line.bookId}`}
          label={`${line.title} (sold ${line.quantity})`}
          type="number"
          inputMode="numeric"
          min={0}
          max={line.quantity}
          step={1}
          value={form.units[line.bookId] ?? ''}
          placeholder="0"
          onChange={(event) => onUnits(line.bookId, event.target.value)}
        />
      ))}
    </fieldset>
  );
}

/** Which units of a sale come back, how the money goes back, and why. */
export function ReturnDialog({
  sale,
  onAnswer,
}: {
  sale: CounterSale;
  onAnswer: (request: ReturnRequest | null) => void;
}) {
  const lines = sale.lines.filter(isBookLine);
  const [form, setForm] = useState<ReturnForm>({
    units: {},
    method: sale.payment.method,
    reference: '',
    reason: '',
  });
  const [problem, setProblem] = useState<FormProblemOf | null>(null);
  const id = `return-${sale._id}`;
  return (
    <FormDialog
      title={`Return items of sale No. ${sale.number}`}
      submitLabel="Record return"
      cancelLabel="Cancel"
      onSubmit={() => {
        const request = requestOf(form, lines);
        if ('field' in request) setProblem(request);
        else onAnswer(request);
      }}
      onCancel={() => onAnswer(null)}
    >
      <UnitsFields
        sale={sale}
        lines={lines}
        form={form}
        problem={problem?.field === 'units' ? problem.message : undefined}
        onUnits={(bookId, text) => setForm({ ...form, units: { ...form.units, [bookId]: text } })}
      />
      <RadioField
        id={`${id}-method`}
        name={`${id}-method`}
        label="Refund by"
        options={METHOD_CHOICES}
        value={form.method}
        onChange={(method) => setForm({ ...form, method })}
      />
      <FormField
        id={`${id}-reference`}
        label="Refund reference (optional)"
        type="text"
        autoComplete="off"
        maxLength={PAYMENT_REFERENCE_MAX}
        value={form.reference}
        onChange={(event) => setForm({ ...form, reference: event.target.value })}
      />
      <FormField
        id={`${id}-reason`}
        label="Reason"
        type="text"
        autoComplete="off"
        maxLength={COUNTER_REASON_MAX}
        value={form.reason}
        onChange={(event) => setForm({ ...form, reason: event.target.value })}
        error={problem?.field === 'reason' ? problem.message : undefined}
      />
    </FormDialog>
  );
}
