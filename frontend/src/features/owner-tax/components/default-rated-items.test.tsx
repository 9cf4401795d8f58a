import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { suggestItemTax, type TaxDefaultItem, type TaxDefaultItemsPage } from '@shop/backend/contract';
import { showAlert, showToast } from '@/components/dialogs';
import { storeAdminToken } from '@/lib/admin-session';
import { freshAdminToken } from '@/test/admin-token';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { makeBook } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { DefaultRatedItems } from './default-rated-items';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const LIST = '/api/shop/tax/default-items';
const editOf = (id: string) => `/api/books/edit/${id}`;

const item = (id: string, title: string, overrides: Partial<TaxDefaultItem> = {}): TaxDefaultItem => ({
  _id: id.repeat(24),
  title,
  category: 'penandpencil',
  hsn: null,
  gstRate: null,
  unit: 'NOS',
  billedAt: { hsn: '9608', gstRate: 18 },
  suggested: suggestItemTax(title, overrides.category ?? 'penandpencil'),
  ...overrides,
});

const PENCILS = item('a', 'HB Pencils (Pack of 10)');
const STAPLER = item('b', 'Stapler No. 10', { category: 'box', billedAt: { hsn: '3926', gstRate: 18 } });

/** The list as the API answers it: the items not yet confirmed (the PUTs the stub received). */
function stubList(items: TaxDefaultItem[]) {
  let left = items;
  const fetchMock = stubApi({
    [`GET ${LIST}`]: (): Response =>
      jsonResponse({ items: left, total: left.length } satisfies TaxDefaultItemsPage),
    ...Object.fromEntries(
      items.map((entry) => [
        `PUT ${editOf(entry._id)}`,
        () => {
          left = left.filter((other) => other._id !== entry._id);
          return jsonResponse(makeBook({ _id: entry._id, title: entry.title }));
        },
      ]),
    ),
  });
  return fetchMock;
}

const openList = () => renderScreen(<DefaultRatedItems />, { path: '/dashboard/tax' });
const rowOf = async (title: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(title) })).closest('tr')!;

beforeEach(() => storeAdminToken(freshAdminToken()));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('DefaultRatedItems', () => {
  it('when items are billed at their category’s rate, then each shows what it is billed at now and what Confirm sets', async () => {
    stubList([PENCILS, STAPLER]);
    openList();

    const pencils = await rowOf('HB Pencils');
    expect(screen.getByText('2 items to confirm')).toBeInTheDocument();
    expect(within(pencils).getByRole('rowheader')).toHaveTextContent('HB Pencils (Pack of 10)Pen & Pencil');
    expect(within(pencils).getByText('HSN 9608, 18%')).toBeInTheDocument();
    expect(within(pencils).getByText('HSN 9609, Nil rated, PAC')).toBeInTheDocument();
    expect(within(pencils).getByText('pencils: HSN 9609, Nil from 22 Sep 2025')).toBeInTheDocument();
    const stapler = await rowOf('Stapler');
    expect(within(stapler).getByText('HSN 3926, 18%, NOS')).toBeInTheDocument();
    expect(within(stapler).getByText('As billed now: the title suggests nothing')).toBeInTheDocument();
  });

  it('when the owner confirms an item, then its code, rate and unit are PUT with the owner’s token and it leaves the list', async () => {
    const fetchMock = stubList([PENCILS, STAPLER]);
    const user = userEvent.setup();
    openList();

    await user.click(
      within(await rowOf('HB Pencils')).getByRole('button', { name: 'Confirm HB Pencils (Pack of 10)' }),
    );

    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: /HB Pencils/ })).not.toBeInTheDocument(),
    );
    const [request] = requestsTo(fetchMock, 'PUT', editOf(PENCILS._id));
    expect(request!.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(await request!.json()).toEqual({ hsn: '9609', gstRate: 0, unit: 'PAC' });
    expect(showToast).toHaveBeenCalledWith('Confirmed: HB Pencils (Pack of 10)');
    expect(await screen.findByText('1 item to confirm')).toBeInTheDocument();

    // Nothing suggested: confirming keeps what it is billed at now.
    await user.click(screen.getByRole('button', { name: 'Confirm Stapler No. 10' }));
    expect(await screen.findByText('Every item has its own HSN code and rate.')).toBeInTheDocument();
    const [stapler] = requestsTo(fetchMock, 'PUT', editOf(STAPLER._id));
    expect(await stapler!.json()).toEqual({ hsn: '3926', gstRate: 18, unit: 'NOS' });
  });

  it('when the confirmation is refused, then the owner is told and the item stays', async () => {
    stubApi({
      [`GET ${LIST}`]: { items: [PENCILS], total: 1 },
      [`PUT ${editOf(PENCILS._id)}`]: () => jsonResponse({ error: { message: 'boom' } }, 500),
    });
    const user = userEvent.setup();
    openList();

    await user.click(within(await rowOf('HB Pencils')).getByRole('button', { name: /^Confirm/ }));

    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({
        title: 'Could not confirm the item. Please try again.',
        icon: 'error',
      }),
    );
    expect(screen.getByRole('button', { name: 'Confirm HB Pencils (Pack of 10)' })).toBeEnabled();
  });

  it('when the list cannot be read, then the section says so', async () => {
    stubApi({ [`GET ${LIST}`]: () => jsonResponse({ error: { message: 'boom' } }, 500) });
    openList();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the items billed at their category’s rate.',
    );
  });
});
