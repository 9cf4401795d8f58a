import type { Request, RequestHandler } from 'express';
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

/** A route's validation step: run as middleware, then `from(req)` gives the handler the typed result. */
export interface Validation<T> extends RequestHandler {
  from(req: Request): T;
}

const validated = Symbol('validated');
type WithValidated = Request & { [validated]?: Map<object, unknown> };

function validation<S extends z.ZodType>(
  schema: S,
  what: string,
  inputOf: (req: Request) => unknown,
): Validation<z.output<S>> {
  const key = {};
  const middleware = ((req: WithValidated, _res, next) => {
    const value = parseInput(schema, inputOf(req), what);
    (req[validated] ??= new Map()).set(key, value);
    next();
  }) as Validation<z.output<S>>;
  middleware.from = (req: WithValidated) => {
    const results = req[validated];
    if (!results?.has(key)) throw new Error(`The route did not validate its ${what} before reading it`);
    return results.get(key) as z.output<S>;
  };
  return middleware;
}

/** Validates and transforms the JSON or multipart body (declare it after any upload parser). */
export const validateBody = <S extends z.ZodType>(schema: S, what = 'request') =>
  validation(schema, what, bodyOf);

export const validateQuery = <S extends z.ZodType>(schema: S) =>
  validation(schema, 'query', (req) => req.query);

export const validateParam = <S extends z.ZodType>(name: string, schema: S, what = name) =>
  validation(schema, what, (req) => req.params[name]);

/** An optional header: absent stays undefined, present must satisfy the schema. */
export const validateHeader = <S extends z.ZodType>(name: string, schema: S) =>
  validation(schema.optional(), name, (req) => req.get(name));
