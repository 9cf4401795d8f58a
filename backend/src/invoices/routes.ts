import { Router, type Request, type RequestHandler } from 'express';
import { renderInvoicePdf } from './invoice-pdf';
import { toInvoiceView, type InvoiceService } from './service';

export interface InvoiceRouteDeps {
  invoices: InvoiceService;
  requireCustomerOrAdmin: RequestHandler;
}

/** /api/invoices/:number and its A4 PDF, the number's '/' URL-encoded (SB%2F25-26%2F00042). */
export function invoiceRoutes(deps: InvoiceRouteDeps): Router {
  const router = Router();
  const billFor = (req: Request<{ number: string }>) =>
    req.actor
      ? deps.invoices.forOwner(req.params.number)
      : deps.invoices.forCustomer(req.customer!, req.params.number);

  router.get<'/:number'>('/:number', deps.requireCustomerOrAdmin, async (req, res) => {
    res.set('Cache-Control', 'private, no-store').json(toInvoiceView(await billFor(req)));
  });
  router.get<'/:number/pdf'>('/:number/pdf', deps.requireCustomerOrAdmin, async (req, res) => {
    const bill = await billFor(req);
    res
      .type('application/pdf')
      .set({
        'Cache-Control': 'private, no-store',
        'Content-Disposition': `inline; filename="${bill.number.replaceAll('/', '-')}.pdf"`,
      })
      .send(await renderInvoicePdf(bill));
  });
  return router;
}
