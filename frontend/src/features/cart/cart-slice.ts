import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  isOutOfStock,
  LINE_QUANTITY_MAX,
  PRINT_WAITING_FILES_MAX,
  type Book,
  type OutOfStockItem,
} from '@shop/backend/contract';
import { clampKits, kitEntryKey, readSavedKits, type CartKit } from './cart-kit';
import { readSavedPrintJobs, type CartPrintJob } from './cart-print-job';

/** A cart item is the whole book as it was when added, and how many (1 to 99); one entry per _id. */
export type CartItem = Book & { quantity: number };

export interface CartState {
  items: CartItem[];
  /** Uploaded PDFs to print, one per jobId, at most PRINT_WAITING_FILES_MAX. */
  printJobs: CartPrintJob[];
  /** School kits, one entry per kit and set of optional items left out. */
  kits: CartKit[];
  /**
   * What the API last said ran short when an order was refused (409 out_of_stock). Kept only for
   * this visit: loadCart does not read it back, as a count from before a reload says little.
   */
  shortages: OutOfStockItem[];
}

export const CART_STORAGE_KEY = 'cart';

const emptyCart = (): CartState => ({ items: [], printJobs: [], kits: [], shortages: [] });

/** The cart's print jobs. */
export const selectPrintJobs = (state: { cart: CartState }): CartPrintJob[] => state.cart.printJobs;

/** The cart's school kits. */
export const selectKits = (state: { cart: CartState }): CartKit[] => state.cart.kits;

/** Entries in the cart as the header's badge counts them: each book, print job and kit once. */
export const cartEntryCount = (cart: CartState): number =>
  cart.items.length + cart.printJobs.length + cart.kits.length;

/** False when the cart already holds as many print jobs as an order may, and not this one. */
export function hasRoomForPrintJob(cart: CartState, jobId: string): boolean {
  const jobs = cart.printJobs;
  return jobs.length < PRINT_WAITING_FILES_MAX || jobs.some((job) => job.jobId === jobId);
}

/** A whole number from 1 to 99; anything else a tampered or older cart holds becomes the nearest. */
export function clampQuantity(value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return 1;
  return Math.min(LINE_QUANTITY_MAX, Math.max(1, Math.floor(value)));
}

const isSavedItem = (item: unknown): item is Partial<CartItem> & { _id: string } =>
  typeof item === 'object' && item !== null && typeof (item as CartItem)._id === 'string';

/**
 * Reads the saved cart, also one saved before quantities and stock existed (no quantity, no stock)
 * or before print jobs and kits (no printJobs, no kits).
 */
export function loadCart(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): CartState {
  try {
    const saved = JSON.parse(storage?.getItem(CART_STORAGE_KEY) ?? 'null') as {
      items?: unknown;
      printJobs?: unknown;
      kits?: unknown;
    } | null;
    if (!saved || !Array.isArray(saved.items)) return emptyCart();
    const unique = new Map<string, CartItem>();
    for (const item of saved.items) {
      // A tampered or repeated entry must not break the one-per-book rule: the first one stays.
      if (!isSavedItem(item) || unique.has(item._id)) continue;
      unique.set(item._id, {
        ...(item as CartItem),
        stock: typeof item.stock === 'number' ? item.stock : null,
        sku: typeof item.sku === 'string' ? item.sku : null,
        quantity: clampQuantity(item.quantity),
      });
    }
    return {
      items: [...unique.values()],
      printJobs: readSavedPrintJobs(saved.printJobs),
      kits: readSavedKits(saved.kits),
      shortages: [],
    };
  } catch {
    return emptyCart();
  }
}

export const isInCart = (state: CartState, id: string): boolean =>
  state.items.some((item) => item._id === id);

const cartSlice = createSlice({
  name: 'cart',
  initialState: emptyCart,
  reducers: {
    /** One unit, or as many as the product page's picker says, never more than are counted. */
    addToCart(state, action: PayloadAction<Book & { quantity?: number }>) {
      // The button is disabled for these; a stale page must not slip one in either.
      const { quantity = 1, ...book } = action.payload;
      if (isInCart(state, book._id) || isOutOfStock(book)) return;
      state.items.push({ ...book, quantity: Math.min(clampQuantity(quantity), book.stock ?? Infinity) });
    },
    setQuantity(state, action: PayloadAction<{ id: string; quantity: number }>) {
      const item = state.items.find((entry) => entry._id === action.payload.id);
      if (item) item.quantity = clampQuantity(action.payload.quantity);
    },
    removeFromCart(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item._id !== action.payload);
      state.shortages = state.shortages.filter((shortage) => shortage.productId !== action.payload);
    },
    /** A job already in the cart takes the new options and quote; a new one needs room. */
    addPrintJob(state, action: PayloadAction<CartPrintJob>) {
      const jobs = state.printJobs;
      const index = jobs.findIndex((job) => job.jobId === action.payload.jobId);
      if (index >= 0) jobs[index] = action.payload;
      else if (jobs.length < PRINT_WAITING_FILES_MAX) jobs.push(action.payload);
    },
    removePrintJob(state, action: PayloadAction<string>) {
      state.printJobs = state.printJobs.filter((job) => job.jobId !== action.payload);
    },
    /** The same kit with the same items left out adds to its entry; other omissions are another entry. */
    addKit(state, action: PayloadAction<CartKit>) {
      const key = kitEntryKey(action.payload);
      const entry = state.kits.find((kit) => kitEntryKey(kit) === key);
      if (entry) entry.quantity = clampKits(entry.quantity + action.payload.quantity);
      else
        state.kits.push({
          ...action.payload,
          omit: [...action.payload.omit].sort(),
          quantity: clampKits(action.payload.quantity),
        });
    },
    /** `key`: the entry's kitEntryKey. */
    setKitQuantity(state, action: PayloadAction<{ key: string; quantity: number }>) {
      const entry = state.kits.find((kit) => kitEntryKey(kit) === action.payload.key);
      if (entry) entry.quantity = clampKits(action.payload.quantity);
    },
    removeKit(state, action: PayloadAction<string>) {
      state.kits = state.kits.filter((kit) => kitEntryKey(kit) !== action.payload);
    },
    clearCart() {
      return emptyCart();
    },
    /** The API refused an order for want of stock: remember what it said until the customer acts. */
    reportShortages(state, action: PayloadAction<OutOfStockItem[]>) {
      state.shortages = action.payload;
    },
    /** Lowers each short line to what is left and drops those with none left, in one step. */
    lowerToAvailable(state, action: PayloadAction<OutOfStockItem[]>) {
      const left = new Map(action.payload.map((shortage) => [shortage.productId, shortage.available]));
      state.items = state.items.flatMap((item) => {
        const available = left.get(item._id);
        if (available === undefined) return [item];
        if (available < 1) return [];
        return [{ ...item, quantity: Math.min(item.quantity, clampQuantity(available)) }];
      });
      // A kit lowers to as many whole kits as its shortest item still fills; the server checks again.
      state.kits = state.kits.flatMap((kit) => {
        const fits = kit.lines.map((line) => {
          const available = left.get(line.productId);
          return available === undefined ? kit.quantity : Math.floor(Math.max(0, available) / line.quantity);
        });
        const quantity = Math.min(kit.quantity, ...fits);
        return quantity < 1 ? [] : [{ ...kit, quantity }];
      });
      state.shortages = [];
    },
  },
});

export const {
  addToCart,
  setQuantity,
  removeFromCart,
  addPrintJob,
  removePrintJob,
  addKit,
  setKitQuantity,
  removeKit,
  clearCart,
  reportShortages,
  lowerToAvailable,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;
