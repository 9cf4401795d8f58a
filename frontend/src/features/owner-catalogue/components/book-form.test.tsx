import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookFieldSchemas, bookPriceProblems } from '@shop/backend/contract/schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/render';
import { EMPTY_BOOK_FORM, type BookFormValues } from '../book-form-values';
import { BookForm, type SubmitOutcome } from './book-form';

const onSubmit = vi.fn<(values: BookFormValues) => Promise<SubmitOutcome>>(async () => ({ ok: true }));

beforeEach(() => {
  onSubmit.mockClear();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const renderAddForm = () =>
  renderScreen(<BookForm mode="add" defaultValues={EMPTY_BOOK_FORM} onSubmit={onSubmit} />);

/** The message the contract (and so the API) gives for a price typed as `text`. */
const contractMessage = (field: 'oldPrice' | 'newPrice', text: string) => {
  const message = bookFieldSchemas[field].safeParse(text).error?.issues[0]?.message;
  if (!message) throw new Error(`the contract accepts ${field} ${text}`);
  return message;
};

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
};

describe('BookForm', () => {
  it('when submitted empty, then every required field says so and nothing is sent', async () => {
    const user = userEvent.setup();
    renderAddForm();

    await user.click(screen.getByRole('button', { name: 'Add Item' }));

    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf('Title')).toContain('Title is required');
    expect(errorOf('Description')).toContain('Description is required');
    expect(errorOf('Category')).toContain('Please choose a category');
    expect(errorOf('Old Price')).toContain('Old price is required');
    expect(errorOf('New Price')).toContain('New price is required');
    expect(errorOf('Cover Image')).toContain('Please choose a cover image');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when the category list opens, then it has the placeholder and exactly the five shop categories', () => {
    renderAddForm();
    const options = Array.from(screen.getByLabelText<HTMLSelectElement>('Category').options);
    expect(options.map((option) => [option.value, option.text])).toEqual([
      ['', 'Choose A Category'],
      ['penandpencil', 'Pen & Pencil'],
      ['book', 'Book'],
      ['adhesive', 'Adhesive or Gum'],
      ['box', 'Stationary Kit or Boxes'],
      ['colors', 'Colours'],
    ]);
  });

  it('when the new price is 0 or above the old price, then the price rules are shown', async () => {
    const user = userEvent.setup();
    renderAddForm();
    await user.type(screen.getByLabelText('Old Price'), '100');
    await user.type(screen.getByLabelText('New Price'), '0');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(errorOf('New Price')).toContain('New price must be greater than 0');

    await user.clear(screen.getByLabelText('New Price'));
    await user.type(screen.getByLabelText('New Price'), '120.50');

    expect(await screen.findByText('Old price cannot be lower than the new price')).toBeInTheDocument();
    expect(errorOf('New Price')).not.toContain('greater than 0');
  });

  it('when a price breaks the contract or the old price is below the new one, then the contract’s message shows and nothing is sent', async () => {
    const user = userEvent.setup();
    renderAddForm();
    await user.type(screen.getByLabelText('Title'), 'Classmate Notebook');
    await user.type(screen.getByLabelText('Description'), 'Long notebook, 172 pages.');
    await user.selectOptions(screen.getByLabelText('Category'), 'book');
    await user.upload(
      screen.getByLabelText('Cover Image'),
      new File(['png'], 'nb.png', { type: 'image/png' }),
    );
    await user.type(screen.getByLabelText('Old Price'), '-5');
    await user.type(screen.getByLabelText('New Price'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));

    expect(errorOf('Old Price')).toContain(contractMessage('oldPrice', '-5'));
    expect(errorOf('New Price')).toContain(contractMessage('newPrice', '12.345'));

    await user.clear(screen.getByLabelText('Old Price'));
    await user.type(screen.getByLabelText('Old Price'), '99');
    await user.clear(screen.getByLabelText('New Price'));
    await user.type(screen.getByLabelText('New Price'), '120.50');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));

    const [outOfOrder] = bookPriceProblems({ oldPrice: 99, newPrice: 120.5 });
    expect(outOfOrder?.path).toBe('oldPrice');
    expect(errorOf('Old Price')).toContain(outOfOrder!.message);
    expect(errorOf('New Price')).not.toContain(contractMessage('newPrice', '12.345'));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Old Price'));
    await user.type(screen.getByLabelText('Old Price'), '150');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ oldPrice: '150', newPrice: '120.50' }),
      EMPTY_BOOK_FORM,
    );
  });

  it('when the stock or SKU break the contract, then their messages show beside them and nothing is sent', async () => {
    const user = userEvent.setup();
    renderAddForm();
    await user.type(screen.getByLabelText('Stock'), '2.5');
    await user.type(screen.getByLabelText('SKU'), 'NB#172');

    await user.click(screen.getByRole('button', { name: 'Add Item' }));

    expect(errorOf('Stock')).toContain('Stock must be a whole number');
    expect(errorOf('SKU')).toContain('SKU may hold letters, digits, spaces and - . / _ only');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when the stock and SKU are left blank, then the item is sent as not counted and without a SKU', async () => {
    const user = userEvent.setup();
    renderAddForm();
    expect(screen.getByLabelText('Stock')).toHaveValue('');
    await user.type(screen.getByLabelText('Title'), 'Classmate Notebook');
    await user.type(screen.getByLabelText('Description'), 'Long notebook.');
    await user.selectOptions(screen.getByLabelText('Category'), 'book');
    await user.type(screen.getByLabelText('Old Price'), '60');
    await user.type(screen.getByLabelText('New Price'), '55');
    await user.upload(
      screen.getByLabelText('Cover Image'),
      new File(['png'], 'nb.png', { type: 'image/png' }),
    );

    await user.click(screen.getByRole('button', { name: 'Add Item' }));

    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ stock: '', sku: '' }), EMPTY_BOOK_FORM);
  });

  it('when the HSN code is not 4, 6 or 8 digits, then the API’s message shows beside it and nothing is sent', async () => {
    const user = userEvent.setup();
    renderAddForm();
    await user.type(screen.getByLabelText('HSN code'), '49011');

    await user.click(screen.getByRole('button', { name: 'Add Item' }));

    expect(errorOf('HSN code')).toContain('HSN code must be 4, 6 or 8 digits');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when the GST rate list opens, then "Category default" comes first and then the GST slabs', () => {
    renderAddForm();
    const options = Array.from(screen.getByLabelText<HTMLSelectElement>('GST rate').options);
    expect(options.map((option) => [option.value, option.text])).toEqual([
      ['', 'Category default'],
      ['0', '0%'],
      ['5', '5%'],
      ['12', '12%'],
      ['18', '18%'],
      ['28', '28%'],
      ['40', '40%'],
    ]);
    expect(screen.getByLabelText('GST rate')).toHaveValue('');
  });

  it('when a server refusal names the HSN or rate, then its message shows beside that field', async () => {
    onSubmit.mockResolvedValueOnce({
      ok: false,
      problem: {
        message: 'Invalid book: gstRate: GST rate must be one of 0, 5, 12, 18, 28, 40 (per cent)',
        issues: [{ path: 'gstRate', message: 'GST rate must be one of 0, 5, 12, 18, 28, 40 (per cent)' }],
      },
    });
    const user = userEvent.setup();
    renderAddForm();
    await user.type(screen.getByLabelText('Title'), 'Diary');
    await user.type(screen.getByLabelText('Description'), 'A 2026 diary.');
    await user.selectOptions(screen.getByLabelText('Category'), 'book');
    await user.type(screen.getByLabelText('Old Price'), '200');
    await user.type(screen.getByLabelText('New Price'), '180');
    await user.type(screen.getByLabelText('HSN code'), '4820 10');
    await user.selectOptions(screen.getByLabelText('GST rate'), '18%');
    await user.upload(
      screen.getByLabelText('Cover Image'),
      new File(['png'], 'd.png', { type: 'image/png' }),
    );

    await user.click(screen.getByRole('button', { name: 'Add Item' }));

    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ hsn: '4820 10', gstRate: '18' }),
      EMPTY_BOOK_FORM,
    );
    expect(
      await screen.findByText('GST rate must be one of 0, 5, 12, 18, 28, 40 (per cent)'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('GST rate')).toHaveAttribute('aria-invalid', 'true');
  });

  it('when a non-image file is picked, then it is refused at once with no preview', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderAddForm();

    await user.upload(
      screen.getByLabelText('Cover Image'),
      new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }),
    );

    expect(await screen.findByText(/Please choose an image file/)).toBeInTheDocument();
    expect(screen.getByLabelText('Cover Image')).toHaveAttribute('accept', 'image/*');
    expect(screen.queryByAltText('Preview of the chosen cover')).not.toBeInTheDocument();
  });

  it('when an image is picked, then its name and a preview show, and Remove file clears both', async () => {
    const user = userEvent.setup();
    renderAddForm();
    const input = screen.getByLabelText<HTMLInputElement>('Cover Image');

    await user.upload(input, new File(['png'], 'pencil-box.png', { type: 'image/png' }));

    expect(screen.getByText('pencil-box.png')).toBeInTheDocument();
    expect(screen.getByAltText('Preview of the chosen cover')).toHaveAttribute('src', 'blob:preview');

    await user.click(screen.getByRole('button', { name: 'Remove file' }));

    expect(screen.queryByText('pencil-box.png')).not.toBeInTheDocument();
    expect(input.value).toBe('');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('when the edit form gets a non-http cover address, then it asks for a web address', async () => {
    const user = userEvent.setup();
    renderScreen(
      <BookForm
        mode="edit"
        defaultValues={{
          ...EMPTY_BOOK_FORM,
          title: 'Pen',
          description: 'Blue',
          category: 'penandpencil',
          oldPrice: '10',
          newPrice: '8',
        }}
        currentCover="http://shop.test/api/images/pen.png"
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByAltText('Current cover')).toHaveAttribute(
      'src',
      'http://shop.test/api/images/pen.png',
    );
    expect(screen.getByLabelText('Or upload a new cover')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Update Cover Image URL'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Update Book' }));

    expect(errorOf('Update Cover Image URL')).toContain('http:// or https://');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
