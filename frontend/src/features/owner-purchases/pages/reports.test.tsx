import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MarginReport, PayablesReport, StockValueReport } from '@shop/backend/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeAdminToken } from '@/lib/admin-session';
import { freshAdminToken, freshStaffToken } from '@/test/admin-token';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import PurchasesPage from './purchases-page';

const ageing = { days0to30: 476, days31to60: 0, days61to90: 0, over90: 1200 };
const payables: PayablesReport = {
  asOf: '2026-11-28',
  suppliers: [
    {
      supplier: { _id: 'su-1', name: 'Pustak Distributors', gstin: null, phone: null, paymentTermsDays: 30 },
      balance: 1676,
      oldestDue: '2026-07-10',
      overdue: 1200,
      ageing,
    },
  ],
  totals: { ...ageing, balance: 1676, overdue: 1200 },
};

const figures = { units: 10, sales: 500, cost: 380, margin: 120, marginPercent: 24, unitsWithoutCost: 0 };
const marginOf = (groupBy: 'item' | 'category'): MarginReport => ({
  from: '2026-11-01',
  to: '2026-11-28',
  groupBy,
  rows: [
    groupBy === 'item'
      ? { productId: 'bk-1', title: 'Classmate Notebook 172 pages', category: 'book', ...figures }
      : { productId: null, title: null, category: 'penandpencil', ...figures },
  ],
  totals: { ...figures, unitsWithoutCost: 2 },
});

const stockValue: StockValueReport = {
  asOf: '2026-11-28',
  categories: [{ category: 'book', items: 3, units: 40, value: 1700, unitsWithoutCost: 5 }],
  totals: { items: 3, units: 40, value: 1700, unitsWithoutCost: 5 },
};

afterEach(() => vi.unstubAllGlobals());

function openPage(token: string) {
  storeAdminToken(token);
  const fetchMock = stubApi({
    'GET /api/suppliers': () => jsonResponse([], 200, { 'X-Total-Count': '0' }),
    'GET /api/purchases': () => jsonResponse([], 200, { 'X-Total-Count': '0' }),
    'GET /api/reports/payables': payables,
    'GET /api/reports/margin': (request: Request) =>
      jsonResponse(marginOf(new URL(request.url).searchParams.get('groupBy') as 'item' | 'category')),
    'GET /api/reports/stock-value': stockValue,
  });
  renderScreen(<PurchasesPage />, { path: '/dashboard/purchases' });
  return fetchMock;
}

describe('the owner’s purchase reports', () => {
  it('when the owner opens Purchases, then each supplier owed shows their balance, overdue and ageing', async () => {
    openPage(freshAdminToken());
    const owed = screen.getByRole('region', { name: 'What the suppliers are owed' });
    const row = (await within(owed).findByRole('rowheader', { name: 'Pustak Distributors' })).closest('tr')!;
    expect(row).toHaveTextContent('₹1,676.00');
    expect(row).toHaveTextContent('₹1,200.00');
    expect(row).toHaveTextContent('10 Jul 2026');
    expect(within(owed).getByText('Total owed: ₹1,676.00, of it overdue: ₹1,200.00')).toBeVisible();
    expect(within(owed).getByRole('button', { name: 'Save payables (CSV)' })).toBeEnabled();
  });

  it('when the margin is shown by category, then it is asked for again and each row shows its margin and per cent', async () => {
    const fetchMock = openPage(freshAdminToken());
    const margin = screen.getByRole('region', { name: 'Margin' });
    const item = (
      await within(margin).findByRole('rowheader', { name: 'Classmate Notebook 172 pages' })
    ).closest('tr')!;
    expect(item).toHaveTextContent('₹120.00');
    expect(item).toHaveTextContent('24.0%');
    expect(
      within(margin).getByText('2 units were sold before the item had a cost: not in the margin.'),
    ).toBeVisible();

    await userEvent.selectOptions(within(margin).getByLabelText('Show'), 'category');
    const category = (await within(margin).findByRole('rowheader', { name: 'Pen & Pencil' })).closest('tr')!;
    expect(category).toHaveTextContent('₹500.00');
    expect(category).toHaveTextContent('₹380.00');
    expect(
      requestsTo(fetchMock, 'GET', '/api/reports/margin').map((request) =>
        new URL(request.url).searchParams.get('groupBy'),
      ),
    ).toEqual(['item', 'category']);
  });

  it('when the owner opens Purchases, then the stock at cost shows by category with the units that have no cost', async () => {
    openPage(freshAdminToken());
    const stock = screen.getByRole('region', { name: 'Stock at cost' });
    const row = (await within(stock).findByRole('rowheader', { name: 'Book' })).closest('tr')!;
    expect(row).toHaveTextContent('₹1,700.00');
    expect(row).toHaveTextContent('5');
    expect(within(stock).getByText('40 units on hand worth ₹1,700.00 at cost')).toBeVisible();
    expect(within(stock).getByRole('button', { name: 'Save stock at cost, today (CSV)' })).toBeEnabled();
  });

  it('when a manager opens Purchases, then no report is shown or asked for', async () => {
    const fetchMock = openPage(freshStaffToken('Ravi', 'manager'));
    await screen.findByText('No bills yet.');
    expect(screen.queryByRole('region', { name: 'Margin' })).toBeNull();
    expect(requestsTo(fetchMock, 'GET', '/api/reports/payables')).toHaveLength(0);
  });
});
