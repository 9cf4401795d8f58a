import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from '@/components/dialogs';
import { storeAdminToken } from '@/lib/admin-session';
import { freshStaffToken } from '@/test/admin-token';
import { jsonResponse, requestsTo } from '@/test/api-stub';
import { makeOrder } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { stubDesk } from '../testing/desk-api';
import ViewOrdersPage from './view-orders-page';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const ORDER_ID = 'a00000000000000000000007';
const CUSTOMER_ID = 'c00000000000000000000001';
const STATUS = `/api/orders/${ORDER_ID}/status`;

const order = makeOrder(ORDER_ID, '2025-11-18T09:00:00.000Z', {
  status: 'ready',
  pickupCode: 'R3ADY7',
  phone: '+91 98123 45678',
  totalPrice: 500,
});

const regular = {
  _id: CUSTOMER_ID,
  name: 'Asha Rao',
  phone: '+919812345678',
  gstin: null,
  address: null,
  state: null,
  stateCode: null,
  creditLimit: 1000,
  language: 'en',
  notes: '',
  remindedAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  balance: 900,
};

const STAFF = [
  { _id: 'st-1', name: 'Meena', role: 'cashier' },
  { _id: 'st-2', name: 'Ravi', role: 'manager' },
];

const overLimit = () =>
  jsonResponse(
    {
      error: {
        code: 'credit_limit',
        message:
          "Asha Rao owes ₹900.00 with a limit of ₹1000.00: this sale on account needs a manager's approval.",
        limit: 1000,
        balance: 900,
      },
    },
    409,
  );

/** The customers the shop knows, found only by the order's number as the search box starts with it. */
const customersByPhone = (request: Request) =>
  jsonResponse(new URL(request.url).searchParams.get('q') === '9812345678' ? [regular] : []);

/** Opens the order's payment dialog and picks its regular customer, found by the order's phone. */
async function collectForRegular(user: ReturnType<typeof userEvent.setup>) {
  renderScreen(<ViewOrdersPage />, { path: '/dashboard/view-orders', route: '/dashboard/view-orders' });
  await user.click(await screen.findByRole('button', { name: 'Mark collected' }));
  const dialog = screen.getByRole('dialog', { name: 'How was order R3ADY7 paid?' });
  expect(within(dialog).getByLabelText('Customer (on account)')).toHaveValue('9812345678');
  const found = await within(dialog).findByRole('button', { name: 'Asha Rao · +919812345678' });
  // Found is not chosen: on account is offered only once the owner picks the customer.
  expect(within(dialog).queryByRole('radio', { name: 'On account' })).not.toBeInTheDocument();
  await user.click(found);
  return dialog;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ViewOrdersPage: collecting on a customer’s account', () => {
  it('when the regular found by the order’s phone pays ₹300 cash and ₹200 on account, then PATCH sends both parts and the customer', async () => {
    const fetchMock = stubDesk({
      orders: [order],
      routes: {
        'GET /api/customers': customersByPhone,
        [`PATCH ${STATUS}`]: { ...order, status: 'collected' },
      },
    });
    const user = userEvent.setup();
    const dialog = await collectForRegular(user);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Split the payment' }));
    await user.type(within(dialog).getByLabelText('Cash (₹)'), '300');
    await user.type(within(dialog).getByLabelText('On account (₹)'), '200');
    await user.click(within(dialog).getByRole('button', { name: 'Mark collected' }));

    await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', STATUS)).toHaveLength(1));
    expect(await requestsTo(fetchMock, 'PATCH', STATUS)[0]!.json()).toEqual({
      status: 'collected',
      customerId: CUSTOMER_ID,
      payments: [
        { method: 'cash', amount: 300 },
        { method: 'account', amount: 200 },
      ],
    });
    expect(
      await screen.findByText(/is now Collected \(paid by ₹300\.00 cash \+ ₹200\.00 on account\)/),
    ).toBeInTheDocument();
  });

  it('when the part on account passes the credit limit, then a cashier’s collection goes again with the manager’s approval for the order', async () => {
    const fetchMock = stubDesk({
      orders: [order],
      routes: {
        'GET /api/customers': customersByPhone,
        'GET /api/auth/counter-staff': STAFF,
        'POST /api/auth/approval': {
          token: 'approval-1',
          expiresAt: '',
          approver: { name: 'Ravi', role: 'manager' },
        },
        [`PATCH ${STATUS}`]: (request: Request) =>
          request.headers.get('X-Approval') ? jsonResponse({ ...order, status: 'collected' }) : overLimit(),
      },
    });
    storeAdminToken(freshStaffToken('Meena', 'cashier'));
    const user = userEvent.setup();
    const dialog = await collectForRegular(user);
    await user.click(within(dialog).getByRole('radio', { name: 'On account' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark collected' }));

    const approval = await screen.findByRole('dialog', { name: "A manager's approval" });
    await user.click(await within(approval).findByRole('radio', { name: 'Ravi' }));
    await user.type(within(approval).getByLabelText("Manager's PIN"), '1357');
    await user.click(within(approval).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText(/is now Collected \(paid by ₹500\.00 on account\)/)).toBeInTheDocument();
    const [refused, approved] = requestsTo(fetchMock, 'PATCH', STATUS);
    const body = {
      status: 'collected',
      customerId: CUSTOMER_ID,
      payments: [{ method: 'account', amount: 500 }],
    };
    expect(refused!.headers.get('X-Approval')).toBeNull();
    expect(await refused!.json()).toEqual(body);
    expect(approved!.headers.get('X-Approval')).toBe('approval-1');
    expect(await approved!.json()).toEqual(body);
    expect(await requestsTo(fetchMock, 'POST', '/api/auth/approval')[0]!.json()).toEqual({
      staffId: 'st-2',
      pin: '1357',
      action: 'credit',
      subject: ORDER_ID,
    });
    expect(showAlert).not.toHaveBeenCalled();
  });

  it('when the manager’s approval is dismissed, then nothing more is sent, nothing is reported and the order stays ready', async () => {
    const fetchMock = stubDesk({
      orders: [order],
      routes: {
        'GET /api/customers': customersByPhone,
        'GET /api/auth/counter-staff': STAFF,
        [`PATCH ${STATUS}`]: overLimit,
      },
    });
    storeAdminToken(freshStaffToken('Meena', 'cashier'));
    const user = userEvent.setup();
    const dialog = await collectForRegular(user);
    await user.click(within(dialog).getByRole('radio', { name: 'On account' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark collected' }));

    const approval = await screen.findByRole('dialog', { name: "A manager's approval" });
    await user.click(within(approval).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark collected' })).toBeEnabled());
    expect(requestsTo(fetchMock, 'PATCH', STATUS)).toHaveLength(1);
    expect(showAlert).not.toHaveBeenCalled();
    expect(screen.queryByText(/is now Collected/)).not.toBeInTheDocument();
  });
});
