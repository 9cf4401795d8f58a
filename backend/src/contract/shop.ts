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
  /** The shop's city, state, country and PIN: the address a pickup checkout starts with. */
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

/**
 * Where a pickup customer most likely lives: the shop's own city, state, country and PIN code,
 * which fill a first order's address for the bill (the shop never delivers).
 */
export interface ShopLocality {
  city: string;
  state: string;
  country: string;
  /** The six digits of the shop's PIN code; blank when its address does not say. */
  zipcode: string;
}

/** A PIN as an Indian address writes it: six digits, not starting with 0, often in two groups of three. */
const PIN_IN_ADDRESS = /\b([1-9]\d{2})[\s-]?(\d{3})\b/;

/**
 * The city, state and PIN of an Indian postal address written as the shop writes SHOP_ADDRESS
 * ("12 MG Road, Near City Bus Stand, Nagpur, Maharashtra 440001"): the PIN is the last six-digit
 * group, and with it and "India" set aside the state is the last part and the city the one before
 * it. Blank where it does not say.
 */
export function localityOf(address: string): ShopLocality {
  const parts = address.split(',');
  const pin = parts
    .map((part) => PIN_IN_ADDRESS.exec(part))
    .filter((match) => match !== null)
    .at(-1);
  const zipcode = pin ? `${pin[1]}${pin[2]}` : '';
  const named = parts
    .map((part) =>
      part
        .replace(PIN_IN_ADDRESS, '')
        .replace(/\bindia\b/i, '')
        .trim(),
    )
    .filter(Boolean);
  if (named.length < 2) return { city: '', state: '', country: 'India', zipcode };
  return { city: named.at(-2) ?? '', state: named.at(-1) ?? '', country: 'India', zipcode };
}
