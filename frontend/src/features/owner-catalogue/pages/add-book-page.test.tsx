import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from '@/components/dialogs';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import AddBookPage from './add-book-page';
import { makeBook } from '@/test/fixtures';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const CREATE = '/api/books/create-book';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function fillForm(user: UserEvent) {
  await user.type(screen.getByLabelText('Title'), 'Camlin Geometry Box');
  await user.type(screen.getByLabelText('Description'), 'Compass, divider and scale.');
  await user.selectOptions(screen.getByLabelText('Category'), 'Stationary Kit or Boxes');
  await user.click(screen.getByLabelText('Trending'));
  await user.type(screen.getByLabelText('Old Price'), '150');
  await user.type(screen.getByLabelText('New Price'), '129.50');
  await user.type(screen.getByLabelText('Stock'), '12');
  await user.type(screen.getByLabelText('SKU'), 'GEO-150');
  await user.type(screen.getByLabelText('Barcode'), '8901 2345 67890');
  await user.upload(
    screen.getByLabelText('Cover Image'),
    new File(['png-bytes'], 'geometry.png', { type: 'image/png' }),
  );
}

describe('AddBookPage', () => {
  it('when the form is sent, then it posts multipart with the fields and the file, showing "Adding.." meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubApi({
      [`POST ${CREATE}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderScreen(<AddBookPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Book' })).toBeInTheDocument();
    await fillForm(user);
    await user.selectOptions(screen.getByLabelText('Unit'), 'Boxes (BOX)');

    await user.click(screen.getByRole('button', { name: 'Add Item' }));

    expect(await screen.findByRole('button', { name: 'Adding..' })).toBeDisabled();
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', CREATE)).toHaveLength(1));
    const request = requestsTo(fetchMock, 'POST', CREATE)[0]!;
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    const sent = await request.formData();
    expect(Object.fromEntries([...sent.entries()].filter(([key]) => key !== 'coverImage'))).toEqual({
      title: 'Camlin Geometry Box',
      description: 'Compass, divider and scale.',
      category: 'box',
      trending: 'true',
      oldPrice: '150',
      newPrice: '129.5',
      stock: '12',
      sku: 'GEO-150',
      // As typed: the API keeps its digits.
      barcode: '8901 2345 67890',
      // Stationery: no author, publisher or language (blank is none to the API).
      author: '',
      publisher: '',
      language: '',
      // The category's HSN code and rate (blank is the category's to the API).
      hsn: '',
      gstRate: '',
      unit: 'BOX',
    });
    const cover = sent.get('coverImage') as Blob;
    expect(cover.type).toBe('image/png');
    expect(await cover.text()).toBe('png-bytes');

    answer(jsonResponse(makeBook({ _id: 'b9', title: 'Camlin Geometry Box' }), 201));
    expect(await screen.findByRole('button', { name: 'Add Item' })).toBeEnabled();
  });

  it('when the item is added, then the success dialog shows and every field, the file name and the preview are cleared', async () => {
    stubApi({ [`POST ${CREATE}`]: () => jsonResponse(makeBook({ _id: 'b9' }), 201) });
    const user = userEvent.setup();
    renderScreen(<AddBookPage />);
    await fillForm(user);
    expect(screen.getByText('geometry.png')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Item' }));

    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({
        title: 'Item added',
        text: 'Your item is uploaded successfully!',
        icon: 'success',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    expect(screen.getByLabelText('Description')).toHaveValue('');
    expect(screen.getByLabelText('Category')).toHaveValue('');
    expect(screen.getByLabelText('Trending')).not.toBeChecked();
    expect(screen.getByLabelText('Old Price')).toHaveValue(null);
    expect(screen.getByLabelText('New Price')).toHaveValue(null);
    expect(screen.getByLabelText('Stock')).toHaveValue('');
    expect(screen.getByLabelText('SKU')).toHaveValue('');
    expect(screen.getByLabelText('Barcode')).toHaveValue('');
    expect(screen.queryByText('geometry.png')).not.toBeInTheDocument();
    expect(screen.queryByAltText('Preview of the chosen cover')).not.toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>('Cover Image').value).toBe('');
  });

  it('when the server refuses the item, then the failure alert shows and its message stays under the form', async () => {
    stubApi({
      [`POST ${CREATE}`]: () =>
        jsonResponse(
          {
            error: {
              message: 'Invalid book: title: title is required',
              issues: [{ path: 'title', message: 'title is required' }],
            },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderScreen(<AddBookPage />);
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: 'Add Item' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid book: title: title is required');
    expect(showAlert).toHaveBeenCalledWith({ title: 'Failed to add item. Please try again.', icon: 'error' });
    expect(screen.getByLabelText('Title')).toHaveValue('Camlin Geometry Box');
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
  });

  it('when the SKU is already taken, then the API’s message shows under the form and beside the SKU', async () => {
    const message = 'Another item already has SKU GEO-150';
    stubApi({ [`POST ${CREATE}`]: () => jsonResponse({ error: { code: 'conflict', message } }, 409) });
    const user = userEvent.setup();
    renderScreen(<AddBookPage />);
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: 'Add Item' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const sku = screen.getByLabelText('SKU');
    expect(sku).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(`${sku.id}-error`)).toHaveTextContent(message);
    expect(sku).toHaveValue('GEO-150');
    expect(showAlert).toHaveBeenCalledWith({ title: 'Failed to add item. Please try again.', icon: 'error' });
  });

  it('when the barcode’s check digit is wrong, then the form says so beside it and sends nothing', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    renderScreen(<AddBookPage />);
    await fillForm(user);
    const barcode = screen.getByLabelText('Barcode');
    await user.clear(barcode);
    await user.type(barcode, '8901234567891');

    await user.click(screen.getByRole('button', { name: 'Add Item' }));

    expect(barcode).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(`${barcode.id}-error`)).toHaveTextContent(
      'Barcode check digit is wrong: 8901234567891 is not a valid EAN-13',
    );
    expect(requestsTo(fetchMock, 'POST', CREATE)).toHaveLength(0);
  });

  it('when the barcode is another item’s, then the API’s message naming it shows beside the barcode', async () => {
    const message = '“Camlin Compass” already has barcode 8901234567890.';
    stubApi({
      [`POST ${CREATE}`]: () =>
        jsonResponse(
          {
            error: {
              code: 'conflict',
              message,
              issues: [{ path: 'barcode', message: 'This barcode belongs to “Camlin Compass”' }],
            },
          },
          409,
        ),
    });
    const user = userEvent.setup();
    renderScreen(<AddBookPage />);
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: 'Add Item' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const barcode = screen.getByLabelText('Barcode');
    expect(barcode).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(`${barcode.id}-error`)).toHaveTextContent(
      'This barcode belongs to “Camlin Compass”',
    );
    expect(screen.getByLabelText('SKU')).not.toHaveAttribute('aria-invalid');
  });
});
