/** What checkout hands the orders page: the order it just placed, to show first and large. */
export interface JustPlaced {
  placedOrderId: string;
}

export function justPlacedId(state: unknown): string | null {
  const id = (state as Partial<JustPlaced> | null)?.placedOrderId;
  return typeof id === 'string' ? id : null;
}

/**
 * A `upi://` link opens a UPI app only on a phone; a laptop (a fine pointer, no touch) gets the
 * QR code to scan with one instead. Without matchMedia (old browsers, tests) it is a phone.
 */
export function opensUpiApps(): boolean {
  if (typeof window.matchMedia !== 'function') return true;
  return !window.matchMedia('(pointer: fine) and (hover: hover)').matches;
}
