import { useState } from 'react';
import {
  COUNTER_REASON_MAX,
  isBookLine,
  PAYMENT_METHODS,
  PAYMENT_REFERENCE_MAX,
  type BookOrderLine,
  type CounterSale,
  type TenderMethod,
  type ReturnRequest,
} from '@shop/backend/contract';
import { FormDialog } from '@/components/ui/dialog';
import { CountField, FormField, FormProblem, RadioField } from '@/components/ui/form-field';
import { translateOwner, useOwnerT } from '@/i18n/owner';
import { useLazyLookupCodeQuery } from '../api';
import { barcodeOf } from '../sale';
import { useScanTaker } from '../scanner/scan-routing';

interface ReturnForm {
  units: Record<string, string>;
  method: TenderMethod;
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
  if (wrong) return { field: 'units', message: translateOwner('owner.counter.return.badQuantity') };
  const returned = items.filter((item) => item.quantity > 0);
  if (returned.length === 0)
    return { field: 'units', message: translateOwner('owner.counter.return.noUnits') };
  if (!form.reason.trim())
    return { field: 'reason', message: translateOwner('owner.counter.return.reasonNeeded') };
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
  const { t } = useOwnerT();
  return (
    <fieldset className="space-y-2">
      <legend className="field-label">{t('owner.counter.return.units')}</legend>
      {problem && <FormProblem>{problem}</FormProblem>}
      {lines.map((line) => (
        <CountField
          key={line.bookId}
          id={`return-${sale._id}-${line.bookId}`}
          label={t('owner.counter.return.line', { title: line.title, quantity: line.quantity })}
          min={0}
          max={line.quantity}
          value={form.units[line.bookId] ?? ''}
          placeholder="0"
          onChange={(event) => onUnits(line.bookId, event.target.value)}
        />
      ))}
    </fieldset>
  );
}

/**
 * The dialog's scanner: each scan of an item on the sale picks its line, one more unit to return
 * (never more than were sold); a scan of anything else says so.
 */
function useReturnScans(
  lines: readonly BookOrderLine[],
  form: ReturnForm,
  setUnits: (bookId: string, units: number) => void,
) {
  const [lookup] = useLazyLookupCodeQuery();
  const [said, setSaid] = useState<string | null>(null);
  useScanTaker(async (typed) => {
    const code = barcodeOf(typed) ?? typed;
    const { data: book } = await lookup(code);
    const line = book && lines.find((candidate) => candidate.bookId === book._id);
    if (!line) return setSaid(translateOwner('owner.counter.return.scanNotInSale', { code }));
    const now = Number(form.units[line.bookId] || 0);
    if (now >= line.quantity) {
      return setSaid(translateOwner('owner.counter.return.scanAllBack', { title: line.title }));
    }
    setUnits(line.bookId, now + 1);
    setSaid(translateOwner('owner.counter.return.scanPicked', { title: line.title, units: now + 1 }));
  });
  return said;
}

/** Which units of a sale come back, how the money goes back, and why; a scan picks an item's line. */
export function ReturnDialog({
  sale,
  onAnswer,
}: {
  sale: CounterSale;
  onAnswer: (request: ReturnRequest | null) => void;
}) {
  const { t } = useOwnerT();
  const lines = sale.lines.filter(isBookLine);
  const [form, setForm] = useState<ReturnForm>({
    units: {},
    method: sale.payment.method,
    reference: '',
    reason: '',
  });
  const [problem, setProblem] = useState<FormProblemOf | null>(null);
  const scanned = useReturnScans(lines, form, (bookId, units) =>
    setForm((was) => ({ ...was, units: { ...was.units, [bookId]: String(units) } })),
  );
  const id = `return-${sale._id}`;
  return (
    <FormDialog
      title={t('owner.counter.return.title', { number: sale.number })}
      submitLabel={t('owner.counter.return.submit')}
      cancelLabel={t('owner.counter.return.cancel')}
      onSubmit={() => {
        const request = requestOf(form, lines);
        if ('field' in request) setProblem(request);
        else onAnswer(request);
      }}
      onCancel={() => onAnswer(null)}
    >
      <p role="status" className={scanned ? 'text-sm font-medium text-slate-800' : 'sr-only'}>
        {scanned}
      </p>
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
        label={t('owner.counter.return.refundBy')}
        options={[...PAYMENT_METHODS, ...(sale.customerId ? (['account'] as const) : [])].map((method) => ({
          value: method,
          label: t('owner.terms.paymentMethod', { method }),
        }))}
        value={form.method}
        onChange={(method) => setForm({ ...form, method })}
      />
      <FormField
        id={`${id}-reference`}
        label={t('owner.counter.return.reference')}
        type="text"
        autoComplete="off"
        maxLength={PAYMENT_REFERENCE_MAX}
        value={form.reference}
        onChange={(event) => setForm({ ...form, reference: event.target.value })}
      />
      <FormField
        id={`${id}-reason`}
        label={t('owner.counter.return.reason')}
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
