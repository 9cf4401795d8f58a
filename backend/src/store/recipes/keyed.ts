/**
 * What every recipe shares: a refusal that undoes the unit, and a write made at most once per
 * Idempotency-Key.
 */
import { newId } from '../ids';
import type { IdempotencyClaim, Order } from '../order-contract';
import type { StoreTx, Transact } from '../unit-of-work-contract';

/**
 * A recipe's answer that stores nothing: thrown, so the unit undoes what it wrote before it knew
 * (units taken before a print job was found taken, a key claimed), then answered as a result.
 */
export class Refusal<T> extends Error {
  constructor(readonly answer: T) {
    super('The unit of work was refused');
    this.name = 'Refusal';
  }
}

export function refuse<T>(answer: T): never {
  throw new Refusal(answer);
}

/** Runs `work` as a unit, answering a refusal's answer once the unit is undone. */
export async function transactRefusable<T>(
  transact: Transact,
  work: (tx: StoreTx) => Promise<T>,
): Promise<T> {
  try {
    return await transact(work);
  } catch (error) {
    if (error instanceof Refusal) return error.answer as T;
    throw error;
  }
}

/** What a keyed write answers besides its own outcomes. */
export interface KeyedAnswers<R> {
  /** A retry's answer: the order the key's first request stored. */
  replayed(order: Order): R;
  /** The key came with another request. */
  reused: R;
}

/**
 * Runs `write` (which stores an order under the id it is given, and keeps the key with it) at most
 * once per claim: a retry answers the order its key names, or finishes it under that id when its
 * first request stopped before storing it.
 */
export async function keyed<R>(
  tx: StoreTx,
  claim: IdempotencyClaim | undefined,
  answers: KeyedAnswers<R>,
  write: (id: string) => Promise<R>,
): Promise<R> {
  const id = newId();
  if (!claim) return write(id);
  const holder = await tx.claimKey(claim, id);
  if (!holder) return write(id);
  if (holder.fingerprint !== claim.fingerprint) return answers.reused;
  const order = await tx.orderOfKey(holder.orderId);
  return order ? answers.replayed(order) : write(holder.orderId);
}

/** The order stored under `id` while this unit was making it: answered as a replay, this unit undone. */
export async function storedMeanwhile<R>(tx: StoreTx, id: string, answers: KeyedAnswers<R>): Promise<never> {
  const order = await tx.orderOfKey(id);
  if (!order) throw new Error(`Order ${id} was refused as stored but cannot be read`);
  return refuse(answers.replayed(order));
}
