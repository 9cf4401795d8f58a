import { useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { showAlert } from '@/components/dialogs';
import { shortageText } from '@/components/stock-shortage-notice';
import { clearCart, removePrintJob, reportShortages } from '@/features/cart';
import { catalogueApi } from '@/features/catalogue';
import { usePlaceOrderMutation, type JustPlaced } from '@/features/orders';
import { readApiError, type ApiError, type ServerProblem } from '@/lib/api-error';
import { translate } from '@/i18n';
import { ORDER_LINES_MAX, type OutOfStockItem } from '@shop/backend/contract';
import type { CheckedCheckout } from './checkout-schema';
import { orderBodyFingerprint, toOrderBody, type OrderContents } from './order-body';
import { outOfStockItems } from './out-of-stock';
import { useIdempotencyKey } from './use-idempotency-key';

const tooManyLines = (): ServerProblem => ({
  message: translate('checkout.tooManyLines', { max: ORDER_LINES_MAX }),
  issues: [],
});

const shortageAlertText = (shortages: OutOfStockItem[]): string =>
  translate('checkout.shortageAlert', { lines: shortages.map(shortageText).join('; ') });

/**
 * A 400 carries what was wrong with the order, and a 409 conflict (a print file already in another
 * order) what to do about it: both stay beside the form. Anything else only warrants the alert.
 */
function problemFrom(refusal: ApiError): ServerProblem | null {
  if (refusal.kind !== 'refusal') return null;
  const conflict = refusal.status === 409 && refusal.code === 'conflict';
  if (refusal.status !== 400 && !conflict) return null;
  return { message: refusal.message ?? translate('checkout.checkDetails'), issues: refusal.issues };
}

/** Places the order; a refusal for want of stock is remembered in the cart so it can be fixed there. */
export function usePlaceOrder(contents: OrderContents) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [placeOrder] = usePlaceOrderMutation();
  const keyFor = useIdempotencyKey();
  const inFlight = useRef(false);

  async function send(values: CheckedCheckout): Promise<ServerProblem | null> {
    const body = toOrderBody(values, contents);
    const result = await placeOrder({ ...body, idempotencyKey: keyFor(orderBodyFingerprint(body)) });
    if (!result.error) {
      dispatch(clearCart());
      void showAlert({
        title: translate('checkout.placedTitle'),
        text: translate('checkout.placedText'),
        icon: 'success',
      });
      // The orders page shows the order just placed first and large, with what happens next.
      navigate('/orders', { replace: true, state: { placedOrderId: result.data._id } satisfies JustPlaced });
      return null;
    }
    const shortages = outOfStockItems(result.error);
    if (shortages && shortages.length > 0) {
      dispatch(reportShortages(shortages));
      // The catalogue's counts were stale: fetch them again so the steppers stop at what is left.
      dispatch(catalogueApi.util.invalidateTags([{ type: 'Book', id: 'LIST' }]));
      void showAlert({
        title: translate('checkout.placeFailure'),
        text: shortageAlertText(shortages),
        icon: 'error',
      });
      return null;
    }
    // A print file that can no longer be ordered would fail every retry: it leaves the cart.
    const refusal = readApiError(result.error);
    const refused = (refusal.kind === 'refusal' && refusal.details.jobIds) || [];
    for (const jobId of refused) dispatch(removePrintJob(jobId));
    const removed = refused.length > 0 ? ` ${translate('checkout.printFileRemoved')}` : '';
    const message = refusal.kind === 'refusal' ? refusal.message : null;
    const text = (message ?? translate('checkout.tryAgain')) + removed;
    void showAlert({ title: translate('checkout.placeFailure'), text, icon: 'error' });
    const problem = problemFrom(refusal);
    return problem && { ...problem, message: problem.message + removed };
  }

  return async (values: CheckedCheckout): Promise<ServerProblem | null> => {
    // The API refuses more lines than this with a 400; saying so here spares the round trip.
    const { books, printJobs, kits } = contents;
    if (books.length + printJobs.length + kits.length > ORDER_LINES_MAX) return tooManyLines();
    // The disabled button already stops a second click; this also covers a double Enter.
    if (inFlight.current) return null;
    inFlight.current = true;
    try {
      return await send(values);
    } finally {
      inFlight.current = false;
    }
  };
}
