import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateCatalog } from '@/i18n';
import english from '@/i18n/locales/en/index.ts';
import hindi from '@/i18n/locales/hi/index.ts';
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
        kits: [],
        shortages: [],
      },
    });

    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/cart');
  });

  it('when shown, then the navigation links to All Products, Print & Copies and School Kits', () => {
    stubApi({});
    renderScreen(<Header />);

    // Inline from 640 px, and in the phone's menu below that: both lead the same way.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['All Products', '/all-products'],
      ['Print & Copies', '/print'],
      ['School Kits', '/kits'],
    ]) {
      const links = within(nav).getAllByRole('link', { name });
      expect(links).toHaveLength(2);
      for (const link of links) expect(link).toHaveAttribute('href', href);
    }
    const menu = within(nav).getByText('Menu').closest('details')!;
    expect(menu).toHaveClass('sm:hidden');
    expect(within(menu).getByRole('link', { name: 'Books' })).toHaveAttribute(
      'href',
      '/all-products?category=book',
    );
  });

  it('when a customer searches from the header, then All Products opens with that search', async () => {
    stubApi({});
    const { router } = renderScreen(<Header />, {
      extraRoutes: [{ path: '/all-products', element: <Header /> }],
    });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the shop' }), 'gel pen{Enter}');
    expect(router.state.location.pathname).toBe('/all-products');
    expect(router.state.location.search).toBe('?q=gel%20pen');
    // All Products has its own search box, so the header's steps aside there.
    expect(screen.queryByRole('searchbox', { name: 'Search the shop' })).not.toBeInTheDocument();
  });
});

describe('Header in Hindi', () => {
  afterEach(() => activateCatalog('en', english));

  it('when Hindi is shown, then its links, menu, search and cart badge speak Hindi, the count in Hindi plural', () => {
    activateCatalog('hi', hindi);
    stubApi({});
    renderScreen(<Header />, {
      cart: {
        items: [
          { ...makeBook({ _id: 'a' }), quantity: 5 },
          { ...makeBook({ _id: 'b' }), quantity: 1 },
        ],
        printJobs: [],
        kits: [],
        shortages: [],
      },
    });

    const nav = screen.getByRole('navigation', { name: 'मुख्य' });
    expect(within(nav).getAllByRole('link', { name: 'सारा सामान' })).toHaveLength(2);
    expect(within(nav).getAllByRole('link', { name: 'प्रिंट और फ़ोटोकॉपी' })).toHaveLength(2);
    const menu = within(nav).getByText('मेन्यू').closest('details')!;
    expect(within(menu).getByRole('link', { name: 'पेन और पेंसिल' })).toHaveAttribute(
      'href',
      '/all-products?category=penandpencil',
    );
    expect(screen.getByRole('link', { name: 'कार्ट में 2 चीज़ें' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'लॉग इन' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('searchbox', { name: 'दुकान में खोजें' })).toHaveAttribute(
      'placeholder',
      'पेन, किताबें, रंग खोजें…',
    );
    expect(document.documentElement.lang).toBe('hi');
  });

  it('when the cart holds one entry or none, then the badge says so in Hindi', () => {
    activateCatalog('hi', hindi);
    stubApi({});
    renderScreen(<Header />, {
      cart: { items: [{ ...makeBook({ _id: 'a' }), quantity: 2 }], printJobs: [], kits: [], shortages: [] },
    });
    expect(screen.getByRole('link', { name: 'कार्ट में 1 चीज़' })).toBeInTheDocument();
  });

  it('when the language changes while the header is shown, then it draws again in the new language', () => {
    stubApi({});
    renderScreen(<Header />);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();

    act(() => activateCatalog('hi', hindi));
    // The count the badge shows is in its name, as screen readers and voice control expect.
    expect(screen.getByRole('link', { name: 'कार्ट में 0 चीज़ें' })).toBeInTheDocument();
  });
});
