import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateCatalog } from '@/i18n';
import english from '@/i18n/locales/en/index.ts';
import hindi from '@/i18n/locales/hi/index.ts';
import { stubApi } from '@/test/api-stub';
import { makeOrder, makeShop } from '@/test/fixtures';
import { KIT_ID } from '@/test/kits';
import { fakeAuth, renderScreen, signedInUser } from '@/test/render';
import type { BookOrderLine, OrderLineKit, OrderView } from '@shop/backend/contract';
import OrdersPage from './orders-page';

const kit: OrderLineKit = {
  _id: KIT_ID,
  title: "Class 5, St. Xavier's 2026-27",
  school: "St. Xavier's",
  className: 'Class 5',
  kits: 2,
  group: 1,
};
const line = (
  bookId: string,
  title: string,
  price: number,
  quantity: number,
  from?: OrderLineKit,
): BookOrderLine => ({
  bookId,
  title,
  price,
  coverImage: `${bookId}.png`,
  quantity,
  ...(from ? { kit: from } : {}),
});
// Two kits at 10% off: 18 notebooks (split by a paisa, as the server spreads the discount) and 4 rolls.
const order = makeOrder('order-1', '2026-04-02T10:00:00.000Z', {
  pickupCode: 'KIT234',
  totalPrice: 758.09,
  lines: [
    line('pen', 'Blue Gel Pen', 20, 1),
    line('notebook', 'Single-line notebook', 36.01, 9, kit),
    line('notebook', 'Single-line notebook', 36, 9, kit),
    line('roll', 'Brown cover roll', 22.5, 4, kit),
  ],
});

function renderOrders(orders: OrderView[]) {
  stubApi({
    [`GET /api/orders/email/${encodeURIComponent(signedInUser.email!)}`]: orders,
    'GET /api/orders/mine': orders,
    'GET /api/shop': makeShop(),
  });
  return renderScreen(<OrdersPage />, { path: '/orders', auth: fakeAuth({ currentUser: signedInUser }) });
}

afterEach(() => {
  activateCatalog('en', english);
  vi.unstubAllGlobals();
});

describe('OrdersPage with a school kit', () => {
  it('when an order holds a kit, then its lines show as one group under the kit, the other lines as before', async () => {
    renderOrders([order]);

    const group = await screen.findByTestId('order-kit');
    expect(group).toHaveTextContent("Class 5, St. Xavier's · 2 kits");
    expect(group).toHaveTextContent('₹738.09');
    const items = within(group).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Single-line notebook × 18₹648.09',
      'Brown cover roll × 4₹90.00',
    ]);
    // The pen is no part of the kit.
    expect(within(group).queryByText(/Blue Gel Pen/)).not.toBeInTheDocument();
    expect(screen.getByText('Blue Gel Pen').closest('li')).toHaveTextContent('Blue Gel Pen × 1');
  });

  it('when the customer reads Hindi, then the kit group speaks Hindi', async () => {
    activateCatalog('hi', hindi);
    renderOrders([order]);

    const group = await screen.findByTestId('order-kit');
    expect(group).toHaveTextContent("Class 5, St. Xavier's · 2 किट");
  });
});
