import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@shop/backend/contract';
import { registerCustomerTokenGetter } from '@/lib/customer-token';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { makeOrder } from '@/test/fixtures';
import { fakeAuth, renderScreen, signedInUser } from '@/test/render';
import { catchSavedFiles } from '@/test/saved-files';
import { RecentOrders } from '../components/recent-orders';
import OrdersPage from './orders-page';

const listPath = '/api/orders/mine';
const pdfPath = '/api/invoices/SB%2F25-26%2F00042/pdf';
const placed = makeOrder('order-placed', '2025-11-21T10:00:00.000Z', { pickupCode: 'PLC234' });
const collected: OrderView = makeOrder('order-collected', '2025-11-20T10:00:00.000Z', {
  pickupCode: 'COL567',
  status: 'collected',
  payment: { method: 'cash', reference: null, at: '2025-11-20T12:00:00.000Z' },
  invoice: { number: 'SB/25-26/00042', date: '2025-11-20', kind: 'tax-invoice', title: 'Tax Invoice' },
});

const pdf = () => new Response('%PDF-1.7 bill', { headers: { 'content-type': 'application/pdf' } });

function openOrders(orders: OrderView[], routes: Record<string, unknown> = {}) {
  const fetchMock = stubApi({ [`GET ${listPath}`]: orders, ...routes });
  renderScreen(<OrdersPage />, { path: '/orders', auth: fakeAuth({ currentUser: signedInUser }) });
  return fetchMock;
}

const cardOf = async (code: string) =>
  (await screen.findByRole('heading', { name: new RegExp(`Order ${code}`) })).closest('article')!;

beforeEach(() => registerCustomerTokenGetter(async () => 'id-token-asha'));

afterEach(() => {
  registerCustomerTokenGetter(async () => null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OrdersPage: the bill of a collected order', () => {
  it('when an order has a bill, then only it offers Download bill, with the bill’s kind and number beside it', async () => {
    openOrders([placed, collected]);
    const billed = await cardOf('COL567');
    expect(within(billed).getByRole('button', { name: 'Download bill' })).toBeInTheDocument();
    expect(within(billed).getByText('SB/25-26/00042').closest('p')).toHaveTextContent(
      'Tax Invoice SB/25-26/00042',
    );
    expect(within(await cardOf('PLC234')).queryByRole('button', { name: 'Download bill' })).toBeNull();
  });

  it('when Download bill is pressed, then the PDF is asked for with the customer’s token and saved as SB-25-26-00042.pdf', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = openOrders([collected], {
      [`GET ${pdfPath}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const saved = catchSavedFiles();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Download bill' }));

    const button = await screen.findByRole('button', { name: 'Downloading…' });
    expect(button).toBeDisabled();
    answer(pdf());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('SB-25-26-00042.pdf');
    expect(await saved[0]!.blob.text()).toBe('%PDF-1.7 bill');
    const [request] = requestsTo(fetchMock, 'GET', pdfPath);
    expect(request!.headers.get('Authorization')).toBe('Bearer id-token-asha');
    expect(await screen.findByRole('button', { name: 'Download bill' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the bill cannot be had, then the card says so and nothing is saved', async () => {
    openOrders([collected], {
      [`GET ${pdfPath}`]: () => jsonResponse({ error: { code: 'not_found', message: 'No such bill' } }, 404),
    });
    const saved = catchSavedFiles();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Download bill' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The bill could not be downloaded: the shop has no such bill.',
    );
    expect(saved).toHaveLength(0);
  });

  it('when the shop cannot be reached, then the card says to check the connection', async () => {
    openOrders([collected], { [`GET ${pdfPath}`]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Download bill' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /could not be reached\. Check your connection/,
    );
  });

  it('when the bill was cancelled, then it is labelled Cancelled', async () => {
    openOrders([{ ...collected, invoice: { ...collected.invoice!, cancelled: true } }]);
    const billed = await cardOf('COL567');
    expect(within(billed).getByText('SB/25-26/00042').closest('p')).toHaveTextContent('Cancelled');
  });
});

describe('RecentOrders: the bill on the dashboard', () => {
  it('when a recent order has a bill, then it offers Download bill and the number; one without does not', async () => {
    stubApi({ [`GET ${listPath}`]: [placed, collected], 'GET /api/books': [] });
    renderScreen(<RecentOrders />, {
      auth: fakeAuth({ currentUser: signedInUser }),
    });
    expect(await screen.findAllByRole('button', { name: 'Download bill' })).toHaveLength(1);
    expect(screen.getByText('SB/25-26/00042')).toBeInTheDocument();
  });
});
