import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, showAlert } from '@/components/dialogs';
import { stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import type { CartItem, CartState } from '@/features/cart';
import type { Book } from '@shop/backend/contract';
import { CartScreen } from './components/cart-screen';
import { makeBook } from '@/test/fixtures';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => false),
}));

const pencils = makeBook({
  _id: 'aaaaaaaaaaaaaaaaaaaaaaa1',
  title: 'Pencil box',
  category: 'penandpencil',
  newPrice: 100000,
});
const atlas = makeBook({ _id: 'bbbbbbbbbbbbbbbbbbbbbbb2', title: 'School atlas', newPrice: 23456 });
const inCart = (...books: ReturnType<typeof makeBook>[]): CartState => ({
  printJobs: [],
  items: books.map((book) => ({ ...book, quantity: 1 })),
  kits: [],
  shortages: [],
});
const withQuantities = (...entries: [Book, number][]): CartState => ({
  printJobs: [],
  items: entries.map(([book, quantity]): CartItem => ({ ...book, quantity })),
  kits: [],
  shortages: [],
});
const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;
const quantityOf = (title: string) => screen.getByRole('spinbutton', { name: `Quantity of ${title}` });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('CartScreen', () => {
  it('when the cart is empty, then it says no product was found', async () => {
    stubApi({ 'GET /api/books': [] });
    renderScreen(<CartScreen />, { path: '/cart' });
    expect(await screen.findByText('No product found!')).toBeInTheDocument();
    expect(screen.queryByText('Subtotal')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('when two items are in the cart, then it lists them and the subtotal in rupees', async () => {
    stubApi({ 'GET /api/books': [pencils, atlas] });
    renderScreen(<CartScreen />, { path: '/cart', cart: inCart(pencils, atlas) });

    expect(screen.getByRole('heading', { name: 'Shopping cart' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pencil box' })).toHaveAttribute('href', `/books/${pencils._id}`);
    expect(screen.getByRole('img', { name: 'Pencil box' })).toHaveAttribute('width');
    expect(screen.getByText('Pen and Pencil')).toBeInTheDocument();
    expect(quantityOf('Pencil box')).toHaveAttribute('aria-valuenow', '1');
    expect(quantityOf('School atlas')).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹1,23,456.00');
    const note = screen.getByText('Shipping and taxes calculated at checkout.');
    expect(note.nextElementSibling).toHaveTextContent(
      'Collect at the shop: no delivery charge; prices include GST.',
    );
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('when the catalogue price changed, then the current price is shown and an unsold item is marked', async () => {
    stubApi({ 'GET /api/books': [{ ...pencils, newPrice: 90 }] });
    renderScreen(<CartScreen />, { path: '/cart', cart: inCart(pencils, atlas) });

    expect(await screen.findByText('No longer available')).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹90.00');
  });

  it('when Remove is answered No, then the item stays and the customer is told so', async () => {
    stubApi({ 'GET /api/books': [pencils, atlas] });
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    const { store } = renderScreen(<CartScreen />, { path: '/cart', cart: inCart(pencils, atlas) });

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
    const { store } = renderScreen(<CartScreen />, { path: '/cart', cart: inCart(pencils, atlas) });

    const row = screen.getByRole('link', { name: 'Pencil box' }).closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Pencil box' })).not.toBeInTheDocument());
    expect(store.getState().cart.items.map((item) => item._id)).toEqual([atlas._id]);
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: 'Removed!' }));
  });

  it('when Clear Cart is confirmed, then the cart empties and a Cleared! alert shows', async () => {
    stubApi({ 'GET /api/books': [pencils, atlas] });
    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    const { store } = renderScreen(<CartScreen />, { path: '/cart', cart: inCart(pencils, atlas) });

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

describe('CartScreen quantities', () => {
  const pens = makeBook({
    _id: 'ccccccccccccccccccccccc3',
    title: 'Blue Gel Pen',
    newPrice: 19.99,
    stock: null,
  });

  it('when lines hold several units, then each shows its line total and the subtotal counts every unit', async () => {
    stubApi({ 'GET /api/books': [pens, atlas] });
    renderScreen(<CartScreen />, { path: '/cart', cart: withQuantities([pens, 3], [atlas, 2]) });

    await waitFor(() => expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹46,971.97'));
    expect(within(rowOf('Blue Gel Pen')).getByTestId('cart-line-total')).toHaveTextContent('₹59.97');
    expect(within(rowOf('Blue Gel Pen')).getByText('₹19.99 each')).toBeInTheDocument();
    expect(quantityOf('Blue Gel Pen')).toHaveAttribute('aria-valuenow', '3');
  });

  it('when + and − are pressed, then the quantity and the subtotal follow, and − stops at 1', async () => {
    stubApi({ 'GET /api/books': [pens] });
    const user = userEvent.setup();
    const { store } = renderScreen(<CartScreen />, { path: '/cart', cart: inCart(pens) });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity of Blue Gel Pen' });
    expect(decrease).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Blue Gel Pen' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Blue Gel Pen' }));
    expect(quantityOf('Blue Gel Pen')).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹59.97');

    await user.click(decrease);
    expect(quantityOf('Blue Gel Pen')).toHaveAttribute('aria-valuenow', '2');
    expect(store.getState().cart.items[0]?.quantity).toBe(2);
  });

  it('when the quantity has focus, then the arrow keys and End change it within what is left', async () => {
    stubApi({ 'GET /api/books': [{ ...pens, stock: 4 }] });
    const user = userEvent.setup();
    renderScreen(<CartScreen />, { path: '/cart', cart: inCart(pens) });
    await screen.findByText('Only 4 left');

    quantityOf('Blue Gel Pen').focus();
    await user.keyboard('{ArrowUp}');
    expect(quantityOf('Blue Gel Pen')).toHaveAttribute('aria-valuenow', '2');
    await user.keyboard('{End}');
    expect(quantityOf('Blue Gel Pen')).toHaveAttribute('aria-valuenow', '4');
    await user.keyboard('{ArrowUp}');
    expect(quantityOf('Blue Gel Pen')).toHaveAttribute('aria-valuenow', '4');
  });

  it('when three are left, then + stops at 3 and the line says how many are left', async () => {
    stubApi({ 'GET /api/books': [{ ...pens, stock: 3 }] });
    const user = userEvent.setup();
    renderScreen(<CartScreen />, { path: '/cart', cart: withQuantities([pens, 2]) });
    const increase = screen.getByRole('button', { name: 'Increase quantity of Blue Gel Pen' });

    expect(await within(rowOf('Blue Gel Pen')).findByText('Only 3 left')).toBeInTheDocument();
    await user.click(increase);
    expect(quantityOf('Blue Gel Pen')).toHaveAttribute('aria-valuenow', '3');
    expect(increase).toBeDisabled();
  });

  it('when the item is not counted, then + stops at 99', async () => {
    stubApi({ 'GET /api/books': [pens] });
    renderScreen(<CartScreen />, { path: '/cart', cart: withQuantities([pens, 99]) });

    expect(quantityOf('Blue Gel Pen')).toHaveAttribute('aria-valuemax', '99');
    expect(screen.getByRole('button', { name: 'Increase quantity of Blue Gel Pen' })).toBeDisabled();
  });

  it('when an item ran out, then its line says "Out of stock", has no stepper and leaves the subtotal', async () => {
    stubApi({ 'GET /api/books': [{ ...pens, stock: 0 }, atlas] });
    renderScreen(<CartScreen />, { path: '/cart', cart: withQuantities([pens, 2], [atlas, 1]) });

    const row = rowOf('Blue Gel Pen');
    expect(await within(row).findByText('Out of stock')).toBeInTheDocument();
    expect(within(row).getByText('Not ordered')).toBeInTheDocument();
    expect(within(row).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹23,456.00');
  });

  it('when a line asks more than is left, then it says how many are left and one button lowers it', async () => {
    stubApi({ 'GET /api/books': [{ ...pens, stock: 2 }, { ...atlas, stock: 0 }, pencils] });
    const user = userEvent.setup();
    const { store } = renderScreen(<CartScreen />, {
      path: '/cart',
      cart: withQuantities([pens, 5], [atlas, 1], [pencils, 1]),
    });

    const notice = await screen.findByRole('region', { name: 'Not enough stock for some items' });
    expect(within(rowOf('Blue Gel Pen')).getByText('Only 2 left')).toBeInTheDocument();
    expect(within(notice).getByText('Blue Gel Pen: 2 left (you asked for 5)')).toBeInTheDocument();
    expect(within(notice).getByText('School atlas: out of stock (you asked for 1)')).toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Lower quantities to what is left' }));

    expect(quantityOf('Blue Gel Pen')).toHaveAttribute('aria-valuenow', '2');
    expect(screen.queryByRole('link', { name: 'School atlas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Not enough stock for some items' })).not.toBeInTheDocument();
    expect(store.getState().cart.items.map((item) => [item._id, item.quantity])).toEqual([
      [pens._id, 2],
      [pencils._id, 1],
    ]);
  });

  it('when the last order was refused for stock, then the cart shows what the shop said even before the catalogue loads', async () => {
    stubApi({ 'GET /api/books': () => new Promise<Response>(() => {}) });
    const user = userEvent.setup();
    const { store } = renderScreen(<CartScreen />, {
      path: '/cart',
      cart: {
        ...withQuantities([pens, 5], [atlas, 1]),
        shortages: [{ productId: pens._id, title: 'Blue Gel Pen', requested: 5, available: 1 }],
      },
    });

    const notice = screen.getByRole('region', { name: 'Not enough stock for some items' });
    expect(within(notice).getByRole('listitem')).toHaveTextContent('Blue Gel Pen: 1 left (you asked for 5)');
    await user.click(within(notice).getByRole('button', { name: 'Lower quantities to what is left' }));

    expect(quantityOf('Blue Gel Pen')).toHaveAttribute('aria-valuenow', '1');
    expect(store.getState().cart.shortages).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Not enough stock for some items' })).not.toBeInTheDocument();
  });
});
