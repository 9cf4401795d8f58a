import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, showAlert } from '@/components/dialogs';
import type { OrderView, StatusChangeBody } from '@shop/backend/contract';
import { jsonResponse, requestsTo } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { makeOrder } from '@/test/fixtures';
import { stubDesk } from '../testing/desk-api';
import ViewOrdersPage from './view-orders-page';

// sweetalert2 stays for the shop's alerts and confirmations, and draws nothing readable in jsdom;
// the payment form is the desk's own dialog and is driven as the owner would.
vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
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
    { status: 'placed', at: '2025-11-18T09:00:00.000Z', by: null },
    { status: 'ready', at: '2025-11-18T11:00:00.000Z', by: null },
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
    expect(await screen.findByText('Order K7M2QX (Asha Rao) is now Ready for pickup.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mark collected' })).toBeInTheDocument();
    expect(screen.getByText('Collect by 25 Nov')).toBeInTheDocument();
  });

  it('when Mark collected is answered with UPI and a reference, then PATCH carries the payment', async () => {
    const fetchMock = stubDesk({
      orders: [ready],
      routes: { [`PATCH ${statusPath(READY_ID)}`]: { ...ready, status: 'collected' } },
    });
    const user = userEvent.setup();
    openOrders();
    await user.click(await screen.findByRole('button', { name: 'Mark collected' }));

    const dialog = screen.getByRole('dialog', { name: 'How was order R3ADY2 paid?' });
    expect(dialog).toHaveAccessibleDescription('Amount to collect: ₹240.00.');
    const paidBy = within(dialog).getByRole('group', { name: 'Paid by' });
    expect(
      within(paidBy)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['cash', 'upi', 'card']);
    expect(within(paidBy).getByRole('radio', { name: 'Cash' })).toHaveFocus();
    const reference = within(dialog).getByLabelText('Reference (optional)');
    expect(reference).toHaveAttribute('maxlength', '40');
    expect(reference).toHaveAccessibleDescription('The UPI transaction number, or the card slip number.');

    await user.click(within(paidBy).getByRole('radio', { name: 'UPI' }));
    await user.type(reference, ' 412345678901 ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark collected' }));

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
    const user = userEvent.setup();
    openOrders();
    const button = await screen.findByRole('button', { name: 'Mark collected' });
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    expect(requestsTo(fetchMock, 'PATCH', statusPath(READY_ID))).toHaveLength(0);

    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'How was order R3ADY2 paid?' });
    await user.click(within(dialog).getByRole('radio', { name: 'Cash' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark collected' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', statusPath(READY_ID))).toHaveLength(1));
    expect(await requestsTo(fetchMock, 'PATCH', statusPath(READY_ID))[0]!.json()).toEqual({
      status: 'collected',
      payment: { method: 'cash' },
    });
  });

  it('when the payment dialog is confirmed without a choice or with a bad reference, then it says why and sends nothing', async () => {
    const fetchMock = stubDesk({ orders: [ready] });
    const user = userEvent.setup();
    openOrders();
    await user.click(await screen.findByRole('button', { name: 'Mark collected' }));
    const dialog = screen.getByRole('dialog', { name: 'How was order R3ADY2 paid?' });
    const confirm = within(dialog).getByRole('button', { name: 'Mark collected' });

    await user.click(confirm);
    expect(within(dialog).getByRole('group', { name: 'Paid by' })).toHaveAccessibleDescription(
      'Choose how the customer paid.',
    );
    expect(within(dialog).getByRole('radio', { name: 'Cash' })).toHaveFocus();

    await user.click(within(dialog).getByRole('radio', { name: 'Card' }));
    const reference = within(dialog).getByLabelText('Reference (optional)');
    await user.type(reference, '<script>');
    await user.click(confirm);
    expect(reference).toHaveAccessibleDescription(/letters, digits/);
    expect(reference).toHaveAttribute('aria-invalid', 'true');

    await user.clear(reference);
    await user.type(reference, 'x'.repeat(45));
    expect(reference).toHaveValue('x'.repeat(40));
    expect(requestsTo(fetchMock, 'PATCH', statusPath(READY_ID))).toHaveLength(0);
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
