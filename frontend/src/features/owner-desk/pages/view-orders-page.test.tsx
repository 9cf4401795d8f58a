import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, showAlert } from '@/components/dialogs';
import { formatOrderTime } from '@/features/orders';
import { storeAdminToken } from '@/lib/admin-session';
import type { OrderView, OrderStatus, ShopInfo } from '@shop/backend/contract';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { freshAdminToken } from '@/test/admin-token';
import ViewOrdersPage from './view-orders-page';
import { makeOrder } from '@/test/fixtures';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const shop: ShopInfo = {
  name: 'Saraswati Books & Stationery',
  currency: 'INR',
  address: '12 MG Road, Near City Bus Stand, Nagpur, Maharashtra 440001',
  email: 'hello@saraswati-stationery.example',
  phone: '+91 98765 43210',
  mapsUrl: 'https://maps.example/',
  hours: 'Mon-Sat 9:00 AM - 8:00 PM, Sunday closed',
  socialLinks: { facebook: 'https://facebook.example/', instagram: 'https://instagram.example/' },
};

const PLACED_ID = 'a00000000000000000000001';
const READY_ID = 'a00000000000000000000002';
const COLLECTED_ID = 'a00000000000000000000003';
const OLD_PLACED_ID = 'a00000000000000000000004';

const placed = makeOrder(PLACED_ID, '2025-11-20T04:30:00.000Z', { totalPrice: 123456 });
const ready = makeOrder(READY_ID, '2025-11-18T09:00:00.000Z', {
  status: 'ready',
  phone: '+919812345678',
  totalPrice: 240,
  statusHistory: [
    { status: 'placed', at: '2025-11-18T09:00:00.000Z' },
    { status: 'ready', at: '2025-11-18T11:00:00.000Z' },
  ],
});
const collected = makeOrder(COLLECTED_ID, '2025-11-21T09:00:00.000Z', { status: 'collected' });
const oldPlaced = makeOrder(OLD_PLACED_ID, '2025-11-01T09:00:00.000Z');

const statusPath = (id: string) => `/api/orders/${id}/status`;

/** The API answers every order newest first; the page shows them in that order. */
const asTheApiSorts = (orders: OrderView[]) =>
  [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

function stubOrders(orders: OrderView[], routes: Record<string, unknown> = {}) {
  return stubApi({
    'GET /api/orders/allorders': () => jsonResponse(asTheApiSorts(orders)),
    'GET /api/shop': shop,
    ...routes,
  });
}

const openOrders = (route = '/dashboard/view-orders') => {
  storeAdminToken(freshAdminToken());
  return renderScreen(<ViewOrdersPage />, { path: '/dashboard/view-orders', route });
};

const cardIds = async () =>
  (await screen.findAllByRole('article')).map(
    (card) => within(card).getByRole('heading', { level: 2 }).textContent,
  );

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ViewOrdersPage', () => {
  it('when orders exist, then each shows number, contact, Indian time, total, address, items and status', async () => {
    stubOrders([ready, placed]);
    openOrders();
    expect(
      screen.getByRole('heading', { level: 1, name: 'All Successfully placed orders (latest first)' }),
    ).toBeInTheDocument();
    const [first, second] = await screen.findAllByRole('article');
    expect(within(first!).getByRole('heading', { level: 2 })).toHaveTextContent(`#1 Order ID: ${PLACED_ID}`);
    expect(within(first!).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(first!).getByText('asha@example.in')).toBeInTheDocument();
    expect(within(first!).getByText('+919876543210')).toBeInTheDocument();
    expect(within(first!).getByText('₹1,23,456.00')).toBeInTheDocument();
    expect(
      within(first!).getByText(formatOrderTime(placed.createdAt), { selector: 'p > time' }),
    ).toBeInTheDocument();
    expect(within(first!).getByText('12 MG Road, Nagpur, Maharashtra, India - 440001')).toBeInTheDocument();
    expect(within(first!).getByText('Pencil box')).toBeInTheDocument();
    const image = first!.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'http://shop.test/api/images/pencil.png');
    expect(image).toHaveAttribute('width', '48');
    expect(image).toHaveAttribute('height', '64');
    expect(within(second!).getByRole('heading', { level: 2 })).toHaveTextContent(`#2 Order ID: ${READY_ID}`);
    expect(within(second!).getAllByText('Ready for pickup')).toHaveLength(2);
  });

  it('when Mark ready is pressed, then it sends PATCH {status: "ready"} with the owner token and announces it', async () => {
    let orders = [placed];
    const fetchMock = stubOrders([], {
      'GET /api/orders/allorders': () => jsonResponse(orders),
      [`PATCH ${statusPath(PLACED_ID)}`]: async (request: Request) => {
        const { status } = (await request.clone().json()) as { status: OrderStatus };
        orders = [{ ...placed, status }];
        return jsonResponse(orders[0]);
      },
    });
    openOrders();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark ready' }));

    const [request] = requestsTo(fetchMock, 'PATCH', statusPath(PLACED_ID));
    expect(await request!.json()).toEqual({ status: 'ready' });
    expect(request!.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Order ${PLACED_ID} is now Ready for pickup.`,
    );
    expect(await screen.findByRole('button', { name: 'Mark collected' })).toBeInTheDocument();
  });

  it('when an order is ready, then a WhatsApp link to its 91-prefixed number carries the pickup message', async () => {
    stubOrders([ready, placed]);
    openOrders();
    const [placedCard, readyCard] = await screen.findAllByRole('article');
    expect(within(placedCard!).queryByRole('link', { name: /Notify on WhatsApp/ })).not.toBeInTheDocument();

    const link = within(readyCard!).getByRole('link', { name: /Notify on WhatsApp/ });
    const href = link.getAttribute('href')!;
    expect(href).toMatch(/^https:\/\/wa\.me\/919812345678\?text=/);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    await waitFor(() =>
      expect(
        within(readyCard!)
          .getByRole('link', { name: /Notify on WhatsApp/ })
          .getAttribute('href'),
      ).toContain(encodeURIComponent(shop.address)),
    );
    const text = new URL(
      within(readyCard!)
        .getByRole('link', { name: /Notify/ })
        .getAttribute('href')!,
    ).searchParams.get('text')!;
    expect(text).toContain(READY_ID);
    expect(text).toContain('₹240.00');
    expect(text).toContain(shop.address);
    expect(text).toContain(shop.hours);
  });

  it('when Cancel is confirmed, then it sends PATCH {status: "cancelled"}; when declined, nothing is sent', async () => {
    const fetchMock = stubOrders([placed], {
      [`PATCH ${statusPath(PLACED_ID)}`]: { ...placed, status: 'cancelled' },
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
    stubOrders([placed], {
      [`PATCH ${statusPath(PLACED_ID)}`]: () => jsonResponse({ error: { code: 'conflict', message } }, 409),
    });
    openOrders();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark ready' }));
    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({ title: 'Error', text: message, icon: 'error' }),
    );
  });

  it('when filtered to awaiting pickup, then ready orders come first, then placed, each newest first', async () => {
    stubOrders([oldPlaced, collected, placed, ready]);
    openOrders('/dashboard/view-orders?status=awaiting');
    expect(await cardIds()).toEqual([
      `#1 Order ID: ${READY_ID}`,
      `#2 Order ID: ${PLACED_ID}`,
      `#3 Order ID: ${OLD_PLACED_ID}`,
    ]);
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('awaiting');
    expect(screen.getByText('Showing 3 of 4 orders')).toBeInTheDocument();
  });

  it('when another status is chosen, then the list and the URL follow it', async () => {
    stubOrders([oldPlaced, collected, placed, ready]);
    const { router } = openOrders();
    expect(await cardIds()).toHaveLength(4);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'collected');
    expect(await cardIds()).toEqual([`#1 Order ID: ${COLLECTED_ID}`]);
    expect(router.state.location.search).toBe('?status=collected');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'all');
    expect(router.state.location.search).toBe('');
  });

  it('when there are no orders, then it says none were found', async () => {
    stubOrders([]);
    openOrders();
    expect(await screen.findByText('No orders found!')).toBeInTheDocument();
  });

  it('when the orders cannot be fetched, then it says so', async () => {
    stubOrders([], { 'GET /api/orders/allorders': () => jsonResponse({ error: {} }, 500) });
    openOrders();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Error getting orders data')).toBeInTheDocument();
  });
});
