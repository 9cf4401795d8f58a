import { PRINT_UNORDERED_HOURS } from '../contract';
import type { Logger } from '../logger';
import type { PrintStore } from '../store/store';

const SWEEP_EVERY_MS = 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface PrintSweepResult {
  /** Uploads in no order for a day: job and file deleted. */
  unordered: number;
  /** Files of orders collected or cancelled more than the retention ago; the jobs stay as the orders' record. */
  ended: number;
}

/** Deletes uploads left in no order for a day, and the files of orders ended `retentionDays` ago. */
export async function sweepPrintFiles(
  store: PrintStore,
  now: Date,
  retentionDays: number,
): Promise<PrintSweepResult> {
  const unordered = await store.deleteUnorderedBefore(
    new Date(now.getTime() - PRINT_UNORDERED_HOURS * HOUR_MS),
  );
  const ended = await store.deleteFilesOfOrdersEndedBefore(
    new Date(now.getTime() - retentionDays * 24 * HOUR_MS),
  );
  return { unordered, ended };
}

/** Sweeps at start and every hour; with several processes each sweeps, and deleting twice is harmless. */
export function startPrintSweep(store: PrintStore, retentionDays: number, logger: Logger): { stop(): void } {
  const run = () =>
    sweepPrintFiles(store, new Date(), retentionDays)
      .then((deleted) => {
        if (deleted.unordered || deleted.ended) logger.info(deleted, 'print sweep: deleted print files');
      })
      .catch((err: unknown) => logger.error({ err }, 'print sweep failed; it runs again within the hour'));
  void run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
