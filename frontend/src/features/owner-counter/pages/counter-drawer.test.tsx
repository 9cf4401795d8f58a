import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClosedDayReport } from '@shop/backend/contract';
import { jsonResponse, requestsTo } from '@/test/api-stub';
import { makeDayReport } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { makeSale, stubCounter } from '../testing/counter-api';
import CounterPage from './counter-page';

const PENCIL_BOX = '8901234567890';
const SALES = '/api/counter/sales';

const openCounter = () => renderScreen(<CounterPage />, { path: '/dashboard/counter' });
const strip = () => screen.getByRole('region', { name: 'The day at the counter' });
const scanBox = () => screen.getByRole('combobox', { name: /Scan a barcode/ });

const lastClosed: ClosedDayReport = {
  ...makeDayReport({ date: '2026-11-26', expectedCash: 1234.5 }),
  countedCash: 1234.5,
  difference: 0,
  note: null,
  closedAt: '2026-11-26T14:00:00.000Z',
  closedBy: null,
};

/** No day open; opening one answers it, as the server would. */
function stubClosedDrawer() {
  return stubCounter({
    drawer: { open: null, closed: [lastClosed] },
    routes: {
      'POST /api/counter/days/open': async (request: Request) => {
        const { float } = (await request.clone().json()) as { float: number };
        return jsonResponse(makeDayReport({ float }), 201);
      },
      'POST /api/counter/sales': () => jsonResponse({ sale: makeSale() }, 201),
    },
  });
}

async function ringUpOneAndComplete(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(scanBox()).toHaveFocus());
  await user.keyboard(`${PENCIL_BOX}{Enter}`);
  await screen.findByRole('spinbutton', { name: 'Quantity of Pencil box' });
  await user.keyboard('{Enter}500{Enter}');
}

beforeEach(() => {
  vi.spyOn(window, 'print').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('CounterPage: the day at the counter', () => {
  it('when a day is open, then the counter says since when and with what float', async () => {
    stubCounter({ drawer: { open: makeDayReport({ openedAt: '2026-11-27T03:35:00.000Z', float: 500 }) } });
    openCounter();
    await waitFor(() =>
      expect(strip()).toHaveTextContent('Day open since 27 Nov 2026, 9:05 am · float ₹500.00'),
    );
    expect(within(strip()).queryByRole('button', { name: 'Open the day' })).not.toBeInTheDocument();
  });

  it('when no day is open, then the first sale asks for the float, offering the last count, and opens the day before it is sent', async () => {
    const fetchMock = stubClosedDrawer();
    const user = userEvent.setup();
    openCounter();
    await waitFor(() =>
      expect(strip()).toHaveTextContent('No day is open. The first sale asks for the float.'),
    );
    await ringUpOneAndComplete(user);

    const dialog = await screen.findByRole('dialog', { name: 'Open the day' });
    expect(dialog).toHaveTextContent('The last day closed with ₹1,234.50 counted in the drawer');
    const float = within(dialog).getByRole('textbox', { name: 'Float (₹)' });
    expect(float).toHaveValue('1234.50');
    expect(requestsTo(fetchMock, 'POST', SALES)).toHaveLength(0);
    await user.clear(float);
    await user.type(float, '800');
    await user.click(within(dialog).getByRole('button', { name: 'Open the day' }));

    expect(await screen.findByText('Sale No. 7 completed: ₹285.00 by Cash.')).toBeInTheDocument();
    const [opened] = requestsTo(fetchMock, 'POST', '/api/counter/days/open');
    expect(await opened!.json()).toEqual({ float: 800 });
    expect(requestsTo(fetchMock, 'POST', SALES)).toHaveLength(1);
    expect(scanBox()).toHaveFocus();
  });

  it('when the owner keeps the day closed, then the sale is not sent and waits, its lines kept', async () => {
    const fetchMock = stubClosedDrawer();
    const user = userEvent.setup();
    openCounter();
    await ringUpOneAndComplete(user);
    const dialog = await screen.findByRole('dialog', { name: 'Open the day' });
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));

    expect(await screen.findByText('The sale waits until a day is open.')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Pencil box' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', SALES)).toHaveLength(0);
    expect(requestsTo(fetchMock, 'POST', '/api/counter/days/open')).toHaveLength(0);
  });
});
