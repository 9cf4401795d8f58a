import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Book } from '@shop/backend/contract';

/** A cart item is the whole book with quantity always 1, one entry per _id. */
export type CartItem = Book & { quantity: 1 };

export interface CartState {
  items: CartItem[];
}

export const CART_STORAGE_KEY = 'cart';

export function loadCart(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): CartState {
  try {
    const saved = JSON.parse(storage?.getItem(CART_STORAGE_KEY) ?? 'null') as { items?: unknown } | null;
    if (!saved || !Array.isArray(saved.items)) return { items: [] };
    const items = saved.items.filter(
      (item): item is CartItem =>
        typeof item === 'object' && item !== null && typeof (item as CartItem)._id === 'string',
    );
    // A tampered or repeated entry must not break the one-per-book rule.
    const unique = new Map(items.map((item) => [item._id, { ...item, quantity: 1 as const }]));
    return { items: [...unique.values()] };
  } catch {
    return { items: [] };
  }
}

export const isInCart = (state: CartState, id: string): boolean =>
  state.items.some((item) => item._id === id);

const cartSlice = createSlice({
  name: 'cart',
  initialState: (): CartState => ({ items: [] }),
  reducers: {
    addToCart(state, action: PayloadAction<Book>) {
      if (isInCart(state, action.payload._id)) return;
      state.items.push({ ...action.payload, quantity: 1 });
    },
    removeFromCart(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item._id !== action.payload);
    },
    clearCart(state) {
      state.items = [];
    },
  },
});

export const { addToCart, removeFromCart, clearCart } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;
