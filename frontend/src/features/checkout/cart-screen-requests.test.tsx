import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { booksByIds, callsOf, jsonResponse, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import type { CartState } from '@/features/cart';
import type { Book } from '@shop/backend/contract';
import { CartScreen } from './components/cart-screen';
import { makeBook } from '@/test/fixtures';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const pencils = makeBook({ _id: 'aaaaaaaaaaaaaaaaaaaaaaa1', title: 'Pencil box', newPrice: 120 });
const atlas = makeBook({ _id: 'bbbbbbbbbbbbbbbbbbbbbbb2', title: 'School atlas', newPrice: 80 });
const pens = makeBook({ _id: 'ccccccccccccccccccccccc3', title: 'Blue Gel Pen', newPrice: 20, stock: 4 });

const inCart = (...books: Book[]): CartState => ({
  printJobs: [],
  items: books.map((book) => ({ ...book, quantity: 1 })),
  kits: [],
  shortages: [],
});

const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('CartScreen requests', () => {
  it('when the cart is empty, then it asks the API for nothing', async () => {
    const fetchMock = stubApi({ 'GET /api/books': booksByIds(pencils) });
    renderScreen(<CartScreen />, { path: '/cart' });

    expect(await screen.findByText('No product found!')).toBeInTheDocument();
    expect(callsOf(fetchMock)).toEqual([]);
  });

  it('when the cart opens, then it asks once for its own books by sorted ids, and not again for a new quantity', async () => {
    const fetchMock = stubApi({ 'GET /api/books': booksByIds(pens, atlas, pencils) });
    const user = userEvent.setup();
    renderScreen(<CartScreen />, { path: '/cart', cart: inCart(pens, pencils, atlas) });

    expect(await within(rowOf('Blue Gel Pen')).findByText('Only 4 left')).toBeInTheDocument();
    expect(callsOf(fetchMock)).toEqual([`GET /api/books?ids=${pencils._id},${atlas._id},${pens._id}`]);

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Pencil box' }));
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹340.00');
    expect(callsOf(fetchMock)).toHaveLength(1);
  });

  it('when a line is removed, then the rest keep their current prices while only the books left are asked for', async () => {
    const answers = [booksByIds({ ...pencils, newPrice: 100 }, { ...atlas, newPrice: 60 })];
    // The second answer never comes: the lines must not fall back to the prices saved in the cart.
    const fetchMock = stubApi({
      'GET /api/books': (request: Request) => answers.shift()?.(request) ?? new Promise<Response>(() => {}),
    });
    const user = userEvent.setup();
    renderScreen(<CartScreen />, { path: '/cart', cart: inCart(pencils, atlas) });
    await waitFor(() => expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹160.00'));

    await user.click(within(rowOf('Pencil box')).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(callsOf(fetchMock)).toHaveLength(2));
    expect(callsOf(fetchMock)[1]).toBe(`GET /api/books?ids=${atlas._id}`);
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹60.00');
    expect(screen.queryByText('No longer available')).not.toBeInTheDocument();
  });

  it('when an item saved long ago has a malformed id, then it is not asked for and is marked no longer available', async () => {
    const old = makeBook({ _id: 'old-diary', title: 'Old diary', newPrice: 50 });
    const fetchMock = stubApi({ 'GET /api/books': booksByIds(pencils) });
    renderScreen(<CartScreen />, { path: '/cart', cart: inCart(old, pencils) });

    expect(await within(rowOf('Old diary')).findByText('No longer available')).toBeInTheDocument();
    expect(within(rowOf('Pencil box')).queryByText('No longer available')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹120.00');
    expect(callsOf(fetchMock)).toEqual([`GET /api/books?ids=${pencils._id}`]);
  });

  it('when the catalogue cannot be reached, then the lines keep their saved prices and none is marked gone', async () => {
    const fetchMock = stubApi({
      'GET /api/books': () => jsonResponse({ error: { message: 'down' } }, 503),
    });
    renderScreen(<CartScreen />, { path: '/cart', cart: inCart(pencils, atlas) });

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹200.00');
    expect(screen.queryByText('No longer available')).not.toBeInTheDocument();
  });
});
