import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsTo } from '@/test/api-stub';
import { makeOrder } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { catchSavedFiles } from '@/test/saved-files';
import { stubDesk } from '../testing/desk-api';
import ViewOrdersPage from './view-orders-page';

const pdfPath = '/api/invoices/SB%2F25-26%2F00042/pdf';
const collected = makeOrder('a00000000000000000000001', '2025-11-20T04:30:00.000Z', {
  status: 'collected',
  pickupCode: 'K7M2QX',
  payment: { method: 'upi', reference: '412345678901', at: '2025-11-20T10:30:00.000Z' },
  invoice: { number: 'SB/25-26/00042', date: '2025-11-20', kind: 'tax-invoice', title: 'Tax Invoice' },
});
const unbilled = makeOrder('a00000000000000000000002', '2025-11-19T04:30:00.000Z', {
  status: 'collected',
  pickupCode: 'OLD234',
  payment: { method: 'cash', reference: null, at: '2025-11-19T10:30:00.000Z' },
});

const openOrders = () => renderScreen(<ViewOrdersPage />, { path: '/dashboard/view-orders' });
const card = (code: string) => screen.findByRole('article', { name: new RegExp(`Order ${code}$`) });

beforeEach(() => {
  vi.spyOn(window, 'print').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ViewOrdersPage: a collected order’s bill', () => {
  it('when a collected order has a bill, then its card shows the number and a Bill button; one without has none', async () => {
    stubDesk({ orders: [collected, unbilled] });
    openOrders();
    const billed = await card('K7M2QX');
    expect(within(billed).getByRole('button', { name: 'Bill' })).toBeInTheDocument();
    expect(within(billed).getByText('SB/25-26/00042')).toBeInTheDocument();
    expect(within(await card('OLD234')).queryByRole('button', { name: 'Bill' })).toBeNull();
  });

  it('when Bill is pressed, then the PDF is fetched with the owner’s token and saved as SB-25-26-00042.pdf', async () => {
    const fetchMock = stubDesk({
      orders: [collected],
      routes: {
        [`GET ${pdfPath}`]: () =>
          new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
      },
    });
    const saved = catchSavedFiles();
    openOrders();
    await userEvent.click(within(await card('K7M2QX')).getByRole('button', { name: 'Bill' }));

    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['SB-25-26-00042.pdf']));
    const [request] = requestsTo(fetchMock, 'GET', pdfPath);
    expect(request!.headers.get('Authorization')).toMatch(/^Bearer .+/);
  });

  it('when the bill cannot be had, then the card says why', async () => {
    stubDesk({
      orders: [collected],
      routes: {
        [`GET ${pdfPath}`]: () => jsonResponse({ error: { code: 'internal', message: 'PDF failed' } }, 500),
      },
    });
    openOrders();
    const billed = await card('K7M2QX');
    await userEvent.click(within(billed).getByRole('button', { name: 'Bill' }));
    expect(await within(billed).findByRole('alert')).toHaveTextContent(
      'The bill could not be downloaded: PDF failed',
    );
  });

  it('when the collected order’s receipt prints, then it is headed by the bill’s kind and number', async () => {
    stubDesk({ orders: [collected] });
    openOrders();
    await userEvent.click(within(await card('K7M2QX')).getByRole('button', { name: 'Print receipt' }));
    const receipt = screen.getByRole('article', { name: 'Receipt for Order K7M2QX', hidden: true });
    expect(receipt).toHaveTextContent('Tax InvoiceBill No. SB/25-26/00042Order K7M2QX');
  });
});
