/** What other features, and the app's pages, may use of checkout. */
export { CheckoutForm, type CheckedCheckout, type CheckoutValues } from './checkout-form';
export { CheckoutScreen } from './components/checkout-screen';
export { outOfStockItems } from './out-of-stock';
export { usePricedCart, type PricedCart, type PricedCartKit, type PricedCartLine } from './use-priced-cart';
