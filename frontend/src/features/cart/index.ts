/** What other features, and the app's store, may use of the cart. */
export {
  addPrintJob,
  addToCart,
  CART_STORAGE_KEY,
  cartEntryCount,
  cartReducer,
  clearCart,
  hasRoomForPrintJob,
  isInCart,
  loadCart,
  lowerToAvailable,
  removeFromCart,
  removePrintJob,
  reportShortages,
  selectPrintJobs,
  setQuantity,
  type CartItem,
  type CartState,
} from './cart-slice';
export { toPrintJobChoice, type CartPrintJob } from './cart-print-job';
export { useAddToCart, useIsInCart } from './use-add-to-cart';
