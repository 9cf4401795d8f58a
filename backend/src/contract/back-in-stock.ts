/**
 * "Tell me when it's back": a signed-in customer asks to hear when an out-of-stock item can be
 * ordered again. A verified e-mail address is mailed; otherwise the notice waits on the owner's
 * Messages page, with the phone the customer gave, to be sent on WhatsApp.
 */
import { z } from 'zod';
import { normalisePhone, PHONE_MESSAGES, phoneProblem } from './contact';

/** How the customer will hear: by e-mail (a verified address) or from the owner on WhatsApp. */
export type BackInStockChannel = 'email' | 'whatsapp';

/** GET, POST /api/books/:id/back-in-stock: whether this customer is waiting for the item. */
export interface BackInStockStatus {
  waiting: boolean;
  /** Null when not waiting. */
  channel: BackInStockChannel | null;
  /** The phone given for WhatsApp, as kept (+91 and ten digits); null when none. */
  phone: string | null;
}

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

/** What the API answers when an unverified customer gives no phone: the shop could not reach them. */
export const BACK_IN_STOCK_NEEDS_PHONE =
  'Give a mobile number so the shop can tell you on WhatsApp (your e-mail address is not verified).';
