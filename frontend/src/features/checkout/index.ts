/** What other features may use of checkout. */
export { CheckoutForm, type CheckedCheckout, type CheckoutValues, type ServerProblem } from './checkout-form';
export { outOfStockItems } from './out-of-stock';
export { useIdempotencyKey } from './use-idempotency-key';
