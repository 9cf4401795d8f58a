import { Router, type RequestHandler } from 'express';
import { catalogueImportQuerySchema } from '../books/schemas';
import { catalogueUpload } from '../http/uploads';
import { validateQuery } from '../http/validate';
import type { KitImport } from './import';

const importQuery = validateQuery(catalogueImportQuerySchema);

/** POST /import under /api/kits (a manager); mounted before /:id so its path wins. */
export function kitImportRoutes(deps: { kitImport: KitImport; requireImporter: RequestHandler }): Router {
  const router = Router();
  // Who asks is checked before the upload is read, so a stranger's file is never parsed.
  router.post('/import', deps.requireImporter, importQuery, catalogueUpload, async (req, res) => {
    const { dryRun = false } = importQuery.from(req);
    res.json(await deps.kitImport.importCsv(req.file!.buffer, { dryRun }));
  });
  return router;
}
