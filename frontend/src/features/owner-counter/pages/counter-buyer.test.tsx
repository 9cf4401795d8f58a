import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsTo } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { makeBook } from '@/test/fixtures';
import { catalogue, makeSale, stubCounter } from '../testing/counter-api';
import CounterPage from './counter-page';

const SALES = '/api/counter/sales';
const GSTIN = '27AAPFU0939F1ZV';

const openCounter = () => renderScreen(<CounterPage />, { path: '/dashboard/counter' });
const scanBox = () => screen.getByRole('combobox', { name: /Scan a barcode/ });
const toggle = () => screen.getByRole('button', { name: 'Buyer on the bill' });
const addressField = () => screen.getByRole('textbox', { name: 'Address' });
const stateField = () => screen.getByRole('combobox', { name: 'State' });
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

describe('CounterPage: the buyer on the bill', () => {
  it('when the page opens, then the buyer’s section is closed and its fields are not on the page', async () => {
    stubSales();
    openCounter();
    await waitFor(() => expect(scanBox()).toHaveFocus());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Buyer’s name' })).toBeNull();
  });

  it('when a name, a GSTIN and an address are given, then the sale carries the buyer, the GSTIN as read, its state shown from the GSTIN, and the section closes after', async () => {
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
    expect(screen.getByText('State: Maharashtra (27), from the GSTIN')).toBeInTheDocument();
    await user.type(addressField(), '5 Sitabuldi Main Road, Nagpur 440012');

    await user.click(screen.getByRole('button', { name: 'Complete' }));

    await screen.findByText(/Sale No. 7 completed/);
    const [posted] = requestsTo(fetchMock, 'POST', SALES);
    expect(await posted!.json()).toEqual({
      items: [{ productId: 'b1', quantity: 1 }],
      payment: { method: 'cash' },
      buyer: { name: 'Vidya Traders', gstin: GSTIN, address: '5 Sitabuldi Main Road, Nagpur 440012' },
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
    expect(await screen.findByText('Fix the buyer’s details.')).toBeInTheDocument();
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

    expect(await screen.findByText('Fix the buyer’s details.')).toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(nameField()).toHaveAccessibleDescription(/A bill to a GSTIN needs the buyer’s name\./);
    expect(requestsTo(fetchMock, 'POST', SALES)).toHaveLength(0);
  });

  it('when a GSTIN comes without an address, then Complete asks for the address and the sale is not sent', async () => {
    const fetchMock = stubSales();
    const user = userEvent.setup();
    openCounter();
    await ringUpPencilBox(user);
    await user.click(toggle());
    await user.type(nameField(), 'Vidya Traders');
    await user.type(gstinField(), GSTIN);
    await user.click(screen.getByRole('button', { name: 'Complete' }));

    expect(await screen.findByText('Fix the buyer’s details.')).toBeInTheDocument();
    expect(addressField()).toHaveAccessibleDescription(/A bill to a GSTIN needs the buyer’s address\./);
    expect(requestsTo(fetchMock, 'POST', SALES)).toHaveLength(0);
  });

  it('when a walk-in buyer names a state, then the sale carries it as typed; a state there is none of is caught before sending', async () => {
    const fetchMock = stubSales();
    const user = userEvent.setup();
    openCounter();
    await ringUpPencilBox(user);
    await user.click(toggle());
    await user.type(nameField(), 'Meena Rao');
    await user.type(addressField(), '12 Civil Lines, Nagpur');
    await user.type(stateField(), 'Vidarbha');
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(stateField()).toHaveAccessibleDescription(/Type an Indian state or union territory/);
    expect(requestsTo(fetchMock, 'POST', SALES)).toHaveLength(0);

    await user.clear(stateField());
    await user.type(stateField(), 'Maharashtra');
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', SALES)).toHaveLength(1));
    expect((await requestsTo(fetchMock, 'POST', SALES)[0]!.json()).buyer).toEqual({
      name: 'Meena Rao',
      address: '12 Civil Lines, Nagpur',
      state: 'Maharashtra',
    });
  });

  it('when a sale reaches ₹50,000, then the buyer’s section opens with why; refused for want of the buyer, the cursor waits in the first empty field to type on', async () => {
    const set = makeBook({
      _id: 'b9',
      title: 'Encyclopaedia set',
      newPrice: 26000,
      sku: 'ENC-SET',
      stock: 5,
    });
    let answers = 0;
    const fetchMock = stubCounter({
      books: [...catalogue, set],
      routes: {
        'POST /api/counter/sales': () =>
          ++answers === 1
            ? jsonResponse(
                {
                  error: {
                    code: 'validation',
                    message:
                      "A bill of ₹50,000 or more needs the buyer's name, address and state; name, address, state missing.",
                    issues: [{ path: 'buyer', message: 'name, address, state missing' }],
                  },
                },
                400,
              )
            : jsonResponse({ sale: makeSale() }, 201),
      },
    });
    const user = userEvent.setup();
    openCounter();
    await waitFor(() => expect(scanBox()).toHaveFocus());
    await user.keyboard('ENC-SET{Enter}');
    await screen.findByRole('spinbutton', { name: 'Quantity of Encyclopaedia set' });
    await user.keyboard('ENC-SET{Enter}');
    expect(await screen.findByText(/A bill of ₹50,000 or more names the buyer/)).toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(nameField()).toHaveFocus());
    // Past the GSTIN, which a person has none of.
    await user.keyboard('Meena Rao{Tab}{Tab}12 Civil Lines, Nagpur{Tab}Maharashtra');
    // Enter submits in a browser (the Complete button belongs to the form); jsdom's keyboard does not see it there.
    await user.click(screen.getByRole('button', { name: 'Complete' }));

    await screen.findByText(/Sale No. 7 completed/);
    const posted = requestsTo(fetchMock, 'POST', SALES);
    expect(posted).toHaveLength(2);
    expect((await posted[1]!.json()).buyer).toEqual({
      name: 'Meena Rao',
      address: '12 Civil Lines, Nagpur',
      state: 'Maharashtra',
    });
  });
});
