import { useState } from 'react';
import { confirmDialog, promptChoiceAndText, showAlert } from '@/components/dialogs';
import { errorStatus, serverMessage } from '@/lib/fetch-errors';
import { formatRupees } from '@/lib/money';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_REFERENCE_MAX,
  type OrderView,
  type PaymentMethod,
} from '@shop/backend/contract';
import { ORDER_STATUS_LABELS } from '@/features/orders';
import { useUpdateOrderStatusMutation, type StatusChangeArgs } from '../api';
import { paymentSummary, referenceProblem } from '../pickup';

export type Announce = (message: string) => void;

type FetchError = Parameters<typeof serverMessage>[0];

/** Tells the owner why a call failed; a 401 ends the session, which says so itself. */
export function reportFailure(what: string, caught: unknown, fallback: string): void {
  const error = caught as FetchError;
  if (errorStatus(error) === 401) return;
  console.error(what, error);
  void showAlert({ title: 'Error', text: serverMessage(error) ?? fallback, icon: 'error' });
}

/** Asks how the customer paid; null when the owner thinks better of it. */
async function askPayment(order: OrderView) {
  const answer = await promptChoiceAndText<PaymentMethod>({
    title: `How was order ${order.pickupCode} paid?`,
    text: `Amount to collect: ${formatRupees(order.totalPrice)}.`,
    choiceLegend: 'Paid by',
    choices: PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] })),
    choiceRequired: 'Choose how the customer paid.',
    textLabel: 'Reference (optional)',
    textHint: 'The UPI transaction number, or the card slip number.',
    maxLength: PAYMENT_REFERENCE_MAX,
    confirmText: 'Mark collected',
    cancelText: 'Not yet',
    check: referenceProblem,
  });
  if (!answer) return null;
  return { method: answer.choice, ...(answer.text ? { reference: answer.text } : {}) };
}

/** Moves an order along at the pickup desk; the server refuses stale moves with 409. */
export function useStatusChange(order: OrderView, announce: Announce) {
  const [updateStatus] = useUpdateOrderStatusMutation();
  // Busy from the first dialog on, so a second click cannot open another one.
  const [busy, setBusy] = useState(false);

  async function send(change: StatusChangeArgs, done: string) {
    try {
      await updateStatus(change).unwrap();
      announce(done);
    } catch (caught) {
      reportFailure('Order status change failed', caught, 'Could not update the order. Please try again.');
    }
  }

  async function run(step: () => Promise<void>) {
    setBusy(true);
    try {
      await step();
    } finally {
      setBusy(false);
    }
  }

  const markReady = () =>
    run(() =>
      send({ id: order._id, status: 'ready' }, `Order ${order._id} is now ${ORDER_STATUS_LABELS.ready}.`),
    );

  const markCollected = () =>
    run(async () => {
      const payment = await askPayment(order);
      if (!payment) return;
      await send(
        { id: order._id, status: 'collected', payment },
        `Order ${order._id} is now ${ORDER_STATUS_LABELS.collected} (paid by ${paymentSummary(payment)}).`,
      );
    });

  const cancel = () =>
    run(async () => {
      const confirmed = await confirmDialog({
        title: 'Cancel this order?',
        text: 'The customer will not be able to collect it.',
        confirmText: 'Yes, cancel it',
        cancelText: 'No, keep it',
      });
      if (!confirmed) return;
      await send(
        { id: order._id, status: 'cancelled' },
        `Order ${order._id} is now ${ORDER_STATUS_LABELS.cancelled}.`,
      );
    });

  return { busy, markReady, markCollected, cancel };
}
