import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestsTo, stubApi } from '@/test/api-stub';
import { makeOrder } from '@/test/fixtures';
import { fakeAuth, phoneUser, renderScreen } from '@/test/render';
import UserDashboardPage from './user-dashboard-page';

afterEach(() => vi.unstubAllGlobals());

describe('UserDashboardPage for a customer signed in by phone', () => {
  it('when the dashboard opens, then it shows the verified number, asks for no e-mail and reads /api/orders/mine once', async () => {
    const order = makeOrder('order-1', '2025-03-01T10:00:00.000Z', { email: '', name: 'Meena Iyer' });
    const fetchMock = stubApi({ 'GET /api/orders/mine': [order], 'GET /api/books': [] });
    renderScreen(<UserDashboardPage />, {
      path: '/user-dashboard',
      auth: fakeAuth({ currentUser: phoneUser }),
    });

    expect(await screen.findByRole('heading', { name: 'Welcome, Meena Iyer!' })).toBeInTheDocument();
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', '/api/orders/mine')).toHaveLength(1);
  });
});
