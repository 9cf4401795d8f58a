/**
 * What the stock path decides rather than stores, asked by both adapters so SQLite and MongoDB
 * record the same ledger lines; nothing here reads or writes.
 */
import type { StaffRef, StockReason } from '../contract';
import type { StockActor } from './book-contract';
import type { MovementInput } from './records';

/**
 * The ledger line for a count of the shelf the owner or an import set: the difference from the
 * units on hand before, an uncounted book standing at 0, and what customers can order after. None
 * when the count did not change, so a save that leaves the stock alone adds nothing to the book's
 * history.
 */
export function countSetMovement<Time>(
  bookId: string,
  onHand: { before: number | null; after: number | null },
  stockAfter: number | null,
  why: { reason: StockReason; at: Time; actor?: StockActor },
): MovementInput<Time> | null {
  const { before, after } = onHand;
  if (before === after) return null;
  const { reason, at, actor } = why;
  return {
    bookId,
    change: (after ?? 0) - (before ?? 0),
    reason,
    stockAfter,
    at,
    ownerId: actor?.ownerId,
    by: byOf(actor),
  };
}

/** Who a movement names for a change by hand or by import: the actor, when their name is known. */
export const byOf = (actor: StockActor | undefined): StaffRef | undefined =>
  actor?.name === undefined ? undefined : { id: actor.ownerId, name: actor.name };
