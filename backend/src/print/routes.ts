import { actorOf } from '../audit/route-records';
import type { AuditTrail } from '../audit/trail';
import { Router, type Request, type RequestHandler } from 'express';
import { printJobChoiceSchema, printRatesSchema } from '../contract/schemas';
import { printUpload } from '../http/uploads';
import { validateBody } from '../http/validate';
import type { PrintRequester, PrintService } from './service';

const newRates = validateBody(printRatesSchema, 'print rates');
const quoteBody = validateBody(printJobChoiceSchema, 'quote');

const requesterOf = (req: Request): PrintRequester =>
  req.actor ? { owner: true } : { customer: req.customer! };

/** GET/PUT /api/print-rates. */
export function printRateRoutes(deps: {
  print: PrintService;
  requireAdmin: RequestHandler;
  trail: AuditTrail;
}): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json(await deps.print.rates());
  });
  router.put('/', deps.requireAdmin, newRates, async (req, res) => {
    const before = await deps.print.rates();
    const after = await deps.print.setRates(newRates.from(req));
    const details = { before, after };
    await deps.trail.record({
      actor: actorOf(req),
      action: 'settings-change',
      subject: 'print-rates',
      details,
    });
    res.json(after);
  });
  return router;
}

/** /api/print-jobs: upload, quote, download. */
export function printJobRoutes(deps: {
  print: PrintService;
  requireCustomer: RequestHandler;
  requireCustomerOrAdmin: RequestHandler;
  uploadLimiter: RequestHandler;
}): Router {
  const router = Router();
  router.post('/', deps.requireCustomer, deps.uploadLimiter, printUpload, async (req, res) => {
    const file = req.file!;
    res
      .status(201)
      .json(await deps.print.upload(req.customer!.uid, { name: file.originalname, bytes: file.buffer }));
  });
  router.post('/quote', deps.requireCustomerOrAdmin, quoteBody, async (req, res) => {
    res.json(await deps.print.quote(requesterOf(req), quoteBody.from(req)));
  });
  router.get<'/:id/file'>('/:id/file', deps.requireCustomerOrAdmin, async (req, res) => {
    const { fileName, bytes } = await deps.print.file(requesterOf(req), req.params.id);
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.length),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
    res.attachment(fileName);
    res.end(bytes);
  });
  return router;
}
