/** What other features, and the app's store, may use of the cart. */
export {
  addKit,
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
  removeKit,
  removePrintJob,
  reportShortages,
  selectKits,
  selectPrintJobs,
  setKitQuantity,
  setQuantity,
  type CartItem,
  type CartState,
} from './cart-slice';
export { clampKits, kitEntryKey, toKitOrderItem, type CartKit, type CartKitLine } from './cart-kit';
export { toPrintJobChoice, type CartPrintJob } from './cart-print-job';
export { useAddToCart, useIsInCart } from './use-add-to-cart';
