import { describe, expect, it } from 'vitest';
import { PRINT_WAITING_FILES_MAX, type Book } from '@shop/backend/contract';
import { makeBook } from '@/test/fixtures';
import type { CartPrintJob } from './cart-print-job';
import {
  addPrintJob,
  addToCart,
  cartReducer,
  clearCart,
  hasRoomForPrintJob,
  loadCart,
  lowerToAvailable,
  removeFromCart,
  removePrintJob,
  reportShortages,
  setQuantity,
  type CartState,
} from './cart-slice';

const book = (id: string, newPrice = 100): Book => makeBook({ _id: id, oldPrice: newPrice + 20, newPrice });

const empty: CartState = { items: [], printJobs: [], kits: [], shortages: [] };
const storageWith = (value: string | null) => ({ getItem: () => value });
const cartOf = (...entries: [string, number][]): CartState => ({
  items: entries.map(([id, quantity]) => ({ ...book(id), quantity })),
  printJobs: [],
  kits: [],
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

  it('when a quantity comes with the book, then that many go in, never more than are counted', () => {
    const three = cartReducer(empty, addToCart({ ...makeBook({ _id: 'a', stock: 10 }), quantity: 3 }));
    expect(quantities(three)).toEqual([['a', 3]]);
    const capped = cartReducer(empty, addToCart({ ...makeBook({ _id: 'a', stock: 2 }), quantity: 5 }));
    expect(quantities(capped)).toEqual([['a', 2]]);
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

  it('when the cart is cleared, then it is empty, print jobs too, and no shortage is left', () => {
    let state = cartReducer(empty, addToCart(book('a')));
    state = cartReducer(state, addToCart(book('b')));
    state = cartReducer(state, addPrintJob(printJob(1)));
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

/** A print job as the print page adds it: a 24-hex job id ending in n, priced at n rupees and 50 paise. */
function printJob(n: number, overrides: Partial<CartPrintJob> = {}): CartPrintJob {
  return {
    jobId: `64b7f0c2a1b2c3d4e5f6071${n}`,
    fileName: `notes-${n}.pdf`,
    documentPages: 12,
    options: { colour: 'bw', sides: 'double', copies: 2, range: '', binding: 'staple' },
    quote: { pages: 12, sides: 24, sheets: 12, price: n + 0.5 },
    ...overrides,
  };
}
const jobIds = (state: CartState) => state.printJobs?.map((job) => job.jobId);

describe('cart slice print jobs', () => {
  it('when a print job is added, then it is kept beside the books as its own line', () => {
    const state = cartReducer(cartOf(['a', 2]), addPrintJob(printJob(1)));
    expect(state.printJobs).toEqual([printJob(1)]);
    expect(quantities(state)).toEqual([['a', 2]]);
  });

  it('when the same job is added again, then its options and quote are replaced, not repeated', () => {
    let state = cartReducer(empty, addPrintJob(printJob(1)));
    state = cartReducer(state, addPrintJob(printJob(2)));
    const colour = { colour: 'colour', sides: 'single', copies: 1, range: '1-3', binding: 'none' } as const;
    const requoted = printJob(1, { options: colour, quote: { pages: 3, sides: 3, sheets: 3, price: 30 } });
    state = cartReducer(state, addPrintJob(requoted));
    expect(jobIds(state)).toEqual([printJob(1).jobId, printJob(2).jobId]);
    expect(state.printJobs?.[0]).toEqual(requoted);
  });

  it(`when ${PRINT_WAITING_FILES_MAX} jobs are in the cart, then a new one is refused but those in it can still change`, () => {
    let state = empty;
    for (let n = 1; n <= PRINT_WAITING_FILES_MAX; n++) state = cartReducer(state, addPrintJob(printJob(n)));
    expect(hasRoomForPrintJob(state, printJob(6).jobId)).toBe(false);
    expect(hasRoomForPrintJob(state, printJob(3).jobId)).toBe(true);

    state = cartReducer(state, addPrintJob(printJob(6)));
    expect(state.printJobs).toHaveLength(PRINT_WAITING_FILES_MAX);
    expect(jobIds(state)).not.toContain(printJob(6).jobId);

    state = cartReducer(state, addPrintJob(printJob(3, { fileName: 'renamed.pdf' })));
    expect(state.printJobs?.[2]?.fileName).toBe('renamed.pdf');
  });

  it('when a print job is removed, then only that job goes and the books stay', () => {
    let state = cartReducer(cartOf(['a', 1]), addPrintJob(printJob(1)));
    state = cartReducer(state, addPrintJob(printJob(2)));
    state = cartReducer(state, removePrintJob(printJob(1).jobId));
    expect(jobIds(state)).toEqual([printJob(2).jobId]);
    expect(quantities(state)).toEqual([['a', 1]]);
  });
});

describe('loadCart print jobs', () => {
  it('when a cart with print jobs is saved, then it reads back the same', () => {
    let state = cartReducer(cartOf(['a', 3]), addPrintJob(printJob(1)));
    state = cartReducer(
      state,
      addPrintJob(printJob(2, { options: { ...printJob(2).options, range: '2-5' } })),
    );
    expect(loadCart(storageWith(JSON.stringify(state)))).toEqual(state);
  });

  it('when a print job was saved with its pages counted for all copies, then it reads back the pages of one copy', () => {
    const older = printJob(1, { quote: { pages: 24, sides: 24, sheets: 12, price: 1.5 } });
    const cart = loadCart(storageWith(JSON.stringify({ items: [], printJobs: [older] })));
    expect(cart.printJobs).toEqual([printJob(1)]);
  });

  it('when a cart saved before print jobs is read, then its books load and it has no print jobs', () => {
    const saved = { items: [{ ...book('a'), quantity: 2 }] };
    const cart = loadCart(storageWith(JSON.stringify(saved)));
    expect(quantities(cart)).toEqual([['a', 2]]);
    expect(cart.printJobs).toEqual([]);
  });

  it('when saved print jobs are malformed or repeated, then only the first well-formed one per job is kept', () => {
    const good = printJob(1);
    const printJobs = [
      null,
      'notes.pdf',
      { ...good, jobId: 'not-an-id' },
      { ...good, jobId: printJob(2).jobId, fileName: 42 },
      { ...good, jobId: printJob(3).jobId, options: { ...good.options, copies: 0 } },
      { ...good, jobId: printJob(4).jobId, options: { ...good.options, colour: 'sepia' } },
      { ...good, jobId: printJob(5).jobId, quote: { ...good.quote, price: '24' } },
      { ...good, jobId: printJob(6).jobId, quote: undefined },
      { ...good, extra: 'dropped' },
      { ...good, fileName: 'repeat.pdf' },
      printJob(7),
    ];
    const cart = loadCart(storageWith(JSON.stringify({ items: [book('a')], printJobs })));
    expect(cart.printJobs).toEqual([good, printJob(7)]);
    expect(quantities(cart)).toEqual([['a', 1]]);
  });

  it(`when more than ${PRINT_WAITING_FILES_MAX} print jobs were saved, then only the first ${PRINT_WAITING_FILES_MAX} are read`, () => {
    const printJobs = Array.from({ length: PRINT_WAITING_FILES_MAX + 2 }, (_, i) => printJob(i + 1));
    const cart = loadCart(storageWith(JSON.stringify({ items: [], printJobs })));
    expect(jobIds(cart)).toEqual(printJobs.slice(0, PRINT_WAITING_FILES_MAX).map((job) => job.jobId));
  });
});
