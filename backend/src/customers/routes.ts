import { Router, type Response } from 'express';
import { customerBodySchema, customerQuerySchema } from '../contract/schemas';
import type { Guard } from '../http/mount';
import { validateBody, validateQuery } from '../http/validate';
import type { CustomerService } from './service';

const customerBody = validateBody(customerBodySchema, 'customer');
const customerQuery = validateQuery(customerQuerySchema);
const fresh = (res: Response) => res.set('Cache-Control', 'private, no-store');

/** /api/customers: anyone at the counter finds and adds; a manager or the owner edits. */
export function customerRoutes(deps: {
  customers: CustomerService;
  requireRight: Guard['requireRight'];
}): Router {
  const router = Router();
  const counter = deps.requireRight('counter');

  router.get('/', counter, customerQuery, async (req, res) => {
    const { q, page, limit } = customerQuery.from(req);
    const found = await deps.customers.search({ q: q ?? null, page, limit });
    fresh(res).set('X-Total-Count', String(found.total)).json(found.items);
  });
  router.get<'/:id'>('/:id', counter, async (req, res) => {
    fresh(res).json(await deps.customers.get(req.params.id));
  });
  router.post('/', counter, customerBody, async (req, res) => {
    fresh(res)
      .status(201)
      .json(await deps.customers.add(req.actor!, customerBody.from(req)));
  });
  router.put<'/:id'>('/:id', deps.requireRight('drawer'), customerBody, async (req, res) => {
    fresh(res).json(await deps.customers.update(req.actor!, req.params.id, customerBody.from(req)));
  });
  return router;
}
