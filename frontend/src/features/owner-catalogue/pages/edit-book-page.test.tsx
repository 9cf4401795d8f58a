import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TAX_SETTINGS } from '@shop/backend/contract';
import { confirmDialog, showAlert } from '@/components/dialogs';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import EditBookPage from './edit-book-page';
import { makeBook } from '@/test/fixtures';
import { api } from '@/lib/api-slice';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const ID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const EDIT = `/api/books/edit/${ID}`;
const pens = makeBook({
  _id: ID,
  title: 'Reynolds Pens (pack of 10)',
  description: 'Blue ball pens.',
  category: 'penandpencil',
  trending: true,
  oldPrice: 100,
  newPrice: 90,
  coverImage: 'pens.png',
  stock: 5,
  sku: 'RYN-10',
  barcode: '8901234567890',
  publisher: 'Reynolds India',
  unit: 'PAC',
});
const MOVEMENTS = `/api/books/${ID}/stock-movements`;

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderEdit = () =>
  renderScreen(<EditBookPage />, {
    path: '/dashboard/edit-book/:id',
    route: `/dashboard/edit-book/${ID}`,
    extraRoutes: [{ path: '/dashboard/manage-books', element: <h1>Manage screen</h1> }],
  });

describe('EditBookPage', () => {
  it('when the book loads, then the form is filled with it and shows the current cover', async () => {
    stubApi({ [`GET /api/books/${ID}`]: pens, [`GET ${MOVEMENTS}`]: [] });
    renderEdit();

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByLabelText('Title')).toHaveValue('Reynolds Pens (pack of 10)');
    expect(screen.getByRole('heading', { level: 1, name: 'Update Book' })).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue('Blue ball pens.');
    expect(screen.getByLabelText('Category')).toHaveValue('penandpencil');
    expect(screen.getByLabelText('Trending')).toBeChecked();
    expect(screen.getByLabelText('Old Price')).toHaveValue(100);
    expect(screen.getByLabelText('New Price')).toHaveValue(90);
    expect(screen.getByLabelText('Stock')).toHaveValue('5');
    expect(screen.getByLabelText('SKU')).toHaveValue('RYN-10');
    expect(screen.getByLabelText('Update Cover Image URL')).toHaveValue('');
    expect(screen.getByAltText('Current cover')).toHaveAttribute(
      'src',
      'http://shop.test/api/images/pens.png',
    );
  });

  it('when the book cannot be fetched, then it says "Error fetching book data"', async () => {
    stubApi({});
    renderEdit();
    expect(await screen.findByText('Error fetching book data')).toBeInTheDocument();
  });

  it('when saved without a new cover or stock change, then it PUTs JSON with numeric prices, the SKU, the details and no coverImage or stock, then goes to Manage', async () => {
    const fetchMock = stubApi({
      [`GET /api/books/${ID}`]: pens,
      [`GET ${MOVEMENTS}`]: [],
      [`GET /api/item-costs`]: [],
      [`PUT ${EDIT}`]: { ...pens, newPrice: 85.5 },
    });
    const user = userEvent.setup();
    const { router } = renderEdit();
    const newPrice = await screen.findByLabelText('New Price');
    await user.clear(newPrice);
    await user.type(newPrice, '85.50');
    expect(screen.getByLabelText('Publisher')).toHaveValue('Reynolds India');
    expect(screen.getByLabelText('Barcode')).toHaveValue('8901234567890');
    await user.type(screen.getByLabelText('Language'), ' English ');

    await user.click(screen.getByRole('button', { name: 'Update Book' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/manage-books'));
    const [request] = requestsTo(fetchMock, 'PUT', EDIT);
    expect(request!.headers.get('content-type')).toBe('application/json');
    expect(await request!.json()).toEqual({
      title: 'Reynolds Pens (pack of 10)',
      description: 'Blue ball pens.',
      category: 'penandpencil',
      trending: true,
      oldPrice: 100,
      newPrice: 85.5,
      sku: 'RYN-10',
      barcode: '8901234567890',
      author: null,
      publisher: 'Reynolds India',
      language: 'English',
      hsn: null,
      gstRate: null,
      // As the item had it.
      unit: 'PAC',
    });
    expect(showAlert).toHaveBeenCalledWith({
      title: 'Book Updated',
      text: 'Your book is updated successfully!',
      icon: 'success',
    });
  });

  it('when the item has its own HSN code and rate, then the form shows them, and choosing "Category default" sends the rate as none', async () => {
    const own = { ...pens, hsn: '96081019', gstRate: 12 };
    const fetchMock = stubApi({
      [`GET /api/books/${ID}`]: own,
      [`GET ${MOVEMENTS}`]: [],
      [`GET /api/item-costs`]: [],
      [`GET /api/shop/tax`]: DEFAULT_TAX_SETTINGS,
      [`PUT ${EDIT}`]: { ...own, gstRate: null },
    });
    const user = userEvent.setup();
    const { router } = renderEdit();
    expect(await screen.findByLabelText('HSN code')).toHaveValue('96081019');
    expect(screen.getByLabelText('GST rate')).toHaveValue('12');
    // What "Category default" bills, from the Tax page's settings.
    await waitFor(() =>
      expect(screen.getByLabelText('HSN code')).toHaveAccessibleDescription(
        "Blank: Pen & Pencil's 9608 at 18% (the Tax page).",
      ),
    );

    await user.selectOptions(screen.getByLabelText('GST rate'), 'Category default');
    await user.click(screen.getByRole('button', { name: 'Update Book' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/manage-books'));
    const [request] = requestsTo(fetchMock, 'PUT', EDIT);
    expect(await request!.json()).toMatchObject({ hsn: '96081019', gstRate: null });
  });

  it('when a cover address is given, then it is sent as coverImage', async () => {
    const fetchMock = stubApi({
      [`GET /api/books/${ID}`]: pens,
      [`GET ${MOVEMENTS}`]: [],
      [`GET /api/item-costs`]: [],
      [`PUT ${EDIT}`]: pens,
    });
    const user = userEvent.setup();
    renderEdit();
    await user.type(
      await screen.findByLabelText('Update Cover Image URL'),
      'https://cdn.example.in/pens.jpg',
    );

    await user.click(screen.getByRole('button', { name: 'Update Book' }));

    await waitFor(() => expect(requestsTo(fetchMock, 'PUT', EDIT)).toHaveLength(1));
    expect(await requestsTo(fetchMock, 'PUT', EDIT)[0]!.json()).toMatchObject({
      coverImage: 'https://cdn.example.in/pens.jpg',
    });
  });

  it('when a new cover file is chosen, then the update is sent as multipart with the file', async () => {
    const fetchMock = stubApi({
      [`GET /api/books/${ID}`]: pens,
      [`GET ${MOVEMENTS}`]: [],
      [`GET /api/item-costs`]: [],
      [`PUT ${EDIT}`]: pens,
    });
    const user = userEvent.setup();
    renderEdit();
    await user.upload(
      await screen.findByLabelText('Or upload a new cover'),
      new File(['jpg'], 'new-pens.jpg', { type: 'image/jpeg' }),
    );

    await user.click(screen.getByRole('button', { name: 'Update Book' }));

    await waitFor(() => expect(requestsTo(fetchMock, 'PUT', EDIT)).toHaveLength(1));
    const sent = await requestsTo(fetchMock, 'PUT', EDIT)[0]!.formData();
    expect(sent.get('oldPrice')).toBe('100');
    expect((sent.get('coverImage') as Blob).type).toBe('image/jpeg');
  });

  it('when the update fails, then the "Failed to update book." alert shows and the form stays', async () => {
    stubApi({
      [`GET /api/books/${ID}`]: pens,
      [`GET ${MOVEMENTS}`]: [],
      [`GET /api/item-costs`]: [],
      [`PUT ${EDIT}`]: () => jsonResponse({ error: { message: 'Server unavailable' } }, 500),
    });
    const user = userEvent.setup();
    const { router } = renderEdit();

    await user.click(await screen.findByRole('button', { name: 'Update Book' }));

    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({ title: 'Failed to update book.', icon: 'error' }),
    );
    expect(router.state.location.pathname).toBe(`/dashboard/edit-book/${ID}`);
    expect(screen.getByLabelText('Title')).toHaveValue('Reynolds Pens (pack of 10)');
  });

  it('when the owner changes the stock, then the new count is sent; a blank one as null', async () => {
    const fetchMock = stubApi({
      [`GET /api/books/${ID}`]: pens,
      [`GET ${MOVEMENTS}`]: [],
      [`GET /api/item-costs`]: [],
      [`PUT ${EDIT}`]: { ...pens, stock: 9 },
    });
    const user = userEvent.setup();
    renderEdit();
    const stock = await screen.findByLabelText('Stock');
    await user.clear(stock);
    await user.type(stock, '9');

    await user.click(screen.getByRole('button', { name: 'Update Book' }));

    await waitFor(() => expect(requestsTo(fetchMock, 'PUT', EDIT)).toHaveLength(1));
    expect(await requestsTo(fetchMock, 'PUT', EDIT)[0]!.json()).toMatchObject({ stock: 9 });
  });

  it('when an order changes the stock while the form is open, then saving another field does not send the stock back', async () => {
    let current = pens;
    const fetchMock = stubApi({
      [`GET /api/books/${ID}`]: () => jsonResponse(current),
      [`GET ${MOVEMENTS}`]: [],
      [`GET /api/item-costs`]: [],
      [`PUT ${EDIT}`]: () => jsonResponse(current),
    });
    const user = userEvent.setup();
    const { store } = renderEdit();
    const title = await screen.findByLabelText('Title');
    current = { ...pens, stock: 4 };
    store.dispatch(api.util.invalidateTags([{ type: 'Book', id: ID }]));
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', `/api/books/${ID}`)).toHaveLength(2));
    await user.type(title, ' Blue');

    await user.click(screen.getByRole('button', { name: 'Update Book' }));

    await waitFor(() => expect(requestsTo(fetchMock, 'PUT', EDIT)).toHaveLength(1));
    const sent = await requestsTo(fetchMock, 'PUT', EDIT)[0]!.json();
    expect(sent).toMatchObject({ title: 'Reynolds Pens (pack of 10) Blue' });
    expect(sent).not.toHaveProperty('stock');
  });

  it('when the SKU belongs to another item, then the API’s message shows beside the SKU and the form stays', async () => {
    const message = 'Another item already has SKU CLS-172';
    stubApi({
      [`GET /api/books/${ID}`]: pens,
      [`GET ${MOVEMENTS}`]: [],
      [`GET /api/item-costs`]: [],
      [`PUT ${EDIT}`]: () => jsonResponse({ error: { code: 'conflict', message } }, 409),
    });
    const user = userEvent.setup();
    const { router } = renderEdit();
    const sku = await screen.findByLabelText('SKU');
    await user.clear(sku);
    await user.type(sku, 'CLS-172');

    await user.click(screen.getByRole('button', { name: 'Update Book' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(sku).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById('book-sku-error')).toHaveTextContent(message);
    expect(showAlert).toHaveBeenCalledWith({ title: 'Failed to update book.', icon: 'error' });
    expect(router.state.location.pathname).toBe(`/dashboard/edit-book/${ID}`);
  });

  it('when the owner deletes the item from its page, then it is confirmed, deleted and the list opens', async () => {
    const fetchMock = stubApi({
      [`GET /api/books/${ID}`]: pens,
      [`GET ${MOVEMENTS}`]: [],
      [`GET /api/item-costs`]: [],
      [`DELETE /api/books/${ID}`]: () => new Response(null, { status: 204 }),
    });
    const { router } = renderEdit();
    const section = await screen.findByRole('region', { name: 'Delete this item' });
    await userEvent.click(within(section).getByRole('button', { name: 'Delete Reynolds Pens (pack of 10)' }));
    expect(confirmDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Are you sure?' }));
    expect(await screen.findByRole('heading', { name: 'Manage screen' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'DELETE', `/api/books/${ID}`)).toHaveLength(1);
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: 'Deleted!' }));
    expect(router.state.location.pathname).toBe('/dashboard/manage-books');
  });
});
