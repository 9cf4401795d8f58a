/** The zod rules of the customers' requests. */
import { z } from 'zod';
import { hasAtMostTwoDecimals } from './book-schemas';
import { normalisePhone, phoneProblem } from './contact';
import {
  CREDIT_LIMIT_MAX,
  CUSTOMER_ADDRESS_MAX,
  CUSTOMER_NAME_MAX,
  CUSTOMER_NOTES_MAX,
  CUSTOMER_PAGE_MAX,
} from './customers';
import { ACCOUNT_NOTE_MAX, ACCOUNT_PAYMENT_MAX } from './accounts';
import { PAYMENT_METHODS } from './counter';
import { isIndiaDay } from './india-time';
import { paymentSchema } from './order-schemas';
import { readPartyPlace } from './party-place';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';
import { numeral, optionalText, pagedSearchSchema, requiredText } from './text-schemas';

const phone = z
  .string({ error: 'phone is required' })
  .refine((typed) => phoneProblem(typed, 'India') === undefined, {
    message: 'phone must be a 10-digit Indian mobile number starting with 6-9 (optionally with +91 or 0)',
  })
  .transform((typed) => normalisePhone(typed, 'India'));

const creditLimit = numeral('creditLimit').pipe(
  z
    .number({ error: 'creditLimit must be a number of rupees' })
    .min(0, 'creditLimit cannot be negative')
    .max(CREDIT_LIMIT_MAX, `creditLimit can be at most ${CREDIT_LIMIT_MAX}`)
    .refine(hasAtMostTwoDecimals, { message: 'creditLimit can have at most 2 decimals' }),
);

/**
 * POST /api/customers and PUT /api/customers/:id. A GSTIN is read as a bill's buyer's is and gives
 * the state; without one a state may be typed, in words or by its code.
 */
export const customerBodySchema = z
  .strictObject({
    name: requiredText('name', CUSTOMER_NAME_MAX),
    phone,
    gstin: z.union([z.string(), z.null()], { error: 'gstin must be text' }).optional(),
    address: optionalText('address', CUSTOMER_ADDRESS_MAX).optional(),
    state: optionalText('state', CUSTOMER_ADDRESS_MAX).optional(),
    creditLimit: creditLimit.optional(),
    language: z.enum(LANGUAGES, { error: 'language must be en or hi' }).optional(),
    notes: optionalText('notes', CUSTOMER_NOTES_MAX).optional(),
  })
  .transform((body, ctx) => {
    const base = {
      name: body.name,
      phone: body.phone,
      address: body.address ?? null,
      creditLimit: body.creditLimit ?? 0,
      language: body.language ?? DEFAULT_LANGUAGE,
      notes: body.notes ?? '',
    };
    const place = readPartyPlace(body);
    if ('problem' in place) {
      ctx.addIssue({ code: 'custom', path: [place.problem.path], message: place.problem.message });
      return z.NEVER;
    }
    return { ...base, ...place };
  });
export type CustomerBody = z.output<typeof customerBodySchema>;

/** GET /api/customers */
export const customerQuerySchema = pagedSearchSchema(CUSTOMER_PAGE_MAX);

/** POST /api/customers/:id/payments */
export const accountPaymentBodySchema = z.strictObject({
  amount: numeral('amount').pipe(
    z
      .number({ error: 'amount must be a number of rupees' })
      .refine((amount) => amount > 0, 'amount must be more than 0')
      .refine((amount) => amount <= ACCOUNT_PAYMENT_MAX, `amount can be at most ${ACCOUNT_PAYMENT_MAX}`)
      .refine(hasAtMostTwoDecimals, { message: 'amount can have at most 2 decimals' }),
  ),
  method: z.enum(PAYMENT_METHODS, { error: `method must be one of: ${PAYMENT_METHODS.join(', ')}` }),
  reference: paymentSchema.shape.reference,
  note: optionalText('note', ACCOUNT_NOTE_MAX).optional(),
  advance: z.boolean({ error: 'advance must be true or false' }).optional(),
});
export type AccountPaymentBody = z.output<typeof accountPaymentBodySchema>;

/** GET /api/customers/:id/statement?from&to (India dates; by default this month to today). */
export const statementQuerySchema = z
  .strictObject({
    from: z.string().refine(isIndiaDay, 'from must be a calendar date, YYYY-MM-DD').optional(),
    to: z.string().refine(isIndiaDay, 'to must be a calendar date, YYYY-MM-DD').optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must be on or before to',
    path: ['from'],
  });
