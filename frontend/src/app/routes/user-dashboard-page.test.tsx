import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { fakeAuth, renderScreen, signedInUser } from '@/test/render';
import UserDashboardPage from './user-dashboard-page';
import { makeBook, makeOrder } from '@/test/fixtures';

const placed = makeOrder('order-1', '2025-03-01T10:00:00.000Z', {
  productIds: ['b1', 'gone'],
  lines: [
    { bookId: 'b1', title: 'Pencil box', price: 120, coverImage: 'pencil.png', quantity: 1 },
    { bookId: 'gone', title: 'Old diary', price: 80, coverImage: 'diary.png', quantity: 1 },
  ],
  totalPrice: 200,
  status: 'collected',
});

const ordersPath = `GET /api/orders/email/${encodeURIComponent(signedInUser.email!)}`;

afterEach(() => vi.unstubAllGlobals());

describe('UserDashboardPage', () => {
  it('when the user has orders, then it welcomes them and marks products no longer sold', async () => {
    stubApi({ [ordersPath]: [placed], 'GET /api/books': [makeBook({ _id: 'b1' })] });
    renderScreen(<UserDashboardPage />, {
      path: '/user-dashboard',
      auth: fakeAuth({ currentUser: signedInUser }),
    });

    expect(screen.getByRole('heading', { name: 'Welcome, Asha Rao!' })).toBeInTheDocument();
    expect(screen.getByText(signedInUser.email!)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Recent Orders' })).toBeInTheDocument();
    expect(await screen.findByText('order-1')).toBeInTheDocument();
    expect(screen.getByText('₹200.00')).toBeInTheDocument();
    expect(screen.getByText('Collected')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Pencil box' })).toBeInTheDocument();
    expect(await screen.findAllByText('Product not found')).toHaveLength(1);
  });

  it('when a line holds several units, then it shows the quantity, the line total and the unit price', async () => {
    const pens = makeOrder('order-2', '2025-03-02T10:00:00.000Z', {
      productIds: ['p1'],
      lines: [{ bookId: 'p1', title: 'Blue Gel Pen', price: 19.99, coverImage: 'pen.png', quantity: 3 }],
      totalPrice: 59.97,
    });
    stubApi({ [ordersPath]: [pens], 'GET /api/books': [makeBook({ _id: 'p1' })] });
    renderScreen(<UserDashboardPage />, {
      path: '/user-dashboard',
      auth: fakeAuth({ currentUser: signedInUser }),
    });

    const products = await screen.findByRole('list', { name: 'Products' });
    expect(within(products).getByText('Blue Gel Pen')).toHaveTextContent('Blue Gel Pen × 3');
    expect(within(products).getByText('₹59.97', { exact: false })).toHaveTextContent('₹59.97 (₹19.99 each)');
    expect(screen.queryByText('Product not found')).not.toBeInTheDocument();
  });

  it('when the user has no name and no orders, then it greets User and says there are none', async () => {
    stubApi({ [ordersPath]: [], 'GET /api/books': [] });
    renderScreen(<UserDashboardPage />, {
      path: '/user-dashboard',
      auth: fakeAuth({ currentUser: { ...signedInUser, displayName: null } }),
    });
    expect(screen.getByRole('heading', { name: 'Welcome, User!' })).toBeInTheDocument();
    expect(await screen.findByText('You have no recent orders.')).toBeInTheDocument();
  });
});
