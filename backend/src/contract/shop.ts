import type { ReceiptWidthMm } from './counter-sales';

export const STORE_HOURS = 'Mon-Sat 9:00 AM - 8:00 PM, Sunday closed';

/** GET /api/shop: the facts the storefront shows about the shop. */
export interface ShopInfo {
  name: string;
  address: string;
  email: string;
  phone: string;
  mapsUrl: string;
  hours: string;
  /** An order is usually ready this many hours after it is placed (PICKUP_READY_HOURS). */
  readyHours: number;
  /** A ready order is held this many days (PICKUP_HOLD_DAYS). */
  holdDays: number;
  /** The shop's city, state and country: where a pickup checkout starts. */
  locality: ShopLocality;
  currency: 'INR';
  socialLinks: { facebook: string; instagram: string };
  /** The counter's receipt roll (RECEIPT_WIDTH_MM); the counter prints for 80 mm when absent. */
  receiptWidthMm?: ReceiptWidthMm;
  /**
   * The shop's UPI account (SHOP_UPI_ID, SHOP_UPI_NAME), so the counter can show a QR for a walk-in
   * sale's exact amount before there is an order to carry a link; absent when the shop has none.
   */
  upi?: { id: string; name: string };
}

/** Where a pickup customer most likely lives: the shop's own city, state and country. */
export interface ShopLocality {
  city: string;
  state: string;
  country: string;
}

/**
 * The city and state of an Indian postal address written as the shop writes SHOP_ADDRESS
 * ("12 MG Road, Near City Bus Stand, Nagpur, Maharashtra 440001"): the PIN and "India" set
 * aside, the state is the last part and the city the one before it. Blank where it does not say.
 */
export function localityOf(address: string): ShopLocality {
  const parts = address
    .split(',')
    .map((part) =>
      part
        .replace(/\b\d{3}[\s-]?\d{3}\b/, '')
        .replace(/\bindia\b/i, '')
        .trim(),
    )
    .filter(Boolean);
  if (parts.length < 2) return { city: '', state: '', country: 'India' };
  return { city: parts.at(-2) ?? '', state: parts.at(-1) ?? '', country: 'India' };
}
