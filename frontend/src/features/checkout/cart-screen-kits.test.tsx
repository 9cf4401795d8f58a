import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog } from '@/components/dialogs';
import type { CartState } from '@/features/cart';
import { activateCatalog } from '@/i18n';
import english from '@/i18n/locales/en/index.ts';
import hindi from '@/i18n/locales/hi/index.ts';
import { booksByIds, stubApi } from '@/test/api-stub';
import { makeBook } from '@/test/fixtures';
import { makeCartKit } from '@/test/kits';
import { renderScreen } from '@/test/render';
import { CartScreen } from './components/cart-screen';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const pens = makeBook({ _id: 'ddddddddddddddddddddddd4', title: 'Blue Gel Pen', newPrice: 19.99 });
const cart: CartState = {
  items: [{ ...pens, quantity: 1 }],
  printJobs: [],
  kits: [makeCartKit({ quantity: 2 })],
  shortages: [],
};
const kitGroup = () => screen.getByTestId('cart-kit');

afterEach(() => {
  activateCatalog('en', english);
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('CartScreen with a school kit', () => {
  it('when a kit is in the cart, then it is one group with its items under it, and the subtotal counts it', async () => {
    stubApi({ 'GET /api/books': booksByIds(pens) });
    renderScreen(<CartScreen />, { path: '/cart', cart });

    const group = kitGroup();
    expect(within(group).getByRole('heading', { name: "Class 5, St. Xavier's" })).toBeInTheDocument();
    expect(group).toHaveTextContent('School year 2026-27 · 1 optional item left out');
    expect(within(group).getByText('Single-line notebook × 9')).toBeInTheDocument();
    expect(within(group).getByText('Brown cover roll × 2')).toBeInTheDocument();
    expect(within(group).getByText('₹410.00 per kit')).toBeInTheDocument();
    expect(within(group).getByTestId('cart-line-total')).toHaveTextContent('₹820.00');
    await waitFor(() => expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹839.99'));
  });

  it('when the kits stepper goes up or the kit is removed, then the cart follows', async () => {
    stubApi({ 'GET /api/books': booksByIds(pens) });
    const user = userEvent.setup();
    const { store } = renderScreen(<CartScreen />, { path: '/cart', cart });

    await user.click(
      within(kitGroup()).getByRole('button', { name: "Increase quantity of Class 5, St. Xavier's" }),
    );
    expect(store.getState().cart.kits[0]?.quantity).toBe(3);
    expect(within(kitGroup()).getByTestId('cart-line-total')).toHaveTextContent('₹1,230.00');

    await user.click(within(kitGroup()).getByRole('button', { name: 'Remove' }));
    expect(confirmDialog).toHaveBeenCalled();
    await waitFor(() => expect(store.getState().cart.kits).toEqual([]));
    expect(screen.queryByTestId('cart-kit')).not.toBeInTheDocument();
    expect(store.getState().cart.items).toHaveLength(1);
  });

  it('when the cart holds only a kit, then it is not empty', () => {
    stubApi({});
    renderScreen(<CartScreen />, { path: '/cart', cart: { ...cart, items: [] } });

    expect(kitGroup()).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹820.00');
  });

  it('when the customer reads Hindi, then the kit group speaks Hindi', async () => {
    activateCatalog('hi', hindi);
    stubApi({ 'GET /api/books': booksByIds(pens) });
    renderScreen(<CartScreen />, { path: '/cart', cart });

    const group = kitGroup();
    expect(group).toHaveTextContent('सत्र 2026-27 · 1 वैकल्पिक सामान छोड़ा');
    expect(within(group).getByText('हर किट में')).toBeInTheDocument();
    expect(within(group).getByText('एक किट का ₹410.00')).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'हटाएँ' })).toBeInTheDocument();
  });
});
