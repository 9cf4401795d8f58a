import { describe, expect, it } from 'vitest';
import type { Book } from '@shop/backend/contract';
import { makeBook } from '@/test/fixtures';
import {
  addToCart,
  cartReducer,
  clearCart,
  loadCart,
  lowerToAvailable,
  removeFromCart,
  reportShortages,
  setQuantity,
  type CartState,
} from './cart-slice';

const book = (id: string, newPrice = 100): Book => makeBook({ _id: id, oldPrice: newPrice + 20, newPrice });

const empty: CartState = { items: [], shortages: [] };
const storageWith = (value: string | null) => ({ getItem: () => value });
const cartOf = (...entries: [string, number][]): CartState => ({
  items: entries.map(([id, quantity]) => ({ ...book(id), quantity })),
  shortages: [],
});
const quantities = (state: CartState) => state.items.map((item) => [item._id, item.quantity]);

describe('cart slice', () => {
  it('when a book is added, then it is stored once with quantity 1', () => {
    const state = cartReducer(empty, addToCart(book('a')));
    expect(state.items).toHaveLength(1);
    expect(state.items[0]).toMatchObject({ _id: 'a', quantity: 1 });
  });

  it('when the same book is added twice, then the cart still has one entry for it', () => {
    const once = cartReducer(empty, addToCart(book('a')));
    const twice = cartReducer(once, addToCart(book('a', 999)));
    expect(twice.items).toHaveLength(1);
    expect(twice.items[0]?.newPrice).toBe(100);
  });

  it('when a book with none left is added, then the cart stays empty', () => {
    expect(cartReducer(empty, addToCart(makeBook({ _id: 'a', stock: 0 }))).items).toEqual([]);
  });

  it('when a quantity is set, then it is kept within 1 to 99 as a whole number', () => {
    let state = cartReducer(cartOf(['a', 1]), setQuantity({ id: 'a', quantity: 4 }));
    expect(quantities(state)).toEqual([['a', 4]]);
    state = cartReducer(state, setQuantity({ id: 'a', quantity: 500 }));
    expect(quantities(state)).toEqual([['a', 99]]);
    state = cartReducer(state, setQuantity({ id: 'a', quantity: 0 }));
    expect(quantities(state)).toEqual([['a', 1]]);
    state = cartReducer(state, setQuantity({ id: 'a', quantity: 2.7 }));
    expect(quantities(state)).toEqual([['a', 2]]);
  });

  it('when a book is removed, then only that entry goes', () => {
    let state = cartReducer(empty, addToCart(book('a')));
    state = cartReducer(state, addToCart(book('b')));
    state = cartReducer(state, removeFromCart('a'));
    expect(state.items.map((item) => item._id)).toEqual(['b']);
  });

  it('when the cart is cleared, then it is empty and no shortage is left', () => {
    let state = cartReducer(empty, addToCart(book('a')));
    state = cartReducer(state, addToCart(book('b')));
    state = cartReducer(state, reportShortages([{ productId: 'a', title: 'A', requested: 1, available: 0 }]));
    expect(cartReducer(state, clearCart())).toEqual(empty);
  });

  it('when lowering to what is left, then short lines take the count, empty ones go and the shortages clear', () => {
    const shortages = [
      { productId: 'a', title: 'A', requested: 5, available: 2 },
      { productId: 'b', title: 'B', requested: 3, available: 0 },
    ];
    let state = cartReducer(cartOf(['a', 5], ['b', 3], ['c', 4]), reportShortages(shortages));
    expect(state.shortages).toEqual(shortages);
    state = cartReducer(state, lowerToAvailable(shortages));
    expect(quantities(state)).toEqual([
      ['a', 2],
      ['c', 4],
    ]);
    expect(state.shortages).toEqual([]);
  });
});

describe('loadCart', () => {
  it('when nothing or junk is stored, then the cart starts empty', () => {
    expect(loadCart(storageWith(null))).toEqual(empty);
    expect(loadCart(storageWith('not json {'))).toEqual(empty);
    expect(loadCart(storageWith('{"items":"nope"}'))).toEqual(empty);
    expect(loadCart(undefined)).toEqual(empty);
  });

  it('when stored entries are malformed or repeated, then only the first valid entry per book is kept', () => {
    const saved = {
      items: [
        { ...book('a'), quantity: 2 },
        null,
        42,
        { title: 'no id' },
        { ...book('a'), quantity: 5 },
        book('b'),
      ],
    };
    const cart = loadCart(storageWith(JSON.stringify(saved)));
    expect(quantities(cart)).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });

  it('when a cart saved before quantities and stock is read, then each entry counts 1 and is not stock-counted', () => {
    const { stock: _stock, sku: _sku, ...oldBook } = book('a');
    const cart = loadCart(
      storageWith(
        JSON.stringify({
          items: [
            { ...oldBook, quantity: 1 },
            { ...oldBook, _id: 'b' },
          ],
        }),
      ),
    );
    expect(quantities(cart)).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
    expect(cart.items[0]).toMatchObject({ stock: null, sku: null });
  });

  it('when stored quantities are out of range or not numbers, then they are clamped to 1 to 99', () => {
    const items = [
      { ...book('a'), quantity: 0 },
      { ...book('b'), quantity: 250 },
      { ...book('c'), quantity: '7' },
      { ...book('d'), quantity: 3.9 },
      { ...book('e'), quantity: -4 },
    ];
    expect(quantities(loadCart(storageWith(JSON.stringify({ items }))))).toEqual([
      ['a', 1],
      ['b', 99],
      ['c', 1],
      ['d', 3],
      ['e', 1],
    ]);
  });

  it('when shortages were saved with the cart, then they are not read back', () => {
    const saved = {
      items: [book('a')],
      shortages: [{ productId: 'a', title: 'A', requested: 4, available: 1 }],
    };
    expect(loadCart(storageWith(JSON.stringify(saved))).shortages).toEqual([]);
  });

  it('when reading storage throws, then the cart starts empty', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadCart(throwing)).toEqual(empty);
  });
});
