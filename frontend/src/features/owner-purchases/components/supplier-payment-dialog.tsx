import { useState } from 'react';
import {
  formatRupees,
  indiaDay,
  SUPPLIER_PAYMENT_METHODS,
  type Supplier,
  type SupplierPayment,
  type SupplierPaymentMethod,
} from '@shop/backend/contract';
import { confirmDialog } from '@/components/dialogs';
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
  return t('owner.purchases.pay.paid', { amount, name: supplier.name, balance: formatRupees(paid.balance) });
}

/**
 * A payment to a supplier. More than they are owed is refused (409) unless it is an advance: the
 * owner is asked, with the API's own words of what is owed, and it is sent again as one.
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
  const [amountText, setAmountText] = useState('');
  const [method, setMethod] = useState<SupplierPaymentMethod>('bank');
  const [reference, setReference] = useState('');
  const [date, setDate] = useState(today);
  const [problem, setProblem] = useState<string | null>(null);
  const [pay, { isLoading }] = usePaySupplierMutation();

  async function send(amount: number, advance: boolean) {
    return pay({
      id: supplier._id,
      amount,
      method,
      ...(reference.trim() && method !== 'cash' ? { reference: reference.trim() } : {}),
      ...(date ? { date } : {}),
      ...(advance ? { advance } : {}),
    });
  }

  async function submit() {
    if (isLoading) return;
    const amount = parseRupees(amountText);
    if (amount === null || amount <= 0) return setProblem(t('owner.purchases.pay.amountNeeded'));
    setProblem(null);
    let result = await send(amount, false);
    if (result.error && isMoreThanOwed(result.error)) {
      const asAdvance = await confirmDialog({
        title: serverMessage(result.error) ?? t('owner.purchases.pay.moreThanOwed'),
        text: t('owner.purchases.pay.advanceQuestion', { name: supplier.name }),
        confirmText: t('owner.purchases.pay.advanceYes'),
        cancelText: t('owner.purchases.pay.advanceNo'),
        icon: 'question',
      });
      if (!asAdvance) return;
      result = await send(amount, true);
    }
    if (result.error) return setProblem(serverMessage(result.error) ?? t('owner.purchases.unreachable'));
    onDone(paidNotice(t, supplier, result.data));
  }

  return (
    <FormDialog
      title={t('owner.purchases.pay.title', { name: supplier.name })}
      submitLabel={t('owner.purchases.pay.submit')}
      cancelLabel={t('owner.purchases.close')}
      onSubmit={() => void submit()}
      onCancel={() => onDone(null)}
    >
      <AmountField
        id="pay-amount"
        label={t('owner.purchases.pay.amount')}
        value={amountText}
        onChange={setAmountText}
      />
      <RadioField
        id="pay-method"
        name="pay-method"
        label={t('owner.purchases.pay.method')}
        options={SUPPLIER_PAYMENT_METHODS.map((choice) => ({
          value: choice,
          label: t('owner.purchases.pay.methodName', { method: choice }),
        }))}
        value={method}
        onChange={setMethod}
      />
      {method !== 'cash' && (
        <TextField
          id="pay-reference"
          label={t('owner.purchases.pay.reference')}
          autoComplete="off"
          maxLength={REFERENCE_MAX}
          value={reference}
          onChange={setReference}
        />
      )}
      <FormField
        id="pay-date"
        type="date"
        label={t('owner.purchases.pay.date')}
        max={today}
        value={date}
        onChange={(event) => setDate(event.target.value)}
      />
      {problem && <FormProblem>{problem}</FormProblem>}
    </FormDialog>
  );
}

const isMoreThanOwed = (error: Parameters<typeof readApiError>[0]): boolean => {
  const read = readApiError(error);
  return read.kind === 'refusal' && read.status === 409 && read.code === 'conflict';
};
