import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import { COVER_TOO_LARGE } from '../contract';
import { AppError, toHttpResponse } from '../errors';
import type { Logger } from '../logger';

/** Errors raised by body parsers and multer carry their own shapes; give them ours. */
function normalise(err: unknown): unknown {
  if (err instanceof AppError) return err;
  if (err instanceof multer.MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return new AppError('payload_too_large', COVER_TOO_LARGE);
    return new AppError('validation', `Invalid upload: ${err.message}.`);
  }
  const bodyError = err as { type?: string; status?: number };
  switch (bodyError.type) {
    case 'entity.parse.failed':
      return new AppError('validation', 'The request body is not valid JSON.');
    case 'entity.too.large':
      return new AppError('payload_too_large', 'The request body is too large.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('unsupported_media_type', 'The request body encoding is not supported.');
  }
  if (
    err instanceof Error &&
    /^(Multipart|Unexpected end of form|Malformed part header)/i.test(err.message)
  ) {
    return new AppError('validation', 'The multipart form data is malformed.');
  }
  // express.static (fallthrough off, for the storefront's fingerprinted assets) reports what the
  // client asked wrongly: a missing file, a path that climbs out, a failed If-Match, a bad Range.
  if (bodyError.status === 404) return new AppError('not_found', 'No such file.');
  if (bodyError.status === 403) return new AppError('forbidden', 'That file is not served.');
  if (bodyError.status === 412) return new AppError('precondition_failed', 'The file has changed.');
  if (bodyError.status === 416) {
    return new AppError('range_not_satisfiable', 'The requested range is outside the file.');
  }
  if (bodyError.status === 400 || bodyError.status === 413 || bodyError.status === 415) {
    return new AppError('validation', 'The request could not be read.');
  }
  return err;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const normalised = normalise(err);
    const { status, body } = toHttpResponse(normalised);
    if (status >= 500) logger.error({ err, method: req.method, url: req.originalUrl }, 'request failed');
    // Part of the answer is out (a streamed list): ending it would pass a cut list off as whole.
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // The file server's own headers for the refusal, such as a 416's Content-Range: bytes */size.
    const headers = (err as { headers?: Record<string, string> } | undefined)?.headers;
    if (status < 500 && headers && typeof headers === 'object') res.set(headers);
    // A handler that failed part-way may have typed the answer already (a script, a Brotli file).
    res.removeHeader('Content-Encoding');
    res.status(status).type('application/json').json(body);
  };
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new AppError('not_found', `No API route for ${req.method} ${req.path}.`));
};
