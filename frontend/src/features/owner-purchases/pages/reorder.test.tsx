import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PurchaseOrder, ReorderList, Supplier } from '@shop/backend/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog } from '@/components/dialogs';
import { storeAdminToken } from '@/lib/admin-session';
import { freshStaffToken } from '@/test/admin-token';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import ReorderPage from './reorder-page';

vi.mock('@/components/dialogs', () => ({ confirmDialog: vi.fn(async () => true) }));

const pustak: Supplier = {
  ...{ _id: 'su-1', name: 'Pustak Distributors', gstin: null, address: 'Sitabuldi, Nagpur' },
  ...{ state: 'Maharashtra', stateCode: '27', phone: '+919822000111', paymentTermsDays: 30 },
  ...{ createdAt: '2026-11-01T04:00:00.000Z', updatedAt: '2026-11-01T04:00:00.000Z' },
};

const line = (productId: string, title: string, fields: object) => ({
  ...{ productId, title, category: 'penandpencil' as const, unit: 'NOS' as const },
  ...{
    onHand: 0,
    reorderLevel: null,
    reorderQuantity: null,
    kitsNeed: 0,
    onOrder: 0,
    orderQuantity: 0,
    cost: null,
  },
  ...fields,
});

const list: ReorderList = {
  asOf: '2026-11-29',
  academicYear: '2026-27',
  groups: [
    {
      supplier: { _id: 'su-1', name: 'Pustak Distributors', phone: '+919822000111' },
      lines: [
        line('bk-1', 'Gel Pen', { onHand: 6, reorderLevel: 6, orderQuantity: 6, cost: 11.8 }),
        line('bk-2', 'Single-line notebook', {
          onHand: 120,
          reorderLevel: 10,
          kitsNeed: 360,
          orderQuantity: 240,
        }),
      ],
    },
    { supplier: null, lines: [line('bk-3', 'Glue stick', { onHand: 2, reorderLevel: 5, orderQuantity: 8 })] },
  ],
  kits: [
    {
      ...{ kitId: 'kit-1', school: "St. Xavier's", className: 'Class 5', academicYear: '2026-27' },
      ...{
        expectedKits: 40,
        productId: 'bk-2',
        title: 'Single-line notebook',
        perKit: 9,
        needed: 360,
        onHand: 120,
      },
      text: "40 × Class 5 (St. Xavier's) needs 360 Single-line notebook, 120 on hand",
    },
  ],
};

const order = (fields: Partial<PurchaseOrder> = {}): PurchaseOrder => ({
  ...{ _id: 'po-1', number: 'SB/PO26-27/00001', date: '2026-11-29', note: '', status: 'open' },
  supplier: { _id: 'su-1', name: 'Pustak Distributors', gstin: null, phone: '+919822000111' },
  lines: [
    { productId: 'bk-1', title: 'Gel Pen', unit: 'NOS', quantity: 10, unitCost: 11.8, received: 0, due: 10 },
    {
      productId: 'bk-2',
      title: 'Single-line notebook',
      unit: 'NOS',
      quantity: 240,
      unitCost: null,
      received: 40,
      due: 200,
    },
  ],
  ...{ estimatedValue: 118, at: '2026-11-29T05:00:00.000Z', by: null, closedAt: null, closedBy: null },
  text: 'Purchase order SB/PO26-27/00001',
  whatsappUrl: 'https://wa.me/919822000111?text=Purchase%20order',
  pdfUrl: '/api/purchase-orders/po-1.pdf',
  ...fields,
});

function openPage(routes: Record<string, unknown> = {}) {
  storeAdminToken(freshStaffToken('Ravi', 'manager'));
  const fetchMock = stubApi({
    'GET /api/reorder': list,
    'GET /api/purchase-orders': () => jsonResponse([order()], 200, { 'X-Total-Count': '1' }),
    'GET /api/suppliers': () => jsonResponse([pustak], 200, { 'X-Total-Count': '1' }),
    ...routes,
  });
  const screenAt = renderScreen(<ReorderPage />, {
    path: '/dashboard/reorder',
    extraRoutes: [{ path: '/dashboard/purchases', element: <p>Purchases page</p> }],
  });
  return { fetchMock, router: screenAt.router };
}

afterEach(() => vi.restoreAllMocks());

describe('the reorder list', () => {
  it('when the list loads, then each supplier’s items show with what to order, and the kits say why', async () => {
    openPage();
    const pens = await screen.findByRole('table', { name: 'What to order from Pustak Distributors' });
    expect(within(pens).getByLabelText('Units of Gel Pen to order')).toHaveValue('6');
    expect(within(pens).getByLabelText('Units of Single-line notebook to order')).toHaveValue('240');
    expect(
      screen.getByText("40 × Class 5 (St. Xavier's) needs 360 Single-line notebook, 120 on hand"),
    ).toBeVisible();
    expect(screen.getByRole('table', { name: 'What to order from Never bought on a bill' })).toBeVisible();
  });

  it('when the owner changes a quantity and raises the order, then the exact order is sent and can go on WhatsApp', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { fetchMock } = openPage({ 'POST /api/purchase-orders': () => jsonResponse(order(), 201) });
    const pens = await screen.findByRole('table', { name: 'What to order from Pustak Distributors' });
    const notebooks = within(pens).getByLabelText('Units of Single-line notebook to order');
    await userEvent.clear(notebooks);
    await userEvent.type(notebooks, '0');
    await userEvent.clear(within(pens).getByLabelText('Units of Gel Pen to order'));
    await userEvent.type(within(pens).getByLabelText('Units of Gel Pen to order'), '10');
    await userEvent.click(
      screen.getByRole('button', { name: /Raise purchase order ?: Pustak Distributors/ }),
    );

    expect(
      await screen.findByText('Purchase order SB/PO26-27/00001 raised for Pustak Distributors.'),
    ).toBeVisible();
    const [sent] = requestsTo(fetchMock, 'POST', '/api/purchase-orders');
    expect(await sent!.json()).toEqual({ supplierId: 'su-1', lines: [{ productId: 'bk-1', quantity: 10 }] });
    const raised = screen.getByRole('status').parentElement!;
    await userEvent.click(
      within(raised).getByRole('button', { name: /Send on WhatsApp ?: SB\/PO26-27\/00001/ }),
    );
    expect(open).toHaveBeenCalledWith(
      'https://wa.me/919822000111?text=Purchase%20order',
      '_blank',
      'noopener',
    );
  });

  it('when items were never bought on a bill, then a supplier must be chosen before the order goes', async () => {
    const { fetchMock } = openPage({ 'POST /api/purchase-orders': () => jsonResponse(order(), 201) });
    const raise = await screen.findByRole('button', {
      name: /Raise purchase order ?: Never bought on a bill/,
    });
    await userEvent.click(raise);
    expect(screen.getByText('Choose the supplier to order these from.')).toBeVisible();
    expect(requestsTo(fetchMock, 'POST', '/api/purchase-orders')).toHaveLength(0);
    await screen.findByRole('option', { name: 'Pustak Distributors' });
    await userEvent.selectOptions(screen.getByLabelText('Supplier'), 'su-1');
    await userEvent.click(raise);
    await screen.findByText(/raised for Pustak Distributors/);
    const [sent] = requestsTo(fetchMock, 'POST', '/api/purchase-orders');
    expect(await sent!.json()).toEqual({ supplierId: 'su-1', lines: [{ productId: 'bk-3', quantity: 8 }] });
  });
});

describe('the purchase orders', () => {
  it('when an order is still due, then it says how much, receiving opens the bill for it, and closing asks first', async () => {
    const { fetchMock, router } = openPage({
      'POST /api/purchase-orders/po-1/close': () => jsonResponse(order({ status: 'closed' })),
    });
    const orders = await screen.findByRole('table', { name: 'Purchase orders, newest first' });
    const row = within(orders).getByRole('row', { name: /SB\/PO26-27\/00001/ });
    expect(row).toHaveTextContent('210 of 250 units');

    await userEvent.click(within(row).getByRole('button', { name: /Close order ?: SB\/PO26-27\/00001/ }));
    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Close purchase order SB/PO26-27/00001?' }),
    );
    expect(requestsTo(fetchMock, 'POST', '/api/purchase-orders/po-1/close')).toHaveLength(1);

    await userEvent.click(within(row).getByRole('button', { name: /Receive goods ?: SB\/PO26-27\/00001/ }));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/dashboard/purchases?order=po-1',
    );
  });
});
