import { z } from 'zod';
import { PAGE_LIMIT_MAX, TAX_DEFAULT_ITEMS_PAGE_SIZE } from '../contract';

export const defaultItemsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(TAX_DEFAULT_ITEMS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export type DefaultItemsQuery = z.output<typeof defaultItemsQuerySchema>;
