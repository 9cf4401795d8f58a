/** POST /api/books/:id/back-in-stock's body, kept apart from back-in-stock.ts so the storefront's shell never loads zod. */
import { z } from 'zod';
import { normalisePhone, PHONE_MESSAGES, phoneProblem } from './contact';

/** The shop is in India: a number is an Indian mobile. */
const SHOP_COUNTRY = 'India';

/** POST /api/books/:id/back-in-stock: a phone is needed only when the e-mail is not verified. */
export const backInStockRequestSchema = z.strictObject({
  phone: z
    .string({ error: 'phone must be text' })
    .trim()
    .optional()
    .transform((phone) => (phone ? phone : undefined))
    .refine((phone) => phone === undefined || !phoneProblem(phone, SHOP_COUNTRY), {
      message: PHONE_MESSAGES.india,
    })
    .transform((phone) => (phone === undefined ? null : normalisePhone(phone, SHOP_COUNTRY))),
});

export type BackInStockRequestBody = z.output<typeof backInStockRequestSchema>;
