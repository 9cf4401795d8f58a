import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, showAlert } from '@/components/dialogs';
import { registerCustomerTokenGetter } from '@/lib/customer-token';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { makeOrder } from '@/test/fixtures';
import { fakeAuth, renderScreen, signedInUser } from '@/test/render';
import type { OrderView } from '@shop/backend/contract';
import OrdersPage from './orders-page';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => false),
}));

const listPath = '/api/orders/mine';
const cancelPath = '/api/orders/order-1/cancel';
const placed = makeOrder('order-1', '2025-11-20T10:00:00.000Z');
const cancelled: OrderView = {
  ...placed,
  status: 'cancelled',
  statusHistory: [...placed.statusHistory, { status: 'cancelled', at: '2025-11-20T11:00:00.000Z', by: null }],
};
const ready: OrderView = {
  ...placed,
  status: 'ready',
  holdUntil: '2025-11-25T18:29:59.999Z',
  statusHistory: [...placed.statusHistory, { status: 'ready', at: '2025-11-20T11:00:00.000Z', by: null }],
};

/** The API with one order, which `cancel` answers for and may move on. */
function stubOrders(cancel: (current: { order: OrderView }) => Response | Promise<Response>) {
  const current = { order: placed };
  const fetchMock = stubApi({
    [`GET ${listPath}`]: () => jsonResponse([current.order]),
    [`POST ${cancelPath}`]: () => cancel(current),
  });
  renderScreen(<OrdersPage />, { path: '/orders', auth: fakeAuth({ currentUser: signedInUser }) });
  return fetchMock;
}

const cancelButton = () => screen.findByRole('button', { name: 'Cancel order' });
const badge = () => screen.getByRole('article').querySelector('header > span')!;

beforeEach(() => registerCustomerTokenGetter(async () => 'id-token-asha'));

afterEach(() => {
  registerCustomerTokenGetter(async () => null);
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('OrdersPage cancelling an order', () => {
  it('when the customer answers the primary No, keep it, then nothing is sent and the order stays placed', async () => {
    const user = userEvent.setup();
    const fetchMock = stubOrders(() => jsonResponse(cancelled));
    await user.click(await cancelButton());

    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Cancel this order?',
        confirmText: 'Yes, cancel it',
        cancelText: 'No, keep it',
        primary: 'cancel',
      }),
    );
    expect(requestsTo(fetchMock, 'POST', cancelPath)).toHaveLength(0);
    expect(await cancelButton()).toBeEnabled();
    expect(badge()).toHaveTextContent('Placed');
  });

  it('when confirmed, then it POSTs the cancel with the customer’s token, the order shows cancelled and a success dialog says so', async () => {
    const user = userEvent.setup();
    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    const fetchMock = stubOrders((current) => {
      current.order = cancelled;
      return jsonResponse(cancelled);
    });
    await user.click(await cancelButton());

    await waitFor(() => expect(badge()).toHaveTextContent('Cancelled'));
    const [post] = requestsTo(fetchMock, 'POST', cancelPath);
    expect(post!.headers.get('Authorization')).toBe('Bearer id-token-asha');
    expect(requestsTo(fetchMock, 'GET', listPath)).toHaveLength(2);
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: 'Order cancelled' }));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByText('Show this code at the counter')).not.toBeInTheDocument();
  });

  it('when the shop made the order ready meanwhile (409), then the API’s message shows and the card catches up', async () => {
    const user = userEvent.setup();
    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    const message = 'This order is ready for pickup and can no longer be cancelled.';
    stubOrders((current) => {
      current.order = ready;
      return jsonResponse({ error: { code: 'conflict', message } }, 409);
    });
    await user.click(await cancelButton());

    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({
        title: 'Could not cancel the order',
        text: message,
        icon: 'error',
      }),
    );
    await waitFor(() => expect(badge()).toHaveTextContent('Ready - collect by 25 Nov'));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('when the shop has printed a job of the order (409), then the API’s message to call the shop shows and the order stays placed', async () => {
    const user = userEvent.setup();
    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    const message = 'This order is being printed: call the shop to cancel it.';
    stubOrders(() => jsonResponse({ error: { code: 'conflict', message } }, 409));
    await user.click(await cancelButton());

    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({
        title: 'Could not cancel the order',
        text: message,
        icon: 'error',
      }),
    );
    expect(badge()).toHaveTextContent('Placed');
  });

  it('when the shop cannot be reached, then it says to check the connection and the order stays as it was', async () => {
    const user = userEvent.setup();
    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = stubOrders(() => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(await cancelButton());

    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith(
        expect.objectContaining({
          icon: 'error',
          text: expect.stringMatching(/check your internet connection/i),
        }),
      ),
    );
    expect(await cancelButton()).toBeEnabled();
    expect(badge()).toHaveTextContent('Placed');
    expect(requestsTo(fetchMock, 'GET', listPath)).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith(
      'Order cancel failed',
      expect.objectContaining({ status: 'FETCH_ERROR' }),
    );
  });

  it('when the server fails otherwise, then a clear message says it could not be cancelled', async () => {
    const user = userEvent.setup();
    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubOrders(() => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500));
    await user.click(await cancelButton());

    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({
        title: 'Could not cancel the order',
        text: 'The order could not be cancelled just now. Please try again, or call the shop.',
        icon: 'error',
      }),
    );
  });

  it('when the cancel is in flight, then the button is disabled and says so until the answer comes', async () => {
    const user = userEvent.setup();
    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubOrders(
      (current) =>
        new Promise<Response>((resolve) => {
          answer = (response) => {
            current.order = cancelled;
            resolve(response);
          };
        }),
    );
    const button = await cancelButton();
    await user.click(button);

    const pending = await screen.findByRole('button', { name: 'Cancelling...' });
    expect(pending).toBeDisabled();
    await user.click(pending);
    expect(confirmDialog).toHaveBeenCalledTimes(1);
    expect(requestsTo(fetchMock, 'POST', cancelPath)).toHaveLength(1);

    answer(jsonResponse(cancelled));
    await waitFor(() => expect(badge()).toHaveTextContent('Cancelled'));
    expect(within(screen.getByRole('article')).queryByRole('button')).not.toBeInTheDocument();
  });
});
