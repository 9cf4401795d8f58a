import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from '@/components/dialogs';
import type { CartKit } from '@/features/cart';
import { booksByIds, jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { renderCheckoutOf, submitValidOrder } from '@/test/checkout';
import { makeBook, makeOrder } from '@/test/fixtures';
import { GEOMETRY_BOX_ID, KIT_ID, makeCartKit, NOTEBOOK_ID } from '@/test/kits';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const pens = makeBook({ _id: 'ddddddddddddddddddddddd4', title: 'Blue Gel Pen', newPrice: 19.99 });
const placedOrder = makeOrder('ccccccccccccccccccccccc3', '2026-04-01T10:00:00.000Z');
const postedItems = async (request: Request) => ((await request.clone().json()) as { items: unknown }).items;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderKitCheckout = (kits: CartKit[]) =>
  renderCheckoutOf({ items: [{ ...pens, quantity: 1 }], printJobs: [], kits, shortages: [] });

describe('CheckoutScreen with school kits', () => {
  it('when the cart holds a kit, then the summary shows it as one line with its items and the order sends the kit', async () => {
    const fetchMock = stubApi({
      'GET /api/books': booksByIds(pens),
      'POST /api/orders': () => jsonResponse(placedOrder, 201),
    });
    const user = userEvent.setup();
    renderKitCheckout([makeCartKit({ quantity: 2 })]);

    const kitLine = screen.getByText("Class 5, St. Xavier's").closest('li')!;
    expect(kitLine).toHaveTextContent("Class 5, St. Xavier's × 2");
    expect(kitLine).toHaveTextContent('Single-line notebook × 9, Brown cover roll × 2');
    expect(within(kitLine).getByText('₹820.00')).toBeInTheDocument();
    // ₹19.99 of pens and two kits at ₹410; every item the parent collects counts.
    expect(screen.getByText('Total Price:')).toHaveTextContent('₹839.99');
    expect(screen.getByText('Items:')).toHaveTextContent('Items: 23');

    await submitValidOrder(user);
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/orders')).toHaveLength(1));
    expect(await postedItems(requestsTo(fetchMock, 'POST', '/api/orders')[0]!)).toEqual([
      { productId: pens._id, quantity: 1 },
      { kitId: KIT_ID, quantity: 2, omit: [GEOMETRY_BOX_ID] },
    ]);
    expect(await screen.findByRole('heading', { name: 'Orders screen' })).toBeInTheDocument();
  });

  it('when the API answers out of stock for a kit item, then the alert and the notice name it and the kit stays', async () => {
    stubApi({
      'GET /api/books': booksByIds(pens),
      'POST /api/orders': () =>
        jsonResponse(
          {
            error: {
              code: 'out_of_stock',
              message: 'Not enough stock.',
              items: [
                { productId: NOTEBOOK_ID, title: 'Single-line notebook', requested: 18, available: 10 },
              ],
            },
          },
          409,
        ),
    });
    const user = userEvent.setup();
    const { store } = renderKitCheckout([makeCartKit({ quantity: 2 })]);

    await submitValidOrder(user);

    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({
        title: 'Failed to place an order',
        text: expect.stringContaining('Single-line notebook: 10 left (you asked for 18)'),
        icon: 'error',
      }),
    );
    const notice = screen.getByRole('region', { name: 'Not enough stock for some items' });
    expect(within(notice).getByText('Single-line notebook: 10 left (you asked for 18)')).toBeInTheDocument();
    expect(store.getState().cart.kits).toHaveLength(1);

    // 10 notebooks fill one kit of 9.
    await user.click(within(notice).getByRole('button', { name: 'Lower quantities to what is left' }));
    expect(store.getState().cart.kits[0]?.quantity).toBe(1);
  });

  it('when the API refuses the kit with a 400, then its message is shown beside the form', async () => {
    const message = 'The kit "Class 5, St. Xavier\'s 2026-27" is not available to order.';
    stubApi({
      'GET /api/books': booksByIds(pens),
      'POST /api/orders': () => jsonResponse({ error: { code: 'validation', message } }, 400),
    });
    const user = userEvent.setup();
    const { store } = renderKitCheckout([makeCartKit()]);

    await submitValidOrder(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ text: message })));
    expect(store.getState().cart.kits).toHaveLength(1);
  });
});
