import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, showAlert } from '@/components/dialogs';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import ManageBooksPage from './manage-books-page';
import { makeBook } from '@/test/fixtures';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
  promptNumberAndChoice: vi.fn(async () => null),
}));

const glue = makeBook({
  _id: 'aaaaaaaaaaaaaaaaaaaaaaa1',
  title: 'Fevicol Glue',
  category: 'adhesive',
  newPrice: 45,
});
const crayons = makeBook({
  _id: 'bbbbbbbbbbbbbbbbbbbbbbb2',
  title: 'Camlin Crayons',
  category: 'colors',
  newPrice: 1250.5,
  hsn: '96099000',
  gstRate: 12,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderPage = () => renderScreen(<ManageBooksPage />, { path: '/dashboard/manage-books' });

describe('ManageBooksPage', () => {
  it('when books load, then each row has title, category, new price, an Edit link and a Delete button', async () => {
    stubApi({ 'GET /api/books': [glue, crayons] });
    renderPage();

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: 'Camlin Crayons' })).closest('tr')!;
    expect(screen.getByRole('heading', { level: 1, name: 'All Items' })).toBeInTheDocument();
    expect(within(row).getByText('Colours')).toBeInTheDocument();
    expect(within(row).getByText('₹1,250.50')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Camlin Crayons' })).toHaveAttribute(
      'href',
      `/dashboard/edit-book/${crayons._id}`,
    );
    expect(within(row).getByRole('button', { name: 'Delete Camlin Crayons' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('when an item has its own HSN code and rate, then its row shows them; one without shows "default" for each', async () => {
    stubApi({ 'GET /api/books': [glue, crayons] });
    renderPage();

    expect(await screen.findByRole('columnheader', { name: 'HSN / GST' })).toBeInTheDocument();
    const own = (await screen.findByRole('rowheader', { name: 'Camlin Crayons' })).closest('tr')!;
    expect(within(own).getByText('96099000')).toBeInTheDocument();
    expect(within(own).getByText('12%')).toBeInTheDocument();
    const byCategory = screen.getByRole('rowheader', { name: 'Fevicol Glue' }).closest('tr')!;
    expect(within(byCategory).getAllByText('default')).toHaveLength(2);
  });

  it('when there are no books, then it says "No books available."', async () => {
    stubApi({ 'GET /api/books': [] });
    renderPage();
    expect(await screen.findByText('No books available.')).toBeInTheDocument();
  });

  it('when the list fails, then it says "Error loading books"', async () => {
    stubApi({ 'GET /api/books': () => jsonResponse({ error: { message: 'down' } }, 500) });
    renderPage();
    expect(await screen.findByText('Error loading books')).toBeInTheDocument();
  });

  it('when a search is typed, then one request with q goes out after the pause', async () => {
    const fetchMock = stubApi({ 'GET /api/books': [glue, crayons] });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Fevicol Glue' });

    await user.type(screen.getByLabelText('Search items'), 'glue');

    await waitFor(() =>
      expect(
        requestsTo(fetchMock, 'GET', '/api/books').map((request) => new URL(request.url).search),
      ).toEqual(['', '?q=glue']),
    );
  });

  it('when a delete is confirmed, then it sends DELETE, says "Deleted!" and the list refreshes', async () => {
    let books = [glue, crayons];
    const fetchMock = stubApi({
      'GET /api/books': () => jsonResponse(books),
      [`DELETE /api/books/${glue._id}`]: () => {
        books = [crayons];
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete Fevicol Glue' }));

    expect(confirmDialog).toHaveBeenCalledWith({
      title: 'Are you sure?',
      text: 'This book will be permanently deleted!',
      confirmText: 'Yes, delete it!',
      cancelText: 'No, keep it',
    });
    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({
        title: 'Deleted!',
        text: 'The book has been deleted.',
        icon: 'success',
      }),
    );
    expect(requestsTo(fetchMock, 'DELETE', `/api/books/${glue._id}`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Fevicol Glue' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'All Items' })).toHaveFocus();
  });

  it('when the delete is cancelled, then it says "Cancelled" and sends nothing', async () => {
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    const fetchMock = stubApi({ 'GET /api/books': [glue] });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete Fevicol Glue' }));

    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({
        title: 'Cancelled',
        text: 'The book is safe :)',
        icon: 'info',
      }),
    );
    expect(fetchMock.mock.calls.some(([input]) => (input as Request).method === 'DELETE')).toBe(false);
  });

  it('when the delete fails, then it shows the Error dialog and the row stays', async () => {
    stubApi({
      'GET /api/books': [glue],
      [`DELETE /api/books/${glue._id}`]: () => jsonResponse({ error: { message: 'boom' } }, 500),
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete Fevicol Glue' }));

    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({
        title: 'Error',
        text: 'Failed to delete book. Please try again.',
        icon: 'error',
      }),
    );
    expect(screen.getByRole('rowheader', { name: 'Fevicol Glue' })).toBeInTheDocument();
  });
});
