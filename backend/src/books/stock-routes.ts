import { actorOf, recordDownloads } from '../audit/route-records';
import type { AuditTrail } from '../audit/trail';
import { Router, type Request } from 'express';
import type { Guard } from '../http/mount';
import { catalogueUpload } from '../http/uploads';
import { validateBody, validateQuery } from '../http/validate';
import type { StockActor } from '../store/store';
import type { CatalogueTransfer } from './catalogue-transfer';
import { catalogueImportQuerySchema, stockAdjustmentSchema, stockMovementsQuerySchema } from './schemas';
import type { BookService } from './service';

const stockChange = validateBody(stockAdjustmentSchema, 'stock change');
const movementsQuery = validateQuery(stockMovementsQuerySchema);
const importQuery = validateQuery(catalogueImportQuerySchema);

/** Who made a change, owner or staff, from the verified token (requireRight has run). */
export const ownerOf = (req: Request): StockActor => ({ ownerId: req.actor!.id, name: req.actor!.name });

/** The owner's stock and spreadsheet routes under /api/books; mounted before /:id so its paths win. */
export function stockRoutes(deps: {
  books: BookService;
  transfer: CatalogueTransfer;
  requireRight: Guard['requireRight'];
  trail: AuditTrail;
}): Router {
  const { books, transfer, requireRight, trail } = deps;
  const router = Router();

  router.get('/export.csv', requireRight('owner'), recordDownloads(trail), async (req, res) => {
    const csv = await transfer.exportCsv(`${req.protocol}://${req.get('host')}`);
    const day = new Date().toISOString().slice(0, 10);
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="catalogue-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    });
    res.send(csv);
  });

  router.post('/import', requireRight('catalogue'), importQuery, catalogueUpload, async (req, res) => {
    const { dryRun = false } = importQuery.from(req);
    res.json(await transfer.importCsv(req.file!.buffer, { dryRun, actor: ownerOf(req) }));
  });

  router.get<'/:id/stock-movements'>(
    '/:id/stock-movements',
    requireRight('catalogue'),
    movementsQuery,
    async (req, res) => {
      res.set('Cache-Control', 'private, no-store');
      res.json(await books.stockMovements(req.params.id, movementsQuery.from(req).limit));
    },
  );

  router.patch<'/:id/stock'>('/:id/stock', requireRight('drawer'), stockChange, async (req, res) => {
    const change = stockChange.from(req);
    const before = await books.get(req.params.id);
    const after = await books.adjustStock(req.params.id, change, ownerOf(req));
    const details = { ...change, before: before.stock, after: after.stock };
    await trail.record({ actor: actorOf(req), action: 'stock-correction', subject: after._id, details });
    res.json(after);
  });

  return router;
}
