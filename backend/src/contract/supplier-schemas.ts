/** The zod rules of the suppliers' requests. */
import { z } from 'zod';
import { normalisePhone, phoneProblem } from './contact';
import { readPartyPlace } from './party-place';
import { hasAtMostTwoDecimals } from './book-schemas';
import { isIndiaDay } from './india-time';
import {
  PAYMENT_TERMS_MAX_DAYS,
  SUPPLIER_PAYMENT_MAX,
  SUPPLIER_PAYMENT_METHODS,
  SUPPLIER_ADDRESS_MAX,
  SUPPLIER_NAME_MAX,
  SUPPLIER_PAGE_MAX,
} from './suppliers';
import { numeral, optionalText, pagedSearchSchema, requiredText } from './text-schemas';

const phone = optionalText('phone', 20)
  .refine((typed) => typed === null || phoneProblem(typed, 'India') === undefined, {
    message: 'phone must be a 10-digit Indian mobile number starting with 6-9 (optionally with +91 or 0)',
  })
  .transform((typed) => (typed === null ? null : normalisePhone(typed, 'India')));

const paymentTermsDays = numeral('paymentTermsDays').pipe(
  z
    .number({ error: 'paymentTermsDays must be a number of days' })
    .int('paymentTermsDays must be a whole number of days')
    .min(0, 'paymentTermsDays cannot be negative')
    .max(PAYMENT_TERMS_MAX_DAYS, `paymentTermsDays can be at most ${PAYMENT_TERMS_MAX_DAYS}`),
);

/** POST /api/suppliers and PUT /api/suppliers/:id: the state from the GSTIN, else as typed. */
export const supplierBodySchema = z
  .strictObject({
    name: requiredText('name', SUPPLIER_NAME_MAX),
    gstin: z.union([z.string(), z.null()], { error: 'gstin must be text' }).optional(),
    address: requiredText('address', SUPPLIER_ADDRESS_MAX, { multiline: true }),
    state: optionalText('state', SUPPLIER_ADDRESS_MAX).optional(),
    phone: phone.optional(),
    paymentTermsDays: paymentTermsDays.optional(),
  })
  .transform((body, ctx) => {
    const place = readPartyPlace(body);
    if ('problem' in place) {
      ctx.addIssue({ code: 'custom', path: [place.problem.path], message: place.problem.message });
      return z.NEVER;
    }
    if (!place.state || !place.stateCode) {
      ctx.addIssue({
        code: 'custom',
        path: ['state'],
        message: 'state is required without a GSTIN: it decides between CGST with SGST and IGST',
      });
      return z.NEVER;
    }
    return {
      name: body.name,
      gstin: place.gstin,
      address: body.address,
      state: place.state,
      stateCode: place.stateCode,
      phone: body.phone ?? null,
      paymentTermsDays: body.paymentTermsDays ?? 0,
    };
  });
export type SupplierBody = z.output<typeof supplierBodySchema>;

/** GET /api/suppliers */
export const supplierQuerySchema = pagedSearchSchema(SUPPLIER_PAGE_MAX);

/** POST /api/suppliers/:id/payments */
export const supplierPaymentBodySchema = z
  .strictObject({
    amount: numeral('amount').pipe(
      z
        .number({ error: 'amount must be a number of rupees' })
        .refine((amount) => amount > 0, 'amount must be more than 0')
        .refine((amount) => amount <= SUPPLIER_PAYMENT_MAX, `amount can be at most ${SUPPLIER_PAYMENT_MAX}`)
        .refine(hasAtMostTwoDecimals, { message: 'amount can have at most 2 decimals' }),
    ),
    method: z.enum(SUPPLIER_PAYMENT_METHODS, {
      error: `method must be one of: ${SUPPLIER_PAYMENT_METHODS.join(', ')}`,
    }),
    reference: optionalText('reference', 60).optional(),
    date: z.string().refine(isIndiaDay, 'date must be a calendar date, YYYY-MM-DD').optional(),
    advance: z.boolean({ error: 'advance must be true or false' }).optional(),
    fromTill: z.boolean({ error: 'fromTill must be true or false' }).optional(),
  })
  .refine((body) => !body.fromTill || body.method === 'cash', {
    message: 'fromTill is only for a payment in cash',
    path: ['fromTill'],
  });
export type SupplierPaymentBody = z.output<typeof supplierPaymentBodySchema>;
