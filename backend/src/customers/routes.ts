import { Router, type RequestHandler } from 'express';
import type { AuditTrail } from '../audit/trail';
import type { AccountStatement, ReceivablesReport } from '../contract';
import {
  accountPaymentBodySchema,
  customerBodySchema,
  customerQuerySchema,
  statementQuerySchema,
} from '../contract/schemas';
import { fresh, sendCsvFile, sendPdfFile, wantsPdf } from '../http/file-answer';
import type { Guard } from '../http/mount';
import { validateBody, validateQuery } from '../http/validate';
import { actorRef } from '../http/who';
import type { AccountService } from './accounts-service';
import type { CustomerService } from './service';
import { statementFileName } from './statement-pdf';

const customerBody = validateBody(customerBodySchema, 'customer');
const customerQuery = validateQuery(customerQuerySchema);
const paymentBody = validateBody(accountPaymentBodySchema, 'payment');
const statementQuery = validateQuery(statementQuerySchema);

export interface CustomerRouteDeps {
  customers: CustomerService;
  accounts: AccountService;
  requireRight: Guard['requireRight'];
  trail: AuditTrail;
  toPdf: (statement: AccountStatement) => Promise<Buffer>;
}

/**
 * /api/customers: anyone at the counter finds and adds customers, takes their payments and sends
 * their statements and reminders; a manager or the owner edits them and reads who owes what.
 */
export function customerRoutes(deps: CustomerRouteDeps): Router {
  const router = Router();
  const counter = deps.requireRight('counter');
  const { accounts } = deps;

  router.get('/', counter, customerQuery, async (req, res) => {
    const { q, page, limit } = customerQuery.from(req);
    const found = await deps.customers.search({ q: q ?? null, page, limit });
    fresh(res)
      .set('X-Total-Count', String(found.total))
      .json(await accounts.withBalances(found.items));
  });
  // Who owes the shop, the longest owed first.
  router.get('/dues', deps.requireRight('drawer'), async (_req, res) => {
    fresh(res).json(await accounts.receivables());
  });
  router.get<'/:id'>('/:id', counter, async (req, res) => {
    const [customer] = await accounts.withBalances([await deps.customers.get(req.params.id)]);
    fresh(res).json(customer);
  });
  router.post('/', counter, customerBody, async (req, res) => {
    const added = await deps.customers.add(req.actor!, customerBody.from(req));
    fresh(res)
      .status(201)
      .json({ ...added, balance: 0 });
  });
  router.put<'/:id'>('/:id', deps.requireRight('drawer'), customerBody, async (req, res) => {
    const changed = await deps.customers.update(req.actor!, req.params.id, customerBody.from(req));
    const [customer] = await accounts.withBalances([changed]);
    fresh(res).json(customer);
  });

  router.get<'/:id/account'>('/:id/account', counter, async (req, res) => {
    fresh(res).json(await accounts.account(req.params.id));
  });
  router.post<'/:id/payments'>('/:id/payments', counter, paymentBody, async (req, res) => {
    const body = paymentBody.from(req);
    const taker = { ...actorRef(req), role: req.actor!.role };
    const receipt = await accounts.takePayment(taker, req.params.id, body);
    await deps.trail.record({
      actor: req.actor ?? null,
      action: 'account-payment',
      subject: req.params.id,
      details: {
        receipt: receipt.number,
        amount: receipt.amount,
        method: receipt.method,
        advance: !!body.advance,
      },
    });
    fresh(res).status(201).json(receipt);
  });
  // The statement as JSON, or as the PDF the customer is sent: .pdf, ?format=pdf or Accept says which.
  const statement: RequestHandler<{ id: string }> = async (req, res) => {
    const read = await accounts.statement(req.params.id, statementQuery.from(req));
    if (!wantsPdf(req)) return void fresh(res).json(read);
    sendPdfFile(res, statementFileName(read), await deps.toPdf(read));
  };
  router.get('/:id/statement', counter, statementQuery, statement);
  router.get('/:id/statement.pdf', counter, statementQuery, statement);
  router.post<'/:id/reminders'>('/:id/reminders', counter, async (req, res) => {
    fresh(res)
      .status(201)
      .json(await accounts.remind(req.params.id));
  });
  return router;
}

/** /api/reports/receivables: the owner's ageing of what customers owe, as JSON or CSV. */
export function receivablesRoutes(deps: {
  accounts: AccountService;
  requireAdmin: RequestHandler;
  toCsv: (report: ReceivablesReport) => string;
}): Router {
  const router = Router();
  router.get(['/receivables', '/receivables.csv'], deps.requireAdmin, async (req, res) => {
    const report = await deps.accounts.receivablesReport();
    const csv =
      req.path.endsWith('.csv') || req.query.format === 'csv' || req.accepts(['json', 'csv']) === 'csv';
    if (!csv) return void fresh(res).json(report);
    sendCsvFile(res, `receivables-${report.asOf}.csv`, deps.toCsv(report));
  });
  return router;
}
