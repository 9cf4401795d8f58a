import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { makeBook } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { Header } from './header';

afterEach(() => vi.unstubAllGlobals());

describe('Header', () => {
  it('when the cart holds several units of two items, then the badge counts the two entries', () => {
    stubApi({});
    renderScreen(<Header />, {
      cart: {
        items: [
          { ...makeBook({ _id: 'a' }), quantity: 5 },
          { ...makeBook({ _id: 'b' }), quantity: 1 },
        ],
        printJobs: [],
        shortages: [],
      },
    });

    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/cart');
  });

  it('when shown, then the navigation links to All Products and to Print & Copies', () => {
    stubApi({});
    renderScreen(<Header />);

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/all-products');
    expect(within(nav).getByRole('link', { name: 'Print & Copies' })).toHaveAttribute('href', '/print');
  });
});
