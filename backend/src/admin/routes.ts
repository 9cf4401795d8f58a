import { Router, type RequestHandler } from 'express';
import { validateQuery } from '../http/validate';
import type { NoticeService } from '../notices/service';
import { messagesQuerySchema } from './schemas';
import type { AdminStatsService } from './service';

const messagesQuery = validateQuery(messagesQuerySchema);

export function adminRoutes(deps: {
  stats: AdminStatsService;
  notices: NoticeService;
  requireAdmin: RequestHandler;
  /** Managers read and tick the messages too. */
  requireMessages: RequestHandler;
}): Router {
  const router = Router();
  router.get('/', deps.requireAdmin, async (_req, res) => {
    res.set('Cache-Control', 'private, no-store');
    res.json(await deps.stats.dashboard());
  });
  // The notices to customers, newest first: without a mail server the owner sends them by hand.
  router.get('/messages', deps.requireMessages, messagesQuery, async (req, res) => {
    const { items, total } = await deps.notices.list(messagesQuery.from(req));
    res.set({ 'Cache-Control': 'private, no-store', 'X-Total-Count': String(total) }).json(items);
  });
  router.post<'/messages/:id/sent'>('/messages/:id/sent', deps.requireMessages, async (req, res) => {
    res.json(await deps.notices.markSentByHand(req.params.id));
  });
  return router;
}
