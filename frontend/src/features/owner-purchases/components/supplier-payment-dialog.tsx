import { useState } from 'react';
import {
  formatRupees,
  indiaDay,
  SUPPLIER_PAYMENT_METHODS,
  type Supplier,
  type SupplierPayment,
  type SupplierPaymentMethod,
} from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import { AmountField, FormField, FormProblem, RadioField, TextField } from '@/components/ui/form-field';
import { useOwnerT } from '@/i18n/owner';
import { readApiError } from '@/lib/api-error';
import { serverMessage } from '@/lib/fetch-errors';
import { parseRupees } from '@/lib/money';
import { usePaySupplierMutation } from '../api';

/** The longest UTR or cheque number the API keeps. */
const REFERENCE_MAX = 60;

/** What the owner is told once a payment is recorded: what is owed now, or the advance. */
function paidNotice(t: ReturnType<typeof useOwnerT>['t'], supplier: Supplier, paid: SupplierPayment) {
  const amount = formatRupees(paid.amount);
  if (paid.balance < 0) {
    return t('owner.purchases.pay.paidAdvance', {
      amount,
      name: supplier.name,
      advance: formatRupees(-paid.balance),
    });
  }
  const said = t('owner.purchases.pay.paid', {
    amount,
    name: supplier.name,
    balance: formatRupees(paid.balance),
  });
  return paid.cashMovementId ? `${said} ${t('owner.purchases.pay.fromTillDone')}` : said;
}

interface TypedPayment {
  amountText: string;
  method: SupplierPaymentMethod;
  reference: string;
  date: string;
  /** Cash handed over from the counter's drawer today: taken out of the open day too. */
  fromTill: boolean;
}

/** Only cash paid today can come out of today's drawer. */
const tillPays = (typed: TypedPayment) => typed.method === 'cash' && typed.date === indiaDay(new Date());

/**
 * Sends a payment. More than the supplier is owed comes back 409 with what is owed: that is kept
 * as `owed`, for the owner to say whether to send it again as an advance.
 */
function usePayment(supplier: Supplier, onDone: (notice: string) => void) {
  const { t } = useOwnerT();
  const [problem, setProblem] = useState<string | null>(null);
  const [owed, setOwed] = useState<string | null>(null);
  const [pay, { isLoading }] = usePaySupplierMutation();

  async function send(typed: TypedPayment, advance: boolean) {
    if (isLoading) return;
    const amount = parseRupees(typed.amountText);
    if (amount === null || amount <= 0) return setProblem(t('owner.purchases.pay.amountNeeded'));
    setProblem(null);
    setOwed(null);
    const { method, reference, date } = typed;
    const result = await pay({
      id: supplier._id,
      amount,
      method,
      ...(reference.trim() && method !== 'cash' ? { reference: reference.trim() } : {}),
      ...(date ? { date } : {}),
      ...(advance ? { advance } : {}),
      ...(typed.fromTill && tillPays(typed) ? { fromTill: true } : {}),
    });
    if (result.error && !advance && isMoreThanOwed(result.error)) {
      return setOwed(serverMessage(result.error) ?? t('owner.purchases.pay.moreThanOwed'));
    }
    if (result.error) return setProblem(serverMessage(result.error) ?? t('owner.purchases.unreachable'));
    onDone(paidNotice(t, supplier, result.data));
  }

  return { send, problem, owed, forgetOwed: () => setOwed(null), busy: isLoading };
}

/**
 * A payment to a supplier. More than they are owed is refused unless it is an advance: the
 * dialog shows the API's words of what is owed and asks before sending it again as one. (Asked
 * in the dialog, as a modal dialog leaves the page behind it, and any alert there, inert.)
 */
export function SupplierPaymentDialog({
  supplier,
  onDone,
}: {
  supplier: Supplier;
  onDone: (notice: string | null) => void;
}) {
  const { t } = useOwnerT();
  const today = indiaDay(new Date());
  const [typed, setTyped] = useState<TypedPayment>({
    amountText: '',
    method: 'bank',
    reference: '',
    date: today,
    fromTill: false,
  });
  const payment = usePayment(supplier, onDone);
  const set =
    <Field extends keyof TypedPayment>(field: Field) =>
    (value: TypedPayment[Field]) => {
      payment.forgetOwed();
      setTyped((now) => ({ ...now, [field]: value }));
    };

  return (
    <FormDialog
      title={t('owner.purchases.pay.title', { name: supplier.name })}
      submitLabel={t('owner.purchases.pay.submit')}
      cancelLabel={t('owner.purchases.close')}
      onSubmit={() => void payment.send(typed, false)}
      onCancel={() => onDone(null)}
    >
      <AmountField
        id="pay-amount"
        label={t('owner.purchases.pay.amount')}
        value={typed.amountText}
        onChange={set('amountText')}
      />
      <RadioField
        id="pay-method"
        name="pay-method"
        label={t('owner.purchases.pay.method')}
        options={SUPPLIER_PAYMENT_METHODS.map((choice) => ({
          value: choice,
          label: t('owner.purchases.pay.methodName', { method: choice }),
        }))}
        value={typed.method}
        onChange={set('method')}
      />
      {typed.method !== 'cash' && (
        <TextField
          id="pay-reference"
          label={t('owner.purchases.pay.reference')}
          autoComplete="off"
          maxLength={REFERENCE_MAX}
          value={typed.reference}
          onChange={set('reference')}
        />
      )}
      <FormField
        id="pay-date"
        type="date"
        label={t('owner.purchases.pay.date')}
        max={today}
        value={typed.date}
        onChange={(event) => set('date')(event.target.value)}
      />
      {tillPays(typed) && (
        <label className="inline-flex min-h-11 items-start gap-3 text-slate-800">
          <input
            type="checkbox"
            className="mt-1 size-5"
            checked={typed.fromTill}
            onChange={(event) => set('fromTill')(event.target.checked)}
          />
          <span>
            <span className="font-semibold">{t('owner.purchases.pay.fromTill')}</span>
            <span className="block text-sm text-slate-600">{t('owner.purchases.pay.fromTillHint')}</span>
          </span>
        </label>
      )}
      {payment.owed && (
        <div role="alert" className="space-y-2 rounded-md bg-amber-50 p-3 text-sm text-slate-800">
          <p className="font-semibold">{payment.owed}</p>
          <p>{t('owner.purchases.pay.advanceQuestion', { name: supplier.name })}</p>
          <Button
            variant="secondary"
            busy={payment.busy}
            label={t('owner.purchases.pay.advanceYes')}
            onClick={() => void payment.send(typed, true)}
          />
        </div>
      )}
      {payment.problem && <FormProblem>{payment.problem}</FormProblem>}
    </FormDialog>
  );
}

/** The refusal of more than is owed names what is owed; other refusals (no day open) do not. */
const isMoreThanOwed = (error: Parameters<typeof readApiError>[0]): boolean => {
  const read = readApiError(error);
  return read.kind === 'refusal' && read.status === 409 && read.details.balance !== undefined;
};
