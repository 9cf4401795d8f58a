import { bookFieldSchemas } from '@shop/backend/contract/schemas';
import { describe, expect, it } from 'vitest';
import { bookFormSchema } from './book-form-schema';
import { EMPTY_BOOK_FORM, type BookFormValues } from './book-form-values';

const filled: BookFormValues = {
  ...EMPTY_BOOK_FORM,
  title: 'Classmate Notebook',
  description: 'Long notebook, 172 pages.',
  category: 'book',
  oldPrice: '150',
  newPrice: '120.50',
};

/** Each field's first message, as the form shows it beside the field. */
function messages(values: Partial<BookFormValues>, mode: 'add' | 'edit' = 'edit'): Record<string, string> {
  const result = bookFormSchema(mode).safeParse({ ...filled, ...values });
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe('the book form schema', () => {
  it('when prices break a rule, then each gets the API’s own message on its own field', () => {
    expect(messages({ newPrice: '' }).newPrice).toBe('New price is required');
    expect(messages({ newPrice: '0' }).newPrice).toBe('New price must be greater than 0');
    expect(messages({ newPrice: '12.345' }).newPrice).toBe('New price can have at most 2 decimals');
    expect(messages({ newPrice: '-1' }).newPrice).toBe('New price cannot be negative');
    expect(messages({ oldPrice: 'abc' }).oldPrice).toBe('Old price must be a number');
    expect(messages({ oldPrice: '99', newPrice: '100' }).oldPrice).toBe(
      'Old price cannot be lower than the new price',
    );
    // A bad new price is reported on its own field, not twice.
    expect(messages({ oldPrice: '5', newPrice: '' })).toEqual({ newPrice: 'New price is required' });
    expect(messages({ oldPrice: '100', newPrice: '100' })).toEqual({});
  });

  it('when the category or texts are missing, then the form says which', () => {
    expect(messages({ category: '', title: ' ', description: '' })).toEqual({
      category: 'Please choose a category',
      title: 'Title is required',
      description: 'Description is required',
    });
  });

  it('when the stock is blank, then the item is not counted; otherwise it must be a whole number from 0', () => {
    expect(messages({ stock: '' })).toEqual({});
    expect(messages({ stock: '  ' })).toEqual({});
    expect(messages({ stock: '0' })).toEqual({});
    expect(messages({ stock: '1000000' })).toEqual({});
    expect(messages({ stock: '2.5' }).stock).toBe('Stock must be a whole number');
    expect(messages({ stock: '-1' }).stock).toBe('Stock cannot be negative');
    expect(messages({ stock: 'ten' }).stock).toBe('Stock must be a number');
    expect(messages({ stock: '1000001' }).stock).toBe('Stock is too large');
  });

  it('when the form accepts a stock, then so does the contract, and the other way round', () => {
    for (const text of ['', '0', '7', ' 12 ', '1000000', '1000001', '-1', '2.5', 'ten', '1e3']) {
      const byForm = messages({ stock: text }).stock === undefined;
      const byContract = bookFieldSchemas.stock.safeParse(text.trim()).success;
      expect([text, byForm]).toEqual([text, byContract]);
    }
  });

  it('when a SKU is given, then the contract’s length and character rules apply; blank means none', () => {
    expect(messages({ sku: '' })).toEqual({});
    expect(messages({ sku: '978-81-7525 766/5_A.1' })).toEqual({});
    expect(messages({ sku: 'NB#1' }).sku).toBe('SKU may hold letters, digits, spaces and - . / _ only');
    expect(messages({ sku: 'A'.repeat(41) }).sku).toBe('SKU must be at most 40 characters');
  });

  it('when a barcode is given, then the contract’s reading applies: check digit, digits only, lengths; blank means none', () => {
    expect(messages({ barcode: '' })).toEqual({});
    expect(messages({ barcode: '978-81-85986-17-3' })).toEqual({});
    expect(messages({ barcode: '81-85986-17-7' })).toEqual({});
    expect(messages({ barcode: '9788185986174' }).barcode).toBe(
      'Barcode check digit is wrong: 9788185986174 is not a valid EAN-13',
    );
    expect(messages({ barcode: 'NB-A5-200' }).barcode).toBe(
      'Barcode may hold only digits (an ISBN-10 may end in X)',
    );
    expect(messages({ barcode: '1'.repeat(50) }).barcode).toMatch(/this has 50$/);
  });

  it('when adding without a cover, or with both a URL and a file, then the cover fields say so', () => {
    expect(messages({}, 'add').coverFile).toBe('Please choose a cover image');
    const file = new File(['x'], 'pen.webp', { type: 'image/webp' });
    expect(messages({ coverFile: file, coverUrl: 'https://cdn.example.in/pen.jpg' }).coverUrl).toBe(
      'Use either a web address or a file, not both',
    );
    expect(messages({ coverUrl: 'pen.jpg' }).coverUrl).toMatch(/http/);
    expect(messages({ coverFile: file }, 'add')).toEqual({});
  });
});
