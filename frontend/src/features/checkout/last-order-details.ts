import type { OrderView, ShopLocality } from '@shop/backend/contract';
import type { CheckoutValues } from './checkout-schema';

/**
 * The contact details of the customer's newest order, as the checkout form holds them, so a
 * second order is not typed again. The server lists orders newest first and only the
 * signed-in customer's own, so another account's details never appear.
 */
export function detailsOfLastOrder(
  orders: readonly OrderView[] | undefined,
): Partial<CheckoutValues> | undefined {
  const last = orders?.[0];
  if (!last) return undefined;
  return {
    name: last.name,
    phone: last.phone,
    address: last.address.street ?? '',
    city: last.address.city,
    state: last.address.state,
    country: last.address.country,
    zipcode: last.address.zipcode,
  };
}

/**
 * What the checkout starts with: the last order's details, or for a first order the shop's own
 * city, state, country and PIN (a pickup customer is nearly always local, and the address is only
 * printed on the bill), so a pickup needs only a name and a phone typed.
 */
export function startingDetails(
  orders: readonly OrderView[] | undefined,
  shopLocality: ShopLocality | undefined,
): Partial<CheckoutValues> | undefined {
  const last = detailsOfLastOrder(orders);
  if (last) return last;
  if (!shopLocality) return undefined;
  const { city, state, country, zipcode } = shopLocality;
  return { city, state, country, zipcode };
}
