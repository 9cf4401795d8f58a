import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { indiaDay, type PurchaseOrder, type Supplier } from '@shop/backend/contract';
import { describe, expect, it } from 'vitest';
import { storeAdminToken } from '@/lib/admin-session';
import { freshStaffToken } from '@/test/admin-token';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { makeBook } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import PurchasesPage from './purchases-page';

const pustak: Supplier = {
  ...{ _id: 'su-1', name: 'Pustak Distributors', gstin: null, address: 'Sitabuldi, Nagpur' },
  ...{ state: 'Maharashtra', stateCode: '27', phone: null, paymentTermsDays: 30 },
  ...{ createdAt: '2026-11-01T04:00:00.000Z', updatedAt: '2026-11-01T04:00:00.000Z' },
};
const notebook = makeBook({
  _id: 'bk-2',
  title: 'Single-line notebook',
  gstRate: 0,
  hsn: '4820',
  unit: 'NOS',
});

const order: PurchaseOrder = {
  ...{ _id: 'po-1', number: 'SB/PO26-27/00001', date: '2026-11-20', note: '', status: 'part_received' },
  supplier: { _id: 'su-1', name: 'Pustak Distributors', gstin: null, phone: null },
  lines: [
    { productId: 'bk-1', title: 'Gel Pen', unit: 'NOS', quantity: 30, unitCost: 10, received: 30, due: 0 },
    {
      productId: 'bk-2',
      title: 'Single-line notebook',
      unit: 'NOS',
      quantity: 240,
      unitCost: 22.5,
      received: 40,
      due: 200,
    },
  ],
  ...{ estimatedValue: 5700, at: '2026-11-20T05:00:00.000Z', by: null, closedAt: null, closedBy: null },
  ...{ text: '', whatsappUrl: null, pdfUrl: '/api/purchase-orders/po-1.pdf' },
};

describe('receiving a purchase order’s goods', () => {
  it('when the bill is opened for an order, then it holds the order’s supplier and what is still due, and is sent naming the order', async () => {
    storeAdminToken(freshStaffToken('Ravi', 'manager'));
    const fetchMock = stubApi({
      'GET /api/suppliers': () => jsonResponse([pustak], 200, { 'X-Total-Count': '1' }),
      'GET /api/purchases': () => jsonResponse([], 200, { 'X-Total-Count': '0' }),
      'GET /api/purchase-orders/po-1': order,
      'GET /api/books': [notebook],
      'POST /api/purchases': () => jsonResponse({ error: { code: 'conflict', message: 'Stop here.' } }, 409),
    });
    renderScreen(<PurchasesPage />, {
      path: '/dashboard/purchases',
      route: '/dashboard/purchases?order=po-1',
    });

    expect(
      await screen.findByText(/Goods of purchase order SB\/PO26-27\/00001 from Pustak Distributors/),
    ).toBeVisible();
    const line = await screen.findByRole('listitem', { name: 'Single-line notebook' });
    expect(within(line).getByLabelText('Quantity')).toHaveValue(200);
    expect(within(line).getByLabelText('Unit cost before GST (₹)')).toHaveValue('22.5');
    expect(screen.queryByRole('listitem', { name: 'Gel Pen' })).toBeNull();
    await screen.findAllByRole('option', { name: 'Pustak Distributors' });
    expect(screen.getByLabelText('Supplier')).toHaveValue('su-1');

    await userEvent.clear(within(line).getByLabelText('Quantity'));
    await userEvent.type(within(line).getByLabelText('Quantity'), '150');
    await userEvent.type(screen.getByLabelText('Bill number'), 'PD/2001');
    await userEvent.click(screen.getByRole('button', { name: 'Save bill' }));

    expect(await screen.findByText('Stop here.')).toBeVisible();
    const [sent] = requestsTo(fetchMock, 'POST', '/api/purchases');
    expect(await sent!.json()).toEqual({
      supplierId: 'su-1',
      billNumber: 'PD/2001',
      billDate: indiaDay(new Date()),
      lines: [{ productId: 'bk-2', quantity: 150, unitCost: 22.5, gstRate: 0, hsn: '4820', unit: 'NOS' }],
      purchaseOrderId: 'po-1',
    });
  });
});
