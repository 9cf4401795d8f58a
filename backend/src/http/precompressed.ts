import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/**
 * Serves the Brotli copies the storefront build writes next to its files (`app.js.br`) to
 * browsers that accept Brotli; everything else falls through to express.static and, for gzip,
 * to the compression middleware. Only files found at start-up are candidates, so a request
 * path is looked up, never joined onto the disk path.
 */
export function servePrecompressed(dir: string, options: { maxAge: string }): RequestHandler {
  const compressed = new Set(
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .filter((name) => name.endsWith('.br'))
          .map((name) => name.slice(0, -'.br'.length).split(path.sep).join('/'))
      : [],
  );
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    if (!compressed.has(name)) return next();
    res.vary('Accept-Encoding');
    if (req.acceptsEncodings('br', 'identity') !== 'br') return next();
    res.type(path.extname(name));
    res.set('Content-Encoding', 'br');
    res.sendFile(`${name}.br`, { root: dir, maxAge: options.maxAge, immutable: true }, (err) => {
      if (err) next(err);
    });
  };
}
