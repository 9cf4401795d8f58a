import { useCallback } from 'react';
import { useSelector, useStore } from 'react-redux';
import { showAlert, showToast } from '@/components/dialogs';
import { translate } from '@/i18n';
import { isOutOfStock, type Book } from '@shop/backend/contract';
import { addToCart, isInCart, type CartState } from './cart-slice';

/**
 * A second add of the same book is refused with a warning (the cart page sets how many); a first
 * add shows a toast. An item out of stock is never added (its button is disabled too).
 */
export function useAddToCart(): (book: Book, quantity?: number) => void {
  // Read at the click, not subscribed: every product card has this hook, and a subscription
  // each would re-render every card on the page whenever the cart changes.
  const store = useStore<{ cart: CartState }>();
  return useCallback(
    (book: Book, quantity = 1) => {
      if (isOutOfStock(book)) return;
      if (isInCart(store.getState().cart, book._id)) {
        void showAlert({
          title: translate('cart.alreadyAddedTitle'),
          text: translate('cart.alreadyAddedText'),
          icon: 'warning',
        });
        return;
      }
      store.dispatch(addToCart({ ...book, quantity }));
      void showToast(translate('cart.addedToast'));
    },
    [store],
  );
}

/** Whether this book is in the cart; a card re-renders only when that answer changes. */
export function useIsInCart(id: string): boolean {
  return useSelector((state: { cart: CartState }) => isInCart(state.cart, id));
}
