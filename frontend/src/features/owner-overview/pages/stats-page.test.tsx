import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeAdminToken } from '@/lib/admin-session';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import type { DashboardStats } from '@shop/backend/contract';
import { makeShop } from '@/test/fixtures';
import { axisMax, monthLabel, monthTicks } from '../components/sales-chart';
import { trendingShare } from '../components/stat-cards';
import { freshAdminToken } from '@/test/admin-token';
import StatsPage from './stats-page';

const months = Array.from({ length: 12 }, (_, index) => {
  const date = new Date(Date.UTC(2024, 11 + index, 1));
  const month = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  // From the fourth month on, a tenth of each month's takings were print jobs.
  return { month, orders: index, units: index * 2, total: index * 1000, print: index >= 3 ? index * 100 : 0 };
});

const stats = (overrides: Partial<DashboardStats> = {}): DashboardStats => ({
  totalBooks: 38,
  totalSales: 123456.5,
  goodsSales: 100000.25,
  printSales: 23456.25,
  trendingBooks: 10,
  totalOrders: 1234,
  ordersAwaitingPickup: 3,
  awaitingPickupValue: 1520.5,
  unitsSold: 2468,
  lowStockBooks: 4,
  lowStockThreshold: 5,
  takingsThisMonth: { cash: 0, upi: 0, card: 0 },
  channels: { online: { orders: 0, total: 0 }, counter: { orders: 0, total: 0 }, refunds: 0 },
  printFiles: { files: 0, bytes: 0 },
  monthlySales: months,
  ...overrides,
});

const openStats = () => renderScreen(<StatsPage />, { path: '/dashboard' });

/** The value a card shows for a label (cards are dt/dd pairs). */
const cardValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('StatsPage', () => {
  it('when the stats load, then the four cards show them with rupees in Indian grouping', async () => {
    storeAdminToken(freshAdminToken());
    const fetchMock = stubApi({ 'GET /api/admin': stats() });
    openStats();

    expect(await screen.findByText('Products')).toBeInTheDocument();
    expect(cardValue('Products')).toHaveTextContent('38');
    expect(cardValue('Total Sales')).toHaveTextContent('₹1,23,456.50+ ₹1,520.50 awaiting pickup');
    expect(cardValue('Trending items in This Month')).toHaveTextContent('10 (26%)');
    expect(cardValue('Total Orders')).toHaveTextContent('1,234');
    const [request] = requestsTo(fetchMock, 'GET', '/api/admin');
    expect(request!.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('when the stats load, then Goods sales and Print sales show the split of the total in rupees', async () => {
    stubApi({ 'GET /api/admin': stats() });
    openStats();
    expect(await screen.findByText('Goods sales')).toBeInTheDocument();
    expect(cardValue('Goods sales')).toHaveTextContent('₹1,00,000.25');
    expect(cardValue('Print sales')).toHaveTextContent('₹23,456.25');
    expect(cardValue('Total Sales')).toHaveTextContent('₹1,23,456.50');
  });

  it('when nothing was printed, then Print sales reads ₹0.00', async () => {
    stubApi({ 'GET /api/admin': stats({ goodsSales: 123456.5, printSales: 0 }) });
    openStats();
    expect(await screen.findByText('Print sales')).toBeInTheDocument();
    expect(cardValue('Print sales')).toHaveTextContent('₹0.00');
    expect(cardValue('Goods sales')).toHaveTextContent('₹1,23,456.50');
  });

  it('when no order awaits pickup, then Total Sales says so under the money taken', async () => {
    stubApi({ 'GET /api/admin': stats({ ordersAwaitingPickup: 0, awaitingPickupValue: 0 }) });
    openStats();
    await screen.findByText('Total Sales');
    expect(cardValue('Total Sales')).toHaveTextContent('₹1,23,456.50Nothing awaiting pickup');
  });

  it('when the shop is known, then the overview names it', async () => {
    stubApi({ 'GET /api/admin': stats(), 'GET /api/shop': makeShop({ name: 'Sharma Stationers' }) });
    openStats();
    expect(await screen.findByText('How Sharma Stationers is doing, at a glance.')).toBeInTheDocument();
  });

  it('when the catalogue is empty, then the trending share reads (0%)', async () => {
    stubApi({ 'GET /api/admin': stats({ totalBooks: 0, trendingBooks: 0 }) });
    openStats();
    expect(await screen.findByText('(0%)')).toBeInTheDocument();
  });

  it('when orders await pickup, then a card links to the pickup desk', async () => {
    stubApi({ 'GET /api/admin': stats() });
    openStats();
    const link = await screen.findByRole('link', { name: /Orders awaiting pickup/ });
    expect(link).toHaveTextContent('3');
    expect(link).toHaveAttribute('href', '/dashboard/view-orders');
  });

  it('when money was taken this month, then it is split by Cash, UPI and Card in rupees, with the total', async () => {
    stubApi({ 'GET /api/admin': stats({ takingsThisMonth: { cash: 12345.5, upi: 100000, card: 0.1 } }) });
    openStats();
    const takings = await screen.findByRole('region', { name: 'Takings this month' });
    expect(
      within(takings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cash ₹12,345.50', 'UPI ₹1,00,000.00', 'Card ₹0.10']);
    expect(takings).toHaveTextContent('Total collected: ₹1,12,345.60');
  });

  it('when the counter sells too, then the overview splits the money between online orders and counter sales', async () => {
    const channels = {
      online: { orders: 3, total: 450 },
      counter: { orders: 1, total: 1234.5 },
      refunds: 20,
    };
    stubApi({ 'GET /api/admin': stats({ channels }) });
    openStats();
    const split = await screen.findByRole('region', { name: 'Online and counter' });
    expect(
      within(split)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Online orders ₹450.00 3 sales', 'Counter sales ₹1,234.50 1 sale']);
    expect(split).toHaveTextContent('less ₹20.00 refunded');
  });

  it('when items are low on stock, then a "Low on stock" card shows the count and links to that list', async () => {
    stubApi({ 'GET /api/admin': stats({ lowStockBooks: 4, lowStockThreshold: 3 }) });
    openStats();
    const link = await screen.findByRole('link', { name: /Low on stock/ });
    expect(link).toHaveTextContent('4');
    expect(link).toHaveTextContent('3 or fewer left');
    expect(link).toHaveAttribute('href', '/dashboard/manage-books?stock=low');
    // The four stat cards come first and unchanged, the sales split after them.
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Products',
      'Total Sales',
      'Trending items in This Month',
      'Total Orders',
      'Goods sales',
      'Print sales',
    ]);
  });

  it('when nothing is low on stock, then the card says so with a 0', async () => {
    stubApi({ 'GET /api/admin': stats({ lowStockBooks: 0 }) });
    openStats();
    const link = await screen.findByRole('link', { name: /Low on stock/ });
    expect(link).toHaveTextContent(/^0Low on stock/);
    expect(link).toHaveTextContent('Every counted item has more than 5 left');
  });

  it('when the stats load, then the chart has a labelled bar per month and a data table', async () => {
    stubApi({ 'GET /api/admin': stats() });
    openStats();
    const sales = await screen.findByRole('group', { name: 'Sales per month' });
    expect(within(sales).getAllByRole('img')).toHaveLength(12);
    expect(
      within(sales).getByRole('img', { name: 'Nov 2025: ₹11,000.00 (print ₹1,100.00)' }),
    ).toBeInTheDocument();
    expect(within(sales).getByRole('img', { name: 'Jan 2025: ₹1,000.00' })).toBeInTheDocument();
    const orders = screen.getByRole('group', { name: 'Orders per month' });
    expect(within(orders).getByRole('img', { name: 'Nov 2025: 11 orders' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Sales and orders per month, last 12 months' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    const rows = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    const november = within(table).getByRole('rowheader', { name: 'November 2025' }).closest('tr')!;
    expect(cells(rows[0]!)).toEqual(['Month', 'Orders', 'Sales', 'Goods', 'Print']);
    expect(cells(november)).toEqual(['November 2025', '11', '₹11,000.00', '₹9,900.00', '₹1,100.00']);
  });

  it('when the stats cannot be fetched, then it is logged and the loader stays', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'GET /api/admin': () => jsonResponse({ error: { message: 'Down' } }, 500) });
    openStats();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('Products')).not.toBeInTheDocument();
  });
});

describe('stat helpers', () => {
  it('when trending items are counted, then their share is the real rounded percentage', () => {
    expect(trendingShare(10, 38)).toBe(26);
    expect(trendingShare(1, 3)).toBe(33);
    expect(trendingShare(0, 0)).toBe(0);
  });

  it('when a month is labelled, then it reads like Dec 2025', () => {
    expect(monthLabel('2025-12')).toBe('Dec 2025');
    expect(monthLabel('2026-01')).toBe('Jan 2026');
  });

  it('when the axis is laid out, then a phone names every second month back from the newest and each year once', () => {
    const ticks = monthTicks(months.map((entry) => entry.month)); // Dec 2024 to Nov 2025
    const phone = ticks.filter((tick) => tick.onPhone);
    expect(phone.map((tick) => tick.name)).toEqual(['Jan', 'Mar', 'May', 'Jul', 'Sep', 'Nov']);
    expect(ticks.at(-1)).toMatchObject({ name: 'Nov', onPhone: true });
    expect(ticks.filter((tick) => tick.yearPhone).map((tick) => `${tick.name} ${tick.year}`)).toEqual([
      'Jan 2025',
    ]);
    expect(ticks.filter((tick) => tick.yearWide).map((tick) => `${tick.name} ${tick.year}`)).toEqual([
      'Dec 2024',
      'Jan 2025',
    ]);
  });

  it('when the axis is scaled, then its top is a round number at or above the maximum', () => {
    expect(axisMax(0)).toBe(2);
    expect(axisMax(3)).toBe(3);
    expect(axisMax(7)).toBe(8);
    expect(axisMax(11)).toBe(12);
    expect(axisMax(11000)).toBe(12000);
    expect(axisMax(123456)).toBe(150000);
    expect(axisMax(800)).toBe(800);
  });
});
