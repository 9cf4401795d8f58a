import { checkContactForCountry, checkoutFieldSchemas } from '@shop/backend/contract/schemas';
import { z } from 'zod';

/**
 * The checkout form's fields, checked by the very rules the API applies to the order body; only
 * the layout differs (the street line is the form's Address field) and the terms box is the form's own.
 */
export const checkoutFormSchema = z
  .object({
    name: checkoutFieldSchemas.name,
    phone: checkoutFieldSchemas.phone,
    address: checkoutFieldSchemas.street,
    city: checkoutFieldSchemas.city,
    country: checkoutFieldSchemas.country,
    state: checkoutFieldSchemas.state,
    zipcode: checkoutFieldSchemas.zipcode,
    terms: z.literal(true, { error: 'Please accept the terms to place the order' }),
  })
  .superRefine((values, ctx) =>
    checkContactForCountry(values, ctx, { phone: ['phone'], zipcode: ['zipcode'] }),
  );

/** What the form holds while the customer types. */
export type CheckoutValues = Omit<z.input<typeof checkoutFormSchema>, 'terms' | 'phone' | 'zipcode'> & {
  phone: string;
  zipcode: string;
  terms: boolean;
};
/** What it hands on once every rule holds: trimmed text, the terms accepted. */
export type CheckedCheckout = z.output<typeof checkoutFormSchema>;
