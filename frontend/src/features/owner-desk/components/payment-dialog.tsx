import { useState } from 'react';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_REFERENCE_MAX,
  type OrderView,
  type PaymentMethod,
} from '@shop/backend/contract';
import { DIALOG_FOCUS, FormDialog } from '@/components/ui/dialog';
import { FormField, RadioField } from '@/components/ui/form-field';
import { BuyerFields, buyerOf, hasBuyerProblems, NO_BUYER, type BuyerChoice } from '@/features/owner-counter';
import { formatRupees } from '@/lib/money';
import type { CollectAnswer } from '../api';
import { referenceProblem } from '../pickup';

const METHOD_CHOICES = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

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
  const [method, setMethod] = useState<PaymentMethod | undefined>(undefined);
  const [reference, setReference] = useState('');
  const [methodProblem, setMethodProblem] = useState<string | null>(null);
  const [referenceError, setReferenceError] = useState<string | null>(null);
  const buyer = useBuyer();
  const idPrefix = `payment-${order._id}`;

  function submit() {
    const text = reference.trim();
    const missing = method ? null : 'Choose how the customer paid.';
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
      title={`How was order ${order.pickupCode} paid?`}
      description={`Amount to collect: ${formatRupees(order.totalPrice)}.`}
      submitLabel="Mark collected"
      cancelLabel="Not yet"
      onSubmit={submit}
      onCancel={() => onAnswer(null)}
    >
      <RadioField
        id={`${idPrefix}-method`}
        name={`${idPrefix}-method`}
        label="Paid by"
        options={METHOD_CHOICES}
        value={method}
        onChange={(chosen) => {
          setMethod(chosen);
          setMethodProblem(null);
        }}
        error={methodProblem ?? undefined}
        autoFocusAttribute={DIALOG_FOCUS}
      />
      <FormField
        id={`${idPrefix}-reference`}
        label="Reference (optional)"
        hint="The UPI transaction number, or the card slip number."
        type="text"
        autoComplete="off"
        maxLength={PAYMENT_REFERENCE_MAX}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        error={referenceError ?? undefined}
      />
      <BuyerFields idPrefix={idPrefix} {...buyer.fields} />
    </FormDialog>
  );
}
