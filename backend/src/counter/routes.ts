import { Router, type RequestHandler } from 'express';
import { validateQuery } from '../http/validate';
import { lookupQuerySchema } from './schemas';
import type { CounterService } from './service';

const lookupQuery = validateQuery(lookupQuerySchema);

/** What the counter's routes need; the counter's other jobs add theirs here. */
export interface CounterRouteDeps {
  counter: CounterService;
  requireAdmin: RequestHandler;
}

/** /api/counter: the owner's till. Every route is the owner's. */
export function counterRoutes(deps: CounterRouteDeps): Router {
  const router = Router();
  router.use(deps.requireAdmin);

  // The item as GET /api/books/:id answers it, found by what was scanned or typed.
  router.get('/lookup', lookupQuery, async (req, res) => {
    const book = await deps.counter.lookup(lookupQuery.from(req).code);
    res.set('Cache-Control', 'private, no-store').json(book);
  });

  return router;
}
