import { INVOICE_KINDS, LEGACY_TITLES, legacyGstModeOf } from '../../contract';
import { bookWords } from '../search-terms';
import { AWAITING_PICKUP } from '../order-rules';
import { SOLD } from '../store';
import { newPickupCode } from '../ids';
import type { InvoiceDoc } from './invoice-models';
import { isDuplicateKey, type CounterDoc, type Models } from './models';

/**
 * What a database written by an older build needs before this one serves it, in order; the
 * 'schema' counter records how many have run. Each step may run twice (two instances starting
 * at once), so each sets values outright instead of adding to them.
 */
const steps: readonly ((models: Models) => Promise<void>)[] = [
  // 1: units collected per book, kept from now on by each collection.
  async ({ Book, Order }) => {
    const sold = await Order.aggregate<{ _id: string; units: number }>([
      { $match: { status: SOLD } },
      { $unwind: '$lines' },
      { $group: { _id: '$lines.bookId', units: { $sum: 1 } } },
    ]);
    await Book.updateMany({ unitsSold: { $exists: false } }, { $set: { unitsSold: 0 } });
    if (sold.length === 0) return;
    await Book.bulkWrite(
      sold.map(({ _id, units }) => ({
        updateOne: { filter: { _id }, update: { $set: { unitsSold: units } } },
      })),
    );
  },
  // 2: a pickup code for every order placed before codes existed.
  async ({ Order }) => {
    const older = await Order.find({ pickupCode: { $exists: false } }, { _id: 1 }).lean<{ _id: string }[]>();
    for (const { _id } of older) {
      for (let attempt = 0; ; attempt++) {
        try {
          await Order.updateOne(
            { _id, pickupCode: { $exists: false } },
            { $set: { pickupCode: newPickupCode() } },
          );
          break;
        } catch (error) {
          if (!isDuplicateKey(error) || attempt >= 4) throw error;
        }
      }
    }
  },
  // 3: the words every book is searched by (prefix search, store/search-terms.ts).
  async ({ Book }) => {
    const cursor = Book.find({ searchWords: { $exists: false } }, { title: 1, description: 1 })
      .lean<{ _id: string; title: string; description: string }[]>()
      .cursor();
    let batch: Parameters<typeof Book.bulkWrite>[0] = [];
    for await (const book of cursor) {
      batch.push({
        updateOne: { filter: { _id: book._id }, update: { $set: bookWords(book) } },
      });
      if (batch.length === 500) {
        await Book.bulkWrite(batch);
        batch = [];
      }
    }
    if (batch.length) await Book.bulkWrite(batch);
  },
  // 4: units on hand. Open orders hold what their own movements took from a count; the shelf
  // holds what customers can order plus those. Set outright from `stock`, which it leaves alone.
  async ({ Book, Order, StockMovement }) => {
    await Book.updateMany(
      { onHand: { $exists: false } },
      [{ $set: { onHand: { $ifNull: ['$stock', null] }, committed: 0 } }],
      { updatePipeline: true },
    );
    const open = await Order.find({ status: { $in: [...AWAITING_PICKUP] } }, { _id: 1 }).lean<
      { _id: string }[]
    >();
    const held = await StockMovement.aggregate<{ _id: string; units: number }>([
      { $match: { reason: 'order', orderId: { $in: open.map((order) => order._id) } } },
      { $group: { _id: '$bookId', units: { $sum: { $multiply: ['$change', -1] } } } },
    ]);
    for (const { _id, units } of held) {
      if (units <= 0) continue;
      await Book.updateOne(
        { _id, stock: { $ne: null } },
        [{ $set: { committed: units, onHand: { $add: ['$stock', units] } } }],
        { updatePipeline: true },
      );
    }
  },
  // 5: a print line's pages are those of one copy, as the quote answers them; they were stored
  // for all copies, which printedSides still is.
  async ({ Order }) => {
    await Order.collection.updateMany({ 'lines.printJob': { $exists: true } }, [
      {
        $set: {
          lines: {
            $map: {
              input: '$lines',
              as: 'line',
              in: {
                $cond: [
                  { $eq: [{ $type: '$$line.printJob' }, 'object'] },
                  {
                    $mergeObjects: [
                      '$$line',
                      {
                        printJob: {
                          $mergeObjects: [
                            '$$line.printJob',
                            {
                              pages: {
                                $toInt: {
                                  $divide: ['$$line.printJob.printedSides', '$$line.printJob.copies'],
                                },
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                  '$$line',
                ],
              },
            },
          },
        },
      },
    ]);
  },
  // 6: every bill keeps the heading it was printed under and how its seller was registered. Before,
  // each kind had one heading and told the registration; a credit note takes its bill's.
  async ({ Invoice }) => {
    for (const kind of INVOICE_KINDS) {
      await Invoice.updateMany({ kind, title: { $exists: false } }, { $set: { title: LEGACY_TITLES[kind] } });
    }
    for (const kind of ['tax-invoice', 'bill-of-supply', 'receipt'] as const) {
      await Invoice.updateMany(
        { kind, 'seller.gstMode': { $exists: false } },
        { $set: { 'seller.gstMode': legacyGstModeOf(kind) } },
      );
    }
    const notes = await Invoice.find(
      { kind: 'credit-note', 'seller.gstMode': { $exists: false } },
      { original: 1 },
    ).lean<Pick<InvoiceDoc, '_id' | 'original'>[]>();
    for (const note of notes) {
      const bill = note.original
        ? await Invoice.findById(note.original.number, { seller: 1 }).lean<Pick<InvoiceDoc, 'seller'>>()
        : null;
      await Invoice.updateOne(
        { _id: note._id },
        { $set: { 'seller.gstMode': bill?.seller.gstMode ?? 'regular' } },
      );
    }
  },
];

export async function upgradeDocuments(models: Models): Promise<void> {
  const counter = await models.Counter.findById('schema').lean<CounterDoc>();
  for (let done = counter?.value ?? 0; done < steps.length; done++) {
    await steps[done]!(models);
    await models.Counter.updateOne({ _id: 'schema' }, { $set: { value: done + 1 } }, { upsert: true });
  }
}
