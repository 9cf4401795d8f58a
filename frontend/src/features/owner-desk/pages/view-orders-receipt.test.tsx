import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/render';
import { makeOrder } from '@/test/fixtures';
import { stubDesk } from '../testing/desk-api';
import ViewOrdersPage from './view-orders-page';

const collected = makeOrder('a00000000000000000000001', '2025-11-20T04:30:00.000Z', {
  status: 'collected',
  pickupCode: 'K7M2QX',
  payment: { method: 'upi', reference: '412345678901', at: '2025-11-20T10:30:00.000Z' },
  statusHistory: [
    { status: 'placed', at: '2025-11-20T04:30:00.000Z', by: null },
    { status: 'collected', at: '2025-11-20T10:30:00.000Z', by: null },
  ],
});
const placed = makeOrder('a00000000000000000000002', '2025-11-21T04:30:00.000Z', { pickupCode: 'P7ACED' });

const openOrders = () => renderScreen(<ViewOrdersPage />, { path: '/dashboard/view-orders' });
const card = (code: string) => screen.findByRole('article', { name: `#1 Order ${code}` });

beforeEach(() => {
  vi.spyOn(window, 'print').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ViewOrdersPage: a collected order’s receipt', () => {
  it('when Print receipt is pressed on a collected order, then the counter’s receipt prints, headed by its pickup code', async () => {
    stubDesk({ orders: [collected] });
    openOrders();
    const order = await card('K7M2QX');
    await userEvent.click(within(order).getByRole('button', { name: 'Print receipt' }));
    expect(window.print).toHaveBeenCalledTimes(1);
    const receipt = screen.getByRole('article', { name: 'Receipt for Order K7M2QX', hidden: true });
    expect(receipt).toHaveTextContent('Saraswati Books & Stationery');
    expect(receipt).toHaveTextContent('Pencil box1 × ₹120.00₹120.00');
    expect(receipt).toHaveTextContent('Total₹120.00');
    expect(receipt).toHaveTextContent('Paid by UPI (ref. 412345678901)');
  });

  it('when an order is not collected yet, then it has no receipt to print', async () => {
    stubDesk({ orders: [placed] });
    openOrders();
    const order = await card('P7ACED');
    expect(within(order).queryByRole('button', { name: 'Print receipt' })).not.toBeInTheDocument();
  });
});
