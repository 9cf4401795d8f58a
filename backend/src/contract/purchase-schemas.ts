/** The zod rules of purchase bills. */
import { z } from 'zod';
import { bookFieldSchemas, hasAtMostTwoDecimals } from './book-schemas';
import { isIndiaDay } from './india-time';
import { reportRangeQuerySchema } from './report-schemas';
import {
  BILL_NUMBER_MAX,
  OTHER_CHARGES_MAX,
  PURCHASE_LINES_MAX,
  PURCHASE_PAGE_MAX,
  ITEM_COSTS_MAX,
  MARGIN_GROUPS,
  PURCHASE_QUANTITY_MAX,
  ROUND_OFF_MAX,
  UNIT_COST_MAX,
} from './purchases';
import {
  PURCHASE_ORDER_LINES_MAX,
  PURCHASE_ORDER_NOTE_MAX,
  PURCHASE_ORDER_PAGE_MAX,
  REORDER_UNITS_MAX,
} from './purchase-orders';
import { bookUnit, gstRate, hsnCode } from './tax-schemas';
import { numeral, requiredText } from './text-schemas';

const rupees = (label: string, min: number, max: number) =>
  numeral(label).pipe(
    z
      .number({ error: `${label} must be a number of rupees` })
      .min(min, min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}`)
      .max(max, `${label} can be at most ${max}`)
      .refine(hasAtMostTwoDecimals, { message: `${label} can have at most 2 decimals` }),
  );

/** A new item on a bill: what the catalogue needs of it; its HSN, rate and unit are the line's. */
const newItem = z.strictObject({
  title: bookFieldSchemas.title,
  category: bookFieldSchemas.category,
  newPrice: bookFieldSchemas.newPrice,
  oldPrice: bookFieldSchemas.oldPrice.optional(),
  description: bookFieldSchemas.description.optional(),
  barcode: bookFieldSchemas.barcode.optional(),
  sku: bookFieldSchemas.sku.optional(),
});

const purchaseLine = z
  .strictObject({
    productId: requiredText('productId', 64).optional(),
    newItem: newItem.optional(),
    quantity: numeral('quantity').pipe(
      z
        .number({ error: 'quantity must be a number of units' })
        .int('quantity must be whole units')
        .min(1, 'quantity must be at least 1')
        .max(PURCHASE_QUANTITY_MAX, `quantity can be at most ${PURCHASE_QUANTITY_MAX}`),
    ),
    unitCost: rupees('unitCost', 0, UNIT_COST_MAX),
    gstRate: gstRate('gstRate'),
    hsn: hsnCode('hsn'),
    unit: bookUnit,
  })
  .refine((line) => (line.productId === undefined) !== (line.newItem === undefined), {
    message: 'a line names either productId or newItem',
    path: ['productId'],
  });

/** POST /api/purchases */
export const purchaseBodySchema = z.strictObject({
  supplierId: requiredText('supplierId', 64),
  billNumber: requiredText('billNumber', BILL_NUMBER_MAX),
  billDate: z
    .string({ error: 'billDate is required' })
    .refine(isIndiaDay, 'billDate must be a calendar date, YYYY-MM-DD'),
  lines: z
    .array(purchaseLine, { error: 'lines must be a list' })
    .min(1, 'lines must have at least one line')
    .max(PURCHASE_LINES_MAX, `lines can have at most ${PURCHASE_LINES_MAX}`),
  otherCharges: rupees('otherCharges', 0, OTHER_CHARGES_MAX).optional(),
  roundOff: rupees('roundOff', -ROUND_OFF_MAX, ROUND_OFF_MAX).optional(),
  purchaseOrderId: requiredText('purchaseOrderId', 64).optional(),
});
export type PurchaseBody = z.output<typeof purchaseBodySchema>;

/** GET /api/purchases: newest bill first, of one supplier or all, between two bill dates. */
export const purchaseQuerySchema = z
  .strictObject({
    supplierId: requiredText('supplierId', 64).optional(),
    from: z.string().refine(isIndiaDay, 'from must be a calendar date, YYYY-MM-DD').optional(),
    to: z.string().refine(isIndiaDay, 'to must be a calendar date, YYYY-MM-DD').optional(),
    page: z.coerce.number().int('page must be a whole number').min(1, 'page must be 1 or more').default(1),
    limit: z.coerce
      .number()
      .int('limit must be a whole number')
      .min(1, 'limit must be 1 or more')
      .max(PURCHASE_PAGE_MAX, `limit must be at most ${PURCHASE_PAGE_MAX}`)
      .default(25),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must be on or before to',
    path: ['from'],
  });

/** GET /api/item-costs?ids=a,b */
export const itemCostQuerySchema = z.strictObject({
  ids: z
    .string({ error: 'ids is required' })
    .transform((typed) => [
      ...new Set(
        typed
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().max(64, 'each id must be at most 64 characters'))
        .min(1, 'ids must name at least one item')
        .max(ITEM_COSTS_MAX, `ids can name at most ${ITEM_COSTS_MAX} items`),
    ),
});

/** GET /api/reports/margin: a range of India dates, by item (the default) or by category. */
export const marginQuerySchema = reportRangeQuerySchema.safeExtend({
  groupBy: z.enum(MARGIN_GROUPS, { error: 'groupBy must be item or category' }).default('item'),
  format: z.literal('csv', { error: 'format must be csv' }).optional(),
});
export type MarginQuery = z.output<typeof marginQuerySchema>;

const units = (label: string, min: number) =>
  numeral(label).pipe(
    z
      .number({ error: `${label} must be a number of units` })
      .int(`${label} must be whole units`)
      .min(min, `${label} must be at least ${min}`)
      .max(REORDER_UNITS_MAX, `${label} can be at most ${REORDER_UNITS_MAX}`),
  );

/** PUT /api/reorder/:productId: null (or left out) clears a value. */
export const reorderLevelsBodySchema = z.strictObject({
  reorderLevel: units('reorderLevel', 0).nullable().default(null),
  reorderQuantity: units('reorderQuantity', 1).nullable().default(null),
});

/** POST /api/purchase-orders */
export const purchaseOrderBodySchema = z.strictObject({
  supplierId: requiredText('supplierId', 64),
  lines: z
    .array(
      z.strictObject({
        productId: requiredText('productId', 64),
        quantity: units('quantity', 1),
        unitCost: rupees('unitCost', 0, UNIT_COST_MAX).nullable().optional(),
      }),
      { error: 'lines must be a list' },
    )
    .min(1, 'lines must have at least one line')
    .max(PURCHASE_ORDER_LINES_MAX, `lines can have at most ${PURCHASE_ORDER_LINES_MAX}`)
    .refine((lines) => new Set(lines.map((line) => line.productId)).size === lines.length, {
      message: 'Each item may be on an order once; put the quantity on its line',
    }),
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(PURCHASE_ORDER_NOTE_MAX, `note must be at most ${PURCHASE_ORDER_NOTE_MAX} characters`)
    .optional(),
});
export type PurchaseOrderBody = z.output<typeof purchaseOrderBodySchema>;

/** GET /api/purchase-orders: newest first, of one supplier or all, only those still due when open=true. */
export const purchaseOrderQuerySchema = z.strictObject({
  supplierId: requiredText('supplierId', 64).optional(),
  open: z
    .enum(['true', 'false'], { error: 'open must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be 1 or more').default(1),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(PURCHASE_ORDER_PAGE_MAX, `limit must be at most ${PURCHASE_ORDER_PAGE_MAX}`)
    .default(25),
});
export type PurchaseOrderQuery = z.output<typeof purchaseOrderQuerySchema>;
