/** The store contract's "tell me when it's back" part: customers waiting for items, and their notices. */
import type { Book } from '../contract';

/** A customer waiting for an item customers cannot order now. */
export interface BackInStockRequest {
  _id: string;
  bookId: string;
  customerUid: string;
  email: string;
  /** Whether the address was verified as the customer's when they asked: only such a one is mailed. */
  emailVerified: boolean;
  /** A mobile number for WhatsApp, as kept (+91 and ten digits); null when none was given. */
  phone: string | null;
  /** Whether `phone` is the number the customer's phone sign-in verified as theirs, not one typed. */
  phoneVerified: boolean;
  createdAt: string;
  /** When their notice was written; null while they wait. */
  notifiedAt: string | null;
}

export type BackInStockInput = Pick<
  BackInStockRequest,
  'bookId' | 'customerUid' | 'email' | 'emailVerified' | 'phone' | 'phoneVerified'
>;

/**
 * A request the shop can only answer on a number nobody showed to be the customer's: their e-mail
 * is not verified and the phone is not the one they signed in with. An account has a limited
 * number of these open at once (`request`'s limit).
 */
export const onATypedNumber = (request: Pick<BackInStockRequest, 'emailVerified' | 'phoneVerified'>) =>
  !request.emailVerified && !request.phoneVerified;

/** The notice that tells waiting customers; held for the owner when `heldBecause` is given. */
export interface BackInStockNotice {
  recipient: string;
  subject: string;
  text: string;
  heldBecause?: string;
}

/** Words the one notice to a number: for the items it names, once each, and the requests it answers. */
export type ComposeForNumber = (books: Book[], requests: BackInStockRequest[]) => BackInStockNotice;

export interface BackInStockStore {
  /** This customer's waiting request for the item, or null. */
  waiting(bookId: string, customerUid: string): Promise<BackInStockRequest | null>;
  /**
   * Starts waiting, or updates the address and phone of the request already waiting. Null, and
   * nothing changed, when the input is on a typed number and the customer already waits for
   * `limit` other items on typed numbers.
   */
  request(input: BackInStockInput, limit: number): Promise<BackInStockRequest | null>;
  /** Stops waiting; false when the customer was not waiting. */
  withdraw(bookId: string, customerUid: string): Promise<boolean>;
  /**
   * Waiting requests whose item customers can order again (stock above 0, or no longer counted),
   * oldest first, each with its item. Requests for deleted items are never due.
   */
  due(limit: number): Promise<{ request: BackInStockRequest; book: Book }[]>;
  /**
   * Marks the request notified and writes its notice to the outbox, both or neither: a notice to
   * the customer's address, which carries no number (a number is told by `notifyNumber`). False
   * when it was no longer waiting (notified by another process meanwhile, or withdrawn): nothing
   * is written.
   */
  notify(requestId: string, notice: BackInStockNotice, at: Date): Promise<boolean>;
  /**
   * Tells a WhatsApp number once for all who wait on it: marks notified every due request on
   * `phone` whose e-mail is not verified, whichever account made it, and writes one notice to the
   * number naming each of their items once, all or nothing. An item that a back-in-stock notice to
   * the number not yet sent already names is left out, as that one tells of it; when that leaves
   * none, or nothing on the number is due, no notice is written and the answer is false.
   */
  notifyNumber(phone: string, compose: ComposeForNumber, at: Date): Promise<boolean>;
}
