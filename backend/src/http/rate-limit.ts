import { rateLimit, ipKeyGenerator, type Options, type Store as LimiterStore } from 'express-rate-limit';
import type { Request, Response } from 'express';
import { AppError } from '../errors';
import type { RateLimitStore } from '../store/store';

/** Counters live in the database, so every API instance sees the same limits. */
class SharedLimiterStore implements LimiterStore {
  private windowMs = 60_000;
  readonly localKeys = false;

  constructor(
    private readonly counters: RateLimitStore,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string) {
    const hit = await this.counters.hit(this.prefix + key, this.windowMs);
    return { totalHits: hit.count, resetTime: hit.resetAt };
  }

  async decrement(key: string) {
    await this.counters.undo(this.prefix + key);
  }

  async resetKey(key: string) {
    await this.counters.reset(this.prefix + key);
  }
}

export interface LimiterOptions {
  name: string;
  limit: number;
  windowMs: number;
  message: string;
  counters: RateLimitStore;
  /** Defaults to the client's address; per-customer limits pass their own. */
  keyOf?: (req: Request) => string;
  onlyFailures?: boolean;
  /** Counts only the requests whose answer this accepts (the others are taken back). */
  countOnly?: (req: Request, res: Response) => boolean;
  /**
   * Requests let through although over the limit. Asked only of a request the limit would refuse,
   * so the requests within it pay nothing for the question.
   */
  exempt?: (req: Request) => Promise<boolean>;
}

export function createLimiter(options: LimiterOptions) {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: options.onlyFailures ?? false,
    ...(options.countOnly ? { skipFailedRequests: true, requestWasSuccessful: options.countOnly } : {}),

    store: new SharedLimiterStore(options.counters, `${options.name}:`),
    keyGenerator: options.keyOf ?? ((req) => ipKeyGenerator(req.ip ?? 'unknown')),
    handler: async (req, _res, next) => {
      if (options.exempt && (await options.exempt(req))) return next();
      next(new AppError('rate_limited', options.message));
    },
  });
}
