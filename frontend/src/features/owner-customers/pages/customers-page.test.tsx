import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopCustomer } from '@shop/backend/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeAdminToken } from '@/lib/admin-session';
import { freshAdminToken, freshStaffToken } from '@/test/admin-token';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import CustomersPage from './customers-page';

const school: ShopCustomer = {
  _id: 'cu-1',
  name: 'Sunrise School',
  phone: '+919876543210',
  gstin: '27AAAPL1234C1ZE',
  address: 'Station Road, Nagpur',
  state: 'Maharashtra',
  stateCode: '27',
  creditLimit: 20000,
  language: 'en',
  notes: '',
  remindedAt: null,
  createdAt: '2026-11-01T04:00:00.000Z',
  updatedAt: '2026-11-01T04:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

function openPage(token: string, routes: Record<string, unknown> = {}) {
  storeAdminToken(token);
  const fetchMock = stubApi({
    'GET /api/customers': (request: Request) => {
      const q = new URL(request.url).searchParams.get('q');
      const found = !q || school.name.toLowerCase().includes(q.toLowerCase()) ? [school] : [];
      return jsonResponse(found, 200, { 'X-Total-Count': String(found.length) });
    },
    ...routes,
  });
  renderScreen(<CustomersPage />, { path: '/dashboard/customers' });
  return fetchMock;
}

describe('the Customers page', () => {
  it('when the owner searches, then the list asks for that name and says when nobody matches', async () => {
    const fetchMock = openPage(freshAdminToken());
    const row = (await screen.findByRole('rowheader', { name: 'Sunrise School' })).closest('tr')!;
    expect(row).toHaveTextContent('+919876543210');
    expect(row).toHaveTextContent('₹20,000.00');

    await userEvent.type(screen.getByLabelText('Name, mobile number or GSTIN'), 'zzz');
    expect(await screen.findByText('No customer matches. Add them below.')).toBeInTheDocument();
    const asked = requestsTo(fetchMock, 'GET', '/api/customers').map((request) =>
      new URL(request.url).searchParams.get('q'),
    );
    expect(asked.at(-1)).toBe('zzz');
  });

  it('when the owner adds a customer with a credit limit, then it is sent with the limit, and the API’s refusal shows', async () => {
    let refuse = true;
    const fetchMock = openPage(freshAdminToken(), {
      'POST /api/customers': () =>
        refuse
          ? jsonResponse(
              { error: { code: 'conflict', message: 'A customer with this phone number already exists.' } },
              409,
            )
          : jsonResponse({ ...school, _id: 'cu-2', name: 'Asha Tuition' }, 201),
    });
    await screen.findByRole('rowheader', { name: 'Sunrise School' });
    const form = screen.getByRole('button', { name: 'Add customer' }).closest('form')!;
    await userEvent.type(within(form).getByLabelText('Name'), 'Asha Tuition');
    await userEvent.type(within(form).getByLabelText('Mobile number'), '98765 43210');
    await userEvent.type(within(form).getByLabelText('State'), 'Maharashtra');
    await userEvent.type(within(form).getByLabelText('Credit limit (₹)'), '5000');
    await userEvent.click(within(form).getByRole('button', { name: 'Add customer' }));
    expect(await within(form).findByText('A customer with this phone number already exists.')).toBeVisible();

    refuse = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Add customer' }));
    expect(await within(form).findByText('Asha Tuition is added.')).toBeVisible();
    const sent = requestsTo(fetchMock, 'POST', '/api/customers');
    expect(await sent.at(-1)!.json()).toEqual({
      name: 'Asha Tuition',
      phone: '98765 43210',
      gstin: null,
      address: null,
      state: 'Maharashtra',
      creditLimit: 5000,
      language: 'en',
      notes: '',
    });
  });

  it('when a cashier opens the page, then they find and add customers but set no credit limit and edit nobody', async () => {
    const fetchMock = openPage(freshStaffToken('Meena', 'cashier'), {
      'POST /api/customers': () => jsonResponse({ ...school, _id: 'cu-2', name: 'Walk-in Ravi' }, 201),
    });
    await screen.findByRole('rowheader', { name: 'Sunrise School' });
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    const form = screen.getByRole('button', { name: 'Add customer' }).closest('form')!;
    expect(within(form).queryByLabelText('Credit limit (₹)')).toBeNull();

    await userEvent.type(within(form).getByLabelText('Name'), 'Walk-in Ravi');
    await userEvent.type(within(form).getByLabelText('Mobile number'), '9123456780');
    await userEvent.click(within(form).getByRole('button', { name: 'Add customer' }));
    await within(form).findByText('Walk-in Ravi is added.');
    const [sent] = requestsTo(fetchMock, 'POST', '/api/customers');
    expect(await sent!.json()).not.toHaveProperty('creditLimit');
  });

  it('when the owner edits a customer, then every field goes back with the change, the number as ten digits', async () => {
    const fetchMock = openPage(freshAdminToken(), {
      'PUT /api/customers/cu-1': { ...school, creditLimit: 25000 },
    });
    const row = (await screen.findByRole('rowheader', { name: 'Sunrise School' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Edit\W+Sunrise School$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Sunrise School' });
    expect(within(dialog).queryByLabelText('State')).toBeNull();
    const limit = within(dialog).getByLabelText('Credit limit (₹)');
    await userEvent.clear(limit);
    await userEvent.type(limit, '25000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Sunrise School is saved.')).toBeInTheDocument();
    const [sent] = requestsTo(fetchMock, 'PUT', '/api/customers/cu-1');
    expect(await sent!.json()).toEqual({
      name: 'Sunrise School',
      phone: '9876543210',
      gstin: '27AAAPL1234C1ZE',
      address: 'Station Road, Nagpur',
      state: null,
      creditLimit: 25000,
      language: 'en',
      notes: '',
    });
  });
});
