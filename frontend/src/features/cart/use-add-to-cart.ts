import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { showAlert, showToast } from '@/components/dialogs';
import type { Book } from '@shop/backend/contract';
import { addToCart, isInCart, type CartState } from './cart-slice';

/** A second add of the same book is refused with a warning; a first add shows a toast. */
export function useAddToCart(): (book: Book) => void {
  // Read at the click, not subscribed: every product card has this hook, and a subscription
  // each would re-render every card on the page whenever the cart changes.
  const store = useStore<{ cart: CartState }>();
  return useCallback(
    (book: Book) => {
      if (isInCart(store.getState().cart, book._id)) {
        void showAlert({
          title: 'Already Added to the Cart',
          text: "You won't be able to revert this!",
          icon: 'warning',
        });
        return;
      }
      store.dispatch(addToCart(book));
      void showToast('Product Added to the Cart');
    },
    [store],
  );
}
