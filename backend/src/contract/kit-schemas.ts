import { z } from 'zod';
import { price } from './book-schemas';
import {
  isAcademicYear,
  KIT_CLASS_MAX,
  KIT_LINE_QUANTITY_MAX,
  KIT_LINES_MAX,
  KIT_EXPECTED_MAX,
  KIT_NOTES_MAX,
  KIT_ORDER_QUANTITY_MAX,
  KIT_PERCENT_OFF_MAX,
  KIT_SCHOOL_MAX,
  KIT_TITLE_MAX,
} from './kits';
import { ID_PATTERN } from './limits';
import { requiredText } from './text-schemas';

const productId = z.string().regex(ID_PATTERN, 'productId must be an item id');

export const academicYearSchema = z
  .string({ error: 'academicYear is required, as 2026-27' })
  .trim()
  .refine(isAcademicYear, { message: 'academicYear must be two years that follow, as 2026-27' });

export const kitLineSchema = z.strictObject({
  productId,
  quantity: z
    .number({ error: `quantity must be a whole number from 1 to ${KIT_LINE_QUANTITY_MAX}` })
    .int(`quantity must be a whole number from 1 to ${KIT_LINE_QUANTITY_MAX}`)
    .min(1, 'quantity must be at least 1')
    .max(KIT_LINE_QUANTITY_MAX, `quantity must be at most ${KIT_LINE_QUANTITY_MAX}`),
  optional: z.boolean({ error: 'optional must be true or false' }).default(false),
});

export const kitPricingSchema = z.discriminatedUnion(
  'mode',
  [
    z.strictObject({ mode: z.literal('sum') }),
    z.strictObject({
      mode: z.literal('percentOff'),
      percent: z
        .number({ error: `percent must be a number from 0 to ${KIT_PERCENT_OFF_MAX}` })
        .min(0, 'percent cannot be negative')
        .max(KIT_PERCENT_OFF_MAX, `percent must be at most ${KIT_PERCENT_OFF_MAX}`)
        .refine((value) => Number.isInteger(value * 100), { message: 'percent can have at most 2 decimals' }),
    }),
    z.strictObject({ mode: z.literal('fixed'), price: price('price') }),
  ],
  { error: 'pricing.mode must be one of: sum, percentOff, fixed' },
);

/** POST /api/kits and PUT /api/kits/:id. */
export const kitBodySchema = z.strictObject({
  title: requiredText('Title', KIT_TITLE_MAX),
  school: requiredText('School', KIT_SCHOOL_MAX),
  className: requiredText('Class', KIT_CLASS_MAX),
  academicYear: academicYearSchema,
  lines: z
    .array(kitLineSchema, { error: 'lines must be a list of {productId, quantity, optional}' })
    .min(1, 'A kit needs at least one line')
    .max(KIT_LINES_MAX, `A kit can have at most ${KIT_LINES_MAX} lines`)
    .refine((lines) => new Set(lines.map((line) => line.productId)).size === lines.length, {
      message: 'Each item may be in a kit only once; put the quantity on its line',
    })
    .refine((lines) => lines.some((line) => !line.optional), {
      message: 'A kit needs at least one required line',
    }),
  pricing: kitPricingSchema.default({ mode: 'sum' }),
  published: z.boolean({ error: 'published must be true or false' }).default(false),
  notes: z
    .string({ error: 'notes must be text' })
    .trim()
    .max(KIT_NOTES_MAX, `notes must be at most ${KIT_NOTES_MAX} characters`)
    .default(''),
  expectedKits: z
    .number({ error: `expectedKits must be a whole number from 1 to ${KIT_EXPECTED_MAX}, or null` })
    .int(`expectedKits must be a whole number from 1 to ${KIT_EXPECTED_MAX}`)
    .min(1, 'expectedKits must be at least 1')
    .max(KIT_EXPECTED_MAX, `expectedKits must be at most ${KIT_EXPECTED_MAX}`)
    .nullable()
    .default(null),
});

export type KitBody = z.input<typeof kitBodySchema>;

/** GET /api/kits: every filter optional. */
export const kitQuerySchema = z.strictObject({
  school: z.string().trim().max(KIT_SCHOOL_MAX).optional(),
  className: z.string().trim().max(KIT_CLASS_MAX).optional(),
  academicYear: z.string().trim().max(7).optional(),
  q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
});

/** POST /api/kits/:id/copy. */
export const kitCopyBodySchema = z.strictObject({ academicYear: academicYearSchema });

/** A kit as an order's item (POST /api/orders `items`). */
export const kitOrderItemSchema = z.strictObject({
  kitId: z.string().regex(ID_PATTERN, 'kitId must be a kit id'),
  quantity: z
    .number({ error: `quantity must be a whole number from 1 to ${KIT_ORDER_QUANTITY_MAX}` })
    .int(`quantity must be a whole number from 1 to ${KIT_ORDER_QUANTITY_MAX}`)
    .min(1, 'quantity must be at least 1')
    .max(KIT_ORDER_QUANTITY_MAX, `quantity must be at most ${KIT_ORDER_QUANTITY_MAX} kits`),
  omit: z.array(productId, { error: 'omit must be a list of item ids' }).max(KIT_LINES_MAX).default([]),
});
