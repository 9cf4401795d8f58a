import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from '@/components/dialogs';
import type { OrderView } from '@shop/backend/contract';
import { jsonResponse, requestsTo } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { makeOrder } from '@/test/fixtures';
import { pageResponse, printLine, stubDesk } from '../testing/desk-api';
import ViewOrdersPage from './view-orders-page';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
  promptChoiceAndText: vi.fn(async () => null),
}));

const ORDER_ID = 'a00000000000000000000001';
const JOB_ID = 'p00000000000000000000001';
const TICK_PATH = `/api/orders/${ORDER_ID}/print-jobs/${JOB_ID}`;
const FILE_PATH = `/api/print-jobs/${JOB_ID}/file`;

const bookLine = { bookId: 'b1', title: 'Pencil box', price: 120, coverImage: 'pencil.png', quantity: 1 };
const withPrintJob = (printed: boolean, overrides: Partial<OrderView> = {}) =>
  makeOrder(ORDER_ID, '2025-11-20T04:30:00.000Z', {
    lines: [bookLine, printLine({ printed }, 226)],
    totalPrice: 346,
    ...overrides,
  });

const openOrders = () => renderScreen(<ViewOrdersPage />, { path: '/dashboard/view-orders' });
const card = async () =>
  (await screen.findAllByRole('article')).find(
    (article) => article.getAttribute('aria-labelledby') === `pickup-order-${ORDER_ID}`,
  )!;

/** A server answer held back until the test lets it go, to see the screen while it waits. */
function deferred() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ViewOrdersPage: print jobs on an order', () => {
  it('when a placed order has a print job, then its card shows the file, options, pages, sheets, price, Download and an unticked Printed', async () => {
    stubDesk({ orders: [withPrintJob(false)] });
    openOrders();
    const order = await card();

    expect(within(order).getByRole('heading', { name: 'Items (1 unit, 1 print job)' })).toBeInTheDocument();
    expect(within(order).getByText('Print: Class 10 notes.pdf')).toBeInTheDocument();
    expect(within(order).getByText('Colour, double-sided, 2 copies, all pages, stapled')).toBeInTheDocument();
    expect(within(order).getByText(/^12 pages × 2 copies, 12 sheets ·/)).toHaveTextContent('₹226.00');
    expect(within(order).getByRole('button', { name: 'Download' })).toBeEnabled();
    const printed = within(order).getByRole('checkbox', { name: 'Printed' });
    expect(printed).not.toBeChecked();
    expect(printed).toBeEnabled();
    // The book line reads as before.
    expect(within(order).getByText('Pencil box')).toBeInTheDocument();
    expect(within(order).getByText('× 1')).toBeInTheDocument();
  });

  it('when a job is not printed yet, then Mark ready is disabled and says why', async () => {
    stubDesk({ orders: [withPrintJob(false)] });
    openOrders();
    const order = await card();
    const markReady = within(order).getByRole('button', { name: 'Mark ready' });
    expect(markReady).toBeDisabled();
    expect(markReady).toHaveAccessibleDescription(/Tick Printed on every print job first/);
    expect(within(order).getByText('Tick Printed on every print job first')).toBeVisible();
  });

  it('when Printed is ticked, then PATCH {printed: true} goes with the owner token, the box waits, then shows the answer and Mark ready is enabled', async () => {
    let orders = [withPrintJob(false)];
    const answer = deferred();
    const reload = deferred();
    let listLoads = 0;
    const fetchMock = stubDesk({
      orders: () => orders,
      routes: {
        [`PATCH ${TICK_PATH}`]: async (request: Request) => {
          const { printed } = (await request.clone().json()) as { printed: boolean };
          await answer.gate;
          orders = [withPrintJob(printed)];
          return jsonResponse(orders[0]);
        },
        // The list reloads after the tick; held back, to see that the answer alone ticks the box.
        'GET /api/orders/allorders': async (request: Request) => {
          if (++listLoads > 1) await reload.gate;
          return pageResponse(orders, request);
        },
      },
    });
    openOrders();
    const order = await card();
    const printed = within(order).getByRole('checkbox', { name: 'Printed' });

    await userEvent.click(printed);
    await waitFor(() => expect(printed).toBeDisabled());
    expect(printed).not.toBeChecked();
    const [request] = requestsTo(fetchMock, 'PATCH', TICK_PATH);
    expect(await request!.json()).toEqual({ printed: true });
    expect(request!.headers.get('Authorization')).toMatch(/^Bearer /);

    answer.release();
    await waitFor(() => expect(within(order).getByRole('checkbox', { name: 'Printed' })).toBeChecked());
    expect(within(order).getByRole('checkbox', { name: 'Printed' })).toBeEnabled();
    expect(within(order).getByRole('button', { name: 'Mark ready' })).toBeEnabled();
    expect(within(order).queryByText('Tick Printed on every print job first')).not.toBeInTheDocument();
    // Today's print jobs and the list are asked for again, as after a status change.
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', '/api/orders/today')).toHaveLength(2));
    expect(listLoads).toBe(2);
    reload.release();
  });

  it('when the tick is refused (409), then the server’s message shows and the box stays unticked', async () => {
    const message = 'This order is ready; its print jobs can no longer be ticked.';
    stubDesk({
      orders: [withPrintJob(false)],
      routes: { [`PATCH ${TICK_PATH}`]: () => jsonResponse({ error: { code: 'conflict', message } }, 409) },
    });
    openOrders();
    const order = await card();

    await userEvent.click(within(order).getByRole('checkbox', { name: 'Printed' }));
    expect(await within(order).findByRole('alert')).toHaveTextContent(message);
    expect(within(order).getByRole('checkbox', { name: 'Printed' })).not.toBeChecked();
    expect(within(order).getByRole('button', { name: 'Mark ready' })).toBeDisabled();
  });

  it('when the order is no longer placed, then its Printed box cannot be changed', async () => {
    const ready = withPrintJob(true, { status: 'ready', holdUntil: '2099-01-01T00:00:00.000Z' });
    stubDesk({ orders: [ready] });
    openOrders();
    const order = await card();
    const printed = within(order).getByRole('checkbox', { name: 'Printed' });
    expect(printed).toBeChecked();
    expect(printed).toBeDisabled();
    expect(within(order).getByRole('button', { name: 'Download' })).toBeEnabled();
  });

  it('when every job is ticked but the server still refuses Mark ready (409), then its message shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = 'Tick Printed on every print job of this order before marking it ready.';
    const fetchMock = stubDesk({
      orders: [withPrintJob(true)],
      routes: {
        [`PATCH /api/orders/${ORDER_ID}/status`]: () =>
          jsonResponse({ error: { code: 'conflict', message } }, 409),
      },
    });
    openOrders();
    const order = await card();
    await userEvent.click(within(order).getByRole('button', { name: 'Mark ready' }));
    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({ title: 'Error', text: message, icon: 'error' }),
    );
    expect(requestsTo(fetchMock, 'PATCH', `/api/orders/${ORDER_ID}/status`)).toHaveLength(1);
  });
});

describe('ViewOrdersPage: downloading a print file', () => {
  function captureDownloads() {
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:print-file';
    });
    URL.revokeObjectURL = vi.fn();
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    return { saved, clicks };
  }

  it('when Download is pressed, then the file is fetched with the owner’s token and saved under its file name', async () => {
    const pdf = '%PDF-1.7 the notes';
    const fetchMock = stubDesk({
      orders: [withPrintJob(false)],
      routes: {
        [`GET ${FILE_PATH}`]: () =>
          new Response(pdf, {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="Class 10 notes.pdf"',
            },
          }),
      },
    });
    const { saved, clicks } = captureDownloads();
    openOrders();
    const order = await card();

    await userEvent.click(within(order).getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]!.download).toBe('Class 10 notes.pdf');
    expect(clicks[0]!.href).toBe('blob:print-file');
    expect(await saved[0]!.text()).toBe(pdf);
    const [request] = requestsTo(fetchMock, 'GET', FILE_PATH);
    expect(request!.headers.get('Authorization')).toMatch(/^Bearer /);
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:print-file'));
    expect(within(order).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the file was deleted (404), then the card says so and nothing is saved', async () => {
    const message = 'This print file has been deleted.';
    stubDesk({
      orders: [withPrintJob(true, { status: 'collected' })],
      routes: {
        [`GET ${FILE_PATH}`]: () => jsonResponse({ error: { code: 'not_found', message } }, 404),
      },
    });
    const { clicks } = captureDownloads();
    openOrders();
    const order = await card();

    await userEvent.click(within(order).getByRole('button', { name: 'Download' }));

    expect(await within(order).findByRole('alert')).toHaveTextContent(message);
    expect(clicks).toHaveLength(0);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
