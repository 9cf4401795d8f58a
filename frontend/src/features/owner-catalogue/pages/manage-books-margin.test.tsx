import { screen, within } from '@testing-library/react';
import { DEFAULT_TAX_SETTINGS } from '@shop/backend/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeAdminToken } from '@/lib/admin-session';
import { freshAdminToken, freshStaffToken } from '@/test/admin-token';
import { requestsTo, stubApi } from '@/test/api-stub';
import { makeBook } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import ManageBooksPage from './manage-books-page';

const pens = makeBook({
  _id: 'aaaaaaaaaaaaaaaaaaaaaaa1',
  title: 'Reynolds Trimax Blue',
  category: 'penandpencil',
  newPrice: 118,
  gstRate: 18,
});
const crayons = makeBook({
  _id: 'bbbbbbbbbbbbbbbbbbbbbbb2',
  title: 'Camlin Crayons',
  category: 'colors',
  newPrice: 112,
  gstRate: null,
});
const glue = makeBook({
  _id: 'ccccccccccccccccccccccc3',
  title: 'Fevicol Glue',
  category: 'adhesive',
  newPrice: 45,
});

afterEach(() => vi.unstubAllGlobals());

function openList(token: string) {
  storeAdminToken(token);
  const fetchMock = stubApi({
    'GET /api/books': [pens, crayons, glue],
    'GET /api/item-costs': [
      { productId: pens._id, cost: 80, lastSupplierId: 'su-1' },
      { productId: crayons._id, cost: 90, lastSupplierId: 'su-1' },
      { productId: glue._id, cost: null, lastSupplierId: null },
    ],
    'GET /api/shop/tax': {
      ...DEFAULT_TAX_SETTINGS,
      categoryDefaults: { ...DEFAULT_TAX_SETTINGS.categoryDefaults, colors: { hsn: '3213', gstRate: 12 } },
    },
  });
  renderScreen(<ManageBooksPage />, { path: '/dashboard/manage-books' });
  return fetchMock;
}

const rowOf = async (title: string) => (await screen.findByRole('rowheader', { name: title })).closest('tr')!;

describe('the cost and margin of the owner’s items', () => {
  it('when the owner lists items, then each shows its cost and its margin on the price before GST', async () => {
    const fetchMock = openList(freshAdminToken());
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Cost' })).toBeInTheDocument();
    // ₹118 at 18% is ₹100 before GST; it cost ₹80.
    expect(await within(await rowOf('Reynolds Trimax Blue')).findByText('₹20.00 (20.0%)')).toBeVisible();
    // No rate of its own: its category's, 12% on the Tax page, makes ₹112 ₹100.
    expect(await within(await rowOf('Camlin Crayons')).findByText('₹10.00 (10.0%)')).toBeVisible();
    const glueRow = await rowOf('Fevicol Glue');
    expect(within(glueRow).getAllByText('—')).toHaveLength(2);
    const [asked] = requestsTo(fetchMock, 'GET', '/api/item-costs');
    expect(new URL(asked!.url).searchParams.get('ids')).toBe([pens._id, crayons._id, glue._id].join(','));
  });

  it('when a cashier lists items, then no cost is shown or asked for', async () => {
    const fetchMock = openList(freshStaffToken('Sunita', 'cashier'));
    await rowOf('Reynolds Trimax Blue');
    expect(screen.queryByRole('columnheader', { name: 'Cost' })).toBeNull();
    expect(requestsTo(fetchMock, 'GET', '/api/item-costs')).toHaveLength(0);
  });
});
