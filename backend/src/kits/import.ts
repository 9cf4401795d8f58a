/** POST /api/kits/import: school lists from a CSV, reported first (dry run), then all or nothing. */
import type { KitImportReport } from '../contract';
import { AppError } from '../errors';
import type { BookStore } from '../store/store';
import { DuplicateKitError, KitGoneError, type KitStore } from '../store/kit-contract';
import { kitKeysIn, planKitImport } from './import-plan';
import { readKitCsv } from './kit-csv';

/** The store's refusals of a write that raced another owner's change, in words; nothing was written. */
async function writeKits<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DuplicateKitError || error instanceof KitGoneError) {
      throw new AppError(
        'conflict',
        `${error.message}: the kits changed while the file was imported, so nothing was changed. Import the file again.`,
      );
    }
    throw error;
  }
}

export function createKitImport(deps: { kits: KitStore; books: Pick<BookStore, 'list'> }) {
  return {
    /** A dry run reports; otherwise every kit is written in one transaction, or none is. */
    async importCsv(bytes: Buffer, options: { dryRun: boolean }): Promise<KitImportReport> {
      const rows = readKitCsv(bytes);
      const { items: catalogue } = await deps.books.list({});
      const existing = [];
      for (const key of kitKeysIn(rows)) {
        const kit = await deps.kits.findByKey(key);
        if (kit) existing.push(kit);
      }
      const plan = planKitImport(rows, catalogue, existing);
      const report: KitImportReport = {
        dryRun: options.dryRun,
        applied: false,
        kits: plan.kits,
        rows: plan.rows,
        refused: plan.refused,
      };
      if (options.dryRun) return report;
      if (plan.refused > 0) {
        const count = plan.refused;
        throw new AppError(
          'validation',
          `${count} ${count === 1 ? 'row' : 'rows'} cannot be imported, so nothing was changed. Correct ${count === 1 ? 'it' : 'them'} and try again.`,
          undefined,
          { report },
        );
      }
      const written = await writeKits(() => deps.kits.importMany(plan.writes));
      return {
        ...report,
        applied: true,
        kits: plan.kits.map((kit, index) => ({ ...kit, kitId: written[index]!._id })),
      };
    },
  };
}

export type KitImport = ReturnType<typeof createKitImport>;
