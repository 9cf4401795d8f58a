import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@shop/backend/contract';
import { jsonResponse } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { makeOrder } from '@/test/fixtures';
import { paramsOf, stubDesk } from '../testing/desk-api';
import ViewOrdersPage from './view-orders-page';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
  promptChoiceAndText: vi.fn(async () => null),
}));

const id = (n: number) => `a${String(n).padStart(23, '0')}`;
const day = (n: number) => new Date(Date.UTC(2025, 10, 1, 9, 0) + n * 60_000).toISOString();

const asha = makeOrder(id(1), day(1), { pickupCode: 'K7M2QX' });
const ravi = makeOrder(id(2), day(2), {
  pickupCode: 'P4RV9Z',
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  phone: '+919812300000',
  status: 'ready',
});
const meena = makeOrder(id(3), day(3), { pickupCode: 'MEENA3', name: 'Meena', status: 'collected' });

const ALL_ORDERS = '/api/orders/allorders';
const openOrders = (route = '/dashboard/view-orders') =>
  renderScreen(<ViewOrdersPage />, { path: '/dashboard/view-orders', route });
const headings = async () =>
  (await screen.findAllByRole('article')).map(
    (card) => within(card).getByRole('heading', { level: 2 }).textContent,
  );

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ViewOrdersPage: search', () => {
  it('when the page opens, then the search box has the focus and the first page of 50 is asked for', async () => {
    const fetchMock = stubDesk({ orders: [asha] });
    openOrders();
    expect(screen.getByRole('searchbox', { name: 'Find an order' })).toHaveFocus();
    await screen.findByRole('article');
    expect(paramsOf(fetchMock, ALL_ORDERS)).toEqual([{ limit: '50', offset: '0' }]);
  });

  it('when an order was searched for, then its card comes before "Today at the counter"; without a search, after', async () => {
    stubDesk({ orders: [ravi] });
    const { unmount } = openOrders('/dashboard/view-orders?q=P4RV9Z');
    const [found] = await screen.findAllByRole('article');
    const today = await screen.findByRole('region', { name: 'Today at the counter' });
    expect(found!.compareDocumentPosition(today) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();

    openOrders();
    const [listed] = await screen.findAllByRole('article');
    const todayFirst = await screen.findByRole('region', { name: 'Today at the counter' });
    expect(listed!.compareDocumentPosition(todayFirst) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('when a code is typed, then one search waits for the typing to stop, and the URL keeps it', async () => {
    const fetchMock = stubDesk({ orders: [asha, ravi, meena] });
    const { router } = openOrders();
    expect(await headings()).toHaveLength(3);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Find an order' }), 'p4rv 9z');
    // Nothing yet: each key does not start its own search.
    expect(paramsOf(fetchMock, ALL_ORDERS)).toHaveLength(1);
    expect(await headings()).toHaveLength(3);

    await waitFor(() => expect(router.state.location.search).toBe('?q=p4rv+9z'));
    // Typing is no step for the back button.
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(async () => expect(await headings()).toEqual([`#1 Order ${ravi.pickupCode}`]));
    const searches = paramsOf(fetchMock, ALL_ORDERS).map((params) => params.q);
    expect(searches).toEqual([undefined, 'p4rv 9z']);
    expect(paramsOf(fetchMock, '/api/orders/counts').at(-1)).toEqual({ q: 'p4rv 9z' });
  });

  it('when a scanner types a code and Enter, then it searches at once and the code stays selected for the next scan', async () => {
    const fetchMock = stubDesk({ orders: [asha, ravi] });
    const { router } = openOrders();
    await headings();
    const box = screen.getByRole('searchbox', { name: 'Find an order' });
    await userEvent.type(box, 'K7M2QX{Enter}');
    expect(router.state.location.search).toBe('?q=K7M2QX');
    await waitFor(async () => expect(await headings()).toEqual([`#1 Order ${asha.pickupCode}`]));
    expect(paramsOf(fetchMock, ALL_ORDERS).at(-1)).toEqual({ q: 'K7M2QX', limit: '50', offset: '0' });
    expect([box as HTMLInputElement].map((input) => [input.selectionStart, input.selectionEnd])).toEqual([
      [0, 6],
    ]);
  });

  it('when the URL carries a search, tab and page, then the page opens on them', async () => {
    const fetchMock = stubDesk({ orders: [asha, ravi] });
    openOrders('/dashboard/view-orders?status=ready&q=ravi&page=2');
    expect(screen.getByRole('searchbox', { name: 'Find an order' })).toHaveValue('ravi');
    await waitFor(() => expect(paramsOf(fetchMock, ALL_ORDERS).length).toBeGreaterThan(0));
    expect(paramsOf(fetchMock, ALL_ORDERS)[0]).toEqual({
      status: 'ready',
      q: 'ravi',
      limit: '50',
      offset: '50',
    });
  });
});

describe('ViewOrdersPage: tabs', () => {
  it('when counts arrive, then each tab shows its count, and choosing one keeps the search and asks the server', async () => {
    const fetchMock = stubDesk({ orders: [asha, ravi, meena] });
    const { router } = openOrders();
    const tabs = screen.getByRole('navigation', { name: 'Order status' });
    expect(await within(tabs).findByRole('link', { name: 'All 3' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All 3', 'Placed 1', 'Ready 1', 'Overdue 0', 'Collected 1', 'Cancelled 0']);

    await userEvent.click(within(tabs).getByRole('link', { name: 'Ready 1' }));
    expect(router.state.location.search).toBe('?status=ready');
    await waitFor(async () => expect(await headings()).toEqual([`#1 Order ${ravi.pickupCode}`]));
    expect(paramsOf(fetchMock, ALL_ORDERS).at(-1)).toEqual({ status: 'ready', limit: '50', offset: '0' });
    expect(within(tabs).getByRole('link', { name: 'Ready 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('when a search is on, then the tab links keep it', async () => {
    stubDesk({ orders: [asha, ravi] });
    openOrders('/dashboard/view-orders?q=ravi');
    const tabs = screen.getByRole('navigation', { name: 'Order status' });
    expect(await within(tabs).findByRole('link', { name: 'Ready 1' })).toHaveAttribute(
      'href',
      '/dashboard/view-orders?status=ready&q=ravi',
    );
  });

  it('when an old ?status=awaiting link is opened, then every order is shown', async () => {
    const fetchMock = stubDesk({ orders: [asha, meena] });
    openOrders('/dashboard/view-orders?status=awaiting');
    expect(await headings()).toHaveLength(2);
    expect(paramsOf(fetchMock, ALL_ORDERS)[0]).not.toHaveProperty('status');
  });
});

describe('ViewOrdersPage: pages', () => {
  const many: OrderView[] = Array.from({ length: 60 }, (_, n) =>
    makeOrder(id(n + 10), day(n + 10), { pickupCode: `PAGE${String(n).padStart(2, '0')}` }),
  );

  it('when more orders match than a page holds, then Next asks for the next 50 and numbers go on', async () => {
    const fetchMock = stubDesk({ orders: many });
    const { router } = openOrders();
    expect(await headings()).toHaveLength(50);
    expect(screen.getByText('Showing 1–50 of 60 orders')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('PUSH');
    await screen.findByText('Showing 51–60 of 60 orders');
    // Newest first: the 51st newest of 60 is the 10th oldest.
    expect(await headings()).toEqual(
      many
        .slice(0, 10)
        .reverse()
        .map((order, index) => `#${51 + index} Order ${order.pickupCode}`),
    );
    expect(paramsOf(fetchMock, ALL_ORDERS).at(-1)).toEqual({ limit: '50', offset: '50' });
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('when the page is past the last one, then the last page opens instead', async () => {
    stubDesk({ orders: many });
    const { router } = openOrders('/dashboard/view-orders?page=5');
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('Showing 51–60 of 60 orders')).toBeInTheDocument();
  });

  it('when everything fits one page, then there are no page controls', async () => {
    stubDesk({
      orders: [asha],
      routes: { 'GET /api/orders/allorders': () => jsonResponse([asha]) },
    });
    openOrders();
    await headings();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–1 of 1 order')).toBeInTheDocument();
  });
});
