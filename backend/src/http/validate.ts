import type { Request } from 'express';
import type { z } from 'zod';
import { AppError } from '../errors';

/** Parses untrusted input with a zod schema; failures become one 400 listing every field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what = 'request'): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || what,
    message:
      issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message,
  }));
  const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  throw new AppError('validation', `Invalid ${what}: ${summary}`, issues);
}

/**
 * The body as the JSON or multipart parser read it. A body of any other type (text/plain,
 * urlencoded) was not read at all, and must not pass as an empty request.
 */
export function bodyOf(req: Request): unknown {
  if (req.body !== undefined) return req.body;
  const hasContent = req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;
  if (hasContent) throw new AppError('validation', 'The request body must be JSON or multipart form data.');
  return {};
}
