import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAdminToken } from '@/lib/admin-session';
import { freshAdminToken } from '@/test/admin-token';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { makeBook } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import ManageBooksPage from './manage-books-page';
import type { ImportReport } from '../import-report';
import ImportBooksPage from './import-books-page';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
  promptNumberAndChoice: vi.fn(async () => null),
}));

const IMPORT = '/api/books/import';
const csv = (text = 'sku,title\nNB-1,Notebook\n', name = 'catalogue.csv') =>
  new File([text], name, { type: 'text/csv' });

const report = (overrides: Partial<ImportReport> = {}): ImportReport => ({
  dryRun: true,
  applied: false,
  summary: { create: 1, update: 1, unchanged: 1, refuse: 0 },
  rows: [
    { row: 2, action: 'create', sku: 'NB-1', title: 'Classmate Notebook' },
    {
      row: 3,
      action: 'update',
      sku: 'FEV-50',
      title: 'Fevicol Glue',
      bookId: 'a'.repeat(24),
      changes: ['newPrice', 'stock'],
      onHand: { from: 12, to: 20 },
    },
    { row: 4, action: 'unchanged', sku: null, title: 'Camlin Crayons', bookId: 'b'.repeat(24) },
  ],
  ...overrides,
});

const refused = report({
  summary: { create: 1, update: 0, unchanged: 0, refuse: 1 },
  rows: [
    { row: 2, action: 'create', sku: 'NB-1', title: 'Classmate Notebook' },
    {
      row: 3,
      action: 'refuse',
      sku: 'X#1',
      title: 'Bad row',
      problems: ['SKU may hold letters, digits, spaces and - . / _ only', 'New price is required'],
    },
  ],
});

beforeEach(() => storeAdminToken(freshAdminToken()));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const openImport = () =>
  renderScreen(<ImportBooksPage />, {
    path: '/dashboard/import-books',
    extraRoutes: [{ path: '/dashboard/manage-books', element: <ManageBooksPage /> }],
  });

const dryRuns = (fetchMock: ReturnType<typeof stubApi>) =>
  requestsTo(fetchMock, 'POST', IMPORT).filter(
    (request) => new URL(request.url).searchParams.get('dryRun') === 'true',
  );
const applies = (fetchMock: ReturnType<typeof stubApi>) =>
  requestsTo(fetchMock, 'POST', IMPORT).filter((request) => !new URL(request.url).searchParams.has('dryRun'));

describe('ImportBooksPage', () => {
  it('when a CSV is chosen, then its dry run is shown row by row with the summary, and Apply is offered', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubApi({
      [`POST ${IMPORT}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    openImport();
    expect(screen.getByRole('heading', { level: 1, name: 'Import CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();

    await user.upload(screen.getByLabelText('CSV file'), csv());

    expect(await screen.findByText('Checking catalogue.csv…')).toBeInTheDocument();
    const [request] = dryRuns(fetchMock);
    expect(request!.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(await ((await request!.formData()).get('file') as Blob).text()).toBe('sku,title\nNB-1,Notebook\n');
    answer(jsonResponse(report()));

    const summary = await screen.findByRole('list', { name: 'Summary' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 to add', '1 to update', '1 unchanged', '0 refused']);
    const table = screen.getByRole('table', { name: 'Rows of catalogue.csv and what the import would do' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['2', 'Add', 'NB-1', 'Classmate Notebook', 'New item'],
      ['3', 'Update', 'FEV-50', 'Fevicol Glue', 'Changes new price, stock (on hand 12 → 20)'],
      ['4', 'No change', '—', 'Camlin Crayons', '—'],
    ]);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
    expect(applies(fetchMock)).toHaveLength(0);
  });

  it('when a new item’s HSN code, rate or unit come from its title, then its row says which and why', async () => {
    stubApi({
      [`POST ${IMPORT}`]: report({
        summary: { create: 2, update: 0, unchanged: 0, refuse: 0 },
        rows: [
          {
            row: 2,
            action: 'create',
            sku: null,
            title: 'HB Pencils (Pack of 10)',
            suggested: {
              hsn: '9609',
              gstRate: 0,
              unit: 'PAC',
              reason: 'pencils: HSN 9609, Nil from 22 Sep 2025',
            },
          },
          {
            row: 3,
            action: 'create',
            sku: null,
            title: 'Long Register',
            suggested: { gstRate: 18, unit: 'NOS', reason: 'registers: HSN 4820, 18% from 22 Sep 2025' },
          },
        ],
      }),
    });
    const user = userEvent.setup();
    openImport();

    await user.upload(screen.getByLabelText('CSV file'), csv());

    const pencils = (await screen.findByRole('rowheader', { name: 'HB Pencils (Pack of 10)' })).closest(
      'tr',
    )!;
    expect(pencils.lastElementChild).toHaveTextContent(
      'New item' +
        'From its title: HSN 9609, Nil rated, PAC. Fill the cells to say otherwise.' +
        'pencils: HSN 9609, Nil from 22 Sep 2025',
    );
    const register = screen.getByRole('rowheader', { name: 'Long Register' }).closest('tr')!;
    expect(within(register).getByText(/From its title/)).toHaveTextContent(/^From its title: 18%, NOS\./);
  });

  it('when a supplier’s stock column opens new items, then each row says its opening count and the notes say why', async () => {
    const taken = "No count cell: the stock cell (12) is taken as the new item's opening count.";
    const kept =
      'The stock cell is not imported for an item already in the shop: only a count sets its units, so an older export cannot undo the sales made since.';
    stubApi({
      [`POST ${IMPORT}`]: report({
        summary: { create: 2, update: 0, unchanged: 1, refuse: 0 },
        rows: [
          {
            row: 2,
            action: 'create',
            sku: 'SUP-1',
            title: 'Fountain Ink',
            openingCount: { from: 'stock', units: 1200 },
            notes: [taken],
          },
          {
            row: 3,
            action: 'create',
            sku: 'SUP-3',
            title: 'Drawing Pins',
            openingCount: { from: 'count', units: 4 },
          },
          {
            row: 4,
            action: 'unchanged',
            sku: 'NB-1',
            title: 'Classmate Notebook',
            bookId: 'c'.repeat(24),
            notes: [kept],
          },
        ],
      }),
    });
    const user = userEvent.setup();
    openImport();

    await user.upload(screen.getByLabelText('CSV file'), csv());

    const details = (title: string) =>
      screen.getByRole('rowheader', { name: title }).closest('tr')!.lastElementChild!.textContent;
    await screen.findByRole('rowheader', { name: 'Fountain Ink' });
    expect(details('Fountain Ink')).toBe(`New itemOpens with 1,200 on hand (from its stock cell)${taken}`);
    expect(details('Drawing Pins')).toBe('New itemOpens with 4 on hand');
    expect(details('Classmate Notebook')).toBe(kept);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it('when any row is refused, then its problems show and Apply is disabled with the reason', async () => {
    stubApi({ [`POST ${IMPORT}`]: refused });
    const user = userEvent.setup();
    openImport();

    await user.upload(screen.getByLabelText('CSV file'), csv());

    const badRow = (await screen.findByRole('rowheader', { name: 'Bad row' })).closest('tr')!;
    expect(within(badRow).getByText('Refused')).toBeInTheDocument();
    expect(within(badRow).getByText('New price is required')).toBeInTheDocument();
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    expect(apply).toHaveAccessibleDescription(/Fix the refused rows/);
  });

  it('when nothing would change, then Apply is disabled and says so', async () => {
    stubApi({
      [`POST ${IMPORT}`]: report({
        summary: { create: 0, update: 0, unchanged: 1, refuse: 0 },
        rows: [
          { row: 2, action: 'unchanged', sku: 'NB-1', title: 'Classmate Notebook', bookId: 'c'.repeat(24) },
        ],
      }),
    });
    const user = userEvent.setup();
    openImport();
    await user.upload(screen.getByLabelText('CSV file'), csv());
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(screen.getByText('Nothing would change.')).toBeInTheDocument();
  });

  it('when Apply succeeds, then it posts the same file without dryRun, says what was done, and the item list is fresh', async () => {
    let books = [makeBook({ _id: 'a'.repeat(24), title: 'Fevicol Glue' })];
    const fetchMock = stubApi({
      'GET /api/books': () => jsonResponse(books),
      [`POST ${IMPORT}`]: (request: Request) => {
        if (new URL(request.url).searchParams.get('dryRun') === 'true') return jsonResponse(report());
        books = [...books, makeBook({ _id: 'd'.repeat(24), title: 'Classmate Notebook' })];
        return jsonResponse(report({ dryRun: false, applied: true }));
      },
    });
    const user = userEvent.setup();
    const { store } = openImport();
    // The list was seen before the import, so it sits in the cache.
    await store.dispatch(
      (await import('../api')).ownerCatalogueApi.endpoints.getOwnerBooks.initiate({ q: '', stock: 'all' }),
    );
    await user.upload(screen.getByLabelText('CSV file'), csv());

    await user.click(await screen.findByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Import done: 1 item added, 1 updated.')).toBeInTheDocument();
    const [applied] = applies(fetchMock);
    expect(await ((await applied!.formData()).get('file') as Blob).text()).toBe('sku,title\nNB-1,Notebook\n');
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', '/api/books')).toHaveLength(2));

    await user.click(screen.getByRole('link', { name: 'Go to all items' }));
    expect(await screen.findByRole('rowheader', { name: 'Classmate Notebook' })).toBeInTheDocument();
  });

  it('when Apply is refused, then the API’s message and its report replace the preview', async () => {
    stubApi({
      [`POST ${IMPORT}`]: (request: Request) =>
        new URL(request.url).searchParams.get('dryRun') === 'true'
          ? jsonResponse(report())
          : jsonResponse(
              {
                error: {
                  code: 'validation',
                  message: '1 row is refused; nothing was imported',
                  report: { ...refused, dryRun: false },
                },
              },
              400,
            ),
    });
    const user = userEvent.setup();
    openImport();
    await user.upload(screen.getByLabelText('CSV file'), csv());

    await user.click(await screen.findByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('1 row is refused; nothing was imported');
    expect(screen.getByRole('rowheader', { name: 'Bad row' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('when the file itself is refused, then the API’s message shows and no table', async () => {
    stubApi({
      [`POST ${IMPORT}`]: () =>
        jsonResponse(
          { error: { code: 'validation', message: 'The header must be: sku,title,category' } },
          400,
        ),
    });
    const user = userEvent.setup();
    openImport();

    await user.upload(screen.getByLabelText('CSV file'), csv('name,price\n'));

    expect(await screen.findByRole('alert')).toHaveTextContent('The header must be: sku,title,category');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('when the file is not a CSV or is over 2 MB, then it is refused without a request', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup({ applyAccept: false });
    openImport();

    await user.upload(
      screen.getByLabelText('CSV file'),
      new File(['x'], 'stock.xlsx', { type: 'application/vnd.ms-excel' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a CSV file (.csv)');

    await user.upload(screen.getByLabelText('CSV file'), csv('x'.repeat(2 * 1024 * 1024 + 1)));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file must be 2 MB or smaller');
    expect(requestsTo(fetchMock, 'POST', IMPORT)).toHaveLength(0);
  });
});
