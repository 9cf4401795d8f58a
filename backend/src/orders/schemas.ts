import { z } from 'zod';
import {
  CHECKOUT_FIELD_MAX,
  DESK_FILTERS,
  DESK_SEARCH_MAX,
  DESK_PAGE_SIZE,
  PAGE_LIMIT_MAX,
} from '../contract';

export { placeOrderBodySchema, statusChangeBodySchema, type PlaceOrderRequest } from '../contract/schemas';

export const emailParamSchema = z
  .string()
  .trim()
  .toLowerCase()
  .email('Not a valid e-mail address')
  .max(CHECKOUT_FIELD_MAX.email);

/** The desk's view of all orders; with none of these, GET /allorders lists every order, as older clients expect. */
export const deskQuerySchema = z.strictObject({
  status: z.enum(DESK_FILTERS, { error: `status must be one of: ${DESK_FILTERS.join(', ')}` }).optional(),
  q: z.string().trim().max(DESK_SEARCH_MAX, `q must be at most ${DESK_SEARCH_MAX} characters`).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(DESK_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** PATCH /api/orders/:id/print-jobs/:jobId: the desk's Printed tick. */
export const printedBodySchema = z.strictObject({
  printed: z.boolean({ error: 'printed must be true or false' }),
});

export const deskCountsQuerySchema = deskQuerySchema.pick({ q: true });
