/** What other features, and the app's store, may use of the cart. */
export {
  addToCart,
  CART_STORAGE_KEY,
  cartReducer,
  clearCart,
  isInCart,
  loadCart,
  lowerToAvailable,
  removeFromCart,
  reportShortages,
  setQuantity,
  type CartItem,
  type CartState,
} from './cart-slice';
export { useAddToCart } from './use-add-to-cart';
