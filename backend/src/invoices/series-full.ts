/** A full document series, as the owner is told of it: a 409 naming the series, never a 500. */
import { SeriesFullError } from '../contract';
import { AppError } from '../errors';

/**
 * Runs a write that numbers a bill or a credit note. Were its series full (the shop's prefix leaves
 * no more numbers this year), the write has changed nothing, and the owner learns which series and
 * what to do rather than meet a server error.
 */
export async function numberedWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof SeriesFullError)) throw error;
    throw new AppError(
      'conflict',
      `${error.message} Set a new invoice prefix on the Tax page: its series starts again at 1.`,
      undefined,
      { series: error.series },
    );
  }
}
