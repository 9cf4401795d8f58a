import { CHECKOUT_FIELD_MAX } from '@shop/backend/contract';
import { checkContactForCountry, checkoutFieldSchemas, optionalText } from '@shop/backend/contract/schemas';
import { z } from 'zod';

/**
 * The checkout form's fields, checked by the very rules the API applies to the order body; only
 * the layout differs (the street line is the form's Address field) and the terms box is the form's own.
 * The street line may be left blank, as the API allows: the shop never delivers, and the street
 * is only printed on the bill when the customer wants it there.
 */
export const checkoutFormSchema = z
  .object({
    name: checkoutFieldSchemas.name,
    phone: checkoutFieldSchemas.phone,
    address: optionalText('Address', CHECKOUT_FIELD_MAX.street),
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
export type CheckoutValues = Omit<
  z.input<typeof checkoutFormSchema>,
  'terms' | 'phone' | 'zipcode' | 'address'
> & {
  phone: string;
  address: string;
  zipcode: string;
  terms: boolean;
};
/** What it hands on once every rule holds: trimmed text, no street line (null) when none was typed, the terms accepted. */
export type CheckedCheckout = z.output<typeof checkoutFormSchema>;

/** The fields of the address printed on the bill, folded away while the shop's or the last order's fill them. */
export const BILL_ADDRESS_FIELDS = ['address', 'city', 'country', 'state', 'zipcode'] as const;
