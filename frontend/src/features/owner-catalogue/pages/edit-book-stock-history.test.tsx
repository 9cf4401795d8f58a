import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StockMovement } from '@shop/backend/contract';
import { storeAdminToken } from '@/lib/admin-session';
import { freshAdminToken } from '@/test/admin-token';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { makeBook } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import EditBookPage from './edit-book-page';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const ID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const pens = makeBook({ _id: ID, title: 'Reynolds Pens (pack of 10)', stock: 5 });
const MOVEMENTS = `/api/books/${ID}/stock-movements`;
const movement = (overrides: Partial<StockMovement> & { _id: string }): StockMovement => ({
  bookId: ID,
  at: '2025-11-20T04:30:00.000Z',
  change: 1,
  reason: 'restock',
  stockAfter: 5,
  orderId: null,
  ownerId: 'owner-1',
  by: null,
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderEdit = () =>
  renderScreen(<EditBookPage />, { path: '/dashboard/edit-book/:id', route: `/dashboard/edit-book/${ID}` });

describe('EditBookPage stock history', () => {
  it('when the movements load, then each shows India time, signed change, reason, stock after and who, by name when the record keeps one', async () => {
    storeAdminToken(freshAdminToken());
    const fetchMock = stubApi({
      [`GET /api/books/${ID}`]: pens,
      [`GET ${MOVEMENTS}`]: [
        movement({
          _id: 'm3',
          at: '2025-11-20T04:30:00.000Z',
          change: -2,
          reason: 'order',
          stockAfter: 5,
          orderId: 'o'.repeat(24),
          ownerId: null,
        }),
        movement({
          _id: 'm2',
          at: '2025-11-19T18:45:00.000Z',
          change: 4,
          reason: 'restock',
          stockAfter: 7,
          by: { id: 'st-2', name: 'Ravi' },
        }),
        movement({ _id: 'm1', at: '2025-11-01T06:00:00.000Z', change: -1, reason: 'damaged', stockAfter: 3 }),
      ],
    });
    renderEdit();

    const table = await screen.findByRole('table', { name: 'Stock changes, newest first' });
    expect(screen.getByRole('heading', { level: 2, name: 'Stock history' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    // 04:30 UTC is 10:00 in India; 18:45 UTC on the 19th is already the 20th there.
    expect(cells[0]).toEqual(['20 Nov 2025, 10:00 am', '-2', 'Ordered', '5', `Order ${'o'.repeat(24)}`]);
    expect(cells[1]).toEqual(['20 Nov 2025, 12:15 am', '+4', 'Received', '7', 'Ravi']);
    expect(cells[2]).toEqual(['1 Nov 2025, 11:30 am', '-1', 'Damaged or lost', '3', 'Owner']);
    const [request] = requestsTo(fetchMock, 'GET', MOVEMENTS);
    expect(request!.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('when the item has no movements, then it says so', async () => {
    stubApi({ [`GET /api/books/${ID}`]: pens, [`GET ${MOVEMENTS}`]: [] });
    renderEdit();
    expect(await screen.findByText('No stock changes yet.')).toBeInTheDocument();
  });

  it('when the movements are on their way, then a loader shows; when they fail, then an error', async () => {
    let fail: () => void = () => {};
    stubApi({
      [`GET /api/books/${ID}`]: pens,
      [`GET ${MOVEMENTS}`]: () =>
        new Promise<Response>(
          (resolve) => (fail = () => resolve(jsonResponse({ error: { message: 'down' } }, 500))),
        ),
    });
    renderEdit();

    expect(await screen.findByText('Loading stock history…')).toBeInTheDocument();
    fail();
    expect(await screen.findByText('Could not load the stock history.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Reynolds Pens (pack of 10)');
  });

  it('when the history is long, then the latest changes show first and the rest on request', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      movement({ _id: `m${index}`, change: 1, stockAfter: 25 - index }),
    );
    stubApi({ [`GET /api/books/${ID}`]: pens, [`GET ${MOVEMENTS}`]: many });
    const user = userEvent.setup();
    renderEdit();
    const table = await screen.findByRole('table', { name: 'Stock changes, newest first' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);

    await user.click(screen.getByRole('button', { name: 'Show all 25 changes' }));

    expect(within(table).getAllByRole('row')).toHaveLength(26);
  });
});
