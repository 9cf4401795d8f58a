/**
 * The unit of work on MongoDB: with transactions (a replica set or a sharded cluster) a unit is one
 * multi-document transaction, every primitive bound to its session, run again on a transient
 * error. A standalone server has none (docs/decisions/0006): each primitive is still one guarded
 * update, and what the unit took before its record was stored (a key, units, print jobs, a number)
 * is given back if it fails, as the writes did before there were recipes (docs/decisions/0016).
 */
import type { ClientSession } from 'mongoose';
import type { StoreTx, Transact } from '../unit-of-work-contract';
import { createMongoAccountPrimitives } from './accounts';
import { createMongoPurchasePrimitives } from './purchases';
import { createMongoPurchaseOrderPrimitives } from './purchase-orders';
import { createMongoBillPrimitives } from './invoice-writer';
import type { Models } from './models';
import { createMongoPlacementPrimitives } from './order-placement';
import { createMongoStatusPrimitive } from './orders';
import { createMongoNoticePrimitive } from './outbox';
import { createMongoSalePrimitives } from './sales';
import { createMongoStockPrimitives } from './stock-ledger';
import type { Transactions } from './transactions';

/** What a primitive knows of the unit it runs in. */
export interface MongoUnit {
  session?: ClientSession;
  /** Without transactions: how to give back what a step took, should the unit fail before `stored`. */
  onUndo(step: () => Promise<unknown>): void;
  /** The unit's record is stored: what it took before is that record's now. */
  stored(): void;
}

export function createMongoTx(models: Models, unit: MongoUnit): StoreTx {
  return {
    ...createMongoPlacementPrimitives(models, unit),
    ...createMongoStatusPrimitive(models, unit),
    ...createMongoStockPrimitives(models, unit),
    ...createMongoSalePrimitives(models, unit),
    ...createMongoBillPrimitives(models, unit),
    ...createMongoNoticePrimitive(models, unit),
    ...createMongoAccountPrimitives(models, unit),
    ...createMongoPurchasePrimitives(models, unit),
    ...createMongoPurchaseOrderPrimitives(models, unit),
  };
}

const IN_TRANSACTION = { onUndo() {}, stored() {} };

/** Runs `work` without a transaction, giving back what it took when it fails before its record. */
async function runUndoable<T>(work: (tx: StoreTx) => Promise<T>, openTx: (unit: MongoUnit) => StoreTx) {
  let undo: (() => Promise<unknown>)[] = [];
  const unit: MongoUnit = {
    onUndo: (step) => undo.push(step),
    stored: () => (undo = []),
  };
  try {
    return await work(openTx(unit));
  } catch (error) {
    for (const step of undo.reverse()) {
      // Each step is one guarded update; one that fails leaves what the movements show.
      await step().catch(() => undefined);
    }
    throw error;
  }
}

export function createMongoTransact(
  transactions: Transactions,
  openTx: (unit: MongoUnit) => StoreTx,
): Transact {
  return (work) =>
    transactions.supported
      ? transactions.run((session) => work(openTx({ ...IN_TRANSACTION, session })))
      : runUndoable(work, openTx);
}
