import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KitImportReport } from '@shop/backend/contract';
import { jsonResponse, requestsTo, type stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { itemId, kitId, stubKits } from '../testing/kits-api';
import ImportKitsPage from './import-kits-page';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const IMPORT = '/api/kits/import';
const TEXT = "school,class,academicYear,sku,quantity,optional\nSt. Xavier's,Class 5,2026-27,NB-1,9,no\n";
const csv = (text = TEXT) => new File([text], 'lists.csv', { type: 'text/csv' });

const school = "St. Xavier's";
const cleanReport: KitImportReport = {
  dryRun: true,
  applied: false,
  kits: [
    {
      action: 'create',
      title: `Class 5, ${school} 2026-27`,
      school,
      className: 'Class 5',
      academicYear: '2026-27',
      lineCount: 2,
      rows: [2, 3],
    },
    {
      action: 'replace',
      kitId: kitId(2),
      title: `Class 6, ${school} 2026-27`,
      school,
      className: 'Class 6',
      academicYear: '2026-27',
      lineCount: 1,
      rows: [4],
    },
  ],
  rows: [
    {
      row: 2,
      school,
      className: 'Class 5',
      academicYear: '2026-27',
      productId: itemId(1),
      title: 'Single-line notebook',
      quantity: 9,
      optional: false,
    },
    {
      row: 3,
      school,
      className: 'Class 5',
      academicYear: '2026-27',
      productId: itemId(3),
      title: 'Geometry box',
      quantity: 1,
      optional: true,
    },
    {
      row: 4,
      school,
      className: 'Class 6',
      academicYear: '2026-27',
      productId: itemId(1),
      title: 'Single-line notebook',
      quantity: 10,
      optional: false,
    },
  ],
  refused: 0,
};
const refusedReport: KitImportReport = {
  ...cleanReport,
  rows: [
    cleanReport.rows[0]!,
    {
      row: 3,
      school,
      className: 'Class 5',
      academicYear: '2026-27',
      problems: ['No item has the SKU GEO-9', 'quantity must be at most 99'],
    },
  ],
  refused: 1,
};

const dryRuns = (fetchMock: ReturnType<typeof stubApi>) =>
  requestsTo(fetchMock, 'POST', IMPORT).filter(
    (request) => new URL(request.url).searchParams.get('dryRun') === 'true',
  );
const applies = (fetchMock: ReturnType<typeof stubApi>) =>
  requestsTo(fetchMock, 'POST', IMPORT).filter((request) => !new URL(request.url).searchParams.has('dryRun'));

const openImport = () => renderScreen(<ImportKitsPage />, { path: '/dashboard/kits/import' });

describe('ImportKitsPage', () => {
  it('when a CSV is chosen, then its dry run lists the kits and the rows, and Apply sends it again without dryRun', async () => {
    const fetchMock = stubKits({
      [`POST ${IMPORT}`]: (request: Request) =>
        new URL(request.url).searchParams.get('dryRun') === 'true'
          ? jsonResponse(cleanReport)
          : jsonResponse({ ...cleanReport, dryRun: false, applied: true }),
    });
    const user = userEvent.setup();
    openImport();
    expect(screen.getByRole('heading', { level: 1, name: 'Import school lists' })).toBeInTheDocument();
    expect(screen.getByText('school,class,academicYear,sku,quantity,optional')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download an example' })).toBeEnabled();

    await user.upload(screen.getByLabelText('CSV file'), csv());

    const kits = await screen.findByRole('table', { name: 'Kits lists.csv would create or replace' });
    expect(
      within(kits)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.children, (cell) => cell.lastChild?.textContent)),
    ).toEqual([
      ['Create', school, 'Class 5', '2026-27', '2'],
      ['Replace', school, 'Class 6', '2026-27', '1'],
    ]);
    const rows = screen.getByRole('table', { name: 'Rows of lists.csv and their problems' });
    expect(within(rows).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('3 rows, none with problems')).toBeInTheDocument();
    const [dryRun] = dryRuns(fetchMock);
    expect(dryRun!.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(await ((await dryRun!.formData()).get('file') as Blob).text()).toBe(TEXT);
    expect(applies(fetchMock)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('status')).toHaveTextContent('1 kit created, 1 replaced.');
    const [applied] = applies(fetchMock);
    expect(await ((await applied!.formData()).get('file') as Blob).text()).toBe(TEXT);
  });

  it('when a row has problems, then they show on its row and Apply is disabled with the reason', async () => {
    const fetchMock = stubKits({ [`POST ${IMPORT}`]: refusedReport });
    const user = userEvent.setup();
    openImport();
    await user.upload(screen.getByLabelText('CSV file'), csv());

    const rows = await screen.findByRole('table', { name: 'Rows of lists.csv and their problems' });
    const bad = within(rows).getAllByRole('row')[2]!;
    expect(within(bad).getByText('No item has the SKU GEO-9')).toBeInTheDocument();
    expect(within(bad).getByText('quantity must be at most 99')).toBeInTheDocument();
    expect(screen.getByText('2 rows, 1 with problems')).toBeInTheDocument();
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    expect(apply).toHaveAccessibleDescription('Mend the rows with problems in the file and choose it again.');
    expect(applies(fetchMock)).toHaveLength(0);
  });

  it('when the apply is refused, then the API’s words and its report as it stands now are shown', async () => {
    stubKits({
      [`POST ${IMPORT}`]: (request: Request) =>
        new URL(request.url).searchParams.get('dryRun') === 'true'
          ? jsonResponse(cleanReport)
          : jsonResponse(
              {
                error: {
                  code: 'validation',
                  message: 'Row 3 has problems; nothing was imported',
                  report: refusedReport,
                },
              },
              400,
            ),
    });
    const user = userEvent.setup();
    openImport();
    await user.upload(screen.getByLabelText('CSV file'), csv());
    await user.click(await screen.findByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Row 3 has problems; nothing was imported');
    await waitFor(() => expect(screen.getByText('No item has the SKU GEO-9')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('when the file is not a CSV, then nothing is sent', async () => {
    const fetchMock = stubKits({});
    const user = userEvent.setup({ applyAccept: false });
    openImport();
    await user.upload(
      screen.getByLabelText('CSV file'),
      new File(['x'], 'list.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a .csv file.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
