import { describe, expect, it } from 'vitest';
import {
  EMPTY_BOOK_FORM,
  bookToFormValues,
  coverFileError,
  coverUrlError,
  problemFromError,
  toBookFormData,
  toBookJson,
  toBookPayload,
  type BookFormValues,
} from './book-form-values';
import { makeBook } from '@/test/fixtures';

const filled: BookFormValues = {
  ...EMPTY_BOOK_FORM,
  title: '  Classmate Notebook ',
  description: 'Long notebook, 172 pages.',
  category: 'book',
  trending: true,
  oldPrice: '150',
  newPrice: '120.50',
};

describe('book form values', () => {
  it('when a cover is not a JPEG/PNG/WebP/GIF/AVIF or is over 15 MB, then it is refused; a 14 MB phone photo passes', () => {
    expect(coverFileError(new File(['x'], 'notes.pdf', { type: 'application/pdf' }))).toMatch(/image file/);
    expect(coverFileError(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }))).toMatch(/image file/);
    const big = new File([new Uint8Array(15 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    expect(coverFileError(big)).toBe('The image must be 15 MB or smaller');
    const photo = new File([new Uint8Array(14 * 1024 * 1024)], 'IMG_20251120.jpg', { type: 'image/jpeg' });
    expect(coverFileError(photo)).toBeNull();
    expect(coverFileError(new File(['x'], 'ok.webp', { type: 'image/webp' }))).toBeNull();
  });

  it('when the cover address is empty or http(s), then it is accepted, otherwise refused', () => {
    expect(coverUrlError('')).toBeNull();
    expect(coverUrlError('https://cdn.example.in/pen.jpg')).toBeNull();
    expect(coverUrlError('ftp://example.in/pen.jpg')).toMatch(/http/);
    expect(coverUrlError('pen.jpg')).toMatch(/http/);
  });

  it('when converted to JSON, then prices are numbers, text is trimmed and an empty URL keeps the cover', () => {
    expect(toBookJson(filled)).toEqual({
      title: 'Classmate Notebook',
      description: 'Long notebook, 172 pages.',
      category: 'book',
      trending: true,
      oldPrice: 150,
      newPrice: 120.5,
      stock: null,
      sku: null,
      barcode: null,
      author: null,
      publisher: null,
      language: null,
      hsn: null,
      gstRate: null,
      unit: 'NOS',
    });
    expect(
      toBookJson({
        ...filled,
        stock: ' 12 ',
        sku: ' 978-81 ',
        barcode: ' 81-85986-17-7 ',
        author: ' Premchand ',
      }),
    ).toMatchObject({
      stock: 12,
      sku: '978-81',
      barcode: '81-85986-17-7',
      author: 'Premchand',
    });
    expect(toBookJson({ ...filled, coverUrl: ' https://x.in/a.png ' })).toMatchObject({
      coverImage: 'https://x.in/a.png',
    });
  });

  it('when an HSN code and rate are given, then JSON carries the code without spaces and the rate as a number; multipart as text, blank for the category’s', () => {
    expect(toBookJson({ ...filled, hsn: ' 4820 10 ', gstRate: '12' })).toMatchObject({
      hsn: '482010',
      gstRate: 12,
    });
    expect(toBookJson({ ...filled, gstRate: '0' })).toMatchObject({ hsn: null, gstRate: 0 });
    const data = toBookFormData({ ...filled, hsn: '4820', gstRate: '5' });
    expect([data.get('hsn'), data.get('gstRate')]).toEqual(['4820', '5']);
    const blank = toBookFormData(filled);
    expect([blank.get('hsn'), blank.get('gstRate')]).toEqual(['', '']);
    expect(bookToFormValues(makeBook({ _id: 'b3', hsn: '73269099', gstRate: 12 }))).toMatchObject({
      hsn: '73269099',
      gstRate: '12',
    });
    expect(bookToFormValues(makeBook({ _id: 'b4' }))).toMatchObject({ hsn: '', gstRate: '' });
  });

  it('when a file is chosen, then the payload is multipart with the file under coverImage', () => {
    const file = new File(['png'], 'cover.png', { type: 'image/png' });
    const payload = toBookPayload({ ...filled, coverFile: file }, filled);
    expect(payload).toBeInstanceOf(FormData);
    const data = payload as FormData;
    expect(data.get('trending')).toBe('true');
    expect(data.get('newPrice')).toBe('120.5');
    expect(data.get('coverImage')).toBe(file);
    expect(toBookFormData(filled).has('coverImage')).toBe(false);
    expect(toBookFormData(filled).get('stock')).toBe('');
    expect(toBookFormData({ ...filled, stock: '7', sku: 'NB-172' }).get('stock')).toBe('7');
    expect(toBookFormData({ ...filled, sku: 'NB-172' }).get('sku')).toBe('NB-172');
  });

  it('when an edit leaves the stock as it opened, then neither JSON nor multipart carries it', () => {
    const opened = { ...filled, stock: '5' };
    expect(toBookPayload({ ...opened, title: 'Renamed' }, opened)).not.toHaveProperty('stock');
    expect(toBookPayload({ ...opened, stock: '05' }, opened)).not.toHaveProperty('stock');
    const file = new File(['png'], 'cover.png', { type: 'image/png' });
    expect((toBookPayload({ ...opened, coverFile: file }, opened) as FormData).has('stock')).toBe(false);
  });

  it('when an edit changes the stock, then it is sent, a blank one as null (not counted)', () => {
    const opened = { ...filled, stock: '5' };
    expect(toBookPayload({ ...opened, stock: '8' }, opened)).toMatchObject({ stock: 8 });
    expect(toBookPayload({ ...opened, stock: '' }, opened)).toMatchObject({ stock: null });
    expect(toBookPayload({ ...filled, stock: '0' }, filled)).toMatchObject({ stock: 0 });
    const file = new File(['png'], 'cover.png', { type: 'image/png' });
    const data = toBookPayload({ ...opened, stock: '', coverFile: file }, opened) as FormData;
    expect(data.get('stock')).toBe('');
  });

  it('when a book is edited, then its values fill the form with prices as text', () => {
    expect(bookToFormValues(makeBook({ _id: 'b1', oldPrice: 150, newPrice: 80.5 }))).toMatchObject({
      title: 'Book b1',
      category: 'book',
      oldPrice: '150',
      newPrice: '80.5',
      coverUrl: '',
      coverFile: null,
      stock: '',
      sku: '',
    });
    expect(bookToFormValues(makeBook({ _id: 'b2', stock: 0, sku: 'NB-1' }))).toMatchObject({
      stock: '0',
      sku: 'NB-1',
    });
  });

  it('when the server explains a refusal, then its message and issues are kept', () => {
    const error = {
      status: 400,
      data: { error: { message: 'Invalid book', issues: [{ path: 'oldPrice', message: 'too low' }, 7] } },
    };
    expect(problemFromError(error)).toEqual({
      message: 'Invalid book',
      issues: [{ path: 'oldPrice', message: 'too low' }],
    });
    expect(problemFromError({ status: 'FETCH_ERROR', error: 'offline' })).toBeNull();
  });

  it('when the server answers a conflict, then its message is also put beside the SKU', () => {
    const message = 'Another item already has SKU NB-172';
    expect(problemFromError({ status: 409, data: { error: { code: 'conflict', message } } })).toEqual({
      message,
      issues: [{ path: 'sku', message }],
    });
  });
});
