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
  currency: 'INR';
  socialLinks: { facebook: string; instagram: string };
}
