import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { serverMessage } from '@/lib/fetch-errors';
import type { Book, Category } from '@shop/backend/contract';

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
}

/** The owner's category names (SPEC §3 add form), used on both forms. */
export const BOOK_CATEGORIES: readonly { value: Category; label: string }[] = [
  { value: 'penandpencil', label: 'Pen & Pencil' },
  { value: 'book', label: 'Book' },
  { value: 'adhesive', label: 'Adhesive or Gum' },
  { value: 'box', label: 'Stationary Kit or Boxes' },
  { value: 'colors', label: 'Colours' },
];

export const categoryLabel = (category: Category): string =>
  BOOK_CATEGORIES.find((option) => option.value === category)?.label ?? category;

// The server's limits (backend/src/books/schemas.ts, images/service.ts), so a refusal is caught here first.
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
const PRICE_MAX = 10_000_000;
const COVER_URL_MAX = 2000;
export const MAX_COVER_BYTES = 2 * 1024 * 1024;
export const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

export const EMPTY_BOOK_FORM: BookFormValues = {
  title: '',
  description: '',
  category: '',
  trending: false,
  oldPrice: '',
  newPrice: '',
  coverUrl: '',
  coverFile: null,
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
  };
}

/** A react-hook-form rule: required after trimming, and no longer than the server allows. */
export const requiredText =
  (label: string, max: number) =>
  (value: string): string | true => {
    const text = value.trim();
    if (!text) return `${label} is required`;
    if (text.length > max) return `${label} must be at most ${max} characters`;
    return true;
  };

export const categoryError = (value: string): string | null =>
  BOOK_CATEGORIES.some((option) => option.value === value) ? null : 'Please choose a category';

export function priceError(value: string, label: string): string | null {
  const text = value.trim();
  if (!text) return `${label} is required`;
  const amount = Number(text);
  if (!Number.isFinite(amount)) return `${label} must be a number`;
  if (amount < 0) return `${label} cannot be negative`;
  if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) return `${label} can have at most 2 decimals`;
  if (amount > PRICE_MAX) return `${label} is too large`;
  return null;
}

export function newPriceError(value: string): string | null {
  const error = priceError(value, 'New price');
  if (error) return error;
  return Number(value) > 0 ? null : 'New price must be greater than 0';
}

export function oldPriceError(oldPrice: string, newPrice: string): string | null {
  const error = priceError(oldPrice, 'Old price');
  if (error) return error;
  // Only compared once the new price is itself valid; its own message covers the rest.
  if (newPriceError(newPrice)) return null;
  return Number(oldPrice) < Number(newPrice) ? 'Old price cannot be lower than the new price' : null;
}

export function coverFileError(file: File): string | null {
  if (!COVER_TYPES.includes(file.type)) return 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)';
  if (file.size > MAX_COVER_BYTES) return 'The image must be 2 MB or smaller';
  return null;
}

export function coverUrlError(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  const message = 'Enter a web address starting with http:// or https://';
  if (text.length > COVER_URL_MAX) return `The address must be at most ${COVER_URL_MAX} characters`;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : message;
  } catch {
    return message;
  }
}

function bookFields(values: BookFormValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category,
    trending: values.trending,
    oldPrice: Number(values.oldPrice),
    newPrice: Number(values.newPrice),
  };
}

/** The edit call's JSON: prices as numbers; no coverImage keeps the current cover. */
export function toBookJson(values: BookFormValues): Record<string, unknown> {
  const coverImage = values.coverUrl.trim();
  return { ...bookFields(values), ...(coverImage ? { coverImage } : {}) };
}

/** Multipart for a chosen file; numbers go as plain numerals ("1e3" becomes "1000"). */
export function toBookFormData(values: BookFormValues): FormData {
  const fields = bookFields(values);
  const data = new FormData();
  data.append('title', fields.title);
  data.append('description', fields.description);
  data.append('category', fields.category);
  data.append('trending', String(fields.trending));
  data.append('oldPrice', String(fields.oldPrice));
  data.append('newPrice', String(fields.newPrice));
  if (values.coverFile) data.append('coverImage', values.coverFile);
  return data;
}

/** Edit: JSON unless the owner picked a new file. */
export const toBookPayload = (values: BookFormValues): FormData | Record<string, unknown> =>
  values.coverFile ? toBookFormData(values) : toBookJson(values);

export interface ServerProblem {
  message: string;
  issues: { path: string; message: string }[];
}

/** The server's {error: {message, issues}} when it sent one; null for network failures. */
export function problemFromError(error: FetchBaseQueryError | SerializedError): ServerProblem | null {
  const message = serverMessage(error);
  if (!message) return null;
  const body = ('data' in error ? error.data : undefined) as { error?: { issues?: unknown } } | undefined;
  const issues = Array.isArray(body?.error?.issues) ? (body.error.issues as ServerProblem['issues']) : [];
  return {
    message,
    issues: issues.filter((issue) => typeof issue?.path === 'string' && typeof issue.message === 'string'),
  };
}

type IssueField = Exclude<keyof BookFormValues, 'trending'>;

/** Which field a server issue ("oldPrice", "coverImage") belongs beside. */
export function fieldForIssue(path: string, values: BookFormValues): IssueField | null {
  if (path === 'coverImage') return values.coverFile || !values.coverUrl.trim() ? 'coverFile' : 'coverUrl';
  const fields: IssueField[] = ['title', 'description', 'category', 'oldPrice', 'newPrice'];
  return fields.find((field) => field === path) ?? null;
}
