import { z } from 'zod';
import { LOOKUP_CODE_MAX } from '../contract';

/** GET /api/counter/lookup?code=: what was scanned or typed, once. */
export const lookupQuerySchema = z.strictObject({
  code: z
    .string({
      error: (issue) => (issue.input === undefined ? 'code is required' : 'code must be given once, as text'),
    })
    .trim()
    .min(1, 'code is required')
    .max(LOOKUP_CODE_MAX, `code must be at most ${LOOKUP_CODE_MAX} characters`),
});

export type LookupQuery = z.output<typeof lookupQuerySchema>;
