import type { Response } from 'express';

/** Resolves when the socket can take more, or has closed (then nobody is reading any more). */
function writable(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Writes a JSON array a batch at a time. Between batches the event loop serves other requests,
 * and a slow reader holds back the next batch instead of filling memory; a client that hangs up
 * stops the reading. Once the first byte is out an error can no longer become an error answer:
 * the error handler then cuts the connection, so the client sees a broken list, never a short one.
 */
export async function sendJsonArray(
  res: Response,
  batches: AsyncIterable<readonly unknown[]>,
): Promise<void> {
  res.type('json');
  res.write('[');
  let first = true;
  for await (const batch of batches) {
    if (res.destroyed) return;
    if (batch.length === 0) continue;
    const json = batch.map((item) => JSON.stringify(item)).join(',');
    const more = res.write(first ? json : `,${json}`);
    first = false;
    await (more ? nextTurn() : writable(res));
  }
  res.end(']');
}
