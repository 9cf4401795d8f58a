import { useState } from 'react';
import {
  PAYMENT_METHODS,
  PAYMENT_REFERENCE_MAX,
  type OrderView,
  type PaymentMethod,
} from '@shop/backend/contract';
import { DIALOG_FOCUS, FormDialog } from '@/components/ui/dialog';
import { NoteField, RadioField } from '@/components/ui/form-field';
import { BuyerFields, buyerOf, hasBuyerProblems, NO_BUYER, type BuyerChoice } from '@/features/owner-counter';
import { useOwnerT } from '@/i18n/owner';
import { formatRupees } from '@/lib/money';
import type { CollectAnswer } from '../api';
import { referenceProblem } from '../pickup';

/** The business buyer the bill names, folded away as most customers are people, not firms. */
function useBuyer() {
  const [buyer, setBuyer] = useState<BuyerChoice>(NO_BUYER);
  const [open, setOpen] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  /** The buyer to send, or false (the section opened, its problems shown) when it cannot go. */
  function read() {
    if (!hasBuyerProblems(buyer)) return buyerOf(buyer);
    setOpen(true);
    setShowProblems(true);
    return false;
  }
  const fields = { buyer, onChange: setBuyer, open, onOpenChange: setOpen, showProblems };
  return { fields, read };
}

/**
 * How the customer paid at collection, and the transaction number if there is one; a business
 * buyer for the bill if they ask for one. Nothing is chosen at first, so the owner has to pick;
 * null when the owner thinks better of it.
 */
export function PaymentDialog({
  order,
  onAnswer,
}: {
  order: OrderView;
  onAnswer: (answer: CollectAnswer | null) => void;
}) {
  const { t } = useOwnerT();
  const [method, setMethod] = useState<PaymentMethod | undefined>(undefined);
  const [reference, setReference] = useState('');
  const [methodProblem, setMethodProblem] = useState<string | null>(null);
  const [referenceError, setReferenceError] = useState<string | null>(null);
  const buyer = useBuyer();
  const idPrefix = `payment-${order._id}`;

  function submit() {
    const text = reference.trim();
    const missing = method ? null : t('owner.desk.chooseMethod');
    const badReference = method ? referenceProblem(text) : null;
    setMethodProblem(missing);
    setReferenceError(badReference);
    const billTo = buyer.read();
    if (!method || badReference || billTo === false) return;
    const payment = { method, ...(text ? { reference: text } : {}) };
    onAnswer(billTo ? { payment, buyer: billTo } : { payment });
  }

  return (
    <FormDialog
      title={t('owner.desk.paidQuestion', { code: order.pickupCode })}
      description={t('owner.desk.amountToCollect', { amount: formatRupees(order.totalPrice) })}
      submitLabel={t('owner.desk.markCollected')}
      cancelLabel={t('owner.desk.notYet')}
      onSubmit={submit}
      onCancel={() => onAnswer(null)}
    >
      <RadioField
        id={`${idPrefix}-method`}
        name={`${idPrefix}-method`}
        label={t('owner.desk.paidByLabel')}
        options={PAYMENT_METHODS.map((choice) => ({
          value: choice,
          label: t('owner.terms.paymentMethod', { method: choice }),
        }))}
        value={method}
        onChange={(chosen) => {
          setMethod(chosen);
          setMethodProblem(null);
        }}
        error={methodProblem ?? undefined}
        autoFocusAttribute={DIALOG_FOCUS}
      />
      <NoteField
        id={`${idPrefix}-reference`}
        label={t('owner.desk.reference')}
        hint={t('owner.desk.referenceHint')}
        maxLength={PAYMENT_REFERENCE_MAX}
        value={reference}
        onChange={setReference}
        error={referenceError ?? undefined}
      />
      <BuyerFields idPrefix={idPrefix} {...buyer.fields} />
    </FormDialog>
  );
}
