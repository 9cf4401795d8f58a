import type { QueryFilter, SortOrder } from 'mongoose';
import type { BookQuery, BookSort, BookStore } from '../store';
import { toBook, toBookDoc, toBookFields } from './mapping';
import { newDocumentId, TITLE_COLLATION, type BookDoc, type CounterDoc, type Models } from './models';

/** `_id` breaks ties the way SQLite's rowid does: newest-first lists show the last insert first. */
const sortBy: Record<BookSort, Record<string, SortOrder>> = {
  newest: { createdAt: -1, _id: -1 },
  oldest: { createdAt: 1, _id: 1 },
  'price-asc': { newPricePaise: 1, _id: 1 },
  'price-desc': { newPricePaise: -1, _id: -1 },
  title: { title: 1, _id: 1 },
};

export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function bookFilter(query: BookQuery): QueryFilter<BookDoc> {
  const filter: QueryFilter<BookDoc> = {};
  if (query.category) filter.category = query.category;
  if (query.trending !== undefined) filter.trending = query.trending;
  if (query.search) {
    const pattern = { $regex: escapeRegex(query.search), $options: 'i' };
    filter.$or = [{ title: pattern }, { description: pattern }];
  }
  return filter;
}

export function createMongoBookStore({ Book, Counter }: Models): BookStore {
  // After the write, never before: a reader that cached the old book under the old version
  // sees the new version on its next request.
  const bumpCatalogueVersion = async () => {
    await Counter.updateOne({ _id: 'catalogue' }, { $inc: { value: 1 } }, { upsert: true });
  };

  return {
    async list(query) {
      const filter = bookFilter(query);
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
    async get(id) {
      const doc = await Book.findById(id).lean<BookDoc>();
      return doc ? toBook(doc) : null;
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
    async create(input) {
      const doc = toBookDoc(newDocumentId(), input, new Date());
      await Book.create(doc);
      await bumpCatalogueVersion();
      return toBook(doc);
    },
    async update(id, input) {
      const doc = await Book.findOneAndUpdate(
        { _id: id },
        { $set: toBookFields(input, new Date()) },
        { returnDocument: 'after', runValidators: true },
      ).lean<BookDoc>();
      if (!doc) return null;
      await bumpCatalogueVersion();
      return toBook(doc);
    },
    async delete(id) {
      const deleted = (await Book.deleteOne({ _id: id })).deletedCount > 0;
      if (deleted) await bumpCatalogueVersion();
      return deleted;
    },
    async count() {
      return Book.countDocuments();
    },
    async catalogueVersion() {
      const counter = await Counter.findById('catalogue').lean<CounterDoc>();
      return String(counter?.value ?? 0);
    },
  };
}
