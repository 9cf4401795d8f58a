import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportDays } from '@shop/backend/contract';
import { storeAdminToken } from '@/lib/admin-session';
import { STATUS_TEXTS } from '@/lib/spec-texts';
import { freshAdminToken } from '@/test/admin-token';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import ReportsPage from './reports-page';

const DAYS = '/api/reports/days';

const october: ReportDays = {
  from: '2025-10-01',
  to: '2025-10-31',
  days: [
    {
      date: '2025-10-07',
      takings: { cash: 325, upi: 9.99, card: 0 },
      taxable: 300.2,
      cgst: 12.37,
      sgst: 12.42,
      byRate: [
        { rate: 0, taxable: 130, cgst: 0, sgst: 0 },
        { rate: 18, taxable: 72.02, cgst: 6.48, sgst: 6.49 },
      ],
      invoices: 2,
      creditNotes: 0,
    },
    {
      date: '2025-10-08',
      takings: { cash: -25, upi: 0, card: 120 },
      taxable: 93.1,
      cgst: 0.95,
      sgst: 0.95,
      byRate: [{ rate: 5, taxable: 114.29, cgst: 2.85, sgst: 2.86 }],
      invoices: 1,
      creditNotes: 1,
    },
  ],
  totals: {
    takings: { cash: 300, upi: 9.99, card: 120 },
    taxable: 393.3,
    cgst: 13.32,
    sgst: 13.37,
    byRate: [{ rate: 18, taxable: 72.02, cgst: 6.48, sgst: 6.49 }],
    invoices: 3,
    creditNotes: 1,
  },
};

const NOBODY_OWES = {
  asOf: '2026-11-28',
  customers: [],
  totals: { balance: 0, days0to30: 0, days31to60: 0, days61to90: 0, over90: 0 },
};

const openReports = () =>
  renderScreen(<ReportsPage />, { path: '/dashboard/reports', route: '/dashboard/reports' });

beforeEach(() => storeAdminToken(freshAdminToken()));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Reports', () => {
  it('when opened, then it covers this month so far in India and shows each day’s takings and tax per rate', async () => {
    // 31 October, 20:00 in UTC: already 1 November in India.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-10-31T20:00:00.000Z'));
    const fetchMock = stubApi({ [`GET ${DAYS}`]: october });
    openReports();

    expect(screen.getByLabelText('From')).toHaveValue('2025-11-01');
    expect(screen.getByLabelText('To (inclusive)')).toHaveValue('2025-11-01');
    const day = await screen.findByRole('region', { name: 'Tue 7 Oct 2025' });
    expect(within(day).getByText('2 bills, 0 credit notes')).toBeInTheDocument();
    expect(within(day).getByText('₹325.00')).toBeInTheDocument();
    expect(within(day).getByRole('row', { name: /18%.*₹72\.02.*₹6\.48.*₹6\.49/ })).toBeInTheDocument();
    const refunds = screen.getByRole('region', { name: 'Wed 8 Oct 2025' });
    expect(within(refunds).getByText('-₹25.00')).toBeInTheDocument();
    const period = screen.getByRole('region', { name: 'Whole period' });
    expect(within(period).getByText('3 bills, 1 credit note')).toBeInTheDocument();
    const url = new URL(requestsTo(fetchMock, 'GET', DAYS)[0]!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: '2025-11-01', to: '2025-11-01' });
  });

  it('when the period has no bills, then it says so', async () => {
    stubApi({ [`GET ${DAYS}`]: { ...october, days: [] } });
    openReports();
    expect(await screen.findByText('No bills in this period.')).toBeInTheDocument();
  });

  it('when the days cannot be read, then the specification’s error line shows', async () => {
    stubApi({
      [`GET ${DAYS}`]: () => jsonResponse({ error: { message: 'down' } }, 503),
      'GET /api/reports/receivables': NOBODY_OWES,
    });
    openReports();
    expect(await screen.findByRole('alert')).toHaveTextContent(STATUS_TEXTS.fetchError);
  });

  it('when customers owe, then the receivables table ages each and totals them, and the CSV is one press away', async () => {
    stubApi({
      [`GET ${DAYS}`]: october,
      'GET /api/reports/receivables': {
        asOf: '2026-11-28',
        customers: [
          {
            customer: { _id: 'c1', name: 'Sunrise School', phone: '+919876543210', gstin: null },
            balance: 300.5,
            oldestDue: '2026-09-19',
            ageing: { days0to30: 50.5, days31to60: 100, days61to90: 150, over90: 0 },
            remindedAt: null,
          },
        ],
        totals: { balance: 300.5, days0to30: 50.5, days31to60: 100, days61to90: 150, over90: 0 },
      },
    });
    openReports();
    const table = await screen.findByRole('table', { name: /^What customers owe on 2026-11-28/ });
    expect(within(table).getByRole('row', { name: /Sunrise School/ })).toHaveTextContent(
      'Sunrise School₹300.50₹50.50₹100.00₹150.00₹0.00',
    );
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('Total₹300.50');
    expect(screen.getByRole('button', { name: 'Download receivables CSV' })).toBeEnabled();
  });

  it('when the first day is after the last, then it says so, asks nothing and offers no download', async () => {
    const fetchMock = stubApi({ [`GET ${DAYS}`]: october });
    const user = userEvent.setup();
    openReports();
    await screen.findByRole('region', { name: 'Whole period' });
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2099-01-01');
    expect(await screen.findByText('The first day must not be after the last.')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    for (const button of within(screen.getByRole('list', { name: 'Downloads' })).getAllByRole('button')) {
      expect(button).toBeDisabled();
    }
    expect(requestsTo(fetchMock, 'GET', DAYS).every((request) => !request.url.includes('2099'))).toBe(true);
  });

  it('when a download is pressed, then the file is fetched with the owner’s token and saved named for the range', async () => {
    const fetchMock = stubApi({
      [`GET ${DAYS}`]: october,
      'GET /api/reports/hsn-summary.csv': () =>
        new Response('\uFEFFHSN,Description\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:hsn');
    URL.revokeObjectURL = vi.fn();
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const user = userEvent.setup();
    openReports();
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2025-10-01');
    const to = screen.getByLabelText('To (inclusive)');
    await user.clear(to);
    await user.type(to, '2025-10-31');

    await user.click(screen.getByRole('button', { name: 'HSN summary (CSV)' }));

    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]!.download).toBe('hsn-summary-2025-10-01-to-2025-10-31.csv');
    const [request] = requestsTo(fetchMock, 'GET', '/api/reports/hsn-summary.csv');
    expect(request!.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(Object.fromEntries(new URL(request!.url).searchParams)).toEqual({
      from: '2025-10-01',
      to: '2025-10-31',
    });
  });

  it('when the month’s GSTR-1 set is pressed, then one zip is fetched with the owner’s token and saved named for the range', async () => {
    const fetchMock = stubApi({
      [`GET ${DAYS}`]: october,
      'GET /api/reports/gstr1.zip': () =>
        new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), {
          headers: { 'content-type': 'application/zip' },
        }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:zip');
    URL.revokeObjectURL = vi.fn();
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const user = userEvent.setup();
    openReports();
    const downloads = screen.getByRole('list', { name: 'Downloads' });
    const buttons = within(downloads).getAllByRole('button');
    expect(buttons[0]).toHaveAccessibleName('GSTR-1 files of the period (ZIP)');
    expect(buttons.map((button) => button.textContent)).toEqual(
      expect.arrayContaining([
        'B2B invoices (CSV)',
        'B2C (small) (CSV)',
        'Nil rated (CSV)',
        'HSN summary, B2C (CSV)',
      ]),
    );

    await user.click(buttons[0]!);

    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]!.download).toMatch(/^gstr1-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.zip$/);
    const [request] = requestsTo(fetchMock, 'GET', '/api/reports/gstr1.zip');
    expect(request!.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('when a download is refused, then the API’s message shows beside its button', async () => {
    stubApi({
      [`GET ${DAYS}`]: october,
      'GET /api/reports/tally.xml': () =>
        jsonResponse({ error: { code: 'validation', message: 'Too long a range' } }, 400),
    });
    const user = userEvent.setup();
    openReports();
    await user.click(screen.getByRole('button', { name: 'Tally vouchers (XML)' }));
    expect(await screen.findByText('Too long a range')).toBeInTheDocument();
  });
});
