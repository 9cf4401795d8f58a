import { Router, type RequestHandler } from 'express';
import type { ItemCostView, MarginReport, ReportRange, StockValueReport } from '../contract';
import type { PurchaseRecord } from '../store/store';
import {
  itemCostQuerySchema,
  marginQuerySchema,
  type MarginQuery,
  purchaseBodySchema,
  purchaseQuerySchema,
  reportRangeQuerySchema,
  statementQuerySchema,
  supplierBodySchema,
  supplierPaymentBodySchema,
  supplierQuerySchema,
} from '../contract/schemas';
import { fresh, sendCsvFile } from '../http/file-answer';
import type { Guard } from '../http/mount';
import { validateBody, validateQuery } from '../http/validate';
import { actorRef } from '../http/who';
import type { PurchaseService } from './purchase-service';
import { marginCsv } from './margin';
import { payablesCsv } from './payables-csv';
import type { Payables } from './payables';
import { purchaseRegisterCsv } from './purchase-register';
import { stockValueCsv } from './stock-value';
import type { SupplierService } from './supplier-service';

const supplierBody = validateBody(supplierBodySchema, 'supplier');
const supplierQuery = validateQuery(supplierQuerySchema);
const purchaseBody = validateBody(purchaseBodySchema, 'purchase');
const purchaseQuery = validateQuery(purchaseQuerySchema);
const itemCostQuery = validateQuery(itemCostQuerySchema);
const marginQuery = validateQuery(marginQuerySchema);
const rangeQuery = validateQuery(reportRangeQuerySchema);
const paymentBody = validateBody(supplierPaymentBodySchema, 'payment');
const statementQuery = validateQuery(statementQuerySchema);

/**
 * /api/suppliers: a manager or the owner finds, adds and edits the shop's suppliers, pays them and
 * reads their statements.
 */
export function supplierRoutes(deps: {
  suppliers: SupplierService;
  payables: Payables;
  requireRight: Guard['requireRight'];
}): Router {
  const router = Router();
  const buyer = deps.requireRight('drawer');

  router.get('/', buyer, supplierQuery, async (req, res) => {
    const { q, page, limit } = supplierQuery.from(req);
    const found = await deps.suppliers.search({ q: q ?? null, page, limit });
    fresh(res).set('X-Total-Count', String(found.total)).json(found.items);
  });
  router.get<'/:id'>('/:id', buyer, async (req, res) => {
    fresh(res).json(await deps.suppliers.get(req.params.id));
  });
  router.post('/', buyer, supplierBody, async (req, res) => {
    fresh(res)
      .status(201)
      .json(await deps.suppliers.add(supplierBody.from(req)));
  });
  router.put<'/:id'>('/:id', buyer, supplierBody, async (req, res) => {
    fresh(res).json(await deps.suppliers.update(req.params.id, supplierBody.from(req)));
  });
  router.post<'/:id/payments'>('/:id/payments', buyer, paymentBody, async (req, res) => {
    fresh(res)
      .status(201)
      .json(await deps.payables.pay(req.params.id, paymentBody.from(req), actorRef(req)));
  });
  router.get<'/:id/statement'>('/:id/statement', buyer, statementQuery, async (req, res) => {
    fresh(res).json(await deps.payables.statement(req.params.id, statementQuery.from(req)));
  });
  return router;
}

/** /api/reports/payables(.csv): what the shop owes each supplier, by age, for the owner. */
export function payablesRoutes(deps: { payables: Payables; requireAdmin: RequestHandler }): Router {
  const router = Router();
  router.get(['/payables', '/payables.csv'], deps.requireAdmin, async (req, res) => {
    const report = await deps.payables.report();
    if (!req.path.endsWith('.csv') && req.query.format !== 'csv') return void fresh(res).json(report);
    sendCsvFile(res, `payables-${report.asOf}.csv`, payablesCsv(report));
  });
  return router;
}

/** /api/purchases: a manager or the owner enters the suppliers' bills, reads and cancels them. */
export function purchaseRoutes(deps: {
  purchases: PurchaseService;
  requireRight: Guard['requireRight'];
}): Router {
  const router = Router();
  const buyer = deps.requireRight('drawer');

  router.get('/', buyer, purchaseQuery, async (req, res) => {
    const found = await deps.purchases.list(purchaseQuery.from(req));
    fresh(res).set('X-Total-Count', String(found.total)).json(found.items);
  });
  router.get<'/:id'>('/:id', buyer, async (req, res) => {
    fresh(res).json(await deps.purchases.get(req.params.id));
  });
  router.post('/', buyer, purchaseBody, async (req, res) => {
    fresh(res)
      .status(201)
      .json(await deps.purchases.post(purchaseBody.from(req), actorRef(req)));
  });
  router.post<'/:id/cancel'>('/:id/cancel', buyer, async (req, res) => {
    fresh(res).json(await deps.purchases.cancel(req.params.id, actorRef(req)));
  });
  return router;
}

/** /api/reports/stock-value(.csv): the owner's stock at cost by category. */
export function stockValueRoutes(deps: {
  report: () => Promise<StockValueReport>;
  requireAdmin: RequestHandler;
}): Router {
  const router = Router();
  router.get(['/stock-value', '/stock-value.csv'], deps.requireAdmin, async (req, res) => {
    const report = await deps.report();
    if (!req.path.endsWith('.csv') && req.query.format !== 'csv') return void fresh(res).json(report);
    sendCsvFile(res, `stock-value-${report.asOf}.csv`, stockValueCsv(report));
  });
  return router;
}

/** /api/item-costs?ids=a,b: what a unit of each item cost the shop, for a manager or the owner. */
export function itemCostRoutes(deps: {
  costs: (ids: readonly string[]) => Promise<ItemCostView[]>;
  requireRight: Guard['requireRight'];
}): Router {
  const router = Router();
  router.get('/', deps.requireRight('drawer'), itemCostQuery, async (req, res) => {
    fresh(res).json(await deps.costs(itemCostQuery.from(req).ids));
  });
  return router;
}

/** /api/reports/margin(.csv): the owner's margin of a range of days, by item or category. */
export function marginRoutes(deps: {
  report: (query: MarginQuery) => Promise<MarginReport>;
  requireAdmin: RequestHandler;
}): Router {
  const router = Router();
  router.get(['/margin', '/margin.csv'], deps.requireAdmin, marginQuery, async (req, res) => {
    const query = marginQuery.from(req);
    const report = await deps.report(query);
    if (!req.path.endsWith('.csv') && query.format !== 'csv') return void fresh(res).json(report);
    sendCsvFile(res, `margin-${report.from}-to-${report.to}.csv`, marginCsv(report));
  });
  return router;
}

/** /api/reports/purchases.csv: the owner's purchase register of a range of bill dates. */
export function purchaseRegisterRoutes(deps: {
  purchasesIn: (range: ReportRange) => Promise<PurchaseRecord[]>;
  requireAdmin: RequestHandler;
}): Router {
  const router = Router();
  router.get('/purchases.csv', deps.requireAdmin, rangeQuery, async (req, res) => {
    const range = rangeQuery.from(req);
    sendCsvFile(
      res,
      `purchases-${range.from}-to-${range.to}.csv`,
      purchaseRegisterCsv(await deps.purchasesIn(range)),
    );
  });
  return router;
}
