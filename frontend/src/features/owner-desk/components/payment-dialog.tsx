import { useState } from 'react';
import {
  PAYMENT_METHODS,
  PAYMENT_REFERENCE_MAX,
  type OrderView,
  type TenderMethod,
} from '@shop/backend/contract';
import { DIALOG_FOCUS, FormDialog } from '@/components/ui/dialog';
import { NoteField, RadioField } from '@/components/ui/form-field';
import {
  BuyerFields,
  buyerOf,
  CustomerPicker,
  hasBuyerProblems,
  NEW_PAYMENT,
  NO_BUYER,
  partsProblem,
  SplitFields,
  type BuyerChoice,
  type PaymentChoice,
} from '@/features/owner-counter';
import { useOwnerT } from '@/i18n/owner';
import { formatRupees } from '@/lib/money';
import type { CollectAnswer } from '../api';
import { collectAnswer, referenceProblem } from '../pickup';

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
 * The counter's payment choice, but with no way of paying chosen at first, so the owner has to
 * pick one (or split the payment).
 */
function useChoice() {
  const [choice, setChoice] = useState<PaymentChoice>(NEW_PAYMENT);
  const [method, setMethod] = useState<TenderMethod | undefined>(undefined);
  function change(next: PaymentChoice) {
    // Without the customer, on account is no longer a way they can have paid.
    if (!next.customer && method === 'account') setMethod(undefined);
    setChoice(next);
  }
  const decided = choice.split || method !== undefined;
  // Split, the way of paying chosen is not read: the parts are.
  const chosen: PaymentChoice = { ...choice, method: method ?? 'cash' };
  return { choice, change, method, setMethod, decided, chosen };
}

/** The order's phone as the customer search starts with it: its last ten digits. */
const phoneDigits = (phone: string): string => phone.replace(/\D/g, '').slice(-10);

/**
 * How the customer paid at collection, and the transaction number if there is one; who the shop's
 * customer is, for a payment on account or in parts; a business buyer for the bill if they ask for
 * one. Nothing is chosen at first, so the owner has to pick; null when the owner thinks better of it.
 */
export function PaymentDialog({
  order,
  onAnswer,
}: {
  order: OrderView;
  onAnswer: (answer: CollectAnswer | null) => void;
}) {
  const { t } = useOwnerT();
  const paid = useChoice();
  const { choice, method } = paid;
  const [methodProblem, setMethodProblem] = useState<string | null>(null);
  const [referenceError, setReferenceError] = useState<string | null>(null);
  const buyer = useBuyer();
  const idPrefix = `payment-${order._id}`;
  const methods: readonly TenderMethod[] = choice.customer
    ? [...PAYMENT_METHODS, 'account']
    : PAYMENT_METHODS;

  function submit() {
    const badReference = paid.decided ? referenceProblem(choice.reference.trim()) : null;
    setMethodProblem(paid.decided ? null : t('owner.desk.chooseMethod'));
    setReferenceError(badReference);
    const billTo = buyer.read();
    const badParts = partsProblem(choice, order.totalPrice);
    if (!paid.decided || badReference || badParts || billTo === false) return;
    onAnswer(collectAnswer(paid.chosen, order.totalPrice, billTo));
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
      <CustomerPicker payment={choice} onChange={paid.change} search={phoneDigits(order.phone)} />
      {!choice.split && (
        <RadioField
          id={`${idPrefix}-method`}
          name={`${idPrefix}-method`}
          label={t('owner.desk.paidByLabel')}
          options={methods.map((way) => ({
            value: way,
            label: t('owner.terms.paymentMethod', { method: way }),
          }))}
          value={method}
          onChange={(chosen) => {
            paid.setMethod(chosen);
            setMethodProblem(null);
          }}
          error={methodProblem ?? undefined}
          autoFocusAttribute={DIALOG_FOCUS}
        />
      )}
      <SplitFields payment={choice} onChange={paid.change} total={order.totalPrice} />
      <NoteField
        id={`${idPrefix}-reference`}
        label={t('owner.desk.reference')}
        hint={t('owner.desk.referenceHint')}
        maxLength={PAYMENT_REFERENCE_MAX}
        value={choice.reference}
        onChange={(reference) => paid.change({ ...choice, reference })}
        error={referenceError ?? undefined}
      />
      <BuyerFields idPrefix={idPrefix} {...buyer.fields} />
    </FormDialog>
  );
}
