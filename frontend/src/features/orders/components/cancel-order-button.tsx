import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { confirmDialog, showAlert } from '@/components/dialogs';
import { translate, useT } from '@/i18n';
import { errorStatus, serverMessage } from '@/lib/fetch-errors';
import type { OrderView } from '@shop/backend/contract';
import { useCancelOrderMutation } from '../api';

type CancelError = Parameters<typeof serverMessage>[0];

/** What went wrong, in the customer's words; a 409 carries the server's reason (it became ready, say). */
export function cancelFailureText(error: CancelError): string {
  const status = errorStatus(error);
  if (status === 409) {
    return serverMessage(error) ?? translate('orders.cancel.movedOn');
  }
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return translate('orders.cancel.offline');
  if (status === 401) return translate('orders.cancel.signInAgain');
  return translate('orders.cancel.failed');
}

/** Lets the customer call off an order the shop has not prepared yet; the server says if it is too late. */
export function CancelOrderButton({ order }: { order: OrderView }) {
  const { t } = useT();
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  // Held from the click to the answer, so a second click cannot open a second dialog or request.
  const [busy, setBusy] = useState(false);

  async function cancel() {
    setBusy(true);
    try {
      const confirmed = await confirmDialog({
        title: translate('orders.cancel.question'),
        text: translate('orders.cancel.questionText'),
        confirmText: translate('orders.cancel.yes'),
        cancelText: translate('orders.cancel.no'),
        primary: 'cancel',
      });
      if (!confirmed) return;
      await cancelOrder(order._id).unwrap();
      void showAlert({
        title: translate('orders.cancel.doneTitle'),
        text: translate('orders.cancel.doneText'),
      });
    } catch (caught) {
      const error = caught as CancelError;
      // A 409 is the shop having moved the order on, not a fault: only the rest is worth a log.
      if (errorStatus(error) !== 409) console.error('Order cancel failed', error);
      void showAlert({
        title: translate('orders.cancel.failureTitle'),
        text: cancelFailureText(error),
        icon: 'error',
      });
    } finally {
      setBusy(false);
    }
  }

  const inFlight = busy || isLoading;
  return (
    <Button
      variant="dangerLine"
      size="sm"
      label={isLoading ? t('orders.cancel.busy') : t('orders.cancel.button')}
      disabled={inFlight}
      onClick={() => void cancel()}
    />
  );
}
