// Inlined into the app's script: fetching it as a file of its own would cost a round trip first.
import IntlWarmUpWorker from './intl-warm-up.worker.ts?worker&inline';

/** Longer than the worker needs on a slow phone; past it the app starts and formats on its own. */
export const WARM_UP_LIMIT_MS = 300;

/**
 * Has intl-warm-up.worker.ts set up number formatting for `locale` off the main thread, and
 * resolves once it has, failed, or taken too long: the app starts in every case. The first
 * Intl.NumberFormat of a page is expensive (25-35 ms on a laptop, several times that on a cheap
 * phone); the data it sets up is shared with the page, so the first screen's prices and counts
 * then cost nothing, and the page stays responsive while it is drawn.
 */
export function warmUpIntl(locale: string): Promise<void> {
  if (typeof Worker !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new IntlWarmUpWorker();
    } catch {
      resolve();
      return;
    }
    // Never terminated from here: it closes itself once done, and a worker stopped while its
    // script is still downloading would leave that download hanging.
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, WARM_UP_LIMIT_MS);
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage(locale);
  });
}
