import { actorOf, changes } from '../audit/route-records';
import type { AuditTrail } from '../audit/trail';
import type { Book } from '../contract';
import type { Guard } from '../http/mount';
import { Router, type Request, type RequestHandler } from 'express';
import { createJsonResponseCache } from '../http/cached-json';
import { coverUpload } from '../http/uploads';
import { validateBody, validateQuery } from '../http/validate';
import {
  createBookSchema,
  listBooksQuerySchema,
  topSellersQuerySchema,
  updateBookSchema,
  type ListBooksQuery,
} from './schemas';
import type { CatalogueTransfer } from './catalogue-transfer';
import type { BookService } from './service';
import { ownerOf, stockRoutes } from './stock-routes';

/** Enough for every book page and search a shop sees in a day, with room to spare. */
const RESPONSE_CACHE_BYTES = 32 * 1024 * 1024;
/** Whole lists kept for slicing: the unfiltered one and the busiest categories and searches. */
const WHOLE_LISTS_KEPT = 8;

const listQuery = validateQuery(listBooksQuerySchema);
const topSellersQuery = validateQuery(topSellersQuerySchema);
const newBook = validateBody(createBookSchema, 'book');
const bookChanges = validateBody(updateBookSchema, 'book');

/** An edit's price, tax and count changes, each before → after, in the audit log. */
async function recordEdit(trail: AuditTrail, req: Request, before: Book, after: Book): Promise<void> {
  const kinds = [
    ['price-change', changes(before, after, ['newPrice', 'oldPrice'])],
    ['tax-change', changes(before, after, ['gstRate', 'hsn'])],
    ['stock-correction', changes(before, after, ['stock'])],
  ] as const;
  for (const [action, details] of kinds)
    if (details) await trail.record({ actor: actorOf(req), action, subject: after._id, details });
}

export function bookRoutes(deps: {
  books: BookService;
  transfer: CatalogueTransfer;
  requireRight: Guard['requireRight'];
  trail: AuditTrail;
  /** For top sellers, the one catalogue read not cached here with its own compressed body. */
  compress: RequestHandler;
}): Router {
  const { books, requireRight, compress } = deps;
  const router = Router();
  // Catalogue reads are most of the shop's traffic and change only when the owner edits.
  const responses = createJsonResponseCache({ maxBytes: RESPONSE_CACHE_BYTES });

  // Each whole list (a query without limit or offset) as its items' JSON, per catalogue version:
  // a client paging with ?offset= alone gets a slice of it, never a list built from scratch.
  const wholeLists = new Map<string, { version: string; items: string[]; total: number }>();
  async function wholeList(query: ListBooksQuery, version: string) {
    const key = JSON.stringify(query);
    const known = wholeLists.get(key);
    if (known?.version === version) return known;
    const page = await books.list(query);
    const list = { version, items: page.items.map((book) => JSON.stringify(book)), total: page.total };
    if (wholeLists.size >= WHOLE_LISTS_KEPT) wholeLists.delete(wholeLists.keys().next().value!);
    wholeLists.set(key, list);
    return list;
  }

  router.get('/', listQuery, async (req, res) => {
    const query = listQuery.from(req);
    const version = await books.catalogueVersion();
    const cacheKey = { key: `list:${JSON.stringify(query)}`, version };
    await responses.send(req, res, cacheKey, async () => {
      // A list of named books is its own answer, never one of the whole lists kept for slicing.
      if (query.limit === undefined && !query.ids) {
        const { offset = 0, ...whole } = query;
        const list = await wholeList(whole, version);
        const json = `[${list.items.slice(offset).join(',')}]`;
        return { json, headers: { 'X-Total-Count': String(list.total) } };
      }
      const page = await books.list(query);
      return { value: page.items, headers: { 'X-Total-Count': String(page.total) } };
    });
  });

  router.get('/top-sellers', compress, topSellersQuery, async (req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json(await books.topSellers(topSellersQuery.from(req)));
  });

  router.use(stockRoutes({ books, transfer: deps.transfer, requireRight, trail: deps.trail }));

  router.get('/:id', async (req, res) => {
    const cacheKey = { key: `book:${req.params.id}`, version: await books.catalogueVersion() };
    await responses.send(req, res, cacheKey, async () => ({ value: await books.get(req.params.id) }));
  });

  router.post('/create-book', requireRight('catalogue'), coverUpload, newBook, async (req, res) => {
    res.status(201).json(await books.create(newBook.from(req), ownerOf(req), req.file?.buffer));
  });

  router.put<'/edit/:id'>(
    '/edit/:id',
    requireRight('catalogue'),
    coverUpload,
    bookChanges,
    async (req, res) => {
      const before = await books.get(req.params.id);
      const after = await books.update(req.params.id, bookChanges.from(req), ownerOf(req), req.file?.buffer);
      await recordEdit(deps.trail, req, before, after);
      res.json(after);
    },
  );

  router.delete<'/:id'>('/:id', requireRight('owner'), async (req, res) => {
    await books.delete(req.params.id);
    res.status(204).end();
  });

  return router;
}
