import { z } from 'zod';
import { normalisePhone, phoneProblem, zipcodeProblem } from './contact';
import { CHECKOUT_FIELD_MAX, ID_PATTERN, ORDER_ITEMS_MAX } from './limits';
import { ORDER_STATUSES } from './orders';
import { requiredText } from './text-schemas';

/** Phone numbers and PIN codes typed into number inputs may arrive as JSON numbers. */
const digitsOrText = (label: string, max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value,
    requiredText(label, max),
  );

/** The customer's contact and address fields, as the API and the checkout form check them. */
export const checkoutFieldSchemas = {
  name: requiredText('Full name', CHECKOUT_FIELD_MAX.name),
  phone: digitsOrText('Phone number', CHECKOUT_FIELD_MAX.phone),
  street: requiredText('Address', CHECKOUT_FIELD_MAX.street),
  city: requiredText('City', CHECKOUT_FIELD_MAX.city),
  state: requiredText('State', CHECKOUT_FIELD_MAX.state),
  country: requiredText('Country', CHECKOUT_FIELD_MAX.country),
  zipcode: digitsOrText('Zipcode', CHECKOUT_FIELD_MAX.zipcode),
};

type Path = (string | number)[];

/**
 * The rules that tie the contact fields to the country: an Indian mobile number and PIN code in
 * India, international forms elsewhere. Paths say where the form or body keeps each field.
 */
export function checkContactForCountry(
  values: { phone?: unknown; zipcode?: unknown; country?: unknown },
  ctx: z.RefinementCtx,
  paths: { phone: Path; zipcode: Path },
): void {
  // A missing or blank field already has its own "is required"; the country rule adds nothing.
  const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
  const country = typeof values.country === 'string' ? values.country : '';
  const phone = filled(values.phone) ? phoneProblem(values.phone, country) : undefined;
  if (phone) ctx.addIssue({ code: 'custom', path: paths.phone, message: phone });
  const zipcode = filled(values.zipcode) ? zipcodeProblem(values.zipcode, country) : undefined;
  if (zipcode) ctx.addIssue({ code: 'custom', path: paths.zipcode, message: zipcode });
}

/**
 * POST /api/orders. The address's street line is optional, as older clients send none; the
 * e-mail comes from the sign-in and the total from the shop's prices, so a client's are ignored.
 */
export const placeOrderBodySchema = z
  .strictObject({
    name: checkoutFieldSchemas.name,
    phone: checkoutFieldSchemas.phone,
    address: z.strictObject({
      street: checkoutFieldSchemas.street.optional(),
      city: checkoutFieldSchemas.city,
      state: checkoutFieldSchemas.state,
      country: checkoutFieldSchemas.country,
      zipcode: checkoutFieldSchemas.zipcode,
    }),
    productIds: z
      .array(z.string().regex(ID_PATTERN, 'productIds must be book ids'), {
        error: 'productIds must be a list of book ids',
      })
      .min(1, 'The order has no items')
      .max(ORDER_ITEMS_MAX, `An order can have at most ${ORDER_ITEMS_MAX} items`)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'productIds has repeated items' }),
    email: z.string().max(CHECKOUT_FIELD_MAX.email).optional(),
    totalPrice: z.unknown().optional(),
  })
  .superRefine((order, ctx) =>
    checkContactForCountry({ ...order, ...order.address }, ctx, {
      phone: ['phone'],
      zipcode: ['address', 'zipcode'],
    }),
  )
  .transform(({ email: _email, totalPrice: _total, address, ...order }) => ({
    ...order,
    phone: normalisePhone(order.phone, address.country),
    address: { ...address, street: address.street ?? '' },
  }));

/** What a client sends to place an order. */
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;
/** The order request once checked and normalised. */
export type PlaceOrderRequest = z.output<typeof placeOrderBodySchema>;

/** PATCH /api/orders/:id/status */
export const statusChangeBodySchema = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: `status must be one of: ${ORDER_STATUSES.join(', ')}` }),
});

export type StatusChangeBody = z.input<typeof statusChangeBodySchema>;
