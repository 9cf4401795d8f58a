import { z } from 'zod';
import {
  BOOK_IDS_MAX,
  BOOK_SORTS,
  CATEGORIES,
  DEFAULT_UNIT,
  ID_PATTERN,
  PAGE_LIMIT_MAX,
  SEARCH_MAX_LENGTH,
  TOP_SELLERS_LIMIT_DEFAULT,
  TOP_SELLERS_LIMIT_MAX,
} from '../contract';
import { bookFieldSchemas, flag } from '../contract/schemas';

export { stockAdjustmentSchema } from '../contract/schemas';
import { coverImageReference } from '../images/cover-reference';

export const createBookSchema = z.strictObject({
  ...bookFieldSchemas,
  trending: flag('Trending').default(false),
  // Left out: the shop does not count the item (yet), and it has no SKU or barcode.
  stock: bookFieldSchemas.stock.optional().transform((stock) => stock ?? null),
  sku: bookFieldSchemas.sku.optional().transform((sku) => sku ?? null),
  barcode: bookFieldSchemas.barcode.optional().transform((barcode) => barcode ?? null),
  // Left out: billed at its category's HSN code and rate.
  hsn: bookFieldSchemas.hsn.optional().transform((hsn) => hsn ?? null),
  gstRate: bookFieldSchemas.gstRate.optional().transform((rate) => rate ?? null),
  // Left out: counted in numbers (NOS).
  unit: bookFieldSchemas.unit.optional().transform((unit) => unit ?? DEFAULT_UNIT),
  coverImage: coverImageReference.optional(),
});

export const updateBookSchema = z
  .strictObject({ ...bookFieldSchemas, coverImage: coverImageReference })
  .partial()
  .extend({
    // An edit form may send an empty cover to mean "keep the current one".
    coverImage: z.union([z.literal(''), coverImageReference]).optional(),
    // Clients echo these back on edit; they are read-only and ignored.
    _id: z.string().optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
    __v: z.number().optional(),
    // What the shelf holds is counted with PATCH /stock, never by echoing the item back.
    onHand: z.number().nullable().optional(),
  });

export type CreateBookRequest = z.output<typeof createBookSchema>;
export type UpdateBookRequest = z.output<typeof updateBookSchema>;

/** `ids=a,b,c`: the books a cart or a dashboard shows, each named once. */
const bookIds = z
  .string()
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.string().regex(ID_PATTERN, 'each id must be 24 hexadecimal characters'))
      .min(1, 'ids must name at least one book')
      .max(BOOK_IDS_MAX, `ids may name at most ${BOOK_IDS_MAX} books`),
  );

export const listBooksQuerySchema = z
  .strictObject({
    category: z.enum(CATEGORIES).optional(),
    trending: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    q: z
      .string()
      .trim()
      .max(SEARCH_MAX_LENGTH, `q must be at most ${SEARCH_MAX_LENGTH} characters`)
      .optional(),
    sort: z.enum(BOOK_SORTS).optional(),
    limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).optional(),
    offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
    /** The owner's stock filters: low (at or below LOW_STOCK_THRESHOLD) or out (0). */
    stock: z.enum(['low', 'out'], { error: 'stock must be low or out' }).optional(),
    ids: bookIds.optional(),
  })
  .refine(({ ids, ...others }) => !ids || Object.values(others).every((value) => value === undefined), {
    message: 'ids cannot be combined with other parameters',
    path: ['ids'],
  });

export const stockMovementsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

export const catalogueImportQuerySchema = z.strictObject({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});

export type ListBooksQuery = z.output<typeof listBooksQuerySchema>;

export const topSellersQuerySchema = z.strictObject({
  category: z.enum(CATEGORIES).optional(),
  limit: z.coerce.number().int().min(1).max(TOP_SELLERS_LIMIT_MAX).default(TOP_SELLERS_LIMIT_DEFAULT),
});

export type TopSellersQuery = z.output<typeof topSellersQuerySchema>;
