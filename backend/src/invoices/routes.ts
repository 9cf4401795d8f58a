import { Router, type RequestHandler } from 'express';
import type { InvoiceService } from './service';

export interface InvoiceRouteDeps {
  invoices: InvoiceService;
  requireCustomerOrAdmin: RequestHandler;
}

/** /api/invoices/:number, the number's '/' URL-encoded (SB%2F25-26%2F00042). */
export function invoiceRoutes(deps: InvoiceRouteDeps): Router {
  const router = Router();
  router.get<'/:number'>('/:number', deps.requireCustomerOrAdmin, async (req, res) => {
    const { number } = req.params;
    const bill = req.admin
      ? await deps.invoices.forOwner(number)
      : await deps.invoices.forCustomer(req.customer!, number);
    res.set('Cache-Control', 'private, no-store').json(bill);
  });
  return router;
}
