import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { indiaDay, type Supplier } from '@shop/backend/contract';
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

describe('paying a supplier and their statement', () => {
  it('when more than is owed is paid, then the owner is asked and it is sent again as an advance', async () => {
    const owed = 'Pustak Distributors is owed ₹1000.00; pay more only as an advance.';
    const fetchMock = openPage({
      'POST /api/suppliers/su-1/payments': async (request: Request) =>
        (await request.clone().json()).advance
          ? jsonResponse({ _id: 'sp-1', supplierId: 'su-1', amount: 1500, balance: -500 }, 201)
          : jsonResponse({ error: { code: 'conflict', message: owed, balance: 1000 } }, 409),
    });
    const row = (await screen.findByRole('rowheader', { name: 'Pustak Distributors' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Pay\W+Pustak Distributors$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Pay Pustak Distributors' });
    await userEvent.type(within(dialog).getByLabelText('Amount (₹)'), '1500');
    await userEvent.click(within(dialog).getByLabelText('UPI'));
    await userEvent.type(within(dialog).getByLabelText('Reference (UTR or cheque number)'), 'UTR4471');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    const asked = await within(dialog).findByRole('alert');
    expect(asked).toHaveTextContent(owed);
    expect(asked).toHaveTextContent('Record it all, the rest as an advance with Pustak Distributors?');
    expect(requestsTo(fetchMock, 'POST', '/api/suppliers/su-1/payments')).toHaveLength(1);
    await userEvent.click(within(asked).getByRole('button', { name: 'Record as advance' }));

    expect(
      await screen.findByText('₹1,500.00 paid to Pustak Distributors, ₹500.00 of it an advance.'),
    ).toBeVisible();
    const sent = requestsTo(fetchMock, 'POST', '/api/suppliers/su-1/payments');
    const body = { amount: 1500, method: 'upi', reference: 'UTR4471', date: indiaDay(new Date()) };
    expect(await Promise.all(sent.map((request) => request.json()))).toEqual([
      body,
      { ...body, advance: true },
    ]);
  });

  it('when cash is paid from the till, then the payment says so, is sent with fromTill, and the notice says the cash left the drawer', async () => {
    const fetchMock = openPage({
      'POST /api/suppliers/su-1/payments': () =>
        jsonResponse(
          { _id: 'sp-2', supplierId: 'su-1', amount: 300, balance: 700, cashMovementId: 'cm-1' },
          201,
        ),
    });
    const row = (await screen.findByRole('rowheader', { name: 'Pustak Distributors' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Pay\W+Pustak Distributors$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Pay Pustak Distributors' });
    expect(within(dialog).queryByLabelText(/Taken from the counter/)).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Amount (₹)'), '300');
    await userEvent.click(within(dialog).getByLabelText('Cash'));
    await userEvent.click(within(dialog).getByLabelText(/Taken from the counter/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    expect(
      await screen.findByText(
        "₹300.00 paid to Pustak Distributors. Still owed: ₹700.00. Taken out of today's cash.",
      ),
    ).toBeVisible();
    const [sent] = requestsTo(fetchMock, 'POST', '/api/suppliers/su-1/payments');
    expect(await sent!.json()).toEqual({
      amount: 300,
      method: 'cash',
      date: indiaDay(new Date()),
      fromTill: true,
    });
  });

  it('when Statement is pressed, then the opening, each entry with its running balance and the closing show', async () => {
    openPage({
      'GET /api/suppliers/su-1/statement': {
        supplier: { _id: 'su-1', name: 'Pustak Distributors', gstin: null },
        from: '2026-11-01',
        to: '2026-11-28',
        opening: 1200,
        entries: [
          {
            date: '2026-11-05',
            kind: 'bill',
            document: 'PD/1123',
            amount: 476,
            balance: 1676,
            purchaseId: 'pu-1',
            paymentId: null,
          },
          {
            date: '2026-11-20',
            kind: 'payment',
            document: 'UTR4471',
            amount: -1000,
            balance: 676,
            purchaseId: null,
            paymentId: 'sp-1',
          },
        ],
        closing: 676,
      },
    });
    const row = (await screen.findByRole('rowheader', { name: 'Pustak Distributors' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Statement\W+Pustak Distributors$/ }));
    const statement = screen.getByRole('region', { name: 'Statement of Pustak Distributors' });
    expect(await within(statement).findByText('Opening balance: ₹1,200.00')).toBeVisible();
    const payment = within(statement).getByRole('rowheader', { name: 'Payment UTR4471' }).closest('tr')!;
    expect(payment).toHaveTextContent('20 Nov 2026');
    expect(payment).toHaveTextContent('-₹1,000.00');
    expect(payment).toHaveTextContent('₹676.00');
    expect(
      within(statement).getByRole('rowheader', { name: 'Bill PD/1123' }).closest('tr'),
    ).toHaveTextContent('₹1,676.00');
    expect(within(statement).getByText('Closing balance: ₹676.00')).toBeVisible();
  });
});
