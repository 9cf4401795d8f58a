import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestsTo } from '@/test/api-stub';
import { makeOrder } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { stubDesk } from '../testing/desk-api';
import ViewOrdersPage from './view-orders-page';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const READY_ID = 'a00000000000000000000002';
const statusPath = `/api/orders/${READY_ID}/status`;
const ready = makeOrder(READY_ID, '2025-11-18T09:00:00.000Z', {
  status: 'ready',
  pickupCode: 'R3ADY2',
  totalPrice: 240,
  holdUntil: '2099-11-25T18:29:59.999Z',
});

async function openPaymentDialog() {
  const fetchMock = stubDesk({
    orders: [ready],
    routes: { [`PATCH ${statusPath}`]: { ...ready, status: 'collected' } },
  });
  const user = userEvent.setup();
  renderScreen(<ViewOrdersPage />, { path: '/dashboard/view-orders' });
  await user.click(await screen.findByRole('button', { name: 'Mark collected' }));
  const dialog = screen.getByRole('dialog', { name: 'How was order R3ADY2 paid?' });
  await user.click(within(dialog).getByRole('radio', { name: 'Card' }));
  const toggle = within(dialog).getByRole('button', { name: 'Buyer on the bill' });
  return { fetchMock, user, dialog, toggle };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ViewOrdersPage: collecting for a business buyer', () => {
  it('when a buyer’s name and GSTIN are given at collection, then the collected change carries them', async () => {
    const { fetchMock, user, dialog, toggle } = await openPaymentDialog();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.type(within(dialog).getByRole('textbox', { name: 'Buyer’s name' }), 'Vidya Traders');
    await user.type(within(dialog).getByRole('textbox', { name: 'GSTIN (optional)' }), '27AAPF U0939 F1ZV');
    expect(within(dialog).getByText('State: Maharashtra (27), from the GSTIN')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Address' }),
      '5 Sitabuldi Main Road, Nagpur',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark collected' }));

    await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', statusPath)).toHaveLength(1));
    expect(await requestsTo(fetchMock, 'PATCH', statusPath)[0]!.json()).toEqual({
      status: 'collected',
      payment: { method: 'card' },
      buyer: { name: 'Vidya Traders', gstin: '27AAPFU0939F1ZV', address: '5 Sitabuldi Main Road, Nagpur' },
    });
  });

  it('when the section is left closed, then the change carries no buyer', async () => {
    const { fetchMock, user, dialog } = await openPaymentDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Mark collected' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', statusPath)).toHaveLength(1));
    expect(await requestsTo(fetchMock, 'PATCH', statusPath)[0]!.json()).toEqual({
      status: 'collected',
      payment: { method: 'card' },
    });
  });

  it('when the GSTIN is wrong or has no name, then the dialog says so under the fields and sends nothing', async () => {
    const { fetchMock, user, dialog, toggle } = await openPaymentDialog();
    await user.click(toggle);
    const gstin = within(dialog).getByRole('textbox', { name: 'GSTIN (optional)' });
    await user.type(gstin, '27AAPFU0939F1Z');
    await user.click(within(dialog).getByRole('button', { name: 'Mark collected' }));

    expect(gstin).toHaveAccessibleDescription('GSTIN must be 15 characters; this has 14');
    expect(within(dialog).getByRole('textbox', { name: 'Buyer’s name' })).toHaveAccessibleDescription(
      /A bill to a GSTIN needs the buyer’s name\./,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PATCH', statusPath)).toHaveLength(0);
  });
});
