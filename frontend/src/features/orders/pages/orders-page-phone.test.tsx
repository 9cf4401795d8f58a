import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog } from '@/components/dialogs';
import { registerCustomerTokenGetter } from '@/lib/customer-token';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { makeOrder } from '@/test/fixtures';
import { catchSavedFiles } from '@/test/saved-files';
import { fakeAuth, phoneUser, renderScreen } from '@/test/render';
import type { OrderView } from '@shop/backend/contract';
import OrdersPage from './orders-page';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const placed = makeOrder('order-1', '2025-11-21T10:00:00.000Z', {
  email: '',
  verifiedPhone: '+919876543210',
  pickupCode: 'PHN234',
});
const cancelled: OrderView = { ...placed, status: 'cancelled' };
const collected = makeOrder('order-2', '2025-11-20T10:00:00.000Z', {
  email: '',
  pickupCode: 'COL567',
  status: 'collected',
  invoice: { number: 'SB/25-26/00042', date: '2025-11-20', kind: 'tax-invoice', title: 'Tax Invoice' },
});

beforeEach(() => registerCustomerTokenGetter(async () => 'id-token-meena'));

afterEach(() => {
  registerCustomerTokenGetter(async () => null);
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('OrdersPage for a customer signed in by phone (no e-mail)', () => {
  it('when the page opens, then the orders come from /api/orders/mine with the customer’s token', async () => {
    const fetchMock = stubApi({ 'GET /api/orders/mine': [placed, collected] });
    renderScreen(<OrdersPage />, { path: '/orders', auth: fakeAuth({ currentUser: phoneUser }) });

    expect(await screen.findAllByRole('article')).toHaveLength(2);
    const [list] = requestsTo(fetchMock, 'GET', '/api/orders/mine');
    expect(list!.headers.get('Authorization')).toBe('Bearer id-token-meena');
  });

  it('when an order has no e-mail, then its card shows the verified number in the e-mail’s place', async () => {
    stubApi({ 'GET /api/orders/mine': [placed] });
    renderScreen(<OrdersPage />, { path: '/orders', auth: fakeAuth({ currentUser: phoneUser }) });

    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('Mobile number (verified)+91 98765 43210');
    expect(card).not.toHaveTextContent('Email');
  });

  it('when an order is cancelled and a bill downloaded, then both go with the customer’s token', async () => {
    const current = { orders: [placed, collected] };
    const fetchMock = stubApi({
      'GET /api/orders/mine': () => jsonResponse(current.orders),
      'POST /api/orders/order-1/cancel': () => {
        current.orders = [cancelled, collected];
        return jsonResponse(cancelled);
      },
      'GET /api/invoices/SB%2F25-26%2F00042/pdf': () =>
        new Response('%PDF-1.7 bill', { headers: { 'content-type': 'application/pdf' } }),
    });
    const saved = catchSavedFiles();
    renderScreen(<OrdersPage />, { path: '/orders', auth: fakeAuth({ currentUser: phoneUser }) });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(confirmDialog).toHaveBeenCalled();
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/orders/order-1/cancel')).toHaveLength(1));
    const [cancel] = requestsTo(fetchMock, 'POST', '/api/orders/order-1/cancel');
    expect(cancel!.headers.get('Authorization')).toBe('Bearer id-token-meena');

    await user.click(await screen.findByRole('button', { name: 'Download bill' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [bill] = requestsTo(fetchMock, 'GET', '/api/invoices/SB%2F25-26%2F00042/pdf');
    expect(bill!.headers.get('Authorization')).toBe('Bearer id-token-meena');
  });
});
