import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CounterToday, OrderLineKit } from '@shop/backend/contract';
import { makeOrder } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { stubDesk } from '../testing/desk-api';
import ViewOrdersPage from './view-orders-page';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
  promptChoiceAndText: vi.fn(async () => null),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const class5: OrderLineKit = {
  _id: 'c00000000000000000000001',
  title: 'Class 5, St. Xavier’s 2026-27',
  school: "St. Xavier's",
  className: 'Class 5',
  kits: 2,
  group: 0,
};
const class2: OrderLineKit = {
  ...class5,
  _id: 'c00000000000000000000002',
  className: 'Class 2',
  kits: 1,
  group: 2,
};

const today: CounterToday = {
  counts: { toPrepare: 1, toHandOut: 0, overdue: 0 },
  pickList: [{ bookId: 'b1', title: 'Single-line notebook', coverImage: '', units: 28, orders: 1 }],
  printJobs: [],
  bags: [
    {
      orderId: 'a00000000000000000000001',
      pickupCode: 'K7M2QX',
      name: 'Asha Rao',
      phone: '+919876543210',
      placedAt: '2026-06-01T04:30:00.000Z',
      items: [
        { title: 'Single-line notebook', quantity: 18, kit: class5 },
        { title: 'Pencil box', quantity: 1 },
        { title: 'Brown cover roll', quantity: 4, kit: class5 },
        { title: 'Single-line notebook', quantity: 10, kit: class2 },
      ],
      printFiles: [],
    },
  ],
};

const ORDER_ID = 'a00000000000000000000001';

describe('ViewOrdersPage: school kits at the desk', () => {
  it('when a bag holds kits, then the printed pick list gathers each kit’s items under its bag, × kits when more than one, other items as before', async () => {
    stubDesk({ orders: [], today });
    renderScreen(<ViewOrdersPage />, { path: '/dashboard/view-orders' });

    const bag = await screen.findByRole('region', { name: 'Bag K7M2QX', hidden: true });
    const items = (list: HTMLElement) => Array.from(list.children, (item) => item.textContent);
    expect(items(bag.querySelector('ul')!)).toEqual([
      "Bag: Class 5, St. Xavier's × 2☐ 18 × Single-line notebook☐ 4 × Brown cover roll",
      '☐ 1 × Pencil box',
      "Bag: Class 2, St. Xavier's☐ 10 × Single-line notebook",
    ]);
    const class5Bag = within(bag).getByRole('list', { name: "Bag: Class 5, St. Xavier's × 2", hidden: true });
    expect(items(class5Bag)).toEqual(['☐ 18 × Single-line notebook', '☐ 4 × Brown cover roll']);
  });

  it('when an order holds a kit, then its card shows the kit’s items together under the bag’s name', async () => {
    const bookLine = (title: string, quantity: number, kit?: OrderLineKit) => ({
      bookId: `b-${title}`,
      title,
      price: 40,
      coverImage: '',
      quantity,
      ...(kit ? { kit } : {}),
    });
    stubDesk({
      orders: [
        makeOrder(ORDER_ID, '2026-06-01T04:30:00.000Z', {
          lines: [
            bookLine('Single-line notebook', 18, class5),
            bookLine('Pencil box', 1),
            bookLine('Brown cover roll', 4, class5),
          ],
        }),
      ],
    });
    renderScreen(<ViewOrdersPage />, { path: '/dashboard/view-orders' });

    const card = (await screen.findAllByRole('article')).find(
      (article) => article.getAttribute('aria-labelledby') === `pickup-order-${ORDER_ID}`,
    )!;
    const kitList = within(card).getByRole('list', { name: "Bag: Class 5, St. Xavier's × 2" });
    expect(within(kitList).getByText('Single-line notebook')).toBeInTheDocument();
    expect(within(kitList).getByText('Brown cover roll')).toBeInTheDocument();
    expect(within(kitList).queryByText('Pencil box')).not.toBeInTheDocument();
    expect(within(card).getByText('Pencil box')).toBeInTheDocument();
  });
});
