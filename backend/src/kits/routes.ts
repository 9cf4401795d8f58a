import { Router, type RequestHandler } from 'express';
import type { Guard } from '../http/mount';
import { kitBodySchema, kitCopyBodySchema, kitQuerySchema } from '../contract/schemas';
import { validateBody, validateQuery } from '../http/validate';
import type { KitService } from './service';

const kitQuery = validateQuery(kitQuerySchema);
const kitBody = validateBody(kitBodySchema, 'kit');
const copyBody = validateBody(kitCopyBodySchema, 'copy');

/**
 * /api/kits: school kits. Reads of published kits are anyone's; a manager makes and edits them, the owner deletes.
 * `POST /import` is another router's (kits/import*.ts), mounted on /api/kits beside this one:
 * no route here answers a POST to /import.
 */
export function kitRoutes(deps: {
  kits: KitService;
  requireRight: Guard['requireRight'];
  /** Lets an owner's token through as the owner's, and everyone else as anyone. */
  readOwner: RequestHandler;
}): Router {
  const { kits, requireRight, readOwner } = deps;
  const router = Router();
  const catalogue = requireRight('catalogue');

  router.get('/', kitQuery, async (req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json({ kits: await kits.list(kitQuery.from(req), { publishedOnly: true }) });
  });

  router.get('/all', catalogue, kitQuery, async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    res.json({ kits: await kits.list(kitQuery.from(req), { publishedOnly: false }) });
  });

  router.get('/schools', async (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json({ schools: await kits.schools() });
  });

  router.get<'/:id'>('/:id', readOwner, async (req, res) => {
    const owner = Boolean(req.admin);
    const kit = await kits.view(req.params.id, { owner });
    // The shelf changes with every order; an unpublished kit is the owner's alone.
    res.set('Cache-Control', kit.published ? 'no-cache' : 'private, no-store').json(kit);
  });

  router.post('/', catalogue, kitBody, async (req, res) => {
    res.status(201).json(await kits.create(kitBody.from(req)));
  });

  router.put<'/:id'>('/:id', catalogue, kitBody, async (req, res) => {
    res.json(await kits.update(req.params.id, kitBody.from(req)));
  });

  router.delete<'/:id'>('/:id', requireRight('owner'), async (req, res) => {
    await kits.remove(req.params.id);
    res.status(204).end();
  });

  router.post<'/:id/copy'>('/:id/copy', catalogue, copyBody, async (req, res) => {
    res.status(201).json(await kits.copy(req.params.id, copyBody.from(req).academicYear));
  });

  return router;
}
