import type { Address } from '@shop/backend/contract';

/**
 * One line for an address, as the customer's and the owner's order cards show it. Its own module
 * so the owner's desk can use it without loading the customer's card (and its QR code library).
 */
export const formatAddress = ({ street, city, state, country, zipcode }: Address): string =>
  [street, city, state, `${country} - ${zipcode}`].filter(Boolean).join(', ');
