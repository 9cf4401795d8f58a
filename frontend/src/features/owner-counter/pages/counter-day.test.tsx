import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { indiaDay, type CounterSale } from '@shop/backend/contract';
import { jsonResponse, requestsTo } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { dayOf, emptyTotals, makeBill, makeSale, stubCounter } from '../testing/counter-api';
import CounterPage from './counter-page';

const openCounter = () => renderScreen(<CounterPage />, { path: '/dashboard/counter' });
const daySection = () => screen.getByRole('region', { name: 'Sales of the day' });
const saleArticle = async (number: number) =>
  within(daySection()).findByRole('article', { name: new RegExp(`^No. ${number} ·`) });

const totals = { count: 1, amount: 285, cash: 285, upi: 0, card: 0, account: 0, refunds: 0 };

beforeEach(() => {
  vi.spyOn(window, 'print').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('CounterPage: the day’s sales', () => {
  it('when nothing was sold today, then it says so, with the totals at nought', async () => {
    const fetchMock = stubCounter();
    openCounter();
    expect(await within(daySection()).findByText('No sales yet today.')).toBeInTheDocument();
    expect(within(daySection()).getByLabelText('Totals for the day')).toHaveTextContent(
      'Sales0Amount₹0.00Cash₹0.00UPI₹0.00Card₹0.00Refunds₹0.00',
    );
    expect(new URL(requestsTo(fetchMock, 'GET', '/api/counter/sales')[0]!.url).searchParams.get('date')).toBe(
      indiaDay(new Date()),
    );
  });

  it('when a sale was made, then it is listed with its totals, and Reprint prints its receipt', async () => {
    stubCounter({ day: dayOf([makeSale()], totals) });
    const user = userEvent.setup();
    openCounter();
    const sale = await saleArticle(7);
    expect(sale).toHaveTextContent('Pencil box × 2, A4 notebook × 1');
    expect(sale).toHaveTextContent('₹285.00 · Cash');
    expect(sale).toHaveTextContent('Completed');
    const dayTotals = within(daySection()).getByLabelText('Totals for the day');
    expect(dayTotals).toHaveTextContent('Sales1Amount₹285.00Cash₹285.00UPI₹0.00Card₹0.00Refunds₹0.00');
    await user.click(within(sale).getByRole('button', { name: 'Reprint' }));
    expect(window.print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('article', { name: 'Receipt for Sale No. 7', hidden: true })).toBeInTheDocument();
  });

  it('when Void is pressed, then a reason is asked and posted, and the list is read again', async () => {
    let sales: CounterSale[] = [makeSale()];
    const fetchMock = stubCounter({
      day: () => dayOf(sales, totals),
      routes: {
        'POST /api/counter/sales/s00000000000000000000001/void': () => {
          sales = [
            makeSale({
              status: 'cancelled',
              voided: { reason: 'Rung up twice', at: new Date().toISOString(), by: null, approvedBy: null },
            }),
          ];
          return jsonResponse({ sale: sales[0] });
        },
      },
    });
    const user = userEvent.setup();
    openCounter();
    await user.click(within(await saleArticle(7)).getByRole('button', { name: 'Void' }));
    const dialog = screen.getByRole('dialog', { name: 'Void sale No. 7?' });
    await user.click(within(dialog).getByRole('button', { name: 'Void sale' }));
    expect(within(dialog).getByText('Say why the sale is voided.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Rung up twice');
    await user.click(within(dialog).getByRole('button', { name: 'Void sale' }));

    expect(await within(daySection()).findByText('Sale No. 7 is void.')).toBeInTheDocument();
    const posts = requestsTo(fetchMock, 'POST', '/api/counter/sales/s00000000000000000000001/void');
    expect(posts).toHaveLength(1);
    expect(await posts[0]!.json()).toEqual({ reason: 'Rung up twice' });
    await waitFor(async () => expect(await saleArticle(7)).toHaveTextContent('Voided'));
    expect(within(await saleArticle(7)).queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  });

  it('when the day picked is past, then its sales cannot be voided', async () => {
    stubCounter({ day: dayOf([makeSale()], totals, '2025-11-20') });
    openCounter();
    const sale = await saleArticle(7);
    expect(within(sale).queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
    expect(within(sale).getByRole('button', { name: 'Return' })).toBeInTheDocument();
  });

  it('when Return is pressed, then the chosen quantities, refund and reason are posted', async () => {
    const fetchMock = stubCounter({
      day: dayOf([makeSale()], totals),
      routes: {
        'POST /api/orders/s00000000000000000000001/returns': () =>
          jsonResponse(
            {
              _id: 'r1',
              orderId: 's00000000000000000000001',
              items: [{ productId: 'b1', title: 'Pencil box', quantity: 1, price: 120 }],
              refund: { method: 'cash', reference: null },
              amount: 120,
              reason: 'Damaged',
              at: new Date().toISOString(),
            },
            201,
          ),
      },
    });
    const user = userEvent.setup();
    openCounter();
    await user.click(within(await saleArticle(7)).getByRole('button', { name: 'Return' }));
    const dialog = screen.getByRole('dialog', { name: 'Return items of sale No. 7' });
    expect(within(dialog).getByRole('spinbutton', { name: 'Pencil box (sold 2)' })).toHaveAttribute(
      'max',
      '2',
    );
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Pencil box (sold 2)' }), '1');
    expect(within(dialog).getByRole('radio', { name: 'Cash' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Damaged');
    await user.click(within(dialog).getByRole('button', { name: 'Record return' }));

    expect(
      await within(daySection()).findByText('Return recorded for sale No. 7: refund ₹120.00.'),
    ).toBeInTheDocument();
    const posts = requestsTo(fetchMock, 'POST', '/api/orders/s00000000000000000000001/returns');
    expect(await posts[0]!.json()).toEqual({
      items: [{ productId: 'b1', quantity: 1 }],
      refund: { method: 'cash' },
      reason: 'Damaged',
    });
  });

  it('when a billed sale’s return is recorded, then the notice names its credit note and refund, and its slip prints', async () => {
    const creditNote = 'SB/CN26-27/00012';
    const fetchMock = stubCounter({
      day: dayOf([makeSale()], totals),
      routes: {
        'POST /api/orders/s00000000000000000000001/returns': () =>
          jsonResponse(
            {
              _id: 'r1',
              orderId: 's00000000000000000000001',
              items: [{ productId: 'b2', title: 'A4 notebook', quantity: 1, price: 95 }],
              refund: { method: 'upi', reference: 'UTR 5521' },
              amount: 95,
              reason: 'Wrong ruling',
              at: new Date().toISOString(),
              creditNote: { number: creditNote },
            },
            201,
          ),
        [`GET /api/invoices/${encodeURIComponent(creditNote)}`]: () =>
          jsonResponse(
            makeBill({
              number: creditNote,
              kind: 'credit-note',
              title: 'Credit Note',
              original: { number: 'SB/26-27/00041', date: '2026-11-20' },
              lines: [
                {
                  productId: 'b2',
                  title: 'A4 notebook',
                  quantity: 1,
                  unit: 'NOS',
                  price: 95,
                  amount: 95,
                  tax: { hsn: '4820', rate: 0, taxable: 95, cgst: 0, sgst: 0 },
                },
              ],
              totals: { amount: 95, taxable: 95, cgst: 0, sgst: 0 },
              byRate: [{ rate: 0, taxable: 95, cgst: 0, sgst: 0 }],
            }),
          ),
      },
    });
    const user = userEvent.setup();
    openCounter();
    await user.click(within(await saleArticle(7)).getByRole('button', { name: 'Return' }));
    const dialog = screen.getByRole('dialog', { name: 'Return items of sale No. 7' });
    await user.type(within(dialog).getByRole('spinbutton', { name: 'A4 notebook (sold 1)' }), '1');
    await user.click(within(dialog).getByRole('radio', { name: 'UPI' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong ruling');
    await user.click(within(dialog).getByRole('button', { name: 'Record return' }));

    expect(
      await within(daySection()).findByText(`Credit note ${creditNote}, refund ₹95.00 (sale No. 7).`),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    const slip = screen.getByRole('article', { name: 'Receipt for Return on sale No. 7', hidden: true });
    expect(slip).toHaveTextContent(`Credit NoteBill No. ${creditNote}Against bill SB/26-27/00041`);
    expect(slip).toHaveTextContent('A4 notebook1 NOS × ₹95.00₹95.00');
    expect(slip).toHaveTextContent('Refund₹95.00Refunded by UPI (ref. UTR 5521)');

    await user.click(within(daySection()).getByRole('button', { name: 'Print return slip' }));
    expect(window.print).toHaveBeenCalledTimes(2);
    expect(within(daySection()).getByRole('button', { name: 'Credit note PDF' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', `/api/invoices/${encodeURIComponent(creditNote)}`)).not.toHaveLength(
      0,
    );
  });

  it('when a return asks for more than was sold, then the server’s refusal is shown', async () => {
    stubCounter({
      day: dayOf([makeSale()], emptyTotals),
      routes: {
        'POST /api/orders/s00000000000000000000001/returns': () =>
          jsonResponse(
            { error: { code: 'conflict', message: 'Only 1 of Pencil box can still be returned.' } },
            409,
          ),
      },
    });
    const user = userEvent.setup();
    openCounter();
    await user.click(within(await saleArticle(7)).getByRole('button', { name: 'Return' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Pencil box (sold 2)' }), '2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Damaged');
    await user.click(within(dialog).getByRole('button', { name: 'Record return' }));
    expect(
      await within(daySection()).findByText(
        'The return was not recorded. Only 1 of Pencil box can still be returned.',
      ),
    ).toBeInTheDocument();
  });

  it('when the day cannot be read, then it says so', async () => {
    stubCounter({
      routes: {
        'GET /api/counter/sales': () => jsonResponse({ error: { code: 'internal', message: 'x' } }, 500),
      },
    });
    openCounter();
    expect(await within(daySection()).findByText('The day’s sales could not be loaded.')).toBeInTheDocument();
  });
});
