import { useState } from 'react';
import {
  formatRupees,
  PAYMENT_METHODS,
  PAYMENT_REFERENCE_MAX,
  type AccountReceipt,
  type PaymentMethod,
} from '@shop/backend/contract';
import { FormDialog } from '@/components/ui/dialog';
import { AmountField, CheckBox, FormProblem, NoteField, RadioField } from '@/components/ui/form-field';
import { useOwnerT } from '@/i18n/owner';
import { serverMessage } from '@/lib/fetch-errors';
import { parseRupees } from '@/lib/money';
import { signedInMay } from '@/lib/session-role';
import { useTakePaymentMutation, type ListedCustomer } from '../api';
import { Printable } from './printable';

/** A payment against the customer's account: its amount, how it came, and a note; an advance the owner's. */
export function PaymentDialog({
  customer,
  onDone,
}: {
  customer: ListedCustomer;
  onDone: (receipt: AccountReceipt | null) => void;
}) {
  const { t } = useOwnerT();
  const [amountText, setAmountText] = useState(customer.balance > 0 ? customer.balance.toFixed(2) : '');
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [advance, setAdvance] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [take, { isLoading }] = useTakePaymentMutation();
  const mayAdvance = signedInMay('owner');

  async function submit() {
    if (isLoading) return;
    const amount = parseRupees(amountText);
    if (amount === null || amount <= 0) return setProblem(t('owner.customers.payment.amountNeeded'));
    const result = await take({
      id: customer._id,
      amount,
      method,
      ...(reference.trim() && method !== 'cash' ? { reference: reference.trim() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(advance ? { advance } : {}),
    });
    if (result.error) return setProblem(serverMessage(result.error) ?? t('owner.customers.unreachable'));
    onDone(result.data);
  }

  return (
    <FormDialog
      title={t('owner.customers.payment.title', { name: customer.name })}
      description={t('owner.customers.payment.owes', { balance: formatRupees(customer.balance) })}
      submitLabel={t('owner.customers.payment.take')}
      cancelLabel={t('owner.customers.cancel')}
      onSubmit={() => void submit()}
      onCancel={() => onDone(null)}
    >
      <AmountField
        id="payment-amount"
        label={t('owner.customers.payment.amount')}
        value={amountText}
        onChange={setAmountText}
      />
      <RadioField
        id="payment-method"
        name="payment-method"
        label={t('owner.customers.payment.method')}
        options={PAYMENT_METHODS.map((choice) => ({
          value: choice,
          label: t('owner.terms.paymentMethod', { method: choice }),
        }))}
        value={method}
        onChange={setMethod}
      />
      {method !== 'cash' && (
        <NoteField
          id="payment-reference"
          label={t('owner.customers.payment.reference')}
          maxLength={PAYMENT_REFERENCE_MAX}
          value={reference}
          onChange={setReference}
        />
      )}
      <NoteField
        id="payment-note"
        label={t('owner.customers.payment.note')}
        maxLength={200}
        value={note}
        onChange={setNote}
      />
      {mayAdvance && (
        <label className="flex items-center gap-2 text-sm">
          <CheckBox checked={advance} onChange={(event) => setAdvance(event.target.checked)} />
          {t('owner.customers.payment.advance')}
        </label>
      )}
      {problem && <FormProblem>{problem}</FormProblem>}
    </FormDialog>
  );
}

/** The receipt of a payment, to print at the counter. */
export function ReceiptSlip({ receipt }: { receipt: AccountReceipt }) {
  const { t } = useOwnerT();
  return (
    <Printable id="account-receipt" label={t('owner.customers.receipt.label', { number: receipt.number })}>
      <p className="font-semibold">{t('owner.customers.receipt.title', { number: receipt.number })}</p>
      <p>
        {t('owner.customers.receipt.from', { name: receipt.customer.name, phone: receipt.customer.phone })}
      </p>
      <p>
        {t('owner.customers.receipt.amount', {
          amount: formatRupees(receipt.amount),
          method: t('owner.terms.paymentMethod', { method: receipt.method }),
        })}
        {receipt.reference ? ` · ${receipt.reference}` : ''}
      </p>
      {receipt.note && <p>{receipt.note}</p>}
      <p>{t('owner.customers.receipt.balance', { balance: formatRupees(receipt.balance) })}</p>
      {receipt.by && (
        <p className="text-sm text-slate-600">{t('owner.customers.receipt.by', { name: receipt.by.name })}</p>
      )}
    </Printable>
  );
}
