import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog } from '@/components/dialogs';
import type { CounterToday } from '@shop/backend/contract';
import { jsonResponse, requestsTo } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { PRINT_PICK_LIST_ONLY } from '../components/pick-list';
import { stubDesk } from '../testing/desk-api';
import ViewOrdersPage from './view-orders-page';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
  promptChoiceAndText: vi.fn(async () => null),
}));

const today: CounterToday = {
  counts: { toPrepare: 3, toHandOut: 4, overdue: 2 },
  pickList: [
    { bookId: 'b1', title: 'Pencil box', coverImage: 'pencil.png', units: 5, orders: 3 },
    { bookId: 'b2', title: 'A4 notebook', coverImage: 'notebook.png', units: 1, orders: 1 },
  ],
  printJobs: [],
  bags: [
    {
      orderId: 'a00000000000000000000001',
      pickupCode: 'K7M2QX',
      name: 'Asha Rao',
      phone: '+919876543210',
      placedAt: '2025-11-20T04:30:00.000Z',
      items: [
        { title: 'Pencil box', quantity: 2 },
        { title: 'A4 notebook', quantity: 1 },
      ],
      printFiles: ['Class 10 notes.pdf'],
    },
  ],
};

/** A stacked table cell's own text, without the label a phone shows beside it. */
const cellText = (cell: Element) =>
  [...cell.childNodes]
    .filter((node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'))
    .map((node) => node.textContent)
    .join('');

const printJobs: CounterToday['printJobs'] = [
  {
    orderId: 'a00000000000000000000001',
    pickupCode: 'K7M2QX',
    jobId: 'p1',
    fileName: 'Class 10 notes.pdf',
    colour: 'colour',
    sides: 'double',
    copies: 2,
    range: '',
    binding: 'staple',
    printedSides: 24,
    sheets: 12,
  },
  {
    orderId: 'a00000000000000000000002',
    pickupCode: 'R3ADY2',
    jobId: 'p2',
    fileName: 'Form.pdf',
    colour: 'bw',
    sides: 'single',
    copies: 1,
    range: '1-1',
    binding: 'none',
    printedSides: 1,
    sheets: 1,
  },
];

const CANCEL_OVERDUE = '/api/orders/cancel-overdue';
const openOrders = () => renderScreen(<ViewOrdersPage />, { path: '/dashboard/view-orders' });
const todaySection = async () => {
  const section = screen.getByRole('region', { name: 'Today at the counter' });
  await within(section).findByText('To prepare');
  return section;
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ViewOrdersPage: today at the counter', () => {
  it('when today’s work loads, then it counts orders to prepare, to hand out and overdue, each linking to its tab', async () => {
    stubDesk({ orders: [], today });
    openOrders();
    const section = await todaySection();
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['To prepare 3', '/dashboard/view-orders?status=placed'],
      ['To hand out 4', '/dashboard/view-orders?status=ready'],
      ['Overdue 2', '/dashboard/view-orders?status=overdue'],
    ]);
  });

  it('when orders are placed, then the pick list gives each item’s units and orders', async () => {
    stubDesk({ orders: [], today });
    openOrders();
    const section = await todaySection();
    expect(within(section).getByText('2 items, 6 units for the placed orders')).toBeInTheDocument();
    const table = within(section).getByRole('table', {
      name: 'Units to take from the shelves for the placed orders',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map(cellText)),
    ).toEqual([
      ['Item', 'Units', 'Orders'],
      ['Pencil box', '5', '3'],
      ['A4 notebook', '1', '1'],
    ]);
  });

  it('when Print is pressed, then the pick list opens, is stamped and the browser prints it alone', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    stubDesk({ orders: [], today });
    openOrders();
    const section = await todaySection();
    const details = section.querySelector('details')!;
    expect(details.open).toBe(false);

    await userEvent.click(within(section).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(details.open).toBe(true);
    expect(within(section).getByText(/^Saraswati Books & Stationery · Printed \d/)).toBeInTheDocument();
    // On paper, a bag per placed order: its code, name and phone, and what goes in, to tick.
    const bag = within(section).getByRole('region', { name: 'Bag K7M2QX', hidden: true });
    expect(bag).toHaveTextContent('K7M2QX · Asha Rao · +919876543210');
    expect(
      within(bag)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['☐ 2 × Pencil box', '☐ 1 × A4 notebook', '☐ Print job: Class 10 notes.pdf']);
    expect(bag.closest('.print\\:block')).toHaveClass('hidden');
    // The print stylesheet is on the page, and it keeps only the pick list.
    const style = section.querySelector('style')!;
    expect(style.textContent).toBe(PRINT_PICK_LIST_ONLY);
    expect(PRINT_PICK_LIST_ONLY).toMatch(/^@media print/);
    expect(section.querySelector('#pick-list')).toContainElement(style);
    expect(within(section).getByRole('button', { name: 'Print' })).toHaveClass('print:hidden');
  });

  it('when the browser’s own print command is used, then the pick list opens too', async () => {
    stubDesk({ orders: [], today });
    openOrders();
    const section = await todaySection();
    fireEvent(window, new Event('beforeprint'));
    expect(section.querySelector('details')!.open).toBe(true);
  });

  it('when nothing is placed, then there is no pick list to print', async () => {
    stubDesk({
      orders: [],
      today: { counts: { toPrepare: 0, toHandOut: 1, overdue: 0 }, pickList: [], printJobs: [], bags: [] },
    });
    openOrders();
    const section = await todaySection();
    expect(
      within(section).getByText('Nothing to take from the shelves: no placed orders.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /overdue/ })).not.toBeInTheDocument();
    expect(document.querySelector('style')).toBeNull();
  });

  it('when placed orders wait for print jobs, then each is listed with its code, file, options and sheets, and the sheets are totalled', async () => {
    stubDesk({ orders: [], today: { ...today, printJobs } });
    openOrders();
    const section = await todaySection();
    const printing = within(section).getByRole('region', { name: 'Print jobs to run' });
    expect(printing).toHaveTextContent('2 jobs, total 13 sheets');
    expect(
      within(printing)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map(cellText)),
    ).toEqual([
      ['Pickup code', 'File', 'Options', 'Paper'],
      ['K7M2QX', 'Class 10 notes.pdf', 'Colour, double-sided, 2 copies, all pages, stapled', '12 sheets'],
      ['R3ADY2', 'Form.pdf', 'Black & white, single-sided, 1 copy, pages 1-1, no binding', '1 sheet'],
    ]);
    expect(within(printing).getByRole('link', { name: 'K7M2QX' })).toHaveAttribute(
      'href',
      '/dashboard/view-orders?q=K7M2QX',
    );
    // They are part of the pick list, so the Print button prints them with the shelves' units.
    const pickList = section.querySelector('#pick-list')!;
    expect(pickList).toContainElement(printing);
    expect(within(section).getByText('2 items, 6 units for the placed orders')).toBeInTheDocument();
  });

  it('when no print job waits, then the pick list shows only the shelves', async () => {
    stubDesk({ orders: [], today });
    openOrders();
    const section = await todaySection();
    expect(within(section).getByText('2 items, 6 units for the placed orders')).toBeInTheDocument();
    expect(within(section).queryByRole('region', { name: 'Print jobs to run' })).not.toBeInTheDocument();
  });

  it('when the placed orders hold only print jobs, then the pick list still opens, with those to run and nothing from the shelves', async () => {
    stubDesk({ orders: [], today: { ...today, pickList: [], printJobs } });
    openOrders();
    const section = await todaySection();
    expect(
      within(section).getByText('Nothing to take from the shelves: only print jobs.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(within(section).getByRole('region', { name: 'Print jobs to run' })).toHaveTextContent(
      '2 jobs, total 13 sheets',
    );
  });

  it('when today’s work cannot be fetched, then the section says so and the orders still show', async () => {
    stubDesk({ orders: [], routes: { 'GET /api/orders/today': () => jsonResponse({ error: {} }, 500) } });
    openOrders();
    expect(await screen.findByText("Could not load today's work.")).toBeInTheDocument();
    expect(await screen.findByText('No orders found!')).toBeInTheDocument();
  });
});

describe('ViewOrdersPage: overdue orders', () => {
  it('when Cancel 2 overdue orders is confirmed, then it posts cancel-overdue once and says how many went', async () => {
    const fetchMock = stubDesk({
      orders: [],
      today,
      routes: { [`POST ${CANCEL_OVERDUE}`]: { cancelled: 2 } },
    });
    openOrders();
    const section = await todaySection();
    const button = within(section).getByRole('button', { name: 'Cancel 2 overdue orders' });

    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    await userEvent.click(button);
    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Cancel 2 overdue orders?', confirmText: 'Yes, cancel them' }),
    );
    expect(requestsTo(fetchMock, 'POST', CANCEL_OVERDUE)).toHaveLength(0);

    await userEvent.click(button);
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', CANCEL_OVERDUE)).toHaveLength(1));
    expect(requestsTo(fetchMock, 'POST', CANCEL_OVERDUE)[0]!.headers.get('Authorization')).toMatch(
      /^Bearer /,
    );
    expect(await screen.findByText('Cancelled 2 overdue orders.')).toBeInTheDocument();
    // The counts, the tabs and the list are asked for again.
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', '/api/orders/today')).toHaveLength(2));
    expect(requestsTo(fetchMock, 'GET', '/api/orders/counts')).toHaveLength(2);
  });

  it('when only one order is overdue, then the button says so in the singular', async () => {
    stubDesk({ orders: [], today: { ...today, counts: { ...today.counts, overdue: 1 } } });
    openOrders();
    const section = await todaySection();
    expect(within(section).getByRole('button', { name: 'Cancel 1 overdue order' })).toBeInTheDocument();
  });
});
