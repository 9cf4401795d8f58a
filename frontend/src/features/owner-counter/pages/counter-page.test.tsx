import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsTo } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { makeSale, stubCounter } from '../testing/counter-api';
import CounterPage from './counter-page';

const PENCIL_BOX = '8901234567890';
const NOTEBOOK = '8909876543210';
const SALES = '/api/counter/sales';

const openCounter = () => renderScreen(<CounterPage />, { path: '/dashboard/counter' });
const saleLines = () => screen.getByRole('list', { name: 'Items in this sale' });
const scanBox = () => screen.getByRole('combobox', { name: /Scan a barcode/ });
const lineOf = (title: string) => within(saleLines()).getByText(title).closest('li')!;

/** A USB scanner: the code typed fast wherever the focus is, then Enter; waits for the line. */
async function scan(user: ReturnType<typeof userEvent.setup>, code: string, title: string, quantity: number) {
  await user.keyboard(`${code}{Enter}`);
  await waitFor(() =>
    expect(within(lineOf(title)).getByRole('spinbutton', { name: `Quantity of ${title}` })).toHaveAttribute(
      'aria-valuenow',
      String(quantity),
    ),
  );
}

beforeEach(() => {
  vi.spyOn(window, 'print').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('CounterPage: ringing up a sale', () => {
  it('when a code is scanned, then its item is added, and scanned again, then one more of it', async () => {
    stubCounter();
    const user = userEvent.setup();
    openCounter();
    await waitFor(() => expect(scanBox()).toHaveFocus());
    await scan(user, PENCIL_BOX, 'Pencil box', 1);
    expect(scanBox()).toHaveValue('');
    await scan(user, PENCIL_BOX, 'Pencil box', 2);
    expect(within(saleLines()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getAllByText('₹240.00').length).toBeGreaterThan(0);
  });

  it('when an unknown code is scanned, then a loud message says so and the sale keeps its lines', async () => {
    stubCounter();
    const user = userEvent.setup();
    openCounter();
    await waitFor(() => expect(scanBox()).toHaveFocus());
    await scan(user, PENCIL_BOX, 'Pencil box', 1);
    await user.keyboard('4006381333931{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown code 4006381333931: no item has it.');
    expect(lineOf('Pencil box')).toBeInTheDocument();
    expect(scanBox()).toHaveFocus();
  });

  it('when words are typed, then the catalogue is searched and a result is picked with the arrow keys and Enter', async () => {
    const fetchMock = stubCounter();
    const user = userEvent.setup();
    openCounter();
    await waitFor(() => expect(scanBox()).toHaveFocus());
    await user.keyboard('gel pen{Enter}');
    const results = await screen.findByRole('listbox', { name: 'Items matching gel pen' });
    // The list is drawn empty first and filled when the search answers.
    expect(await within(results).findByRole('option', { name: /Blue gel pen/ })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', '/api/counter/lookup')).toHaveLength(1);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await within(saleLines()).findByText('Blue gel pen')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('when a line is past the counted stock or priced above the shop, then it is flagged and the sale waits', async () => {
    const fetchMock = stubCounter();
    const user = userEvent.setup();
    openCounter();
    await waitFor(() => expect(scanBox()).toHaveFocus());
    await scan(user, NOTEBOOK, 'A4 notebook', 1);
    await scan(user, NOTEBOOK, 'A4 notebook', 2);
    expect(within(lineOf('A4 notebook')).getByText(/Only 1 in stock/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Price each (₹)'), '50');
    expect(screen.getByText("At most ₹45.00, the shop's price.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Fix the prices marked above.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', SALES)).toHaveLength(0);
  });
});

describe('CounterPage: completing a sale from the keyboard', () => {
  it('when three items are scanned, Enter, the cash tendered and Enter, then the sale is posted once, the change shown and the receipt printed', async () => {
    const sold = makeSale();
    const fetchMock = stubCounter({
      routes: { 'POST /api/counter/sales': () => jsonResponse({ sale: sold }, 201) },
    });
    const user = userEvent.setup();
    openCounter();
    await waitFor(() => expect(scanBox()).toHaveFocus());
    await scan(user, PENCIL_BOX, 'Pencil box', 1);
    await scan(user, NOTEBOOK, 'A4 notebook', 1);
    await scan(user, PENCIL_BOX, 'Pencil box', 2);

    await user.keyboard('{Enter}');
    const tendered = screen.getByRole('textbox', { name: 'Cash tendered (₹)' });
    expect(tendered).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Cash' })).toBeChecked();
    await user.keyboard('500');
    expect(screen.getByText('₹215.00')).toBeInTheDocument();
    await user.keyboard('{Enter}');

    const done = await screen.findByText('Sale No. 7 completed: ₹285.00 by Cash.');
    expect(within(done.closest('div')!).getByText('₹215.00')).toBeInTheDocument();
    const [posted] = requestsTo(fetchMock, 'POST', SALES);
    expect(requestsTo(fetchMock, 'POST', SALES)).toHaveLength(1);
    expect(await posted!.json()).toEqual({
      items: [
        { productId: 'b1', quantity: 2 },
        { productId: 'b2', quantity: 1 },
      ],
      payment: { method: 'cash', tendered: 500 },
    });
    expect(posted!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(posted!.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(window.print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('article', { name: 'Receipt for Sale No. 7', hidden: true })).toBeInTheDocument();
    expect(screen.getByText('No items yet: scan one to start a sale.')).toBeInTheDocument();
    expect(scanBox()).toHaveFocus();
  });

  it('when the next customer buys the very same, then their sale goes with a new Idempotency-Key', async () => {
    const fetchMock = stubCounter({
      routes: { 'POST /api/counter/sales': () => jsonResponse({ sale: makeSale() }, 201) },
    });
    const user = userEvent.setup();
    openCounter();
    await waitFor(() => expect(scanBox()).toHaveFocus());
    for (const round of [1, 2]) {
      await scan(user, NOTEBOOK, 'A4 notebook', 1);
      await user.keyboard('{Enter}100{Enter}');
      await waitFor(() => expect(requestsTo(fetchMock, 'POST', SALES)).toHaveLength(round));
      await waitFor(() => expect(scanBox()).toHaveFocus());
    }
    const keys = requestsTo(fetchMock, 'POST', SALES).map((request) =>
      request.headers.get('Idempotency-Key'),
    );
    expect(new Set(keys).size).toBe(2);
  });

  it('when the server refuses for want of stock, then the items short are named and the sale is kept', async () => {
    stubCounter({
      routes: {
        'POST /api/counter/sales': () =>
          jsonResponse(
            {
              error: {
                code: 'out_of_stock',
                message: 'Not enough stock',
                items: [{ productId: 'b2', title: 'A4 notebook', requested: 2, available: 1 }],
              },
            },
            409,
          ),
      },
    });
    const user = userEvent.setup();
    openCounter();
    await waitFor(() => expect(scanBox()).toHaveFocus());
    await scan(user, NOTEBOOK, 'A4 notebook', 1);
    await scan(user, NOTEBOOK, 'A4 notebook', 2);
    await user.keyboard('{Enter}{Enter}');
    const alert = await screen.findByText('Not enough stock for:');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('A4 notebook: 1 left, 2 in this sale');
    expect(lineOf('A4 notebook')).toBeInTheDocument();
    expect(window.print).not.toHaveBeenCalled();
  });

  it('when UPI is chosen, then the shop’s QR for the exact amount is shown', async () => {
    stubCounter();
    const user = userEvent.setup();
    openCounter();
    await waitFor(() => expect(scanBox()).toHaveFocus());
    await scan(user, PENCIL_BOX, 'Pencil box', 1);
    await user.click(screen.getByRole('radio', { name: 'UPI' }));
    expect(await screen.findByRole('img', { name: /UPI QR code to pay ₹120.00/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'UPI transaction number (optional)' })).toBeInTheDocument();
  });
});
