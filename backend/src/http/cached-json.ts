import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';

/** Below about a kilobyte gzip's own framing eats the saving; the compression middleware agrees. */
const COMPRESS_FROM_BYTES = 1024;

export interface JsonResult {
  /** The answer, or its JSON text already written (to slice a cached list without re-serialising it). */
  value?: unknown;
  json?: string;
  headers?: Record<string, string>;
}

// On libuv's thread pool: a large answer's compression must not hold up every other request.
const gzipOffThread = promisify(gzip);

interface Entry {
  version: string;
  body: Buffer;
  /** Made the first time a client that accepts gzip asks; null when the body is too small to gain. */
  gzipped: Buffer | null | undefined;
  etag: string;
  headers: Record<string, string>;
}

/** The same shape as Express's own weak ETag, so validators clients already hold keep matching. */
function weakEtag(body: Buffer): string {
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
  return `W/"${body.length.toString(16)}-${hash}"`;
}

function entryFor(version: string, result: JsonResult): Entry {
  const body = Buffer.from(result.json ?? JSON.stringify(result.value));
  return {
    version,
    body,
    gzipped: body.length >= COMPRESS_FROM_BYTES ? undefined : null,
    etag: weakEtag(body),
    headers: result.headers ?? {},
  };
}

const wantsGzip = (req: Request) => req.acceptsEncodings('gzip', 'identity') === 'gzip';

function write(req: Request, res: Response, entry: Entry): void {
  res.set(entry.headers);
  res.set({
    'Content-Type': 'application/json; charset=utf-8',
    ETag: entry.etag,
    // Always revalidate: an unchanged answer costs the client a 304 and no body.
    'Cache-Control': 'no-cache',
  });
  // Added to, not replaced: the CORS middleware has already said the answer varies by Origin.
  res.vary('Accept-Encoding');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const gzip = entry.gzipped != null && wantsGzip(req);
  const body = gzip ? entry.gzipped! : entry.body;
  if (gzip) res.set('Content-Encoding', 'gzip');
  res.set('Content-Length', String(body.length));
  res.end(body);
}

/**
 * Serialised, hashed and compressed JSON answers, reused while their version holds. The version
 * comes from the store, so a change made by any process is seen on the next request; nothing
 * here needs to be told about writes.
 */
export function createJsonResponseCache(options: { maxBytes: number }) {
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry, key) => entry.body.length + (entry.gzipped?.length ?? 0) + key.length,
  });

  return {
    async send(
      req: Request,
      res: Response,
      cacheKey: { key: string; version: string },
      produce: () => Promise<JsonResult>,
    ): Promise<void> {
      let entry = entries.get(cacheKey.key);
      if (entry?.version !== cacheKey.version) {
        entry = entryFor(cacheKey.version, await produce());
        entries.set(cacheKey.key, entry);
      }
      // Compressed only once someone can use it: an answer asked for once, by a client without
      // gzip, costs no compression at all.
      if (entry.gzipped === undefined && wantsGzip(req) && !req.fresh) {
        entry.gzipped = await gzipOffThread(entry.body);
        entries.set(cacheKey.key, entry);
      }
      write(req, res, entry);
    },
  };
}

export type JsonResponseCache = ReturnType<typeof createJsonResponseCache>;
