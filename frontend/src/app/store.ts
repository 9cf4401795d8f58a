import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { CART_STORAGE_KEY, cartReducer, loadCart, type CartState } from '@/features/cart';
import { api } from '@/lib/api-slice';

// Combined when a store is made, not when this module loads: the page's start-up stays in short tasks.
const combineRootReducer = () => combineReducers({ [api.reducerPath]: api.reducer, cart: cartReducer });
export type RootState = ReturnType<ReturnType<typeof combineRootReducer>>;

export function createAppStore(preloaded?: { cart?: CartState }) {
  const store = configureStore({
    reducer: combineRootReducer(),
    preloadedState: preloaded,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

/** The browser's store: the cart survives a reload through localStorage. */
export function createBrowserStore(cart: CartState = loadCart()): AppStore {
  const store = createAppStore({ cart });
  let saved = store.getState().cart;
  store.subscribe(() => {
    const cart = store.getState().cart;
    if (cart === saved) return;
    saved = cart;
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
    } catch {
      // Private mode or a full quota: the cart still works for this visit.
    }
  });
  return store;
}
