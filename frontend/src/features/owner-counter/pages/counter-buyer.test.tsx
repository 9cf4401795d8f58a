import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsTo } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { makeSale, stubCounter } from '../testing/counter-api';
import CounterPage from './counter-page';

const SALES = '/api/counter/sales';
const GSTIN = '27AAPFU0939F1ZV';

const openCounter = () => renderScreen(<CounterPage />, { path: '/dashboard/counter' });
const scanBox = () => screen.getByRole('combobox', { name: /Scan a barcode/ });
const toggle = () => screen.getByRole('button', { name: 'Business buyer (GSTIN)' });
const nameField = () => screen.getByRole('textbox', { name: 'Buyer’s name' });
const gstinField = () => screen.getByRole('textbox', { name: 'GSTIN (optional)' });

/** A pencil box scanned into the sale, the focus back in the scan box. */
async function ringUpPencilBox(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(scanBox()).toHaveFocus());
  await user.keyboard('8901234567890{Enter}');
  await screen.findByRole('spinbutton', { name: 'Quantity of Pencil box' });
}

function stubSales() {
  return stubCounter({
    routes: { 'POST /api/counter/sales': () => jsonResponse({ sale: makeSale() }, 201) },
  });
}

beforeEach(() => {
  vi.spyOn(window, 'print').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('CounterPage: a business buyer', () => {
  it('when the page opens, then the buyer’s section is closed and its fields are not on the page', async () => {
    stubSales();
    openCounter();
    await waitFor(() => expect(scanBox()).toHaveFocus());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Buyer’s name' })).toBeNull();
  });

  it('when a name and a GSTIN are given, then the sale carries the buyer, the GSTIN as read, and the section closes after', async () => {
    const fetchMock = stubSales();
    const user = userEvent.setup();
    openCounter();
    await ringUpPencilBox(user);
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.type(nameField(), ' Vidya Traders ');
    await user.type(gstinField(), '27aapfu0939f1zv');
    await user.tab();
    expect(gstinField()).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Complete' }));

    await screen.findByText(/Sale No. 7 completed/);
    const [posted] = requestsTo(fetchMock, 'POST', SALES);
    expect(await posted!.json()).toEqual({
      items: [{ productId: 'b1', quantity: 1 }],
      payment: { method: 'cash' },
      buyer: { name: 'Vidya Traders', gstin: GSTIN },
    });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Buyer’s name' })).toBeNull();
  });

  it('when only a name is given, then the buyer goes without a GSTIN', async () => {
    const fetchMock = stubSales();
    const user = userEvent.setup();
    openCounter();
    await ringUpPencilBox(user);
    await user.click(toggle());
    await user.type(nameField(), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Complete' }));

    await waitFor(() => expect(requestsTo(fetchMock, 'POST', SALES)).toHaveLength(1));
    expect((await requestsTo(fetchMock, 'POST', SALES)[0]!.json()).buyer).toEqual({ name: 'Asha Rao' });
  });

  it('when the GSTIN’s check character is wrong, then the problem shows under it and the sale is not sent', async () => {
    const fetchMock = stubSales();
    const user = userEvent.setup();
    openCounter();
    await ringUpPencilBox(user);
    await user.click(toggle());
    await user.type(nameField(), 'Vidya Traders');
    await user.type(gstinField(), '27AAPFU0939F1ZA');
    await user.tab();

    expect(gstinField()).toHaveAccessibleDescription(
      'GSTIN check character is wrong: 27AAPFU0939F1ZA is not a valid GSTIN',
    );
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Fix the business buyer’s details.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', SALES)).toHaveLength(0);
  });

  it('when a GSTIN is given without a name, then Complete asks for the name and the section stays open', async () => {
    const fetchMock = stubSales();
    const user = userEvent.setup();
    openCounter();
    await ringUpPencilBox(user);
    await user.click(toggle());
    await user.type(gstinField(), GSTIN);
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Complete' }));

    expect(await screen.findByText('Fix the business buyer’s details.')).toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(nameField()).toHaveAccessibleDescription(/A bill to a GSTIN needs the buyer’s name\./);
    expect(requestsTo(fetchMock, 'POST', SALES)).toHaveLength(0);
  });
});
