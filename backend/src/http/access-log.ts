import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

/**
 * One line per finished request: method, path, status, time taken and the client's address as
 * TRUST_PROXY makes it out (what rate limits count by); never headers or bodies, which carry
 * credentials. pino-http did this with a child logger and serializers per request,
 * which cost a third of the throughput of a catalogue read.
 */
export function accessLog(logger: Logger, options: { skip: (url: string) => boolean }): RequestHandler {
  let lastId = 0;
  return (req, res, next) => {
    if (!logger.isLevelEnabled('info') || options.skip(req.url)) return next();
    const started = process.hrtime.bigint();
    const id = ++lastId;
    const { method, originalUrl, ip } = req;
    res.once('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        { reqId: id, method, url: originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10, ip },
        'request completed',
      );
    });
    next();
  };
}
