import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsTo } from '@/test/api-stub';
import { storeAdminToken } from '@/lib/admin-session';
import { freshStaffToken } from '@/test/admin-token';
import { renderScreen } from '@/test/render';
import { Z_REPORT_SHEET_ID } from '../components/print-z-report';
import { closedOf, makeReport, stubDay } from '../testing/day-api';
import DayPage from './day-page';

const openPage = () => renderScreen(<DayPage />, { path: '/dashboard/day' });
const xReport = () => screen.findByRole('region', { name: 'X report' });

beforeEach(() => {
  vi.spyOn(window, 'print').mockImplementation(() => {});
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('DayPage', () => {
  it('when no day is open, then the owner opens one with a float and the X report shows it', async () => {
    const { fetchMock } = stubDay();
    const user = userEvent.setup();
    openPage();
    const form = await screen.findByRole('form', { name: 'Open the day' });
    await user.click(within(form).getByRole('button', { name: 'Open the day' }));
    expect(within(form).getByText(/Give the float in rupees/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Float (₹)'), '500');
    await user.click(within(form).getByRole('button', { name: 'Open the day' }));

    const report = await xReport();
    expect(within(report).getByLabelText('Cash in the drawer')).toHaveTextContent('Float₹500.00');
    expect(within(report).getByLabelText('Cash in the drawer')).toHaveTextContent('Expected cash₹500.00');
    const [post] = requestsTo(fetchMock, 'POST', '/api/counter/days/open');
    expect(await post!.json()).toEqual({ float: 500 });
  });

  it('when a day is open, then the X report shows the takings, bills and tax, and cash taken out is recorded and counted', async () => {
    const { fetchMock } = stubDay({ day: makeReport() });
    const user = userEvent.setup();
    openPage();
    const report = await xReport();
    expect(within(report).getByLabelText('Takings')).toHaveTextContent('UPI₹120.00');
    expect(within(report).getByLabelText('Takings')).toHaveTextContent(
      'BillsSB/25-26/00042 – SB/25-26/00045 (4, 1 cancelled)',
    );
    expect(within(report).getByRole('table', { name: 'Tax by rate' })).toHaveTextContent(
      '18%₹84.75₹7.62₹7.63',
    );

    const cash = screen.getByRole('form', { name: 'Cash in or out' });
    await user.click(within(cash).getByRole('button', { name: 'Record cash' }));
    expect(within(cash).getByText('Say why the cash goes in or out.')).toBeInTheDocument();
    await user.type(within(cash).getByLabelText('Amount (₹)'), '45.50');
    await user.type(within(cash).getByLabelText('Reason'), 'Tea');
    await user.click(within(cash).getByRole('button', { name: 'Record cash' }));

    expect(await screen.findByText('Cash out of ₹45.50 recorded.')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Cash in and out' })).toHaveTextContent(
      'Out: Tea− ₹45.50',
    );
    expect(within(await xReport()).getByLabelText('Cash in the drawer')).toHaveTextContent(
      'Expected cash₹704.50',
    );
    const [post] = requestsTo(fetchMock, 'POST', '/api/counter/days/current/cash-movements');
    expect(await post!.json()).toEqual({ type: 'out', amount: 45.5, reason: 'Tea' });
  });

  it('when the owner counts, then the expected cash is hidden until the count is in; a count off beyond the tolerance asks for a note, then the Z report prints', async () => {
    const { fetchMock } = stubDay({ day: makeReport() });
    const user = userEvent.setup();
    openPage();
    await user.click(within(await xReport()).getByRole('button', { name: 'Count and close' }));
    const form = screen.getByRole('form', { name: 'Count and close' });
    expect(screen.queryByText(/₹750\.00/)).not.toBeInTheDocument();

    await user.type(within(form).getByLabelText('Counted cash (₹)'), '690');
    await user.click(within(form).getByRole('button', { name: 'Close the day' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The count is ₹60.00 short of the expected ₹750.00: add a note saying why.',
    );
    const note = within(form).getByRole('textbox', { name: /Note: why the count is off/ });
    expect(note).toBeRequired();
    expect(note).toHaveAccessibleDescription(/note is required/);
    await user.type(note, 'Change given twice');
    await user.click(within(form).getByRole('button', { name: 'Close the day' }));

    const z = await screen.findByRole('article', { name: 'Z report for 2025-06-02' });
    expect(within(z).getByLabelText('The count')).toHaveTextContent(
      'Expected cash₹750.00Counted cash₹690.00Difference-₹60.00 (short)NoteChange given twice',
    );
    const posts = requestsTo(fetchMock, 'POST', '/api/counter/days/current/close');
    expect(await posts[1]!.json()).toEqual({ countedCash: 690, note: 'Change given twice' });

    await user.click(screen.getByRole('button', { name: 'Print Z report for 2025-06-02' }));
    expect(window.print).toHaveBeenCalledTimes(1);
    const sheet = document.getElementById(Z_REPORT_SHEET_ID)!;
    expect(sheet).toHaveTextContent('Z report · 2025-06-02');
    expect(sheet.querySelector('style')!.textContent).toContain('size: 58mm auto');
  });

  it('when a count is within the tolerance, then the day closes without a note and is listed among the closed days', async () => {
    stubDay({ day: makeReport() });
    const user = userEvent.setup();
    openPage();
    await user.click(within(await xReport()).getByRole('button', { name: 'Count and close' }));
    const form = screen.getByRole('form', { name: 'Count and close' });
    await user.type(within(form).getByLabelText('Counted cash (₹)'), '760');
    await user.click(within(form).getByRole('button', { name: 'Close the day' }));
    const z = await screen.findByRole('article', { name: 'Z report for 2025-06-02' });
    expect(within(z).getByLabelText('The count')).toHaveTextContent('Difference₹10.00 (over)');
    const closedDays = screen.getByRole('region', { name: 'Closed days' });
    expect(await within(closedDays).findByText(/counted ₹760\.00 · difference ₹10\.00/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('form', { name: 'Open the day' })).toBeInTheDocument();
  });

  it('when closed days are listed, then each can be printed again', async () => {
    const earlier = closedOf(makeReport({ date: '2025-06-01' }), 750, null);
    stubDay({ closed: [earlier] });
    const user = userEvent.setup();
    openPage();
    const closedDays = screen.getByRole('region', { name: 'Closed days' });
    await user.click(await within(closedDays).findByRole('button', { name: 'Print for 2025-06-01' }));
    expect(window.print).toHaveBeenCalledTimes(1);
    expect(document.getElementById(Z_REPORT_SHEET_ID)).toHaveTextContent('Z report · 2025-06-01');
  });

  it('when the day cannot be loaded, then it says so', async () => {
    stubDay({ routes: { 'GET /api/counter/days/current': () => jsonResponse({ error: {} }, 500) } });
    openPage();
    expect(await screen.findByText(/The day could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Closed days' })).toBeInTheDocument();
  });

  it('when the day was opened by someone, then the X report names them; a day from before names nobody', async () => {
    stubDay({ day: makeReport({ openedBy: { id: 'st-1', name: 'Meena' } }) });
    openPage();
    expect(within(await xReport()).getByText('Opened by Meena')).toBeInTheDocument();
    expect(within(await xReport()).queryByText(/Closed by/)).not.toBeInTheDocument();
  });

  it('when a closed day names who opened and closed it, then its Z report, shown and printed, names both; one from before names neither', async () => {
    const meena = { id: 'st-1', name: 'Meena' };
    const named = closedOf(makeReport({ date: '2025-06-01', openedBy: meena }), 750, null, {
      id: 'st-2',
      name: 'Ravi',
    });
    const older = closedOf(makeReport({ date: '2025-05-31' }), 750, null);
    stubDay({ closed: [named, older] });
    const user = userEvent.setup();
    openPage();
    const closedDays = screen.getByRole('region', { name: 'Closed days' });
    await user.click(await within(closedDays).findByRole('button', { name: 'Print for 2025-06-01' }));
    const sheet = within(document.getElementById(Z_REPORT_SHEET_ID)!);
    expect(sheet.getByText('Opened by Meena')).toBeInTheDocument();
    expect(sheet.getByText('Closed by Ravi')).toBeInTheDocument();
    window.dispatchEvent(new Event('afterprint'));
    await user.click(within(closedDays).getByRole('button', { name: 'Print for 2025-05-31' }));
    const olderSheet = document.getElementById(Z_REPORT_SHEET_ID)!;
    expect(olderSheet).toHaveTextContent('Z report · 2025-05-31');
    expect(olderSheet).not.toHaveTextContent(/Opened by|Closed by/);
  });

  it('when a cashier opens the day page, then the X report, each cashier’s part in it, is theirs to read but cash in and out, the count and the closed days are not offered', async () => {
    const { fetchMock } = stubDay({
      day: makeReport({
        byCashier: [
          {
            cashier: { id: 'st-1', name: 'Meena' },
            sales: 3,
            amount: 240,
            refunds: 0,
            voids: 0,
            collections: 2,
            collected: 99.5,
          },
          {
            cashier: { id: 'st-2', name: 'Ravi' },
            sales: 0,
            amount: 0,
            refunds: 20,
            voids: 1,
            collections: 0,
            collected: 0,
          },
        ],
      }),
    });
    storeAdminToken(freshStaffToken('Meena', 'cashier'));
    openPage();
    expect(within(await xReport()).getByLabelText('Takings')).toHaveTextContent('UPI₹120.00');
    const byCashier = within(await xReport()).getByRole('table', { name: 'By cashier' });
    expect(
      within(byCashier)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'CashierSalesTakenRefundsVoidsCollected',
      'Meena3₹240.00₹0.0002 · ₹99.50',
      'Ravi0₹0.00₹20.0010 · ₹0.00',
    ]);
    expect(screen.queryByRole('form', { name: 'Cash in or out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Count and close' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Closed days' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', '/api/counter/days')).toHaveLength(0);
  });
});
