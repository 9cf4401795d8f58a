import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, showAlert } from '@/components/dialogs';
import { stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import type { CartItem } from '@/features/cart';
import CartPage from './cart-page';
import { makeBook } from '@/test/fixtures';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => false),
}));

const pencils = makeBook({ _id: 'a1', title: 'Pencil box', category: 'penandpencil', newPrice: 100000 });
const atlas = makeBook({ _id: 'b2', title: 'School atlas', newPrice: 23456 });
const inCart = (...books: ReturnType<typeof makeBook>[]): { items: CartItem[] } => ({
  items: books.map((book) => ({ ...book, quantity: 1 as const })),
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('CartPage', () => {
  it('when the cart is empty, then it says no product was found', async () => {
    stubApi({ 'GET /api/books': [] });
    renderScreen(<CartPage />, { path: '/cart' });
    expect(await screen.findByText('No product found!')).toBeInTheDocument();
    expect(screen.queryByText('Subtotal')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('when two items are in the cart, then it lists them and the subtotal in rupees', async () => {
    stubApi({ 'GET /api/books': [pencils, atlas] });
    renderScreen(<CartPage />, { path: '/cart', cart: inCart(pencils, atlas) });

    expect(screen.getByRole('heading', { name: 'Shopping cart' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pencil box' })).toHaveAttribute('href', '/books/a1');
    expect(screen.getByRole('img', { name: 'Pencil box' })).toHaveAttribute('width');
    expect(screen.getByText('Pen and Pencil')).toBeInTheDocument();
    expect(screen.getAllByText('Qty 1')).toHaveLength(2);
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹1,23,456.00');
    expect(screen.getByText('Shipping and taxes calculated at checkout.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('when the catalogue price changed, then the current price is shown and an unsold item is marked', async () => {
    stubApi({ 'GET /api/books': [{ ...pencils, newPrice: 90 }] });
    renderScreen(<CartPage />, { path: '/cart', cart: inCart(pencils, atlas) });

    expect(await screen.findByText('No longer available')).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹90.00');
  });

  it('when Remove is answered No, then the item stays and the customer is told so', async () => {
    stubApi({ 'GET /api/books': [pencils, atlas] });
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    const { store } = renderScreen(<CartPage />, { path: '/cart', cart: inCart(pencils, atlas) });

    const row = screen.getByRole('link', { name: 'Pencil box' }).closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));

    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Do you want to remove this item?' }),
    );
    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: 'Item is not removed' })),
    );
    expect(store.getState().cart.items).toHaveLength(2);
  });

  it('when Remove is answered Yes, then only that item is removed', async () => {
    stubApi({ 'GET /api/books': [pencils, atlas] });
    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    const { store } = renderScreen(<CartPage />, { path: '/cart', cart: inCart(pencils, atlas) });

    const row = screen.getByRole('link', { name: 'Pencil box' }).closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Pencil box' })).not.toBeInTheDocument());
    expect(store.getState().cart.items.map((item) => item._id)).toEqual(['b2']);
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: 'Removed!' }));
  });

  it('when Clear Cart is confirmed, then the cart empties and a Cleared! alert shows', async () => {
    stubApi({ 'GET /api/books': [pencils, atlas] });
    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    const { store } = renderScreen(<CartPage />, { path: '/cart', cart: inCart(pencils, atlas) });

    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));

    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Are you sure?', confirmText: 'Yes, clear it!', cancelText: 'No' }),
    );
    expect(await screen.findByText('No product found!')).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([]);
    expect(showAlert).toHaveBeenCalledWith({
      title: 'Cleared!',
      text: 'Your cart has been cleared',
      icon: 'success',
    });
  });
});
