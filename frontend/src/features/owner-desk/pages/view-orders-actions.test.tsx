import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, promptChoiceAndText, showAlert } from '@/components/dialogs';
import type { OrderView, StatusChangeBody } from '@shop/backend/contract';
import { jsonResponse, requestsTo } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { makeOrder } from '@/test/fixtures';
import { stubDesk } from '../testing/desk-api';
import ViewOrdersPage from './view-orders-page';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
  promptChoiceAndText: vi.fn(async () => null),
}));

const PLACED_ID = 'a00000000000000000000001';
const READY_ID = 'a00000000000000000000002';

// 24 Nov 2025, 3:30 pm in India: a hold ending on 25 Nov still runs.
const NOW = '2025-11-24T10:00:00.000Z';
const END_OF_25_NOV = '2025-11-25T18:29:59.999Z';

const placed = makeOrder(PLACED_ID, '2025-11-20T04:30:00.000Z', {
  totalPrice: 123456,
});
const ready = makeOrder(READY_ID, '2025-11-18T09:00:00.000Z', {
  status: 'ready',
  pickupCode: 'R3ADY2',
  phone: '+919812345678',
  totalPrice: 240,
  holdUntil: END_OF_25_NOV,
  statusHistory: [
    { status: 'placed', at: '2025-11-18T09:00:00.000Z' },
    { status: 'ready', at: '2025-11-18T11:00:00.000Z' },
  ],
});
const statusPath = (id: string) => `/api/orders/${id}/status`;
const openOrders = (route = '/dashboard/view-orders') =>
  renderScreen(<ViewOrdersPage />, { path: '/dashboard/view-orders', route });

beforeEach(() => {
  // Only Date: the page's timers (the search's delay) run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ViewOrdersPage: moving an order along', () => {
  it('when Mark ready is pressed, then it sends PATCH {status: "ready"} with the owner token and announces it', async () => {
    let orders: OrderView[] = [placed];
    const fetchMock = stubDesk({
      orders: () => orders,
      routes: {
        [`PATCH ${statusPath(PLACED_ID)}`]: async (request: Request) => {
          const { status } = (await request.clone().json()) as StatusChangeBody;
          orders = [{ ...placed, status, holdUntil: END_OF_25_NOV }];
          return jsonResponse(orders[0]);
        },
      },
    });
    openOrders();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark ready' }));

    const [request] = requestsTo(fetchMock, 'PATCH', statusPath(PLACED_ID));
    expect(await request!.json()).toEqual({ status: 'ready' });
    expect(request!.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(await screen.findByText(`Order ${PLACED_ID} is now Ready for pickup.`)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mark collected' })).toBeInTheDocument();
    expect(screen.getByText('Collect by 25 Nov')).toBeInTheDocument();
  });

  it('when Mark collected is answered with UPI and a reference, then PATCH carries the payment', async () => {
    const fetchMock = stubDesk({
      orders: [ready],
      routes: { [`PATCH ${statusPath(READY_ID)}`]: { ...ready, status: 'collected' } },
    });
    vi.mocked(promptChoiceAndText).mockResolvedValueOnce({ choice: 'upi', text: '412345678901' });
    openOrders();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark collected' }));

    expect(promptChoiceAndText).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'How was order R3ADY2 paid?',
        choices: [
          { value: 'cash', label: 'Cash' },
          { value: 'upi', label: 'UPI' },
          { value: 'card', label: 'Card' },
        ],
        maxLength: 40,
      }),
    );
    await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', statusPath(READY_ID))).toHaveLength(1));
    expect(await requestsTo(fetchMock, 'PATCH', statusPath(READY_ID))[0]!.json()).toEqual({
      status: 'collected',
      payment: { method: 'upi', reference: '412345678901' },
    });
    expect(
      await screen.findByText(/is now Collected \(paid by UPI, ref\. 412345678901\)/),
    ).toBeInTheDocument();
  });

  it('when Mark collected is answered with cash and no reference, then no reference is sent; when dismissed, nothing is', async () => {
    const fetchMock = stubDesk({
      orders: [ready],
      routes: { [`PATCH ${statusPath(READY_ID)}`]: { ...ready, status: 'collected' } },
    });
    openOrders();
    const button = await screen.findByRole('button', { name: 'Mark collected' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(requestsTo(fetchMock, 'PATCH', statusPath(READY_ID))).toHaveLength(0);

    vi.mocked(promptChoiceAndText).mockResolvedValueOnce({ choice: 'cash', text: '' });
    await userEvent.click(button);
    await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', statusPath(READY_ID))).toHaveLength(1));
    expect(await requestsTo(fetchMock, 'PATCH', statusPath(READY_ID))[0]!.json()).toEqual({
      status: 'collected',
      payment: { method: 'cash' },
    });
  });

  it('when the payment dialog checks a reference, then it refuses what the API would', async () => {
    stubDesk({ orders: [ready] });
    openOrders();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark collected' }));
    const { check } = vi.mocked(promptChoiceAndText).mock.calls[0]![0];
    expect(check('412345678901')).toBeNull();
    expect(check('')).toBeNull();
    expect(check('x'.repeat(41))).toMatch(/at most 40/);
    expect(check('<script>')).toMatch(/letters, digits/);
  });

  it('when Cancel is confirmed, then it sends PATCH {status: "cancelled"}; when declined, nothing is sent', async () => {
    const fetchMock = stubDesk({
      orders: [placed],
      routes: { [`PATCH ${statusPath(PLACED_ID)}`]: { ...placed, status: 'cancelled' } },
    });
    openOrders();
    const cancel = await screen.findByRole('button', { name: 'Cancel' });

    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    await userEvent.click(cancel);
    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Cancel this order?',
        text: 'The customer will not be able to collect it.',
        confirmText: 'Yes, cancel it',
        cancelText: 'No, keep it',
      }),
    );
    await waitFor(() => expect(cancel).toBeEnabled());
    expect(requestsTo(fetchMock, 'PATCH', statusPath(PLACED_ID))).toHaveLength(0);

    await userEvent.click(cancel);
    await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', statusPath(PLACED_ID))).toHaveLength(1));
    expect(await requestsTo(fetchMock, 'PATCH', statusPath(PLACED_ID))[0]!.json()).toEqual({
      status: 'cancelled',
    });
  });

  it('when the order changed meanwhile (409), then an Error alert shows the server message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = 'The order changed meanwhile and is now cancelled.';
    stubDesk({
      orders: [placed],
      routes: {
        [`PATCH ${statusPath(PLACED_ID)}`]: () => jsonResponse({ error: { code: 'conflict', message } }, 409),
      },
    });
    openOrders();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark ready' }));
    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({ title: 'Error', text: message, icon: 'error' }),
    );
  });
});
