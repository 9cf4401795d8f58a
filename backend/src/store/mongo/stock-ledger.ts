import type { ClientSession } from 'mongoose';
import type { StaffRef } from '../../contract';
import type { MovementInput } from '../records';
import type { OutOfStockItem } from '../store';
import { limitsOrders, shortageOf, unitsPerBook } from '../order-rules';
import { toStockMovement } from './mapping';
import { newDocumentId, type Models, type StockMovementDoc } from './models';
import type { StockPrimitives, Units } from '../unit-of-work-contract';
import type { MongoUnit } from './unit-of-work';

/** Units open orders hold; a book written before the fourth upgrade has none recorded. */
export const HELD = { $ifNull: ['$committed', 0] };
/** What customers can order, from the fields as an update pipeline's earlier stage left them. */
export const AVAILABLE = { $max: [0, { $subtract: ['$onHand', HELD] }] };
/** Units onto the shelf (or off it, when negative): what customers can order moves with them. */
const onShelf = (units: number) => ({ stock: units, onHand: units });
/** `value` less `units`, never below 0, as an aggregation expression. */
export const lessOrZero = (value: unknown, units: number) => ({ $max: [0, { $subtract: [value, units] }] });

const summed = (lines: readonly Units[]): Units[] =>
  [...unitsPerBook(lines)].map(([bookId, quantity]) => ({ bookId, quantity }));

export interface Taken {
  bookId: string;
  quantity: number;
  stockAfter: number;
}

/**
 * Counts and their movements on MongoDB. Each take is a conditional update (`stock >= wanted`,
 * which never matches an uncounted book's null),
 * so no count ever goes below 0 even without a transaction; a line that cannot be filled puts back
 * the lines taken before it. With a session, all of it is part of the caller's transaction.
 */
export function createMongoStockLedger({ Book, Counter, StockMovement }: Models) {
  const bumpCatalogueVersion = async (session?: ClientSession) => {
    await Counter.updateOne({ _id: 'catalogue' }, { $inc: { value: 1 } }, { upsert: true, session });
  };

  async function record(movements: readonly MovementInput<Date>[], session?: ClientSession) {
    if (movements.length === 0) return;
    const docs: StockMovementDoc[] = movements.map((movement) => ({
      _id: newDocumentId(),
      bookId: movement.bookId,
      at: movement.at,
      change: movement.change,
      reason: movement.reason,
      stockAfter: movement.stockAfter,
      orderId: movement.orderId ?? null,
      ownerId: movement.ownerId ?? null,
      by: movement.by ?? null,
      ...(movement.purchaseId ? { purchaseId: movement.purchaseId } : {}),
    }));
    await StockMovement.insertMany(docs, { session });
  }

  /** Units per book the order's own movements took from a count; none for lines placed uncounted. */
  async function takenBy(
    orderId: string,
    session?: ClientSession,
    reason: 'order' | 'counter_sale' = 'order',
  ): Promise<[string, number][]> {
    const took = await StockMovement.find({ orderId, reason }, { bookId: 1, change: 1 }, { session }).lean<
      Pick<StockMovementDoc, 'bookId' | 'change'>[]
    >();
    const units = unitsPerBook(took.map(({ bookId, change }) => ({ bookId, quantity: -change })));
    return [...units].filter(([, quantity]) => quantity > 0);
  }

  /**
   * Takes every counted line's units by `change` (an $inc for `units`), or none of them; `short`
   * says which lines could not be filled. Only a count of at least the units matches.
   */
  async function takeEach(
    lines: readonly Units[],
    change: (units: number) => Record<string, number>,
    session?: ClientSession,
  ): Promise<{ taken: Taken[]; short: OutOfStockItem[] }> {
    const taken: Taken[] = [];
    const short: OutOfStockItem[] = [];
    for (const line of lines) {
      const after = await Book.findOneAndUpdate(
        { _id: line.bookId, stock: { $gte: line.quantity } },
        { $inc: change(line.quantity) },
        { returnDocument: 'after', projection: { stock: 1 }, session },
      ).lean<{ stock: number }>();
      if (after) {
        taken.push({ bookId: line.bookId, quantity: line.quantity, stockAfter: after.stock });
        continue;
      }
      const book = await Book.findById(line.bookId, { stock: 1, title: 1 }, { session }).lean<{
        stock?: number | null;
        title: string;
      }>();
      // The guarded update found too few units; a book it could not match for lack of a count
      // (or gone) limits nothing.
      if (limitsOrders(book)) short.push(shortageOf(line, book));
    }
    if (short.length === 0) return { taken, short };
    for (const line of taken) {
      const units = change(-line.quantity);
      await Book.updateOne({ _id: line.bookId }, { $inc: units }, { session });
    }
    return { taken: [], short };
  }

  /** Sold units back on the shelf, where customers can order them, when the item is still counted. */
  async function restore(bookId: string, units: number, session?: ClientSession) {
    return Book.findOneAndUpdate(
      { _id: bookId, stock: { $ne: null } },
      { $inc: onShelf(units) },
      { returnDocument: 'after', projection: { stock: 1 }, session },
    ).lean<{ stock: number }>();
  }

  async function giveBack(taken: readonly Taken[], session?: ClientSession) {
    for (const line of taken) {
      await Book.updateOne(
        { _id: line.bookId },
        { $inc: { stock: line.quantity, committed: -line.quantity } },
        { session },
      );
    }
  }

  return {
    record,
    giveBack,
    bumpCatalogueVersion,

    /**
     * Takes every counted book's units for an order, or none of them: what customers can order
     * drops and the order holds them until it is collected. A book several lines name (kits
     * sharing an item, and the item on its own line besides) is taken once for their sum.
     */
    take: (lines: readonly Units[], session?: ClientSession) =>
      takeEach(summed(lines), (units) => ({ stock: -units, committed: units }), session),

    /**
     * Takes every counted line's units for a counter sale, or none of them: handed over as it is
     * made, so they leave the shelf as well as what customers can order.
     */
    sell: (lines: readonly Units[], session?: ClientSession) =>
      takeEach(lines, (units) => onShelf(-units), session),

    /** A sale's units back on the shelf, when its insert failed after they were taken. */
    async unsellTaken(taken: readonly Taken[], session?: ClientSession) {
      for (const line of taken) await restore(line.bookId, line.quantity, session);
    },

    /** A voided sale's units back on the shelf, recorded: only what it took from a count. */
    async unsell(orderId: string, at: Date, by: StaffRef | undefined, session?: ClientSession) {
      const movements: MovementInput<Date>[] = [];
      for (const [bookId, quantity] of await takenBy(orderId, session, 'counter_sale')) {
        const after = await restore(bookId, quantity, session);
        if (!after) continue;
        movements.push({
          bookId,
          change: quantity,
          reason: 'void',
          stockAfter: after.stock,
          at,
          orderId,
          by,
        });
      }
      await record(movements, session);
      if (movements.length > 0) await bumpCatalogueVersion(session);
    },

    /** Returned units back on the shelf, recorded, when the order took them from a count. */
    async takeBack(
      orderId: string,
      line: Units,
      at: Date,
      by: StaffRef | undefined,
      session?: ClientSession,
    ) {
      const took = await StockMovement.findOne(
        { orderId, bookId: line.bookId, reason: { $in: ['order', 'counter_sale'] } },
        { _id: 1 },
        { session },
      ).lean();
      if (!took) return;
      const after = await restore(line.bookId, line.quantity, session);
      if (!after) return;
      const { bookId, quantity } = line;
      await record(
        [{ bookId, change: quantity, reason: 'return', stockAfter: after.stock, at, orderId, by }],
        session,
      );
      await bumpCatalogueVersion(session);
    },

    /**
     * A cancelled order's units back on the count, recorded: only what its own movements took from
     * a count, so a line placed while its item was not counted puts nothing back.
     */
    async putBack(orderId: string, at: Date, session?: ClientSession) {
      const movements: MovementInput<Date>[] = [];
      for (const [bookId, quantity] of await takenBy(orderId, session)) {
        const after = await Book.findOneAndUpdate(
          { _id: bookId, stock: { $ne: null } },
          [{ $set: { committed: lessOrZero(HELD, quantity) } }, { $set: { stock: AVAILABLE } }],
          { returnDocument: 'after', projection: { stock: 1 }, updatePipeline: true, session },
        ).lean<{ stock: number }>();
        if (after) {
          movements.push({
            bookId,
            change: quantity,
            reason: 'cancel',
            stockAfter: after.stock,
            at,
            orderId,
          });
        }
      }
      await record(movements, session);
      if (movements.length > 0) await bumpCatalogueVersion(session);
    },

    /** A collected order's units off the shelf: only what it took from a count. */
    async handOver(orderId: string, session?: ClientSession) {
      const taken = await takenBy(orderId, session);
      for (const [bookId, quantity] of taken) {
        await Book.updateOne(
          { _id: bookId, onHand: { $ne: null } },
          [
            { $set: { onHand: lessOrZero('$onHand', quantity), committed: lessOrZero(HELD, quantity) } },
            { $set: { stock: AVAILABLE } },
          ],
          { updatePipeline: true, session },
        );
      }
      if (taken.length > 0) await bumpCatalogueVersion(session);
    },

    async movements(bookId: string, limit: number) {
      const docs = await StockMovement.find({ bookId })
        .sort({ at: -1, _id: -1 })
        .limit(limit)
        .lean<StockMovementDoc[]>();
      return docs.map(toStockMovement);
    },
  };
}

export type MongoStockLedger = ReturnType<typeof createMongoStockLedger>;

/** One increment per book of the lines, by their units. */
export const unitsSoldIncrements = (lines: readonly Units[]) =>
  [...unitsPerBook(lines)].map(([bookId, count]) => ({
    updateOne: { filter: { _id: bookId }, update: { $inc: { unitsSold: count } } },
  }));

/** The unit of work's steps that move counts, bound to the unit's session. */
export function createMongoStockPrimitives(models: Models, unit: MongoUnit): StockPrimitives {
  const ledger = createMongoStockLedger(models);
  const { session } = unit;
  return {
    async takeUnits(lines) {
      const outcome = await ledger.take(lines, session);
      if (outcome.taken.length > 0) unit.onUndo(() => ledger.giveBack(outcome.taken, session));
      return outcome;
    },
    async sellUnits(lines) {
      const outcome = await ledger.sell(lines, session);
      if (outcome.taken.length > 0) unit.onUndo(() => ledger.unsellTaken(outcome.taken, session));
      return outcome;
    },
    async recordMovements(movements) {
      await ledger.record(movements, session);
      if (movements.length > 0) await ledger.bumpCatalogueVersion(session);
    },
    handOverUnits: (orderId) => ledger.handOver(orderId, session),
    putBackUnits: (orderId, at) => ledger.putBack(orderId, at, session),
    unsellUnits: (orderId, at, by) => ledger.unsell(orderId, at, by, session),
    takeBackUnits: (orderId, line, at, by) => ledger.takeBack(orderId, line, at, by, session),
    async addUnitsSold(lines) {
      const increments = unitsSoldIncrements(lines);
      if (increments.length > 0) await models.Book.bulkWrite(increments, { session });
    },
    async removeUnitsSold(lines) {
      // A void or a return hands units back: they leave the units sold, never below 0.
      for (const [bookId, units] of unitsPerBook(lines)) {
        await models.Book.updateOne(
          { _id: bookId },
          [{ $set: { unitsSold: lessOrZero({ $ifNull: ['$unitsSold', 0] }, units) } }],
          { updatePipeline: true, session },
        );
      }
    },
  };
}
