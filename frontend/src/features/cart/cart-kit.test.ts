import { describe, expect, it } from 'vitest';
import { makeBook } from '@/test/fixtures';
import { COVER_ROLL_ID, GEOMETRY_BOX_ID, KIT_ID, makeCartKit, NOTEBOOK_ID } from '@/test/kits';
import { kitEntryKey, toKitOrderItem } from './cart-kit';
import {
  addKit,
  addToCart,
  cartEntryCount,
  cartReducer,
  clearCart,
  loadCart,
  lowerToAvailable,
  removeKit,
  setKitQuantity,
  type CartState,
} from './cart-slice';

const empty: CartState = { items: [], printJobs: [], kits: [], shortages: [] };
const storageWith = (value: string) => ({ getItem: () => value });
const withoutBox = makeCartKit();
const withBox = makeCartKit({
  omit: [],
  lines: [
    ...makeCartKit().lines,
    {
      productId: GEOMETRY_BOX_ID,
      title: 'Geometry box',
      price: 150,
      quantity: 1,
      coverImage: 'geometry.png',
    },
  ],
  unitPrice: 560,
});
const kitQuantities = (state: CartState) => state.kits.map((kit) => [kit.omit.join(), kit.quantity]);

describe('cart slice kits', () => {
  it('when the same kit with the same items left out is added twice, then it is one entry with both counts', () => {
    let state = cartReducer(empty, addKit(withoutBox));
    state = cartReducer(state, addKit({ ...withoutBox, quantity: 2 }));
    expect(kitQuantities(state)).toEqual([[GEOMETRY_BOX_ID, 3]]);
  });

  it('when the same kit is added with other items left out, then it is another entry', () => {
    let state = cartReducer(empty, addKit(withoutBox));
    state = cartReducer(state, addKit(withBox));
    expect(kitQuantities(state)).toEqual([
      [GEOMETRY_BOX_ID, 1],
      ['', 1],
    ]);
  });

  it('when kits are added past ten, then the entry stops at ten', () => {
    let state = cartReducer(empty, addKit({ ...withoutBox, quantity: 8 }));
    state = cartReducer(state, addKit({ ...withoutBox, quantity: 5 }));
    expect(kitQuantities(state)).toEqual([[GEOMETRY_BOX_ID, 10]]);
  });

  it('when a kit is in the cart with books, then the badge counts it once, whatever its quantity', () => {
    let state = cartReducer(empty, addToCart(makeBook({ _id: 'a' })));
    state = cartReducer(state, addKit({ ...withoutBox, quantity: 3 }));
    expect(cartEntryCount(state)).toBe(2);
  });

  it('when the kits are changed, then only that entry changes, and removing or clearing takes it out', () => {
    let state = cartReducer(cartReducer(empty, addKit(withoutBox)), addKit(withBox));
    state = cartReducer(state, setKitQuantity({ key: kitEntryKey(withoutBox), quantity: 4 }));
    state = cartReducer(state, setKitQuantity({ key: kitEntryKey(withBox), quantity: 40 }));
    expect(kitQuantities(state)).toEqual([
      [GEOMETRY_BOX_ID, 4],
      ['', 10],
    ]);
    state = cartReducer(state, removeKit(kitEntryKey(withoutBox)));
    expect(kitQuantities(state)).toEqual([['', 10]]);
    expect(cartReducer(state, clearCart()).kits).toEqual([]);
  });

  it('when an order was refused for a kit item, then lowering leaves as many kits as that item still fills', () => {
    // 9 notebooks a kit: 20 left fill 2 kits; a kit short of cover rolls altogether goes.
    const shortages = [{ productId: NOTEBOOK_ID, title: 'Notebook', requested: 36, available: 20 }];
    let state = cartReducer(empty, addKit({ ...withoutBox, quantity: 4 }));
    state = cartReducer(state, lowerToAvailable(shortages));
    expect(kitQuantities(state)).toEqual([[GEOMETRY_BOX_ID, 2]]);
    state = cartReducer(
      state,
      lowerToAvailable([{ productId: COVER_ROLL_ID, title: 'Roll', requested: 4, available: 1 }]),
    );
    expect(state.kits).toEqual([]);
  });

  it('when a kit goes into an order, then only the kit, how many and the items left out are sent', () => {
    expect(toKitOrderItem({ ...withoutBox, quantity: 2 })).toEqual({
      kitId: KIT_ID,
      quantity: 2,
      omit: [GEOMETRY_BOX_ID],
    });
  });
});

describe('loadCart kits', () => {
  it('when a cart with kits is saved, then it reads back the same', () => {
    let state = cartReducer(empty, addToCart(makeBook({ _id: 'a' })));
    state = cartReducer(state, addKit({ ...withoutBox, quantity: 2 }));
    state = cartReducer(state, addKit(withBox));
    expect(loadCart(storageWith(JSON.stringify(state)))).toEqual(state);
  });

  it('when a cart saved before kits is read, then it has its books and no kits', () => {
    const saved = { items: [{ ...makeBook({ _id: 'a' }), quantity: 2 }], printJobs: [] };
    const cart = loadCart(storageWith(JSON.stringify(saved)));
    expect(cart.items).toHaveLength(1);
    expect(cart.kits).toEqual([]);
  });

  it('when saved kits are tampered with, then only well-formed ones load, each once, with kits 1 to 10', () => {
    const kits = [
      null,
      'kit',
      { ...withoutBox, kitId: 'not-an-id' },
      { ...withoutBox, school: 42 },
      { ...withoutBox, omit: ['<script>'] },
      { ...withoutBox, lines: [] },
      { ...withoutBox, lines: [{ ...withoutBox.lines[0], quantity: 0 }] },
      { ...withoutBox, lines: [{ ...withoutBox.lines[0], price: -5 }] },
      { ...withoutBox, unitPrice: '410' },
      { ...withoutBox, quantity: 500 },
      { ...withoutBox, quantity: 3 },
      { ...withBox, quantity: -2 },
    ];
    const cart = loadCart(storageWith(JSON.stringify({ items: [], kits })));
    expect(kitQuantities(cart)).toEqual([
      [GEOMETRY_BOX_ID, 10],
      ['', 1],
    ]);
  });

  it('when the saved kits are not a list, then the cart loads without kits', () => {
    const cart = loadCart(storageWith(JSON.stringify({ items: [], kits: { kitId: KIT_ID } })));
    expect(cart).toEqual(empty);
  });
});
