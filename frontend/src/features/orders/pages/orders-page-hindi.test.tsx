import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateCatalog } from '@/i18n';
import english from '@/i18n/locales/en/index.ts';
import hindi from '@/i18n/locales/hi/index.ts';
import { stubApi } from '@/test/api-stub';
import { makeOrder, makeShop } from '@/test/fixtures';
import { fakeAuth, renderScreen, signedInUser } from '@/test/render';
import type { OrderView } from '@shop/backend/contract';
import OrdersPage from './orders-page';

const upiLink = 'upi://pay?pa=shop@okaxis&pn=Kavya%20Stationers&am=1234.50&cu=INR&tn=Order%20NEW567';

function renderOrders(orders: OrderView[], placedOrderId?: string) {
  const shop = makeShop({ readyHours: 3 });
  // The customer's orders by e-mail, and by account for a customer signed in by phone.
  stubApi({
    [`GET /api/orders/email/${encodeURIComponent(signedInUser.email!)}`]: orders,
    'GET /api/orders/mine': orders,
    'GET /api/shop': shop,
  });
  return renderScreen(<OrdersPage />, {
    path: '/orders',
    routeState: placedOrderId ? { placedOrderId } : undefined,
    auth: fakeAuth({ currentUser: signedInUser }),
  });
}

beforeEach(() => activateCatalog('hi', hindi));
afterEach(() => {
  activateCatalog('en', english);
  vi.unstubAllGlobals();
});

describe('OrdersPage in Hindi', () => {
  it('when an order was just placed, then its card, pickup code, next steps and status read in Hindi', async () => {
    const placed = makeOrder('order-2', '2025-11-20T10:00:00.000Z', {
      pickupCode: 'NEW567',
      upiLink,
      totalPrice: 1234.5,
      lines: [{ bookId: 'b1', title: 'Pencil box', price: 411.5, coverImage: 'pencil.png', quantity: 3 }],
    });
    renderOrders([placed], 'order-2');

    expect(await screen.findByRole('heading', { name: 'आपके ऑर्डर', level: 1 })).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'आपका ऑर्डर NEW567' });
    expect(within(panel).getByText('ऑर्डर हो गया')).toBeInTheDocument();
    // The pickup code itself stays as it is read out at the counter, large and spaced.
    expect(
      within(panel)
        .getAllByText('NEW567')
        .some((code) => code.className.includes('text-4xl')),
    ).toBe(true);
    expect(
      within(within(panel).getByRole('list', { name: 'आगे क्या होगा' }))
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'ऑर्डर तैयार होते ही हम आपको बता देंगे, आम तौर पर 3 घंटे के अंदर।',
      'दुकान पर आएँ और काउंटर पर यह कोड दिखाएँ।',
      'सामान लेते समय ₹1,234.50 दें, या पहले ही UPI से भुगतान कर दें।',
    ]);
    expect(within(panel).getByRole('link', { name: 'UPI से भुगतान करें' })).toHaveAttribute('href', upiLink);
    expect(within(panel).getByRole('button', { name: 'ऑर्डर रद्द करें' })).toBeInTheDocument();

    const card = within(panel).getByRole('article');
    expect(within(card).getByText('ऑर्डर मिला', { selector: 'header span' })).toBeInTheDocument();
    expect(within(card).getByText('20 नव॰ 2025, 3:30 pm', { selector: 'header time' })).toBeInTheDocument();
    expect(within(card).getByText('एक का ₹411.50')).toBeInTheDocument();
    expect(within(card).getByText('पता', { selector: 'dt' })).toBeInTheDocument();
  });

  it('when an order is ready, then its badge says in Hindi until which day it is held', async () => {
    renderOrders([
      makeOrder('order-3', '2025-11-20T10:00:00.000Z', {
        status: 'ready',
        holdUntil: '2025-11-24T20:00:00.000Z',
        statusHistory: [
          { status: 'placed', at: '2025-11-20T10:00:00.000Z', by: null },
          { status: 'ready', at: '2025-11-21T10:00:00.000Z', by: null },
        ],
      }),
    ]);

    const card = await screen.findByRole('article');
    expect(within(card).getByText('तैयार - 25 नव॰ तक ले जाएँ', { selector: 'header span' })).toBeInTheDocument();
    const history = within(card).getByRole('list', { name: 'ऑर्डर का हाल' });
    expect(within(history).getByText('लेने के लिए तैयार')).toBeInTheDocument();
  });
});
