import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { showAlert, showToast } from '@/components/dialogs';
import type { Book } from '@/lib/types';
import { addToCart, isInCart } from './cart-slice';

/** SPEC §4: a second add of the same book is refused with a warning; a first add shows a toast. */
export function useAddToCart(): (book: Book) => void {
  const dispatch = useAppDispatch();
  const cart = useAppSelector((state) => state.cart);
  return useCallback(
    (book: Book) => {
      if (isInCart(cart, book._id)) {
        void showAlert({
          title: 'Already Added to the Cart',
          text: "You won't be able to revert this!",
          icon: 'warning',
        });
        return;
      }
      dispatch(addToCart(book));
      void showToast('Product Added to the Cart');
    },
    [cart, dispatch],
  );
}
