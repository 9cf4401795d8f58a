/**
 * "Tell me when it's back": a signed-in customer asks to hear when an out-of-stock item can be
 * ordered again. A verified e-mail address is mailed; otherwise the notice waits on the owner's
 * Messages page, with the phone the customer gave, to be sent on WhatsApp.
 */

/** How the customer will hear: by e-mail (a verified address) or from the owner on WhatsApp. */
export type BackInStockChannel = 'email' | 'whatsapp';

/** GET, POST /api/books/:id/back-in-stock: whether this customer is waiting for the item. */
export interface BackInStockStatus {
  waiting: boolean;
  /** Null when not waiting. */
  channel: BackInStockChannel | null;
  /** The phone given for WhatsApp, as kept (+91 and ten digits); null when none. */
  phone: string | null;
}

/** What the API answers when an unverified customer gives no phone: the shop could not reach them. */
export const BACK_IN_STOCK_NEEDS_PHONE =
  'Give a mobile number so the shop can tell you on WhatsApp (your e-mail address is not verified).';

/**
 * How many items an account may wait for at once on a number it has not verified (one it typed,
 * its e-mail unverified): each becomes a WhatsApp message from the shop to that number, and the
 * number may be a stranger's. The account's own verified number or e-mail has no such limit.
 */
export const BACK_IN_STOCK_TYPED_NUMBER_LIMIT = 3;

/** What the API answers (409, `conflict`) when an account asks for one item more than that. */
export const BACK_IN_STOCK_LIMIT_REACHED = `You can wait for at most ${BACK_IN_STOCK_TYPED_NUMBER_LIMIT} items at a time on a mobile number you have not verified. Stop waiting for one, verify your e-mail address, or sign in with that number.`;
