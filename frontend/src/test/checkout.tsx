import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import CheckoutPage from '@/app/routes/checkout-page';
import type { CartState } from '@/features/cart';
import type { Book } from '@shop/backend/contract';
import { fakeAuth, renderScreen, signedInUser } from './render';

/** The checkout page signed in as `user`, with these books in the cart (quantity 1 unless given) and /orders to land on. */
export function renderCheckout(books: Book[], quantities: number[] = [], user = signedInUser) {
  return renderCheckoutOf(
    {
      items: books.map((book, index) => ({ ...book, quantity: quantities[index] ?? 1 })),
      printJobs: [],
      kits: [],
      shortages: [],
    },
    user,
  );
}

/** The checkout page signed in as `user`, with this cart and /orders to land on. */
export function renderCheckoutOf(cart: CartState, user = signedInUser) {
  return renderScreen(<CheckoutPage />, {
    path: '/checkout',
    auth: fakeAuth({ currentUser: user }),
    cart,
    extraRoutes: [{ path: '/orders', element: <h1>Orders screen</h1> }],
  });
}

export const validAnswers: Record<string, string> = {
  'Full Name': 'Asha Rao',
  'Phone Number': '9876543210',
  Address: '12 MG Road',
  City: 'Pune',
  State: 'Maharashtra',
  Zipcode: '411001',
};

export async function fillForm(user: UserEvent, overrides: Record<string, string> = {}) {
  for (const [label, value] of Object.entries({ ...validAnswers, ...overrides })) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

export const placeButton = () => screen.getByRole('button', { name: 'Place an Order' });

/** Fills the form with valid answers, ticks the terms and presses Place an Order. */
export async function submitValidOrder(user: UserEvent) {
  await fillForm(user);
  await user.click(screen.getByRole('checkbox'));
  await user.click(placeButton());
}
