import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { makeOrder } from '@/test/fixtures';
import { fakeAuth, renderScreen, signedInUser } from '@/test/render';
import type { OrderView } from '@shop/backend/contract';
import OrdersPage from './orders-page';

const ordersPath = `GET /api/orders/email/${encodeURIComponent(signedInUser.email!)}`;
const upiLink = 'upi://pay?pa=shop@okaxis&pn=Kavya%20Stationers&am=120.00&cu=INR&tn=Order%20R8TW4N&tr=R8TW4N';

function renderOrders(orders: OrderView[]) {
  stubApi({ [ordersPath]: orders });
  return renderScreen(<OrdersPage />, { path: '/orders', auth: fakeAuth({ currentUser: signedInUser }) });
}

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
          { status: 'placed', at: '2025-11-20T10:00:00.000Z' },
          { status: 'ready', at: '2025-11-21T10:00:00.000Z' },
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
          { status: 'placed', at: '2025-11-20T10:00:00.000Z' },
          { status: 'ready', at: '2025-11-21T10:00:00.000Z' },
          { status: 'collected', at: '2025-11-22T10:00:00.000Z' },
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
          { status: 'placed', at: '2025-11-20T10:00:00.000Z' },
          { status: 'cancelled', at: '2025-11-20T11:00:00.000Z' },
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
