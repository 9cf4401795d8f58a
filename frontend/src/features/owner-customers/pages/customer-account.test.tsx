import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountReceipt, ShopCustomer } from '@shop/backend/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeAdminToken } from '@/lib/admin-session';
import { freshAdminToken, freshStaffToken } from '@/test/admin-token';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import CustomersPage from './customers-page';

const school: ShopCustomer & { balance: number } = {
  _id: 'cu-1',
  name: 'Sunrise School',
  phone: '+919876543210',
  gstin: null,
  address: null,
  state: null,
  stateCode: null,
  creditLimit: 1000,
  language: 'en',
  notes: '',
  remindedAt: null,
  balance: 500,
  createdAt: '2026-11-01T04:00:00.000Z',
  updatedAt: '2026-11-01T04:00:00.000Z',
};

const sale = {
  _id: 'e1',
  customerId: 'cu-1',
  kind: 'sale',
  amount: 500,
  at: '2026-10-05T05:00:00.000Z',
  date: '2026-10-05',
  document: 'SB/26-27/00012',
  orderId: 'o1',
  method: null,
  reference: null,
  note: null,
  advance: false,
  by: null,
};

const receipt: AccountReceipt = {
  number: 'SB/RV26-27/00001',
  customer: { _id: 'cu-1', name: 'Sunrise School', phone: '+919876543210' },
  amount: 200,
  method: 'upi',
  reference: 'UTR9',
  note: null,
  at: '2026-11-28T05:00:00.000Z',
  balance: 300,
  by: { id: 'o', name: 'Owner' },
};

afterEach(() => vi.unstubAllGlobals());

function openAccount(token: string, routes: Record<string, unknown> = {}) {
  storeAdminToken(token);
  const fetchMock = stubApi({
    'GET /api/customers': () => jsonResponse([school], 200, { 'X-Total-Count': '1' }),
    'GET /api/customers/dues': () =>
      jsonResponse([
        {
          customer: { _id: 'cu-1', name: 'Sunrise School', phone: school.phone, gstin: null },
          balance: 500,
          oldestDue: '2026-10-05',
          ageing: { days0to30: 0, days31to60: 500, days61to90: 0, over90: 0 },
          remindedAt: null,
        },
      ]),
    'GET /api/customers/cu-1/account': () =>
      jsonResponse({
        customer: school,
        balance: 500,
        oldestDue: '2026-10-05',
        ageing: { days0to30: 0, days31to60: 500, days61to90: 0, over90: 0 },
        entries: [sale],
      }),
    ...routes,
  });
  renderScreen(<CustomersPage />, { path: '/dashboard/customers' });
  return fetchMock;
}

describe('a customer’s account on the Customers page', () => {
  it('when a manager opens the page, then who owes is listed with the oldest bill', async () => {
    openAccount(freshStaffToken('Ravi', 'manager'));
    const dues = await screen.findByRole('table', { name: 'Customers who owe, the longest owed first' });
    expect(within(dues).getByRole('row', { name: /Sunrise School/ })).toHaveTextContent(
      'Owes₹500.00Oldest unpaid bill05/10/2026',
    );
  });

  it('when a cashier opens the page, then who owes is not there', async () => {
    openAccount(freshStaffToken('Meena', 'cashier'));
    await screen.findByRole('rowheader', { name: 'Sunrise School' });
    expect(screen.queryByRole('heading', { name: 'Who owes' })).toBeNull();
  });

  it('when a payment is taken, then its amount, method and reference are sent and its receipt shows the balance after', async () => {
    const fetchMock = openAccount(freshAdminToken(), {
      'POST /api/customers/cu-1/payments': () => jsonResponse(receipt, 201),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Account\W+Sunrise School$/ }));
    expect(await screen.findByText('Owes ₹500.00, the oldest unpaid bill of 05/10/2026.')).toBeVisible();
    expect(screen.getByRole('row', { name: /Bill SB\/26-27\/00012/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Take payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Payment from Sunrise School' });
    const amount = within(dialog).getByLabelText('Amount (₹)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '200');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'UPI' }));
    await userEvent.type(within(dialog).getByLabelText('Transaction or slip number (optional)'), 'UTR9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take payment' }));
    const slip = await screen.findByRole('article', { name: 'Receipt SB/RV26-27/00001' });
    expect(slip).toHaveTextContent('₹200.00 by UPI · UTR9');
    expect(slip).toHaveTextContent('Balance after this payment: ₹300.00');
    const [posted] = requestsTo(fetchMock, 'POST', '/api/customers/cu-1/payments');
    expect(await posted!.json()).toEqual({ amount: 200, method: 'upi', reference: 'UTR9' });
  });

  it('when a reminder is sent, then WhatsApp opens at the link the API made', async () => {
    const opened = vi.fn();
    vi.stubGlobal('open', opened);
    openAccount(freshAdminToken(), {
      'POST /api/customers/cu-1/reminders': () =>
        jsonResponse(
          { url: 'https://wa.me/919876543210?text=due', text: 'due', due: 500, oldestDue: '2026-10-05' },
          201,
        ),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Account\W+Sunrise School$/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send reminder' }));
    expect(opened).toHaveBeenCalledWith('https://wa.me/919876543210?text=due', '_blank', 'noopener');
  });

  it('when the statement is saved as a PDF, then the period’s PDF is fetched and saved under the customer’s number', async () => {
    const fetchMock = openAccount(freshAdminToken(), {
      'GET /api/customers/cu-1/statement': () =>
        jsonResponse({
          shop: { name: 'Saraswati Books', address: 'Nagpur', gstin: '' },
          customer: school,
          from: '2026-11-01',
          to: '2026-11-28',
          opening: 500,
          entries: [],
          closing: 500,
        }),
      'GET /api/customers/cu-1/statement.pdf': () =>
        new Response(new Blob(['%PDF-1.3']), { headers: { 'content-type': 'application/pdf' } }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:statement');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Account\W+Sunrise School$/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Statement' }));
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-10-01');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-10-31');
    const save = screen.getByRole('button', { name: 'Save as PDF' });
    expect(save).toHaveAccessibleDescription(/In English, the customer's language/);
    await userEvent.click(save);
    await waitFor(() => expect(saved).toEqual(['statement-9876543210-2026-10-01-2026-10-31.pdf']));
    const [asked] = requestsTo(fetchMock, 'GET', '/api/customers/cu-1/statement.pdf');
    expect(new URL(asked!.url).search).toBe('?from=2026-10-01&to=2026-10-31');
  });
});
