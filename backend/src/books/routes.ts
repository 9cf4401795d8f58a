import { Router, type RequestHandler } from 'express';
import { coverUpload } from '../http/uploads';
import { bodyOf, parseInput } from '../http/validate';
import { createBookSchema, listBooksQuerySchema, topSellersQuerySchema, updateBookSchema } from './schemas';
import type { BookService } from './service';

export function bookRoutes(deps: { books: BookService; requireAdmin: RequestHandler }): Router {
  const { books, requireAdmin } = deps;
  const router = Router();

  router.get('/', async (req, res) => {
    const query = parseInput(listBooksQuerySchema, req.query, 'query');
    const page = await books.list(query);
    res.set('X-Total-Count', String(page.total));
    // Clients revalidate with the ETag Express derives from the body; unchanged lists are a 304.
    res.set('Cache-Control', 'no-cache');
    res.json(page.items);
  });

  router.get('/top-sellers', async (req, res) => {
    const query = parseInput(topSellersQuerySchema, req.query, 'query');
    res.set('Cache-Control', 'no-cache');
    res.json(await books.topSellers(query));
  });

  router.get('/:id', async (req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json(await books.get(req.params.id));
  });

  router.post('/create-book', requireAdmin, coverUpload, async (req, res) => {
    const request = parseInput(createBookSchema, req.body ?? {}, 'book');
    res.status(201).json(await books.create(request, req.file?.buffer));
  });

  router.put<'/edit/:id'>('/edit/:id', requireAdmin, coverUpload, async (req, res) => {
    const request = parseInput(updateBookSchema, bodyOf(req), 'book');
    res.json(await books.update(req.params.id, request, req.file?.buffer));
  });

  router.delete<'/:id'>('/:id', requireAdmin, async (req, res) => {
    await books.delete(req.params.id);
    res.status(204).end();
  });

  return router;
}
