import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceRef } from '@shop/backend/contract';
import { jsonResponse, requestsTo } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { catchSavedFiles } from '@/test/saved-files';
import { dayOf, makeBill, makeSale, stubCounter } from '../testing/counter-api';
import CounterPage from './counter-page';

const pdfPath = '/api/invoices/SB%2F25-26%2F00042/pdf';
const invoice: InvoiceRef = {
  number: 'SB/25-26/00042',
  date: '2025-11-20',
  kind: 'tax-invoice',
  title: 'Tax Invoice',
};
const totals = { count: 1, amount: 285, cash: 285, upi: 0, card: 0, account: 0, refunds: 0 };

const openCounter = () => renderScreen(<CounterPage />, { path: '/dashboard/counter' });
const daySection = () => screen.getByRole('region', { name: 'Sales of the day' });
const saleArticle = (number: number) =>
  within(daySection()).findByRole('article', { name: new RegExp(`^No. ${number} ·`) });

beforeEach(() => {
  vi.spyOn(window, 'print').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('CounterPage: the bills of the day’s sales', () => {
  it('when a sale has a bill, then its row shows the number and Bill saves the PDF with the owner’s token', async () => {
    const fetchMock = stubCounter({
      day: dayOf([makeSale({ invoice })], totals),
      routes: { [`GET ${pdfPath}`]: () => new Response('%PDF-1.7') },
    });
    const saved = catchSavedFiles();
    openCounter();
    const sale = await saleArticle(7);
    expect(within(sale).getByText('SB/25-26/00042').closest('p')).toHaveTextContent(
      'Tax Invoice SB/25-26/00042',
    );

    await userEvent.click(within(sale).getByRole('button', { name: 'Bill' }));

    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['SB-25-26-00042.pdf']));
    expect(requestsTo(fetchMock, 'GET', pdfPath)[0]!.headers.get('Authorization')).toMatch(/^Bearer .+/);
  });

  it('when a voided sale’s bill is listed, then it is labelled Cancelled', async () => {
    const voided = makeSale({
      status: 'cancelled',
      voided: { reason: 'Rung up twice', at: new Date().toISOString(), by: null, approvedBy: null },
      invoice: { ...invoice, cancelled: true },
    });
    stubCounter({ day: dayOf([voided], totals) });
    openCounter();
    expect(
      within(await saleArticle(7))
        .getByText('SB/25-26/00042')
        .closest('p'),
    ).toHaveTextContent('Cancelled');
  });

  it('when a sale has no bill, then its row has no Bill button', async () => {
    stubCounter({ day: dayOf([makeSale()], totals) });
    openCounter();
    expect(within(await saleArticle(7)).queryByRole('button', { name: 'Bill' })).toBeNull();
  });

  it('when a sale just completed has a bill, then the note shows its number and the receipt its heading', async () => {
    stubCounter({
      routes: { 'POST /api/counter/sales': () => jsonResponse({ sale: makeSale({ invoice }) }, 201) },
    });
    const user = userEvent.setup();
    openCounter();
    const scanBox = screen.getByRole('combobox', { name: /Scan a barcode/ });
    await waitFor(() => expect(scanBox).toHaveFocus());
    await user.keyboard('8901234567890{Enter}');
    await screen.findByRole('spinbutton', { name: 'Quantity of Pencil box' });
    await user.keyboard('{Enter}{Enter}');

    const done = (await screen.findByText(/Sale No. 7 completed/)).closest('div')!;
    expect(within(done).getByText('SB/25-26/00042')).toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'Bill' })).toBeInTheDocument();
    const receipt = screen.getByRole('article', { name: 'Receipt for Sale No. 7', hidden: true });
    expect(receipt).toHaveTextContent('Tax InvoiceBill No. SB/25-26/00042Sale No. 7');
  });

  it('when a billed sale is reprinted, then its bill is read first and the receipt prints it with units and the buyer', async () => {
    const billPath = '/api/invoices/SB%2F25-26%2F00042';
    const fetchMock = stubCounter({
      day: dayOf([makeSale({ invoice })], totals),
      routes: { [`GET ${billPath}`]: () => jsonResponse(makeBill()) },
    });
    openCounter();
    const sale = await saleArticle(7);
    await userEvent.click(within(sale).getByRole('button', { name: 'Reprint' }));

    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    expect(requestsTo(fetchMock, 'GET', billPath)[0]!.headers.get('Authorization')).toMatch(/^Bearer .+/);
    const receipt = screen.getByRole('article', { name: 'Receipt for Sale No. 7', hidden: true });
    expect(receipt).toHaveTextContent('2 BOX × ₹120.00');
    expect(receipt).toHaveTextContent('Bill to: Vidya Traders');
  });

  it('when the bill cannot be read, then the receipt still prints, from the sale', async () => {
    stubCounter({ day: dayOf([makeSale({ invoice })], totals) });
    openCounter();
    const sale = await saleArticle(7);
    await userEvent.click(within(sale).getByRole('button', { name: 'Reprint' }));

    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    const receipt = screen.getByRole('article', { name: 'Receipt for Sale No. 7', hidden: true });
    expect(receipt).toHaveTextContent('2 × ₹120.00');
    expect(receipt).toHaveTextContent('Tax Invoice');
  });
});
