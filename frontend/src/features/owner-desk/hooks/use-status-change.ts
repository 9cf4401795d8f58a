import { useState } from 'react';
import { confirmDialog, showAlert } from '@/components/dialogs';
import { translateOwner } from '@/i18n/owner';
import { useDialogQuestion } from '@/components/ui/dialog';
import { isOverCreditLimit, useManagerApproval } from '@/features/owner-counter';
import type { ApiCallError } from '@/lib/api-error';
import { errorStatus, serverMessage } from '@/lib/fetch-errors';
import type { OrderView } from '@shop/backend/contract';
import { useUpdateOrderStatusMutation, type CollectAnswer, type StatusChangeArgs } from '../api';
import { partsSummary, paymentSummary } from '../pickup';

export type Announce = (message: string) => void;

type FetchError = Parameters<typeof serverMessage>[0];

/** Tells the owner why a call failed; a 401 ends the session, which says so itself. */
export function reportFailure(what: string, caught: unknown, fallback: string): void {
  const error = caught as FetchError;
  if (errorStatus(error) === 401) return;
  console.error(what, error);
  void showAlert({
    title: translateOwner('owner.desk.errorTitle'),
    text: serverMessage(error) ?? fallback,
    icon: 'error',
  });
}

/** How the desk names an order to the owner: what the customer says at the counter, and who. */
export const deskName = (order: Pick<OrderView, 'pickupCode' | 'name'>): string =>
  translateOwner('owner.desk.orderName', { code: order.pickupCode, name: order.name });

const collectedHow = (answer: CollectAnswer): string =>
  'payments' in answer ? partsSummary(answer.payments) : paymentSummary(answer.payment);

/** Moves an order along at the pickup desk; the server refuses stale moves with 409. */
export function useStatusChange(order: OrderView, announce: Announce) {
  const [updateStatus] = useUpdateOrderStatusMutation();
  // Busy from the first dialog on, so a second click cannot open another one.
  const [busy, setBusy] = useState(false);
  // The payment dialog's open question (the order) while the owner answers it.
  const payment = useDialogQuestion<OrderView, CollectAnswer>();
  const { approving, approvalFor } = useManagerApproval();

  /**
   * Sends the change; a collection past the customer's credit limit goes again with a manager's
   * approval for this order. False when the manager's dialog was dismissed: nothing changed.
   */
  async function sendApproved(change: StatusChangeArgs): Promise<boolean> {
    try {
      await updateStatus(change).unwrap();
      return true;
    } catch (caught) {
      if (change.status !== 'collected' || !isOverCreditLimit(caught as ApiCallError)) throw caught;
      const approval = await approvalFor('credit', change.id);
      if (approval === undefined) return false;
      // A role that needs no approval was refused all the same: the refusal stands.
      if (approval === null) throw caught;
      await updateStatus({ ...change, approval }).unwrap();
      return true;
    }
  }

  async function send(change: StatusChangeArgs, done: string) {
    try {
      if (await sendApproved(change)) announce(done);
    } catch (caught) {
      reportFailure('Order status change failed', caught, translateOwner('owner.desk.statusChangeFailure'));
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
      send(
        { id: order._id, status: 'ready' },
        translateOwner('owner.desk.nowReady', { order: deskName(order) }),
      ),
    );

  const markCollected = () =>
    run(async () => {
      const answer = await payment.ask(order);
      if (!answer) return;
      await send(
        { id: order._id, status: 'collected', ...answer },
        translateOwner('owner.desk.nowCollected', {
          order: deskName(order),
          payment: collectedHow(answer),
        }),
      );
    });

  const cancel = () =>
    run(async () => {
      const confirmed = await confirmDialog({
        title: translateOwner('owner.desk.cancelQuestion'),
        text: translateOwner('owner.desk.cancelText'),
        confirmText: translateOwner('owner.desk.cancelYes'),
        cancelText: translateOwner('owner.desk.cancelNo'),
      });
      if (!confirmed) return;
      await send(
        { id: order._id, status: 'cancelled' },
        translateOwner('owner.desk.nowCancelled', { order: deskName(order) }),
      );
    });

  return {
    busy,
    markReady,
    markCollected,
    cancel,
    paymentQuestion: payment.question,
    answerPayment: payment.answer,
    approving,
  };
}
