import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_TAX_SETTINGS, indiaDay, type Purchase, type Supplier } from '@shop/backend/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog } from '@/components/dialogs';
import { storeAdminToken } from '@/lib/admin-session';
import { freshStaffToken } from '@/test/admin-token';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { makeBook } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import PurchasesPage from './purchases-page';

vi.mock('@/components/dialogs', () => ({ confirmDialog: vi.fn(async () => true) }));

const pustak: Supplier = {
  _id: 'su-1',
  name: 'Pustak Distributors',
  gstin: '27AAAPL1234C1ZE',
  address: 'Sitabuldi, Nagpur',
  state: 'Maharashtra',
  stateCode: '27',
  phone: null,
  paymentTermsDays: 30,
  createdAt: '2026-11-01T04:00:00.000Z',
  updatedAt: '2026-11-01T04:00:00.000Z',
};

const notebook = makeBook({
  _id: 'bk-1',
  title: 'Classmate Notebook 172 pages',
  barcode: '8901234567895',
  gstRate: 12,
  hsn: '4820',
  unit: 'NOS',
});

const savedBill: Purchase = {
  _id: 'pu-1',
  supplier: {
    _id: 'su-1',
    name: 'Pustak Distributors',
    gstin: pustak.gstin,
    state: 'Maharashtra',
    stateCode: '27',
  },
  billNumber: 'PD/1123',
  billDate: '2026-11-28',
  financialYear: '26-27',
  interState: false,
  lines: [
    {
      productId: 'bk-1',
      title: notebook.title,
      quantity: 10,
      unit: 'NOS',
      hsn: '4820',
      gstRate: 12,
      unitCost: 42.5,
      taxable: 425,
      cgst: 25.5,
      sgst: 25.5,
      igst: 0,
      amount: 476,
    },
  ],
  totals: {
    taxable: 425,
    cgst: 25.5,
    sgst: 25.5,
    igst: 0,
    itc: 51,
    otherCharges: 0,
    roundOff: 0,
    total: 476,
  },
  status: 'posted',
  purchaseOrderId: null,
  at: '2026-11-28T05:00:00.000Z',
  by: null,
  cancelledAt: null,
  cancelledBy: null,
};

const refusal = (message: string) => jsonResponse({ error: { code: 'conflict', message } }, 409);

afterEach(() => vi.unstubAllGlobals());

function openPage(routes: Record<string, unknown> = {}, token = freshStaffToken('Ravi', 'manager')) {
  storeAdminToken(token);
  const fetchMock = stubApi({
    'GET /api/suppliers': () => jsonResponse([pustak], 200, { 'X-Total-Count': '1' }),
    'GET /api/purchases': () => jsonResponse([], 200, { 'X-Total-Count': '0' }),
    'GET /api/counter/lookup': (request: Request) =>
      new URL(request.url).searchParams.get('code') === notebook.barcode
        ? jsonResponse(notebook)
        : jsonResponse({ error: { code: 'not_found', message: 'No item has the barcode or SKU 123.' } }, 404),
    'GET /api/item-costs': [{ productId: 'bk-1', cost: 40, lastSupplierId: 'su-1' }],
    ...routes,
  });
  renderScreen(<PurchasesPage />, { path: '/dashboard/purchases' });
  return fetchMock;
}

/** Opens a new bill, chooses the supplier, types the bill number and scans the notebook. */
async function enterBillByScanning() {
  await userEvent.click(screen.getByRole('button', { name: 'New purchase bill' }));
  await screen.findByRole('option', { name: 'Pustak Distributors (27AAAPL1234C1ZE)' });
  await userEvent.selectOptions(screen.getByLabelText('Supplier'), 'su-1');
  await userEvent.type(screen.getByLabelText('Bill number'), 'PD/1123');
  await userEvent.type(screen.getByLabelText('Scan or type a barcode or SKU'), '8901234567895{Enter}');
  return screen.findByRole('listitem', { name: notebook.title });
}

describe('entering a purchase bill', () => {
  it('when a barcode is scanned and the quantity and cost typed, then the exact bill is sent and its saved totals show', async () => {
    const fetchMock = openPage({ 'POST /api/purchases': () => jsonResponse(savedBill, 201) });
    const line = await enterBillByScanning();
    // Enter from the scanner added the item; it did not send, or try to send, the bill.
    expect(requestsTo(fetchMock, 'POST', '/api/purchases')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(line).getByLabelText('Unit cost before GST (₹)')).toHaveValue('40');
    expect(within(line).getByLabelText('GST rate')).toHaveValue('12');
    expect(within(line).getByLabelText('HSN')).toHaveValue('4820');

    await userEvent.clear(within(line).getByLabelText('Quantity'));
    await userEvent.type(within(line).getByLabelText('Quantity'), '10');
    await userEvent.clear(within(line).getByLabelText('Unit cost before GST (₹)'));
    await userEvent.type(within(line).getByLabelText('Unit cost before GST (₹)'), '42.50');
    expect(screen.getByText('Total: ₹476.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save bill' }));

    expect(await screen.findByText('Bill PD/1123 of Pustak Distributors is saved')).toBeInTheDocument();
    const [sent] = requestsTo(fetchMock, 'POST', '/api/purchases');
    expect(await sent!.json()).toEqual({
      supplierId: 'su-1',
      billNumber: 'PD/1123',
      billDate: indiaDay(new Date()),
      lines: [{ productId: 'bk-1', quantity: 10, unitCost: 42.5, gstRate: 12, hsn: '4820', unit: 'NOS' }],
    });
    const totals = screen.getByText('Input tax credit').closest('dl')!;
    expect(totals).toHaveTextContent('CGST₹25.50');
    expect(totals).toHaveTextContent('Total₹476.00');
    expect(totals).toHaveTextContent('Input tax credit₹51.00');
    expect(screen.getByRole('link', { name: 'Print labels' })).toHaveAttribute(
      'href',
      '/dashboard/labels?purchase=pu-1',
    );
  });

  it('when an item was bought before, then the bill offers its last supplier and says so on the line', async () => {
    openPage({ 'GET /api/suppliers/su-1': pustak });
    await userEvent.click(screen.getByRole('button', { name: 'New purchase bill' }));
    await screen.findByRole('option', { name: 'Pustak Distributors (27AAAPL1234C1ZE)' });
    expect(screen.getByLabelText('Supplier')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Scan or type a barcode or SKU'), '8901234567895{Enter}');
    const line = await screen.findByRole('listitem', { name: notebook.title });
    expect(await within(line).findByText('Last bought from Pustak Distributors')).toBeVisible();
    expect(screen.getByLabelText('Supplier')).toHaveValue('su-1');
  });

  it('when a code matches no item, then the API’s words show and no line is added', async () => {
    openPage();
    await userEvent.click(screen.getByRole('button', { name: 'New purchase bill' }));
    await userEvent.type(screen.getByLabelText('Scan or type a barcode or SKU'), '123{Enter}');
    expect(await screen.findByText('No item has the barcode or SKU 123.')).toBeVisible();
    expect(screen.getByText('No items yet: scan or find the first one.')).toBeInTheDocument();
  });

  it('when the supplier’s bill number was entered before, then the API’s 409 message shows and the bill stays', async () => {
    openPage({
      'POST /api/purchases': () =>
        refusal('Bill PD/1123 of this supplier is already entered for this financial year.'),
    });
    await enterBillByScanning();
    await userEvent.click(screen.getByRole('button', { name: 'Save bill' }));
    expect(
      await screen.findByText('Bill PD/1123 of this supplier is already entered for this financial year.'),
    ).toBeVisible();
    expect(screen.getByRole('listitem', { name: notebook.title })).toBeInTheDocument();
  });
});

describe('a line’s tax', () => {
  it('when a manager scans an item without its own HSN and rate, then the line takes its category’s from the Tax page', async () => {
    const pens = makeBook({
      _id: 'bk-2',
      title: 'Reynolds Trimax Blue',
      category: 'penandpencil',
      barcode: '8902519000017',
      gstRate: null,
      hsn: null,
    });
    openPage(
      {
        'GET /api/counter/lookup': () => jsonResponse(pens),
        'GET /api/shop/tax/categories': {
          categoryDefaults: {
            ...DEFAULT_TAX_SETTINGS.categoryDefaults,
            penandpencil: { hsn: '96081019', gstRate: 12 },
          },
        },
      },
      freshStaffToken('Ravi', 'manager'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'New purchase bill' }));
    await userEvent.type(screen.getByLabelText('Scan or type a barcode or SKU'), '8902519000017{Enter}');
    const line = await screen.findByRole('listitem', { name: pens.title });
    expect(within(line).getByLabelText('HSN')).toHaveValue('96081019');
    expect(within(line).getByLabelText('GST rate')).toHaveValue('12');
  });
});

describe('a new item on a purchase bill', () => {
  it('when a scanned code matches no item, then New item adds a line that is sent as newItem with that barcode', async () => {
    const fetchMock = openPage({ 'POST /api/purchases': () => jsonResponse(savedBill, 201) });
    await userEvent.click(screen.getByRole('button', { name: 'New purchase bill' }));
    await screen.findByRole('option', { name: 'Pustak Distributors (27AAAPL1234C1ZE)' });
    await userEvent.selectOptions(screen.getByLabelText('Supplier'), 'su-1');
    await userEvent.type(screen.getByLabelText('Bill number'), 'PD/1124');
    await userEvent.type(screen.getByLabelText('Scan or type a barcode or SKU'), '8906002790011{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: /^New item\W+8906002790011$/ }));

    const dialog = screen.getByRole('dialog', { name: 'New item' });
    expect(within(dialog).getByLabelText('Barcode')).toHaveValue('8906002790011');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to bill' }));
    expect(within(dialog).getByText("Type the item's title.")).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Camlin Geometry Box');
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'box');
    await userEvent.type(within(dialog).getByLabelText('Selling price with GST (₹)'), '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to bill' }));
    // The dialog's own form sent nothing: the bill is saved only by Save bill.
    expect(requestsTo(fetchMock, 'POST', '/api/purchases')).toHaveLength(0);

    const line = await screen.findByRole('listitem', { name: 'Camlin Geometry Box' });
    expect(within(line).getByText('New item')).toBeVisible();
    await userEvent.clear(within(line).getByLabelText('Quantity'));
    await userEvent.type(within(line).getByLabelText('Quantity'), '6');
    await userEvent.type(within(line).getByLabelText('Unit cost before GST (₹)'), '80');
    await userEvent.click(screen.getByRole('button', { name: 'Save bill' }));

    await screen.findByText('Bill PD/1123 of Pustak Distributors is saved');
    const [sent] = requestsTo(fetchMock, 'POST', '/api/purchases');
    expect((await sent!.json()).lines).toEqual([
      {
        newItem: { title: 'Camlin Geometry Box', category: 'box', newPrice: 120, barcode: '8906002790011' },
        quantity: 6,
        unitCost: 80,
        gstRate: 5,
        hsn: '9017',
        unit: 'NOS',
      },
    ]);
  });
});

describe('the bills list', () => {
  it('when a supplier is chosen, then the bills are asked for of that supplier only', async () => {
    const fetchMock = openPage();
    await screen.findByRole('option', { name: 'Pustak Distributors' });
    await userEvent.selectOptions(screen.getByLabelText('Bills of'), 'su-1');
    await vi.waitFor(() =>
      expect(
        requestsTo(fetchMock, 'GET', '/api/purchases').map((request) =>
          new URL(request.url).searchParams.get('supplierId'),
        ),
      ).toEqual([null, 'su-1']),
    );
  });

  it('when a bill whose units were sold is cancelled, then it asks first and shows the API’s refusal', async () => {
    const fetchMock = openPage({
      'GET /api/purchases': () => jsonResponse([savedBill], 200, { 'X-Total-Count': '1' }),
      'POST /api/purchases/pu-1/cancel': () =>
        refusal(`${notebook.title}: only 4 of the 10 units this bill brought are left; some were sold.`),
    });
    const row = (await screen.findByRole('rowheader', { name: 'PD/1123' })).closest('tr')!;
    expect(row).toHaveTextContent('₹476.00');
    expect(row).toHaveTextContent('₹51.00');
    expect(row).toHaveTextContent('28 Nov 2026');
    expect(within(row).getByRole('link', { name: /^Print labels\W+PD\/1123$/ })).toHaveAttribute(
      'href',
      '/dashboard/labels?purchase=pu-1',
    );
    await userEvent.click(within(row).getByRole('button', { name: /^Cancel bill\W+PD\/1123$/ }));

    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Cancel bill PD/1123 of Pustak Distributors?' }),
    );
    expect(
      await screen.findByText(
        `${notebook.title}: only 4 of the 10 units this bill brought are left; some were sold.`,
      ),
    ).toBeVisible();
    expect(requestsTo(fetchMock, 'POST', '/api/purchases/pu-1/cancel')).toHaveLength(1);
  });
});
