import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAdminToken } from '@/lib/admin-session';
import { freshStaffToken } from '@/test/admin-token';
import { jsonResponse, requestsTo } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { makeSale, stubCounter } from '../testing/counter-api';
import CounterPage from './counter-page';

const NOTEBOOK = '8909876543210';
const SALES = '/api/counter/sales';
const STAFF = [
  { _id: 'st-1', name: 'Meena', role: 'cashier' },
  { _id: 'st-2', name: 'Ravi', role: 'manager' },
];

beforeEach(() => {
  vi.spyOn(window, 'print').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function ringUpAtOwnPrice(user: ReturnType<typeof userEvent.setup>) {
  renderScreen(<CounterPage />, { path: '/dashboard/counter' });
  const scanBox = screen.getByRole('combobox', { name: /Scan a barcode/ });
  await waitFor(() => expect(scanBox).toHaveFocus());
  await user.keyboard(`${NOTEBOOK}{Enter}`);
  await screen.findByText('A4 notebook');
  await user.type(screen.getByLabelText('Price each (₹)'), '40');
  await user.click(screen.getByRole('button', { name: 'Complete' }));
}

describe('CounterPage: a cashier’s own price', () => {
  it('when a cashier sells below the shop’s price, then a manager’s PIN is asked and the sale goes with the approval for its own key', async () => {
    const fetchMock = stubCounter({
      routes: {
        'GET /api/auth/counter-staff': STAFF,
        'POST /api/auth/approval': {
          token: 'approval-1',
          expiresAt: '',
          approver: { name: 'Ravi', role: 'manager' },
        },
        'POST /api/counter/sales': () => jsonResponse({ sale: makeSale() }, 201),
      },
    });
    storeAdminToken(freshStaffToken('Meena', 'cashier'));
    const user = userEvent.setup();
    await ringUpAtOwnPrice(user);

    const dialog = await screen.findByRole('dialog', { name: "A manager's approval" });
    // The managers come from the counter's staff list, which the dialog asks for as it opens.
    const ravi = await within(dialog).findByRole('radio', { name: 'Ravi' });
    expect(within(dialog).queryByRole('radio', { name: 'Meena' })).not.toBeInTheDocument();
    await user.click(ravi);
    await user.type(within(dialog).getByLabelText("Manager's PIN"), '1357');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await screen.findByText(/Sale No\. 7 completed/);
    const [sale] = requestsTo(fetchMock, 'POST', SALES);
    const [asked] = requestsTo(fetchMock, 'POST', '/api/auth/approval');
    expect(sale!.headers.get('X-Approval')).toBe('approval-1');
    expect(await asked!.json()).toEqual({
      staffId: 'st-2',
      pin: '1357',
      action: 'price',
      subject: sale!.headers.get('Idempotency-Key'),
    });
  });

  it('when the cashier cancels the manager’s PIN, then nothing is sent and the sale stays to be completed again', async () => {
    const fetchMock = stubCounter({ routes: { 'GET /api/auth/counter-staff': STAFF } });
    storeAdminToken(freshStaffToken('Meena', 'cashier'));
    const user = userEvent.setup();
    await ringUpAtOwnPrice(user);
    const dialog = await screen.findByRole('dialog', { name: "A manager's approval" });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText(/A price of your own needs a manager’s PIN/)).toBeInTheDocument();
    expect(screen.getByText('A4 notebook')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', SALES)).toHaveLength(0);
  });
});
