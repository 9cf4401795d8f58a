import { PRINT_UNORDERED_HOURS } from '../contract';
import type { Logger } from '../logger';
import type { PrintStore } from '../store/store';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Deletes uploads left in no order for a day; answers how many went. */
export function sweepPrintFiles(store: PrintStore, now: Date): Promise<number> {
  return store.deleteUnorderedBefore(new Date(now.getTime() - PRINT_UNORDERED_HOURS * 3600_000));
}

/** Sweeps at start and every hour; with several processes each sweeps, and deleting twice is harmless. */
export function startPrintSweep(store: PrintStore, logger: Logger): { stop(): void } {
  const run = () =>
    sweepPrintFiles(store, new Date())
      .then((deleted) => deleted && logger.info({ deleted }, 'print sweep: deleted uploads in no order'))
      .catch((err: unknown) => logger.error({ err }, 'print sweep failed; it runs again within the hour'));
  void run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
