import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { translateOwner } from '@/i18n/owner';
import { readApiError, type ServerProblem } from '@/lib/api-error';
import {
  BOOK_DETAILS,
  COVER_UPLOAD_MAX_BYTES,
  COVER_UPLOAD_MAX_MB,
  COVER_UPLOAD_TYPES,
  COVER_URL_MAX,
  DEFAULT_UNIT,
  isWebAddress,
  type Book,
  type Category,
  type Unit,
} from '@shop/backend/contract';

/** What the add and edit forms hold: prices stay text so an empty box can be told from 0. */
export interface BookFormValues {
  title: string;
  description: string;
  category: Category | '';
  trending: boolean;
  oldPrice: string;
  newPrice: string;
  /** Edit form only: a new cover by web address; empty keeps the current cover. */
  coverUrl: string;
  coverFile: File | null;
  /** Units in the shop as typed; blank when the shop does not count the item. */
  stock: string;
  /** The shop's own code as typed; blank for none. */
  sku: string;
  /** The EAN-13 (ISBN), EAN-8 or UPC-A printed on the item, or an ISBN-10, as typed; blank for none. */
  barcode: string;
  /** A book's details as typed; blank for none. */
  author: string;
  publisher: string;
  language: string;
  /** The item's own HSN code as typed; blank bills it at its category's. */
  hsn: string;
  /** The item's own GST rate ("18"); blank bills it at its category's. */
  gstRate: string;
  /** What it is counted and billed in, a GST unit code ("PAC"). */
  unit: Unit;
}

export const EMPTY_BOOK_FORM: BookFormValues = {
  title: '',
  description: '',
  category: '',
  trending: false,
  oldPrice: '',
  newPrice: '',
  coverUrl: '',
  coverFile: null,
  stock: '',
  sku: '',
  barcode: '',
  author: '',
  publisher: '',
  language: '',
  hsn: '',
  gstRate: '',
  unit: DEFAULT_UNIT,
};

export function bookToFormValues(book: Book): BookFormValues {
  return {
    title: book.title,
    description: book.description,
    category: book.category,
    trending: book.trending,
    oldPrice: String(book.oldPrice),
    newPrice: String(book.newPrice),
    coverUrl: '',
    coverFile: null,
    stock: book.stock === null ? '' : String(book.stock),
    sku: book.sku ?? '',
    barcode: book.barcode ?? '',
    author: book.author ?? '',
    publisher: book.publisher ?? '',
    language: book.language ?? '',
    hsn: book.hsn ?? '',
    gstRate: book.gstRate === null ? '' : String(book.gstRate),
    unit: book.unit,
  };
}

export function coverFileError(file: File): string | null {
  if (!COVER_UPLOAD_TYPES.includes(file.type)) return translateOwner('owner.catalogue.form.notImage');
  if (file.size > COVER_UPLOAD_MAX_BYTES)
    return translateOwner('owner.catalogue.form.imageTooBig', { megabytes: COVER_UPLOAD_MAX_MB });
  return null;
}

export function coverUrlError(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  if (text.length > COVER_URL_MAX)
    return translateOwner('owner.catalogue.form.addressTooLong', { max: COVER_URL_MAX });
  return isWebAddress(text) ? null : translateOwner('owner.catalogue.form.notWebAddress');
}

/** The stock as the API takes it: null (not counted) for a blank box. */
export const stockValue = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * Whether the owner changed the stock from what the form opened with. An edit sends the stock only
 * then: the API records a differing stock as a correction, so resending the count the form was
 * opened with would undo an order taken while the owner was editing the title.
 */
export const stockChanged = (values: BookFormValues, initial: BookFormValues): boolean =>
  stockValue(values.stock) !== stockValue(initial.stock);

function bookFields(values: BookFormValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category,
    trending: values.trending,
    oldPrice: Number(values.oldPrice),
    newPrice: Number(values.newPrice),
    sku: values.sku.trim() || null,
    // As typed: the API keeps its digits (an ISBN-10 as its ISBN-13) by the rule the form checked.
    barcode: values.barcode.trim() || null,
    author: values.author.trim() || null,
    publisher: values.publisher.trim() || null,
    language: values.language.trim() || null,
    hsn: values.hsn.replace(/\s/g, '') || null,
    gstRate: values.gstRate === '' ? null : Number(values.gstRate),
    unit: values.unit,
  };
}

/** Whether the payload carries the stock: always when adding, only when changed when editing. */
export type StockRule = { send: 'always' } | { send: 'if-changed'; initial: BookFormValues };

const sendsStock = (values: BookFormValues, rule: StockRule): boolean =>
  rule.send === 'always' || stockChanged(values, rule.initial);

/** The edit call's JSON: prices as numbers; no coverImage keeps the current cover. */
export function toBookJson(
  values: BookFormValues,
  rule: StockRule = { send: 'always' },
): Record<string, unknown> {
  const coverImage = values.coverUrl.trim();
  return {
    ...bookFields(values),
    ...(sendsStock(values, rule) ? { stock: stockValue(values.stock) } : {}),
    ...(coverImage ? { coverImage } : {}),
  };
}

/** Multipart for a chosen file; numbers go as plain numerals ("1e3" becomes "1000"), none as ''. */
export function toBookFormData(values: BookFormValues, rule: StockRule = { send: 'always' }): FormData {
  const fields = bookFields(values);
  const data = new FormData();
  data.append('title', fields.title);
  data.append('description', fields.description);
  data.append('category', fields.category);
  data.append('trending', String(fields.trending));
  data.append('oldPrice', String(fields.oldPrice));
  data.append('newPrice', String(fields.newPrice));
  if (sendsStock(values, rule)) data.append('stock', String(stockValue(values.stock) ?? ''));
  data.append('sku', fields.sku ?? '');
  data.append('barcode', fields.barcode ?? '');
  for (const detail of BOOK_DETAILS) data.append(detail, fields[detail] ?? '');
  data.append('hsn', fields.hsn ?? '');
  data.append('gstRate', fields.gstRate === null ? '' : String(fields.gstRate));
  data.append('unit', fields.unit);
  if (values.coverFile) data.append('coverImage', values.coverFile);
  return data;
}

/** Edit: JSON unless the owner picked a new file; the stock only when the owner changed it. */
export const toBookPayload = (
  values: BookFormValues,
  initial: BookFormValues,
): FormData | Record<string, unknown> => {
  const rule: StockRule = { send: 'if-changed', initial };
  return values.coverFile ? toBookFormData(values, rule) : toBookJson(values, rule);
};

/**
 * The server's {error: {message, issues}} when it sent one; null for network failures. A conflict
 * names its field (the SKU or the barcode another item has); one that names none is the SKU's,
 * so its message goes beside the SKU too.
 */
export function problemFromError(error: FetchBaseQueryError | SerializedError): ServerProblem | null {
  const refusal = readApiError(error);
  if (refusal.kind !== 'refusal' || refusal.message === null) return null;
  const { code, message, issues } = refusal;
  if (code === 'conflict' && issues.length === 0) return { message, issues: [{ path: 'sku', message }] };
  return { message, issues };
}

type IssueField = Exclude<keyof BookFormValues, 'trending'>;

/** Which field a server issue ("oldPrice", "coverImage") belongs beside. */
export function fieldForIssue(path: string, values: BookFormValues): IssueField | null {
  if (path === 'coverImage') return values.coverFile || !values.coverUrl.trim() ? 'coverFile' : 'coverUrl';
  const fields: IssueField[] = [
    'title',
    'description',
    'category',
    'oldPrice',
    'newPrice',
    'stock',
    'sku',
    'barcode',
    ...BOOK_DETAILS,
    'hsn',
    'gstRate',
    'unit',
  ];
  return fields.find((field) => field === path) ?? null;
}
