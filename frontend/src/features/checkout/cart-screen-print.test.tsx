import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, showAlert } from '@/components/dialogs';
import type { CartPrintJob, CartState } from '@/features/cart';
import { makeCartPrintJob } from '@/test/cart-print-job';
import { booksByIds, callsOf, stubApi } from '@/test/api-stub';
import { makeBook } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import type { Book } from '@shop/backend/contract';
import { CartScreen } from './components/cart-screen';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const pens = makeBook({ _id: 'ccccccccccccccccccccccc3', title: 'Blue Gel Pen', newPrice: 19.99 });
const notes = makeCartPrintJob();
const poster = makeCartPrintJob({
  jobId: '64b7f0c2a1b2c3d4e5f60719',
  fileName: 'poster.pdf',
  documentPages: 1,
  options: { colour: 'bw', sides: 'single', copies: 1, range: '1', binding: 'none' },
  quote: { pages: 1, sides: 1, sheets: 1, price: 2 },
});

const cartOf = (books: [Book, number][], printJobs: CartPrintJob[]): CartState => ({
  items: books.map(([book, quantity]) => ({ ...book, quantity })),
  printJobs,
  kits: [],
  shortages: [],
});

const printRowOf = (fileName: string) =>
  screen.getByRole('heading', { name: `Print: ${fileName}` }).closest('li')!;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('CartScreen print jobs', () => {
  it('when a print job is in the cart, then its line shows the file, the options, pages and sheets and the price, and the subtotal counts it to the paisa', async () => {
    stubApi({ 'GET /api/books': booksByIds(pens) });
    renderScreen(<CartScreen />, { path: '/cart', cart: cartOf([[pens, 3]], [notes, poster]) });

    const row = printRowOf('physics-notes.pdf');
    expect(within(row).getByText('Colour, double-sided, 2 copies, all pages, stapled')).toBeInTheDocument();
    expect(within(row).getByText('7 pages × 2 copies, 8 sheets')).toBeInTheDocument();
    expect(within(row).getByTestId('cart-line-total')).toHaveTextContent('₹144.86');
    expect(within(row).queryByRole('img')).not.toBeInTheDocument();
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();

    const posterRow = printRowOf('poster.pdf');
    expect(
      within(posterRow).getByText('Black & white, single-sided, 1 copy, pages 1, no binding'),
    ).toBeInTheDocument();
    expect(within(posterRow).getByText('1 page, 1 sheet')).toBeInTheDocument();

    // 3 × ₹19.99 + ₹144.86 + ₹2.00
    await waitFor(() => expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹206.83'));
  });

  it('when the owner changed the rates since the job was added, then the cart prices it at today’s rates', async () => {
    stubApi({
      'GET /api/books': booksByIds(pens),
      'GET /api/print-rates': {
        bwSingle: 2,
        bwDouble: 1.5,
        colourSingle: 10,
        colourDouble: 10,
        binding: { none: 0, staple: 2.5, spiral: 40 },
      },
    });
    renderScreen(<CartScreen />, { path: '/cart', cart: cartOf([], [notes]) });

    // 14 sides at ₹10.00 and 2 staples at ₹2.50, no longer the ₹144.86 it was quoted at.
    await waitFor(() =>
      expect(within(printRowOf('physics-notes.pdf')).getByTestId('cart-line-total')).toHaveTextContent(
        '₹145.00',
      ),
    );
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹145.00');
  });

  it('when Remove on a print line is answered Yes, then only that job leaves the cart and the subtotal', async () => {
    stubApi({ 'GET /api/books': booksByIds(pens) });
    const user = userEvent.setup();
    const { store } = renderScreen(<CartScreen />, {
      path: '/cart',
      cart: cartOf([[pens, 1]], [notes, poster]),
    });

    await user.click(within(printRowOf('physics-notes.pdf')).getByRole('button', { name: 'Remove' }));

    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Do you want to remove this item?' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Print: physics-notes.pdf' })).not.toBeInTheDocument(),
    );
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: 'Removed!' }));
    expect(store.getState().cart.printJobs?.map((job) => job.fileName)).toEqual(['poster.pdf']);
    expect(store.getState().cart.items).toHaveLength(1);
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹21.99');
  });

  it('when Remove on a print line is answered No, then the job stays', async () => {
    stubApi({ 'GET /api/books': booksByIds() });
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    const user = userEvent.setup();
    const { store } = renderScreen(<CartScreen />, { path: '/cart', cart: cartOf([], [notes]) });

    await user.click(within(printRowOf('physics-notes.pdf')).getByRole('button', { name: 'Remove' }));

    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: 'Item is not removed' })),
    );
    expect(store.getState().cart.printJobs).toEqual([notes]);
  });

  it('when the cart holds only print jobs, then it is a cart like any other: no books asked for, only the rate card, a subtotal and Checkout', async () => {
    const fetchMock = stubApi({ 'GET /api/books': booksByIds() });
    renderScreen(<CartScreen />, { path: '/cart', cart: cartOf([], [notes]) });

    expect(screen.queryByText('No product found!')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹144.86');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsOf(fetchMock)).toEqual(['GET /api/print-rates']);
  });

  it('when Clear Cart is confirmed, then the print jobs go with the books', async () => {
    stubApi({ 'GET /api/books': booksByIds(pens) });
    const user = userEvent.setup();
    const { store } = renderScreen(<CartScreen />, { path: '/cart', cart: cartOf([[pens, 1]], [notes]) });

    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));

    expect(await screen.findByText('No product found!')).toBeInTheDocument();
    expect(store.getState().cart.printJobs).toEqual([]);
  });
});
