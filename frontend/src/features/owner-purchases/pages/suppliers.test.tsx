import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Supplier } from '@shop/backend/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeAdminToken } from '@/lib/admin-session';
import { freshStaffToken } from '@/test/admin-token';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import PurchasesPage from './purchases-page';

const pustakDistributors: Supplier = {
  _id: 'su-1',
  name: 'Pustak Distributors',
  gstin: '27AAAPL1234C1ZE',
  address: 'Sitabuldi, Nagpur',
  state: 'Maharashtra',
  stateCode: '27',
  phone: '+919876543210',
  paymentTermsDays: 30,
  createdAt: '2026-11-01T04:00:00.000Z',
  updatedAt: '2026-11-01T04:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

function openPage(routes: Record<string, unknown> = {}) {
  storeAdminToken(freshStaffToken('Ravi', 'manager'));
  const fetchMock = stubApi({
    'GET /api/suppliers': () => jsonResponse([pustakDistributors], 200, { 'X-Total-Count': '1' }),
    'GET /api/purchases': () => jsonResponse([], 200, { 'X-Total-Count': '0' }),
    ...routes,
  });
  renderScreen(<PurchasesPage />, { path: '/dashboard/purchases' });
  return fetchMock;
}

const suppliersTable = () => screen.getByRole('table', { name: 'Suppliers' });

describe('the suppliers of the Purchases page', () => {
  it('when a manager opens the page, then each supplier shows their GSTIN, state, phone and terms', async () => {
    openPage();
    const row = (await screen.findByRole('rowheader', { name: 'Pustak Distributors' })).closest('tr')!;
    expect(row).toHaveTextContent('27AAAPL1234C1ZE');
    expect(row).toHaveTextContent('Maharashtra');
    expect(row).toHaveTextContent('+919876543210');
    expect(row).toHaveTextContent('30 days');
  });

  it('when a supplier without a GSTIN is added, then the state is asked for and the exact body is sent', async () => {
    const fetchMock = openPage({
      'POST /api/suppliers': () =>
        jsonResponse({ ...pustakDistributors, _id: 'su-2', name: 'Kamal Stationers', gstin: null }, 201),
    });
    await screen.findByRole('rowheader', { name: 'Pustak Distributors' });
    await userEvent.click(screen.getByRole('button', { name: 'Add supplier' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a supplier' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Kamal Stationers');
    await userEvent.type(within(dialog).getByLabelText('Address'), 'Itwari, Nagpur');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("Type the supplier's state, or their GSTIN.")).toBeVisible();
    expect(requestsTo(fetchMock, 'POST', '/api/suppliers')).toHaveLength(0);

    expect(within(dialog).getByLabelText('State')).toHaveAccessibleDescription(
      'Needed without a GSTIN: it decides between CGST with SGST and IGST.',
    );
    await userEvent.type(within(dialog).getByLabelText('State'), 'Maharashtra');
    await userEvent.type(within(dialog).getByLabelText('Mobile number'), '9123456780');
    const terms = within(dialog).getByLabelText('Payment terms (days)');
    await userEvent.clear(terms);
    await userEvent.type(terms, '15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Kamal Stationers is added.')).toBeInTheDocument();
    const [sent] = requestsTo(fetchMock, 'POST', '/api/suppliers');
    expect(await sent!.json()).toEqual({
      name: 'Kamal Stationers',
      gstin: null,
      address: 'Itwari, Nagpur',
      state: 'Maharashtra',
      phone: '9123456780',
      paymentTermsDays: 15,
    });
  });

  it('when an edit gives another supplier’s GSTIN, then the API’s 409 message shows in the dialog', async () => {
    const fetchMock = openPage({
      'PUT /api/suppliers/su-1': () =>
        jsonResponse(
          { error: { code: 'conflict', message: 'A supplier with this GSTIN already exists.' } },
          409,
        ),
    });
    const row = (await screen.findByRole('rowheader', { name: 'Pustak Distributors' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Edit\W+Pustak Distributors$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Pustak Distributors' });
    expect(within(dialog).queryByLabelText('State')).toBeNull();
    const gstin = within(dialog).getByLabelText('GSTIN');
    await userEvent.clear(gstin);
    await userEvent.type(gstin, '27aabcu9603r1zm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('A supplier with this GSTIN already exists.')).toBeVisible();
    const [sent] = requestsTo(fetchMock, 'PUT', '/api/suppliers/su-1');
    expect(await sent!.json()).toEqual({
      name: 'Pustak Distributors',
      gstin: '27AABCU9603R1ZM',
      address: 'Sitabuldi, Nagpur',
      state: null,
      phone: '9876543210',
      paymentTermsDays: 30,
    });
    expect(suppliersTable()).toBeInTheDocument();
  });
});
