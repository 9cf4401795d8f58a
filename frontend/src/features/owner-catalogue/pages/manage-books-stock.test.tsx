import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Book } from '@shop/backend/contract';
import { showAlert, showToast } from '@/components/dialogs';
import { storeAdminToken } from '@/lib/admin-session';
import { freshAdminToken } from '@/test/admin-token';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { makeBook } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import ManageBooksPage from './manage-books-page';

// sweetalert2 stays for the shop's alerts and toasts, and draws nothing readable in jsdom; the
// stock form is the page's own dialog and is driven as the owner would.
vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const glue = makeBook({ _id: 'aaaaaaaaaaaaaaaaaaaaaaa1', title: 'Fevicol Glue', stock: 12, sku: 'FEV-50' });
const crayons = makeBook({ _id: 'bbbbbbbbbbbbbbbbbbbbbbb2', title: 'Camlin Crayons' });
const chalk = makeBook({
  _id: 'ccccccccccccccccccccccc3',
  title: 'White Chalk',
  stock: 0,
  sku: '8901',
  barcode: '9788185986173',
});
const STOCK = `/api/books/${glue._id}/stock`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderPage = (route = '/dashboard/manage-books') =>
  renderScreen(<ManageBooksPage />, { path: '/dashboard/manage-books', route });

const rowOf = async (title: string) => (await screen.findByRole('rowheader', { name: title })).closest('tr')!;
const listSearches = (fetchMock: ReturnType<typeof stubApi>) =>
  requestsTo(fetchMock, 'GET', '/api/books').map((request) => new URL(request.url).search);

describe('ManageBooksPage stock', () => {
  it('when items load, then each row shows its SKU and stock, "Not counted" and "Out of stock" in words', async () => {
    stubApi({ 'GET /api/books': [glue, crayons, chalk] });
    renderPage();

    const glueRow = await rowOf('Fevicol Glue');
    expect(screen.getByRole('columnheader', { name: 'Stock' })).toBeInTheDocument();
    expect(within(glueRow).getByText('FEV-50')).toBeInTheDocument();
    expect(within(glueRow).getByText('12')).toBeInTheDocument();
    const crayonsRow = await rowOf('Camlin Crayons');
    expect(within(crayonsRow).getByText('Not counted')).toBeInTheDocument();
    expect(within(crayonsRow).getByText('None')).toBeInTheDocument();
    const chalkRow = await rowOf('White Chalk');
    expect(within(chalkRow).getByText('8901')).toBeInTheDocument();
    expect(within(chalkRow).getByText('9788185986173')).toBeInTheDocument();
    expect(within(chalkRow).getByText('Barcode')).toBeInTheDocument();
    expect(within(await rowOf('White Chalk')).getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import CSV' })).toHaveAttribute(
      'href',
      '/dashboard/import-books',
    );
  });

  it('when open orders hold some of the shelf, then the row shows what can be ordered and what is on hand', async () => {
    const held = makeBook({ _id: 'ddddddddddddddddddddddd4', title: 'Gel Pen', stock: 9, onHand: 12 });
    stubApi({ 'GET /api/books': [held, glue] });
    renderPage();

    const heldRow = await rowOf('Gel Pen');
    expect(within(heldRow).getByText('9')).toBeInTheDocument();
    expect(within(heldRow).getByText('12 on hand')).toBeInTheDocument();
    expect(within(await rowOf('Fevicol Glue')).queryByText(/on hand/)).not.toBeInTheDocument();
  });

  it('when "Low stock" is chosen, then the list asks for stock=low and the address keeps it', async () => {
    const fetchMock = stubApi({ 'GET /api/books': [glue, chalk] });
    const user = userEvent.setup();
    const { router } = renderPage();
    await rowOf('Fevicol Glue');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Low stock' }));

    await waitFor(() => expect(listSearches(fetchMock)).toEqual(['', '?stock=low']));
    expect(router.state.location.search).toBe('?stock=low');
    expect(screen.getByRole('button', { name: 'Low stock' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(router.state.location.search).toBe('');
  });

  it('when opened at ?stock=out with nothing out of stock, then it asks for stock=out and says so', async () => {
    storeAdminToken(freshAdminToken());
    const fetchMock = stubApi({ 'GET /api/books': [] });
    renderPage('/dashboard/manage-books?stock=out');

    expect(await screen.findByText('No items are out of stock.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Out of stock' })).toHaveAttribute('aria-pressed', 'true');
    expect(listSearches(fetchMock)).toEqual(['?stock=out']);
    expect(requestsTo(fetchMock, 'GET', '/api/books')[0]!.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('when "Received" is confirmed with 5 and a reason, then it PATCHes the change and the row shows the new count', async () => {
    let books: Book[] = [glue];
    const fetchMock = stubApi({
      'GET /api/books': () => jsonResponse(books),
      [`PATCH ${STOCK}`]: () => {
        books = [{ ...glue, stock: 17 }];
        return jsonResponse(books[0]);
      },
    });
    const user = userEvent.setup();
    renderPage();
    const row = await rowOf('Fevicol Glue');

    await user.click(
      within(within(row).getByRole('group', { name: 'Stock of Fevicol Glue' })).getByRole('button', {
        name: 'Received',
      }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Received: Fevicol Glue' });
    expect(dialog).toHaveAccessibleDescription('Now in stock: 12. The units received are added to it.');
    const units = within(dialog).getByLabelText('Units received');
    expect(units).toHaveValue('');
    expect(units).toHaveFocus();
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('restock');
    await user.type(units, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Add to stock' }));

    expect(screen.queryByRole('dialog', { name: 'Received: Fevicol Glue' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('17')).toBeInTheDocument());
    expect(await requestsTo(fetchMock, 'PATCH', STOCK)[0]!.json()).toEqual({ change: 5, reason: 'restock' });
    expect(showToast).toHaveBeenCalledWith('Stock updated: 17');
  });

  it('when "Set to" is confirmed, then it sends the count as set, the reason defaulting to correction, Enter confirming', async () => {
    const fetchMock = stubApi({ 'GET /api/books': [glue], [`PATCH ${STOCK}`]: { ...glue, stock: 3 } });
    const user = userEvent.setup();
    renderPage();

    await user.click(within(await rowOf('Fevicol Glue')).getByRole('button', { name: 'Set to' }));

    const dialog = screen.getByRole('dialog', { name: 'Set stock: Fevicol Glue' });
    const units = within(dialog).getByLabelText('Units in stock');
    expect(units).toHaveValue('12');
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveValue('correction');
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['restock', 'correction', 'damaged']);
    await user.clear(units);
    await user.type(units, '3');
    await user.selectOptions(reason, 'damaged');
    // Enter in the number box sends the form, as in any form.
    await user.type(units, '{Enter}');

    await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', STOCK)).toHaveLength(1));
    expect(await requestsTo(fetchMock, 'PATCH', STOCK)[0]!.json()).toEqual({ set: 3, reason: 'damaged' });
  });

  it('when the number is checked, then "Received" needs a whole number from 1 and "Set to" one from 0', async () => {
    const fetchMock = stubApi({ 'GET /api/books': [glue] });
    const user = userEvent.setup();
    renderPage();
    const row = await rowOf('Fevicol Glue');

    await user.click(within(row).getByRole('button', { name: 'Received' }));
    let dialog = screen.getByRole('dialog', { name: 'Received: Fevicol Glue' });
    const received = within(dialog).getByLabelText('Units received');
    for (const [typed, message] of [
      ['', 'Units received is required'],
      ['0', 'Units received must be at least 1'],
      ['2.5', 'Units received must be a whole number'],
    ] as const) {
      await user.clear(received);
      if (typed) await user.type(received, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Add to stock' }));
      expect(received).toHaveAccessibleDescription(message);
      expect(received).toHaveAttribute('aria-invalid', 'true');
      expect(received).toHaveFocus();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(row).getByRole('button', { name: 'Set to' }));
    dialog = screen.getByRole('dialog', { name: 'Set stock: Fevicol Glue' });
    const set = within(dialog).getByLabelText('Units in stock');
    await user.clear(set);
    await user.type(set, '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Set stock' }));
    expect(set).toHaveAccessibleDescription('Units in stock cannot be negative');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PATCH', STOCK)).toHaveLength(0);
  });

  it('when "Set to" accepts 0, then it is sent', async () => {
    const fetchMock = stubApi({ 'GET /api/books': [glue], [`PATCH ${STOCK}`]: { ...glue, stock: 0 } });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await rowOf('Fevicol Glue')).getByRole('button', { name: 'Set to' }));
    const dialog = screen.getByRole('dialog', { name: 'Set stock: Fevicol Glue' });
    await user.clear(within(dialog).getByLabelText('Units in stock'));
    await user.type(within(dialog).getByLabelText('Units in stock'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Set stock' }));

    await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', STOCK)).toHaveLength(1));
    expect(await requestsTo(fetchMock, 'PATCH', STOCK)[0]!.json()).toEqual({ set: 0, reason: 'correction' });
  });

  it('when the API refuses the change, then its message is shown and the row keeps its count', async () => {
    const message = 'Fevicol Glue has 12 in stock; it cannot lose 20';
    stubApi({
      'GET /api/books': [glue],
      [`PATCH ${STOCK}`]: () => jsonResponse({ error: { code: 'conflict', message } }, 409),
    });
    const user = userEvent.setup();
    renderPage();
    const row = await rowOf('Fevicol Glue');

    await user.click(within(row).getByRole('button', { name: 'Set to' }));
    const dialog = screen.getByRole('dialog', { name: 'Set stock: Fevicol Glue' });
    await user.clear(within(dialog).getByLabelText('Units in stock'));
    await user.type(within(dialog).getByLabelText('Units in stock'), '0');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'damaged');
    await user.click(within(dialog).getByRole('button', { name: 'Set stock' }));

    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({ title: 'Stock not changed', text: message, icon: 'error' }),
    );
    expect(within(row).getByText('12')).toBeInTheDocument();
  });

  it('when an item is not counted, then it offers only "Set to", and a cancelled dialog sends nothing', async () => {
    const fetchMock = stubApi({ 'GET /api/books': [crayons] });
    const user = userEvent.setup();
    renderPage();
    const row = await rowOf('Camlin Crayons');
    expect(within(row).queryByRole('button', { name: 'Received' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Set to' }));

    const dialog = screen.getByRole('dialog', { name: 'Set stock: Camlin Crayons' });
    expect(dialog).toHaveAccessibleDescription('This item is not counted yet; a number starts counting it.');
    expect(within(dialog).getByLabelText('Units in stock')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Set to' })).toHaveFocus();
    expect(fetchMock.mock.calls.some(([input]) => (input as Request).method === 'PATCH')).toBe(false);
  });
});
