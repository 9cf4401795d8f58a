/**
 * Placing an order on SQLite: the unit of work's primitives for the idempotency key, the print
 * jobs and the order itself. The recipe (recipes/orders.ts) runs them in one IMMEDIATE transaction
 * shared with the units of the same turn, each in its own savepoint, so two processes cannot both
 * miss the key or take the same units or print jobs.
 */
import type Database from 'better-sqlite3';
import { DEFAULT_LANGUAGE } from '../../contract';
import { newPickupCode } from '../ids';
import { drawAnotherPickupCode } from '../order-rules';
import { isPrintLine, type OrderInput } from '../store';
import type { PlacementPrimitives } from '../unit-of-work-contract';
import { isUniqueViolation } from './sql';
import { kitColumns, type OrderReader } from './order-rows';

/** Runs an order's insert under a fresh pickup code, drawing again while the unique index refuses one. */
export function withFreshPickupCode(insert: (pickupCode: string) => unknown): void {
  for (let attempt = 1; ; attempt++) {
    try {
      insert(newPickupCode());
      return;
    } catch (error) {
      if (!drawAnotherPickupCode(attempt, isUniqueViolation(error))) throw error;
    }
  }
}

export function createSqlitePlacementPrimitives(
  db: Database.Database,
  reader: OrderReader,
): PlacementPrimitives {
  const insertOrder = db.prepare(
    `INSERT INTO orders (id, customer_uid, email, email_verified, verified_phone, locale, name, phone,
       street, city, state, country, zipcode, total_paise, status, pickup_code, created_at, updated_at)
     VALUES (@id, @customerUid, @email, @emailVerified, @verifiedPhone, @locale, @name, @phone,
       @street, @city, @state, @country, @zipcode, @totalPaise, 'placed', @pickupCode, @now, @now)`,
  );
  const insertLine = db.prepare(
    `INSERT INTO order_lines (order_id, position, book_id, title, price_paise, cover_image, quantity,
       kit_id, kit_title, kit_school, kit_class, kit_count, kit_group, cost_paise)
     VALUES (@orderId, @position, @bookId, @title, @pricePaise, @coverImage, @quantity,
       @kitId, @kitTitle, @kitSchool, @kitClass, @kitCount, @kitGroup,
       (SELECT cost_paise FROM books WHERE id = @bookId))`,
  );
  const insertPrintLine = db.prepare(
    `INSERT INTO order_print_lines (order_id, position, job_id, file_name, price_paise, colour, sides,
       copies, page_range, binding, document_pages, pages, printed_sides, sheets)
     VALUES (@orderId, @position, @jobId, @fileName, @pricePaise, @colour, @sides, @copies, @range,
       @binding, @documentPages, @pages, @printedSides, @sheets)`,
  );
  const selectFreeJob = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM print_jobs WHERE id = ? AND customer_uid = ? AND order_id IS NULL',
  );
  const bindJob = db.prepare('UPDATE print_jobs SET order_id = ? WHERE id = ?');
  const insertHistory = db.prepare(
    `INSERT INTO order_status_history (order_id, position, status, at) VALUES (?, 0, 'placed', ?)`,
  );
  const selectKey = db.prepare<[string, string], { fingerprint: string; order_id: string }>(
    'SELECT fingerprint, order_id FROM idempotency_keys WHERE customer_uid = ? AND key = ?',
  );
  const insertKey = db.prepare(
    `INSERT INTO idempotency_keys (customer_uid, key, fingerprint, order_id, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  );

  const insertWithCode = (fields: Record<string, unknown>) =>
    withFreshPickupCode((pickupCode) => insertOrder.run({ ...fields, pickupCode }));

  function insertLines(id: string, input: OrderInput) {
    input.lines.forEach((line, position) => {
      if (isPrintLine(line)) {
        const { jobId, fileName, colour, sides, copies, range, binding } = line.printJob;
        const { documentPages, pages, printedSides, sheets } = line.printJob;
        insertPrintLine.run({
          orderId: id,
          position,
          jobId,
          fileName,
          pricePaise: line.unitPricePaise,
          colour,
          sides,
          copies,
          range,
          binding,
          documentPages,
          pages,
          printedSides,
          sheets,
        });
      } else {
        const { bookId, title, unitPricePaise, coverImage, quantity, kit } = line;
        insertLine.run({
          orderId: id,
          position,
          bookId,
          title,
          pricePaise: unitPricePaise,
          coverImage,
          quantity,
          ...kitColumns(kit),
        });
      }
    });
  }

  return {
    async claimKey(claim) {
      // The write lock holds the key unclaimed until keepKey writes it: its row names the order.
      const holder = selectKey.get(claim.customerUid, claim.key);
      return holder ? { fingerprint: holder.fingerprint, orderId: holder.order_id } : null;
    },
    async keepKey(claim, orderId, at) {
      insertKey.run(claim.customerUid, claim.key, claim.fingerprint, orderId, at.toISOString());
    },
    orderOfKey: async (orderId) => reader.get(orderId),
    async bindPrintJobs(orderId, customerUid, jobIds) {
      const taken = jobIds.filter((jobId) => !selectFreeJob.get(jobId, customerUid));
      if (taken.length === 0) for (const jobId of jobIds) bindJob.run(orderId, jobId);
      return taken;
    },
    async insertOrder(id, input, at) {
      const now = at.toISOString();
      insertWithCode({
        id,
        customerUid: input.customerUid,
        email: input.email,
        emailVerified: input.emailVerified ? 1 : 0,
        verifiedPhone: input.verifiedPhone ?? null,
        locale: input.locale ?? DEFAULT_LANGUAGE,
        name: input.name,
        phone: input.phone,
        ...input.address,
        totalPaise: input.totalPaise,
        now,
      });
      insertLines(id, input);
      insertHistory.run(id, now);
      return reader.get(id);
    },
  };
}
