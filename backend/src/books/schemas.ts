import { z } from 'zod';
import { CATEGORIES } from '../store/store';

const MAX_PRICE = 10_000_000;

/** Multipart forms send text; JSON clients may too. Only plain decimal numerals are accepted. */
const price = (label: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && /^\s*\d{1,8}(\.\d{1,2})?\s*$/.test(value) ? Number(value) : value,
    z
      .number({ error: `${label} must be a number` })
      .finite()
      .min(0, `${label} cannot be negative`)
      .max(MAX_PRICE, `${label} is too large`)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
        message: `${label} can have at most two decimals`,
      }),
  );

const flag = z.preprocess(
  (value) => {
    if (value === 'true' || value === 'on' || value === '1') return true;
    if (value === 'false' || value === 'off' || value === '0' || value === '') return false;
    return value;
  },
  z.boolean({ error: 'trending must be true or false' }),
);

const cleanText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    // eslint-disable-next-line no-control-regex
    .refine((text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text), {
      message: `${label} contains control characters`,
    });

/** A stored image name, or an absolute http(s) URL. */
export const coverImageReference = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine(
    (value) => {
      if (/^[a-f0-9]{64}\.webp$/.test(value)) return true;
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    },
    { message: 'coverImage must be an uploaded image name or an http(s) URL' },
  );

const bookFields = {
  title: cleanText('title', 200),
  description: cleanText('description', 5000),
  category: z.enum(CATEGORIES, { error: `category must be one of: ${CATEGORIES.join(', ')}` }),
  trending: flag,
  oldPrice: price('oldPrice'),
  newPrice: price('newPrice'),
  coverImage: coverImageReference,
};

export const createBookSchema = z.strictObject({
  ...bookFields,
  trending: flag.default(false),
  coverImage: coverImageReference.optional(),
});

export const updateBookSchema = z
  .strictObject(bookFields)
  .partial()
  .extend({
    // The spec's edit form may send an empty cover to mean "keep the current one".
    coverImage: z.union([z.literal(''), coverImageReference]).optional(),
    // The spec's clients echo these back on edit; they are read-only and ignored.
    _id: z.string().optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
    __v: z.number().optional(),
  });

export type CreateBookRequest = z.output<typeof createBookSchema>;
export type UpdateBookRequest = z.output<typeof updateBookSchema>;

const SORTS = ['newest', 'oldest', 'price-asc', 'price-desc', 'title'] as const;

/** The longest search the catalogue answers. */
export const SEARCH_MAX_LENGTH = 100;

export const listBooksQuerySchema = z.strictObject({
  category: z.enum(CATEGORIES).optional(),
  trending: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  q: z.string().trim().max(SEARCH_MAX_LENGTH, `q must be at most ${SEARCH_MAX_LENGTH} characters`).optional(),
  sort: z.enum(SORTS).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

export const topSellersQuerySchema = z.strictObject({
  category: z.enum(CATEGORIES).optional(),
  limit: z.coerce.number().int().min(1).max(24).default(12),
});
