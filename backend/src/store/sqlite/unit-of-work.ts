/**
 * The unit of work on SQLite: every unit joins the group commit (one IMMEDIATE transaction per
 * turn of the event loop, a savepoint per unit), and its primitives run their statements at once
 * and answer settled promises, so a unit never lets the event loop turn while it is open
 * (docs/decisions/0011, 0016).
 */
import type Database from 'better-sqlite3';
import type { StoreTx, Transact } from '../unit-of-work-contract';
import { createGroupCommit, type OpenUnit } from './group-commit';
import { createInvoiceReader } from './invoice-rows';
import { createSqliteAccountPrimitives } from './accounts';
import { createSqlitePurchasePrimitives } from './purchases';
import { createSqlitePurchaseOrderPrimitives } from './purchase-orders';
import { createSqliteBillPrimitives } from './invoice-writer';
import { createSqlitePlacementPrimitives } from './order-placement';
import { createOrderReader } from './order-rows';
import { createSqliteStatusPrimitive } from './orders';
import { createNoticeWriter } from './outbox';
import { createSqliteSalePrimitives } from './sales';
import { createStockLedger } from './stock-ledger';

function createSqliteTx(db: Database.Database): StoreTx {
  const reader = createOrderReader(db);
  const writeNotice = createNoticeWriter(db);
  return {
    ...createSqlitePlacementPrimitives(db, reader),
    ...createSqliteStatusPrimitive(db, reader),
    ...createStockLedger(db).primitives,
    ...createSqliteSalePrimitives(db, reader),
    ...createSqliteBillPrimitives(db, createInvoiceReader(db)),
    ...createSqliteAccountPrimitives(db),
    ...createSqlitePurchasePrimitives(db),
    ...createSqlitePurchaseOrderPrimitives(db),
    async writeNotice(orderId, notice, at) {
      writeNotice(orderId, notice, at.toISOString());
    },
  };
}

/** The primitives as one unit may call them: only while it is open, each call counted as progress. */
function forUnit(tx: StoreTx, unit: OpenUnit): StoreTx {
  const guarded: Record<string, unknown> = {};
  for (const [name, primitive] of Object.entries(tx) as [string, (...args: unknown[]) => unknown][]) {
    guarded[name] = (...args: unknown[]) => {
      unit.check();
      return primitive(...args);
    };
  }
  return guarded as unknown as StoreTx;
}

export function createSqliteTransact(db: Database.Database): Transact {
  const commit = createGroupCommit(db);
  const tx = createSqliteTx(db);
  return (work) => commit((unit) => work(forUnit(tx, unit)));
}
