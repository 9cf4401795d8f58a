import { z } from 'zod';
import { ID_PATTERN } from '../store/ids';
import { ORDER_STATUSES } from '../store/store';

const field = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    // eslint-disable-next-line no-control-regex
    .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), {
      message: `${label} contains control characters`,
    });

const INDIA = new Set(['india', 'in', 'bharat', 'ind']);
export const isIndia = (country: string) => INDIA.has(country.trim().toLowerCase());

const INDIAN_PHONE = /^(?:\+91|0)?([6-9]\d{9})$/;
const INDIAN_PIN = /^[1-9]\d{5}$/;
const ANY_PHONE = /^\+?\d{6,15}$/;
const ANY_POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/;

const compactPhone = (phone: string) => phone.replace(/[\s()-]/g, '');

export const placeOrderSchema = z
  .strictObject({
    name: field('name', 100),
    phone: z.union([field('phone', 20), z.number().int().nonnegative().transform(String)]),
    address: z.strictObject({
      street: field('address', 200),
      city: field('city', 80),
      state: field('state', 80),
      country: field('country', 60),
      zipcode: z.union([field('zipcode', 12), z.number().int().nonnegative().transform(String)]),
    }),
    productIds: z
      .array(z.string().regex(ID_PATTERN, 'productIds must be book ids'), {
        error: 'productIds must be a list of book ids',
      })
      .min(1, 'The order has no items')
      .max(100, 'An order can have at most 100 items')
      .refine((ids) => new Set(ids).size === ids.length, { message: 'productIds has repeated items' }),
    // The spec's client sends these; the e-mail comes from the sign-in and the total from our prices.
    email: z.string().max(320).optional(),
    totalPrice: z.unknown().optional(),
  })
  .superRefine((order, ctx) => {
    const phone = compactPhone(order.phone);
    if (isIndia(order.address.country)) {
      if (!INDIAN_PHONE.test(phone)) {
        ctx.addIssue({
          code: 'custom',
          path: ['phone'],
          message: 'phone must be a 10-digit Indian mobile number, optionally with +91',
        });
      }
      if (!INDIAN_PIN.test(order.address.zipcode)) {
        ctx.addIssue({
          code: 'custom',
          path: ['address', 'zipcode'],
          message: 'zipcode must be a 6-digit Indian PIN code',
        });
      }
    } else {
      if (!ANY_PHONE.test(phone))
        ctx.addIssue({ code: 'custom', path: ['phone'], message: 'phone must be 6 to 15 digits' });
      if (!ANY_POSTCODE.test(order.address.zipcode)) {
        ctx.addIssue({
          code: 'custom',
          path: ['address', 'zipcode'],
          message: 'zipcode is not a valid postal code',
        });
      }
    }
  })
  .transform(({ email: _email, totalPrice: _total, ...order }) => ({
    ...order,
    phone: normalisePhone(order.phone, order.address.country),
  }));

function normalisePhone(phone: string, country: string): string {
  const compact = compactPhone(phone);
  if (!isIndia(country)) return compact;
  return `+91${INDIAN_PHONE.exec(compact)?.[1] ?? compact}`;
}

export type PlaceOrderRequest = z.output<typeof placeOrderSchema>;

export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_:.-]{8,128}$/, 'Idempotency-Key must be 8-128 letters, digits or - _ : .');

export const statusChangeSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: `status must be one of: ${ORDER_STATUSES.join(', ')}` }),
});

export const emailParamSchema = z.string().trim().toLowerCase().email('Not a valid e-mail address').max(320);
