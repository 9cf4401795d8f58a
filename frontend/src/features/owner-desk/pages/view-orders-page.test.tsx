import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatOrderTime } from '@/features/orders';
import { jsonResponse } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { makeOrder } from '@/test/fixtures';
import { shop, stubDesk } from '../testing/desk-api';
import ViewOrdersPage from './view-orders-page';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
  promptChoiceAndText: vi.fn(async () => null),
}));

const PLACED_ID = 'a00000000000000000000001';
const READY_ID = 'a00000000000000000000002';
const COLLECTED_ID = 'a00000000000000000000003';
const OVERDUE_ID = 'a00000000000000000000004';

// 24 Nov 2025, 3:30 pm in India: a hold ending on 25 Nov runs, one that ended on 22 Nov is over.
const NOW = '2025-11-24T10:00:00.000Z';
const END_OF_25_NOV = '2025-11-25T18:29:59.999Z';
const END_OF_22_NOV = '2025-11-22T18:29:59.999Z';

const placed = makeOrder(PLACED_ID, '2025-11-20T04:30:00.000Z', {
  totalPrice: 123456,
  lines: [{ bookId: 'b1', title: 'Pencil box', price: 120, coverImage: 'pencil.png', quantity: 3 }],
});
const ready = makeOrder(READY_ID, '2025-11-18T09:00:00.000Z', {
  status: 'ready',
  pickupCode: 'R3ADY2',
  phone: '+919812345678',
  totalPrice: 240,
  holdUntil: END_OF_25_NOV,
  upiLink: 'upi://pay?pa=saraswati@okaxis&pn=Saraswati&am=240.00&cu=INR&tn=Order%20R3ADY2&tr=R3ADY2',
  statusHistory: [
    { status: 'placed', at: '2025-11-18T09:00:00.000Z', by: null },
    { status: 'ready', at: '2025-11-18T11:00:00.000Z', by: null },
  ],
});
const collected = makeOrder(COLLECTED_ID, '2025-11-21T09:00:00.000Z', {
  status: 'collected',
  payment: { method: 'upi', reference: '412345678901', at: '2025-11-21T12:00:00.000Z' },
});
const overdue = makeOrder(OVERDUE_ID, '2025-11-10T09:00:00.000Z', {
  status: 'ready',
  holdUntil: END_OF_22_NOV,
});

const openOrders = (route = '/dashboard/view-orders') =>
  renderScreen(<ViewOrdersPage />, { path: '/dashboard/view-orders', route });
/** The desk's card of the order with this id (cards name orders by pickup code; their heading's id carries the order's). */
const cardOf = async (id: string) =>
  (
    await waitFor(() => {
      const heading = document.getElementById(`pickup-order-${id}`);
      if (!heading) throw new Error(`no card for ${id}`);
      return heading;
    })
  ).closest('article')!;

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

describe('ViewOrdersPage: the order cards', () => {
  it('when orders exist, then each shows number, contact, Indian time, total, address, items and status', async () => {
    stubDesk({ orders: [ready, placed] });
    openOrders();
    expect(
      screen.getByRole('heading', { level: 1, name: 'All Successfully placed orders (latest first)' }),
    ).toBeInTheDocument();
    const [first, second] = await screen.findAllByRole('article');
    expect(within(first!).getByRole('heading', { level: 2 })).toHaveTextContent(
      `#1 Order ${placed.pickupCode}`,
    );
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
    expect(within(second!).getByRole('heading', { level: 2 })).toHaveTextContent(
      `#2 Order ${ready.pickupCode}`,
    );
    expect(within(second!).getByText('Ready for pickup', { selector: 'ol span' })).toBeInTheDocument();
  });

  it('when an order is shown, then its pickup code stands out and each line says how many units', async () => {
    stubDesk({ orders: [placed] });
    openOrders();
    const card = await cardOf(PLACED_ID);
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Order K7M2QX');
    expect(
      within(card)
        .getAllByText('K7M2QX')
        .filter((code) => code.classList.contains('text-2xl')),
    ).toHaveLength(1);
    expect(within(card).getByText('× 3')).toBeInTheDocument();
    expect(within(card).getByText(/₹360\.00 \(₹120\.00 each\)/)).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Items (3 units)' })).toBeInTheDocument();
  });

  it('when an order is ready, then it says until when it is held; past that day it says Overdue', async () => {
    stubDesk({ orders: [ready, overdue] });
    openOrders();
    const held = await cardOf(READY_ID);
    expect(within(held).getByText('Collect by 25 Nov')).toBeInTheDocument();
    expect(within(held).getByText('Ready - collect by 25 Nov')).toBeInTheDocument();
    expect(within(held).queryByText('Overdue')).not.toBeInTheDocument();

    const late = await cardOf(OVERDUE_ID);
    expect(within(late).getByText('Overdue')).toBeInTheDocument();
    expect(within(late).getByText('Overdue: was to be collected by 22 Nov')).toBeInTheDocument();
    // One by one as well as all at once: an overdue order keeps its own Cancel.
    expect(within(late).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('when an order was collected, then it says how it was paid and leaves only its receipt to print', async () => {
    stubDesk({ orders: [collected] });
    openOrders();
    const card = await cardOf(COLLECTED_ID);
    expect(within(card).getByText(/Paid by UPI, ref\. 412345678901/)).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Print receipt']);
  });

  it('when a ready order has a UPI link, then a QR of it shows with a note to confirm the payment by hand', async () => {
    stubDesk({ orders: [ready, { ...placed, upiLink: 'upi://pay?pa=x@okaxis' }] });
    openOrders();
    const card = await cardOf(READY_ID);
    const qr = within(card).getByRole('img', { name: 'UPI QR code to pay ₹240.00 for order R3ADY2' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    expect(within(card).getByText(/check that it reached the shop's account/)).toBeInTheDocument();
    expect(within(await cardOf(PLACED_ID)).queryByRole('img', { name: /UPI QR/ })).not.toBeInTheDocument();
  });

  it('when an order is ready, then a WhatsApp link to its 91-prefixed number carries the code and hold date', async () => {
    stubDesk({ orders: [ready, placed] });
    openOrders();
    expect(within(await cardOf(PLACED_ID)).queryByRole('link', { name: /Notify on WhatsApp/ })).toBeNull();
    const card = await cardOf(READY_ID);
    const link = within(card).getByRole('link', { name: /Notify on WhatsApp/ });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919812345678\?text=/);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    await waitFor(() => expect(link.getAttribute('href')).toContain(encodeURIComponent(shop.address)));
    const text = new URL(link.getAttribute('href')!).searchParams.get('text')!;
    expect(text).toContain(READY_ID);
    expect(text).toContain('Your pickup code: R3ADY2');
    expect(text).toContain('until 25 Nov');
    expect(text).toContain('₹240.00');
    expect(text).toContain(shop.hours);
  });
});

describe('ViewOrdersPage: states', () => {
  it('when there are no orders, then it says none were found', async () => {
    stubDesk({ orders: [] });
    openOrders();
    expect(await screen.findByText('No orders found!')).toBeInTheDocument();
  });

  it('when the orders cannot be fetched, then it says so', async () => {
    stubDesk({ orders: [], routes: { 'GET /api/orders/allorders': () => jsonResponse({ error: {} }, 500) } });
    openOrders();
    expect(screen.getByText('Loading...', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(await screen.findByText('Error getting orders data')).toBeInTheDocument();
  });
});
