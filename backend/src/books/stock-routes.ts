import { Router, type Request, type RequestHandler } from 'express';
import { catalogueUpload } from '../http/uploads';
import { validateBody, validateQuery } from '../http/validate';
import type { StockActor } from '../store/store';
import type { CatalogueTransfer } from './catalogue-transfer';
import { catalogueImportQuerySchema, stockAdjustmentSchema, stockMovementsQuerySchema } from './schemas';
import type { BookService } from './service';

const stockChange = validateBody(stockAdjustmentSchema, 'stock change');
const movementsQuery = validateQuery(stockMovementsQuerySchema);
const importQuery = validateQuery(catalogueImportQuerySchema);

/** The owner who made a change, from the verified token (requireAdmin has run). */
export const ownerOf = (req: Request): StockActor => ({ ownerId: req.admin!.adminId });

/** The owner's stock and spreadsheet routes under /api/books; mounted before /:id so its paths win. */
export function stockRoutes(deps: {
  books: BookService;
  transfer: CatalogueTransfer;
  requireAdmin: RequestHandler;
}): Router {
  const { books, transfer, requireAdmin } = deps;
  const router = Router();

  router.get('/export.csv', requireAdmin, async (req, res) => {
    const csv = await transfer.exportCsv(`${req.protocol}://${req.get('host')}`);
    const day = new Date().toISOString().slice(0, 10);
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="catalogue-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    });
    res.send(csv);
  });

  router.post('/import', requireAdmin, importQuery, catalogueUpload, async (req, res) => {
    const { dryRun = false } = importQuery.from(req);
    res.json(await transfer.importCsv(req.file!.buffer, { dryRun, actor: ownerOf(req) }));
  });

  router.get<'/:id/stock-movements'>(
    '/:id/stock-movements',
    requireAdmin,
    movementsQuery,
    async (req, res) => {
      res.set('Cache-Control', 'private, no-store');
      res.json(await books.stockMovements(req.params.id, movementsQuery.from(req).limit));
    },
  );

  router.patch<'/:id/stock'>('/:id/stock', requireAdmin, stockChange, async (req, res) => {
    res.json(await books.adjustStock(req.params.id, stockChange.from(req), ownerOf(req)));
  });

  return router;
}
