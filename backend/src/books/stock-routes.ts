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
export const ownerOf = (req: Request): StockActor => ({ ownerId: req.actor!.id });

/** The owner's stock and spreadsheet routes under /api/books; mounted before /:id so its paths win. */
export function stockRoutes(deps: {
  books: BookService;
  transfer: CatalogueTransfer;
  requireRight: Guard['requireRight'];
}): Router {
  const { books, transfer, requireRight } = deps;
  const router = Router();

  router.get('/export.csv', requireRight('owner'), async (req, res) => {
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
    res.json(await books.adjustStock(req.params.id, stockChange.from(req), ownerOf(req)));
  });

  return router;
}
