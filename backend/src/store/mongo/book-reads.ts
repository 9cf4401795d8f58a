import type { SortOrder } from 'mongoose';
import { searchTerms } from '../search-terms';
import type { BookSort, BookStore } from '../store';
import { bestMatchPipeline, bookFilter } from './book-search';
import { toBook } from './mapping';
import { TITLE_COLLATION, type BookDoc, type Models } from './models';

/** `_id` breaks ties the way SQLite's rowid does: newest-first lists show the last insert first. */
const sortBy: Record<BookSort, Record<string, SortOrder>> = {
  newest: { createdAt: -1, _id: -1 },
  oldest: { createdAt: 1, _id: 1 },
  'price-asc': { newPricePaise: 1, _id: 1 },
  'price-desc': { newPricePaise: -1, _id: -1 },
  title: { title: 1, _id: 1 },
};

/** The catalogue's reads: lists, searches, several ids, top sellers. */
export function createMongoBookReader({
  Book,
}: Pick<Models, 'Book'>): Pick<BookStore, 'list' | 'listBilledAtCategoryDefault' | 'getMany' | 'topSellers'> {
  return {
    async list(query) {
      const filter = bookFilter(query);
      if (searchTerms(query.search).length && !query.sort) {
        const [total, docs] = await Promise.all([
          Book.countDocuments(filter),
          query.limit === 0 ? [] : Book.aggregate<BookDoc>(bestMatchPipeline(query)),
        ]);
        return { items: docs.map(toBook), total };
      }
      const find = Book.find(filter)
        .sort(sortBy[query.sort ?? 'newest'])
        .skip(query.offset ?? 0);
      if (query.limit !== undefined) find.limit(query.limit);
      if (query.sort === 'title') find.collation(TITLE_COLLATION);
      // Mongo reads limit 0 as "no limit"; SQLite's LIMIT 0 returns nothing.
      const [total, docs] = await Promise.all([
        Book.countDocuments(filter),
        query.limit === 0 ? [] : find.lean<BookDoc[]>(),
      ]);
      return { items: docs.map(toBook), total };
    },
    async listBilledAtCategoryDefault({ limit, offset }) {
      // Null matches a document without the field too (items saved before items had their own
      // tax); an empty code is none, as billing reads it. No index: a shop's catalogue is small.
      const filter = { $or: [{ hsn: { $in: [null, ''] } }, { gstRate: null }] };
      const find = Book.find(filter)
        .sort(sortBy.title)
        .collation(TITLE_COLLATION)
        .skip(offset ?? 0);
      if (limit !== undefined) find.limit(limit);
      const [total, docs] = await Promise.all([
        Book.countDocuments(filter),
        limit === 0 ? [] : find.lean<BookDoc[]>(),
      ]);
      return { items: docs.map(toBook), total };
    },
    async getMany(ids) {
      if (ids.length === 0) return [];
      const docs = await Book.find({ _id: { $in: [...ids] } }).lean<BookDoc[]>();
      return docs.map(toBook);
    },
    async topSellers({ category, limit }) {
      // Read from the unitsSold index, so the cost is the page's, whatever the order history.
      const docs = await Book.find(category ? { category } : {})
        .sort({ unitsSold: -1, createdAt: -1, _id: -1 })
        .limit(limit)
        .lean<BookDoc[]>();
      return docs.map(toBook);
    },
  };
}
