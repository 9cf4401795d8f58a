import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_TAX_SETTINGS,
  invoiceNumber,
  salesLedgersByRate,
  type TaxSettings,
} from '@shop/backend/contract';
import { showAlert } from '@/components/dialogs';
import { storeAdminToken } from '@/lib/admin-session';
import { freshAdminToken } from '@/test/admin-token';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import TaxPage from './tax-page';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const TAX = '/api/shop/tax';
/** The list below the form, empty here: its own tests are beside its component. */
const NO_DEFAULT_ITEMS = { [`GET ${TAX}/default-items`]: { items: [], total: 0 } };
const GSTIN = '27AAPFU0939F1ZV';

const openTax = () => renderScreen(<TaxPage />, { path: '/dashboard/tax' });

beforeEach(() => storeAdminToken(freshAdminToken()));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('TaxPage', () => {
  it('when the settings load, then the mode, prefix with its first number and each category’s code and rate show', async () => {
    stubApi({
      ...NO_DEFAULT_ITEMS,
      [`GET ${TAX}`]: DEFAULT_TAX_SETTINGS,
    });
    openTax();

    expect(screen.getByRole('heading', { level: 1, name: 'Tax' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Unregistered/ })).toBeChecked();
    // Unregistered: no GSTIN to give.
    expect(screen.queryByLabelText('GSTIN')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Invoice prefix')).toHaveValue('SB');
    expect(screen.getByText(invoiceNumber('SB', new Date(), 1))).toBeInTheDocument();
    expect(screen.getByLabelText('Book HSN code')).toHaveValue('4901');
    expect(screen.getByLabelText('Book GST rate')).toHaveValue('0');
    expect(screen.getByLabelText('Pen & Pencil HSN code')).toHaveValue('9608');
    expect(screen.getByLabelText('Pen & Pencil GST rate')).toHaveValue('18');
    expect(screen.getByLabelText('Colours GST rate')).toHaveValue('5');
    expect(screen.getByLabelText('Stationary Kit or Boxes HSN code')).toHaveValue('3926');
    expect(screen.getByLabelText('Stationary Kit or Boxes GST rate')).toHaveValue('18');
    expect(screen.getByLabelText('SAC code')).toHaveValue('998912');
    expect(screen.getByLabelText('Sales ledger')).toHaveValue('Sales');
  });

  it('when the owner types a GSTIN, then the page reads it as typed: the problem, then the state code', async () => {
    stubApi({
      ...NO_DEFAULT_ITEMS,
      [`GET ${TAX}`]: DEFAULT_TAX_SETTINGS,
    });
    const user = userEvent.setup();
    openTax();
    await user.click(await screen.findByRole('radio', { name: /Regular/ }));
    const gstin = screen.getByLabelText('GSTIN');

    await user.type(gstin, '27AAPFU0939F1ZA');
    expect(screen.getByText(/check character is wrong/)).toBeInTheDocument();

    await user.clear(gstin);
    await user.type(gstin, '27aapfu0939f1zv');
    expect(screen.getByText('Valid GSTIN, state code 27')).toBeInTheDocument();
  });

  it('when the owner registers the shop and saves, then the whole settings are PUT with the owner’s token, "Saving…" shows meanwhile and success is told', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubApi({
      ...NO_DEFAULT_ITEMS,
      [`GET ${TAX}`]: DEFAULT_TAX_SETTINGS,
      [`PUT ${TAX}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    openTax();
    await user.click(await screen.findByRole('radio', { name: /Regular/ }));
    await user.type(screen.getByLabelText('GSTIN'), '27aapfu0939f1zv');
    await user.type(screen.getByLabelText('Legal name'), 'Sharma Book Depot');
    const prefix = screen.getByLabelText('Invoice prefix');
    await user.clear(prefix);
    await user.type(prefix, 'sbd');
    expect(screen.getByText(invoiceNumber('SBD', new Date(), 1))).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Stationary Kit or Boxes GST rate'), '12');
    await user.clear(screen.getByLabelText('Stationary Kit or Boxes HSN code'));
    await user.type(screen.getByLabelText('Stationary Kit or Boxes HSN code'), '73269099');

    await user.click(screen.getByRole('button', { name: 'Save Tax Settings' }));

    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    const [request] = requestsTo(fetchMock, 'PUT', TAX);
    expect(request!.headers.get('Authorization')).toMatch(/^Bearer /);
    const saved: TaxSettings = {
      ...DEFAULT_TAX_SETTINGS,
      gstMode: 'regular',
      gstin: GSTIN,
      legalName: 'Sharma Book Depot',
      invoicePrefix: 'SBD',
      categoryDefaults: { ...DEFAULT_TAX_SETTINGS.categoryDefaults, box: { hsn: '73269099', gstRate: 12 } },
    };
    expect(await request!.json()).toEqual(saved);

    answer(jsonResponse(saved));

    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Tax Settings Saved', icon: 'success' }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Save Tax Settings' })).toBeEnabled();
    expect(screen.getByLabelText('GSTIN')).toHaveValue(GSTIN);
  });

  it('when a regular shop has a wrong GSTIN or an HSN of 5 digits, then each says so and nothing is sent', async () => {
    const fetchMock = stubApi({
      ...NO_DEFAULT_ITEMS,
      [`GET ${TAX}`]: DEFAULT_TAX_SETTINGS,
    });
    const user = userEvent.setup();
    openTax();
    await user.click(await screen.findByRole('radio', { name: /Regular/ }));
    await user.type(screen.getByLabelText('GSTIN'), '27AAPFU0939F1ZA');
    await user.type(screen.getByLabelText('Legal name'), 'Sharma Book Depot');
    await user.click(screen.getByRole('button', { name: 'Save Tax Settings' }));

    const gstin = screen.getByLabelText('GSTIN');
    await waitFor(() => expect(gstin).toHaveAttribute('aria-invalid', 'true'));
    expect(gstin).toHaveAccessibleDescription(/check character is wrong/);

    await user.clear(gstin);
    await user.type(gstin, GSTIN);
    const hsn = screen.getByLabelText('Book HSN code');
    await user.clear(hsn);
    await user.type(hsn, '49011');
    await user.click(screen.getByRole('button', { name: 'Save Tax Settings' }));

    expect(await screen.findByText('HSN code must be 4, 6 or 8 digits')).toBeInTheDocument();
    expect(hsn).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, 'PUT', TAX)).toHaveLength(0);
    expect(showAlert).not.toHaveBeenCalled();
  });

  it('when the server refuses the settings, then its message shows under the form and beside the field', async () => {
    stubApi({
      ...NO_DEFAULT_ITEMS,
      [`GET ${TAX}`]: DEFAULT_TAX_SETTINGS,
      [`PUT ${TAX}`]: () =>
        jsonResponse(
          {
            error: {
              code: 'validation',
              message: 'Invalid tax settings: tallyLedgers.cash: The cash ledger is required',
              issues: [{ path: 'tallyLedgers.cash', message: 'The cash ledger is required' }],
            },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    openTax();
    await screen.findByLabelText('Cash ledger');

    await user.click(screen.getByRole('button', { name: 'Save Tax Settings' }));

    const form = screen.getByRole('button', { name: 'Save Tax Settings' }).closest('form')!;
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent('Invalid tax settings: tallyLedgers.cash'),
    );
    expect(screen.getByLabelText('Cash ledger')).toHaveAccessibleDescription('The cash ledger is required');
    expect(showAlert).toHaveBeenCalledWith({ title: 'Failed to save tax settings.', icon: 'error' });
  });

  it('when the settings load, then each GST rate’s sales ledger shows its name, as saved or named from the sales ledger', async () => {
    stubApi({
      [`GET ${TAX}`]: {
        ...DEFAULT_TAX_SETTINGS,
        tallyLedgers: {
          ...DEFAULT_TAX_SETTINGS.tallyLedgers,
          salesByRate: { ...DEFAULT_TAX_SETTINGS.tallyLedgers.salesByRate, '5': 'Geometry Boxes 5%' },
        },
      },
    });
    openTax();

    const group = await screen.findByRole('group', { name: 'Sales ledger per GST rate' });
    expect(within(group).getByLabelText('Nil-rated sales ledger')).toHaveValue('Sales Nil Rated');
    expect(within(group).getByLabelText('5% sales ledger')).toHaveValue('Geometry Boxes 5%');
    expect(within(group).getByLabelText('12% sales ledger')).toHaveValue('Sales @ 12%');
    expect(within(group).getByLabelText('18% sales ledger')).toHaveValue('Sales @ 18%');
    expect(within(group).getByLabelText('28% sales ledger')).toHaveValue('Sales @ 28%');
    expect(within(group).getByLabelText('40% sales ledger')).toHaveValue('Sales @ 40%');
  });

  it('when the owner renames the sales ledger and names one rate’s, then the rates still named from it follow and the whole set is PUT', async () => {
    const fetchMock = stubApi({
      [`GET ${TAX}`]: DEFAULT_TAX_SETTINGS,
      [`PUT ${TAX}`]: (request: Request) =>
        request
          .clone()
          .json()
          .then((body) => jsonResponse(body)),
    });
    const user = userEvent.setup();
    openTax();
    const five = await screen.findByLabelText('5% sales ledger');
    await user.clear(five);
    await user.type(five, '  Boxes 5%  ');
    const sales = screen.getByLabelText('Sales ledger');
    await user.clear(sales);
    await user.type(sales, 'Shop Sales');

    expect(screen.getByLabelText('18% sales ledger')).toHaveValue('Shop Sales @ 18%');
    expect(screen.getByLabelText('Nil-rated sales ledger')).toHaveValue('Shop Sales Nil Rated');
    expect(five).toHaveValue('  Boxes 5%  ');
    await user.click(screen.getByRole('button', { name: 'Save Tax Settings' }));

    await waitFor(() => expect(requestsTo(fetchMock, 'PUT', TAX)).toHaveLength(1));
    const body = (await requestsTo(fetchMock, 'PUT', TAX)[0]!.json()) as TaxSettings;
    expect(body.tallyLedgers).toEqual({
      ...DEFAULT_TAX_SETTINGS.tallyLedgers,
      sales: 'Shop Sales',
      salesByRate: { ...salesLedgersByRate('Shop Sales'), '5': 'Boxes 5%' },
    });
  });

  it('when a rate’s sales ledger is left blank, then it says so beside the field and nothing is sent', async () => {
    const fetchMock = stubApi({ [`GET ${TAX}`]: DEFAULT_TAX_SETTINGS });
    const user = userEvent.setup();
    openTax();
    const twelve = await screen.findByLabelText('12% sales ledger');
    await user.clear(twelve);
    await user.click(screen.getByRole('button', { name: 'Save Tax Settings' }));

    await waitFor(() => expect(twelve).toHaveAttribute('aria-invalid', 'true'));
    expect(twelve).toHaveAccessibleDescription('The 12% sales ledger is required');
    expect(requestsTo(fetchMock, 'PUT', TAX)).toHaveLength(0);
  });

  it('when the settings cannot be read, then the page says so', async () => {
    stubApi({
      ...NO_DEFAULT_ITEMS,
      [`GET ${TAX}`]: () => jsonResponse({ error: { message: 'boom' } }, 500),
    });
    openTax();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching data');
  });

  it('when a series has given 90% of its numbers, then the page says which and what to do; a full one says it is full', async () => {
    stubApi({
      ...NO_DEFAULT_ITEMS,
      [`GET ${TAX}`]: DEFAULT_TAX_SETTINGS,
      [`GET ${TAX}/series`]: {
        series: [
          { document: 'invoice', series: 'SB/26-27/', used: 1200, capacity: 999_999, nearlyFull: false },
          {
            document: 'credit-note',
            series: 'SB/CN26-27/',
            used: 90_000,
            capacity: 99_999,
            nearlyFull: true,
          },
          {
            document: 'purchase-order',
            series: 'SB/PO26-27/',
            used: 9_999,
            capacity: 9_999,
            nearlyFull: true,
          },
        ],
      },
    });
    openTax();
    expect(await screen.findByText(/purchase orders’ series SB\/PO26-27\/ is full/)).toBeInTheDocument();
    const warning = (await screen.findByText(/credit notes’ series/)).closest('[role="alert"]');
    expect(warning).toHaveTextContent(
      'The credit notes’ series SB/CN26-27/ has given 90,000 of its 99,999 numbers this year. Set a new invoice prefix before it runs out',
    );
    expect(warning).not.toHaveTextContent('SB/26-27/');
  });

  it('when no series is nearly full, then nothing warns', async () => {
    const fetchMock = stubApi({
      ...NO_DEFAULT_ITEMS,
      [`GET ${TAX}`]: DEFAULT_TAX_SETTINGS,
      [`GET ${TAX}/series`]: {
        series: [{ document: 'invoice', series: 'SB/26-27/', used: 3, capacity: 999_999, nearlyFull: false }],
      },
    });
    openTax();
    await screen.findByRole('radio', { name: /Unregistered/ });
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', `${TAX}/series`)).toHaveLength(1));
    expect(screen.queryByText(/series SB/)).toBeNull();
  });
});
