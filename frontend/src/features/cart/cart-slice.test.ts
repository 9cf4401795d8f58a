import { describe, expect, it } from 'vitest';
import type { Book } from '@shop/backend/contract';
import { makeBook } from '@/test/fixtures';
import { addToCart, cartReducer, clearCart, loadCart, removeFromCart, type CartState } from './cart-slice';

const book = (id: string, newPrice = 100): Book => makeBook({ _id: id, oldPrice: newPrice + 20, newPrice });

const empty: CartState = { items: [] };
const storageWith = (value: string | null) => ({ getItem: () => value });

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

  it('when a book is removed, then only that entry goes', () => {
    let state = cartReducer(empty, addToCart(book('a')));
    state = cartReducer(state, addToCart(book('b')));
    state = cartReducer(state, removeFromCart('a'));
    expect(state.items.map((item) => item._id)).toEqual(['b']);
  });

  it('when the cart is cleared, then it is empty', () => {
    let state = cartReducer(empty, addToCart(book('a')));
    state = cartReducer(state, addToCart(book('b')));
    expect(cartReducer(state, clearCart()).items).toEqual([]);
  });
});

describe('loadCart', () => {
  it('when nothing or junk is stored, then the cart starts empty', () => {
    expect(loadCart(storageWith(null))).toEqual(empty);
    expect(loadCart(storageWith('not json {'))).toEqual(empty);
    expect(loadCart(storageWith('{"items":"nope"}'))).toEqual(empty);
    expect(loadCart(undefined)).toEqual(empty);
  });

  it('when stored entries are malformed or repeated, then only one valid entry per book is kept', () => {
    const saved = {
      items: [book('a'), null, 42, { title: 'no id' }, { ...book('a'), quantity: 5 }, book('b')],
    };
    const cart = loadCart(storageWith(JSON.stringify(saved)));
    expect(cart.items.map((item) => item._id)).toEqual(['a', 'b']);
    expect(cart.items.every((item) => item.quantity === 1)).toBe(true);
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
