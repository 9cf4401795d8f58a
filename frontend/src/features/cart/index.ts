/** What other features may use of the cart. */
export { addToCart, clearCart, isInCart, removeFromCart, type CartItem, type CartState } from './cart-slice';
export { useAddToCart } from './use-add-to-cart';
