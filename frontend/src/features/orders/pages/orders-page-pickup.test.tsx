import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { makeOrder, makeShop } from '@/test/fixtures';
import { fakeAuth, renderScreen, signedInUser } from '@/test/render';
import type { OrderView } from '@shop/backend/contract';
import type { JustPlaced } from '../just-placed';
import OrdersPage from './orders-page';

const ordersPath = 'GET /api/orders/mine';
const upiLink = 'upi://pay?pa=shop@okaxis&pn=Kavya%20Stationers&am=120.00&cu=INR&tn=Order%20R8TW4N&tr=R8TW4N';

function renderOrders(orders: OrderView[], routeState?: JustPlaced) {
  stubApi({ [ordersPath]: orders, 'GET /api/shop': makeShop({ readyHours: 3 }) });
  return renderScreen(<OrdersPage />, {
    path: '/orders',
    routeState,
    auth: fakeAuth({ currentUser: signedInUser }),
  });
}

/** A laptop: a fine pointer that hovers, where upi:// links open nothing. */
const onALaptop = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(pointer: fine) and (hover: hover)',
    addEventListener() {},
    removeEventListener() {},
  }));

/** The card of the order with this id: cards name orders by pickup code, their heading's id by the order's. */
const cardOf = async (id: string) =>
  (await screen.findAllByRole('article')).find(
    (card) => card.getAttribute('aria-labelledby') === `order-${id}`,
  )!;

afterEach(() => vi.unstubAllGlobals());

describe('OrdersPage pickup', () => {
  it('when an order is placed, then its pickup code shows large with a QR code of it and a line to show it at the counter', async () => {
    renderOrders([makeOrder('order-1', '2025-11-20T10:00:00.000Z', { pickupCode: 'R8TW4N' })]);

    const card = await cardOf('order-1');
    const panel = within(card).getByRole('region', { name: 'Pickup code' });
    const code = within(panel).getByText('R8TW4N');
    expect(code).toHaveClass('font-mono');
    expect(code.className).toMatch(/text-4xl/);
    expect(code.className).toMatch(/tracking-/);
    expect(within(panel).getByRole('img', { name: 'QR code of pickup code R8TW4N' })).toBeInTheDocument();
    expect(within(panel).getByText('Show this code at the counter')).toBeInTheDocument();
    expect(within(card).getByText('Placed', { selector: 'header span' })).toBeInTheDocument();
  });

  it('when an order is ready, then it says "Ready - collect by" the last day it is held, in India time', async () => {
    renderOrders([
      makeOrder('order-2', '2025-11-20T10:00:00.000Z', {
        status: 'ready',
        // 01:30 on 25 Nov in India, still 24 Nov in UTC: only India time reads 25 Nov.
        holdUntil: '2025-11-24T20:00:00.000Z',
        statusHistory: [
          { status: 'placed', at: '2025-11-20T10:00:00.000Z', by: null },
          { status: 'ready', at: '2025-11-21T10:00:00.000Z', by: null },
        ],
      }),
    ]);

    const card = await cardOf('order-2');
    expect(within(card.querySelector('header')!).getByText('Ready - collect by 25 Nov')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'QR code of pickup code K7M2QX' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('when the order has a UPI link, then "Pay by UPI" links to it and says the shop confirms payment at the counter', async () => {
    renderOrders([makeOrder('order-3', '2025-11-20T10:00:00.000Z', { pickupCode: 'R8TW4N', upiLink })]);

    const card = await cardOf('order-3');
    expect(within(card).getByRole('link', { name: 'Pay by UPI' })).toHaveAttribute('href', upiLink);
    expect(within(card).getByText(/the shop confirms your payment at the counter/i)).toBeInTheDocument();
    expect(within(card).queryByText(/verified|payment received|paid successfully/i)).not.toBeInTheDocument();
  });

  it('when the customer is on a laptop, then Pay by UPI is a QR code to scan with the phone, not a link', async () => {
    onALaptop();
    renderOrders([makeOrder('order-3', '2025-11-20T10:00:00.000Z', { pickupCode: 'R8TW4N', upiLink })]);

    const card = await cardOf('order-3');
    const pay = within(card).getByRole('region', { name: 'Pay by UPI' });
    expect(
      within(pay).getByRole('img', { name: 'UPI QR code to pay ₹120.00 for order R8TW4N' }),
    ).toBeInTheDocument();
    expect(pay).toHaveTextContent("Scan this with your phone's UPI app");
    expect(within(card).queryByRole('link', { name: 'Pay by UPI' })).not.toBeInTheDocument();
  });

  it('when the customer arrives from checkout, then the order just placed stands first and large with what happens next and where to collect', async () => {
    const earlier = makeOrder('order-1', '2025-11-19T10:00:00.000Z', {
      pickupCode: 'OLD234',
      status: 'ready',
    });
    const placed = makeOrder('order-2', '2025-11-20T10:00:00.000Z', {
      pickupCode: 'NEW567',
      upiLink,
      totalPrice: 120,
    });
    renderOrders([placed, earlier], { placedOrderId: 'order-2' });

    const panel = await screen.findByRole('region', { name: 'Your order NEW567' });
    expect(within(panel).getByRole('img', { name: 'QR code of pickup code NEW567' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Pay by UPI' })).toHaveAttribute('href', upiLink);
    const where = await within(panel).findByRole('region', { name: 'Collect from the shop' });
    expect(where).toHaveTextContent('12 MG Road, Nagpur, Maharashtra 440001');
    expect(where).toHaveTextContent('Open Mon-Sat 9:00 AM - 8:00 PM, Sunday closed.');
    expect(
      within(within(panel).getByRole('list', { name: 'What happens next' }))
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      "We'll tell you when it's ready, usually within 3 hours.",
      'Come to the shop and show this code at the counter.',
      'Pay ₹120.00 when you collect it, or pay ahead by UPI.',
    ]);
    // Its own card is in the panel, the rest follow below it, the new one not twice.
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'order-order-2',
      'order-order-1',
    ]);
    expect(panel).toContainElement(cards[0]!);
    expect(panel).not.toContainElement(cards[1]!);
  });

  it('when the order has no UPI link, then there is no way to pay ahead and no note about it', async () => {
    renderOrders([makeOrder('order-4', '2025-11-20T10:00:00.000Z')]);

    const card = await cardOf('order-4');
    expect(within(card).queryByRole('link', { name: 'Pay by UPI' })).not.toBeInTheDocument();
    expect(within(card).queryByText(/confirms your payment/i)).not.toBeInTheDocument();
  });

  it('when an order was collected, then it says how it was paid, with the reference when there is one, and no QR code', async () => {
    const collected = (id: string, payment: OrderView['payment']) =>
      makeOrder(id, '2025-11-20T10:00:00.000Z', {
        status: 'collected',
        payment,
        statusHistory: [
          { status: 'placed', at: '2025-11-20T10:00:00.000Z', by: null },
          { status: 'ready', at: '2025-11-21T10:00:00.000Z', by: null },
          { status: 'collected', at: '2025-11-22T10:00:00.000Z', by: null },
        ],
      });
    renderOrders([
      collected('order-5', { method: 'upi', reference: '412345678901', at: '2025-11-22T10:00:00.000Z' }),
      collected('order-6', { method: 'cash', reference: null, at: '2025-11-22T10:00:00.000Z' }),
    ]);

    const byUpi = await cardOf('order-5');
    expect(
      within(byUpi)
        .getByText(/^Paid by UPI/)
        .closest('p'),
    ).toHaveTextContent('Paid by UPI · Reference 412345678901');
    expect(within(byUpi).queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(within(byUpi).queryByText('Show this code at the counter')).not.toBeInTheDocument();
    expect(within(byUpi).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();

    const byCash = await cardOf('order-6');
    expect(
      within(byCash)
        .getByText(/^Paid by Cash/)
        .closest('p'),
    ).toHaveTextContent(/^Paid by Cash$/);
  });

  it('when an order was cancelled, then it is named by its code but shows no code to collect with, no payment and no actions', async () => {
    renderOrders([
      makeOrder('order-7', '2025-11-20T10:00:00.000Z', {
        status: 'cancelled',
        statusHistory: [
          { status: 'placed', at: '2025-11-20T10:00:00.000Z', by: null },
          { status: 'cancelled', at: '2025-11-20T11:00:00.000Z', by: null },
        ],
      }),
    ]);

    const card = await cardOf('order-7');
    const [code, ...more] = within(card).getAllByText('K7M2QX');
    expect(more).toEqual([]);
    expect(within(card).getByRole('heading', { level: 2 })).toContainElement(code!);
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });
});
