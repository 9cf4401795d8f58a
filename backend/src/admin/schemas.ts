import { z } from 'zod';
import { DESK_PAGE_SIZE, PAGE_LIMIT_MAX } from '../contract';

export const messagesQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(DESK_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
