import type Database from 'better-sqlite3';
import { PAGE_LIMIT_MAX } from '../../contract';
import type { Book, BookQuery, BookSort } from '../store';
import { toBook, type BookRow } from './book-rows';
import { countOf, createSearchIndex, pageOf, without, type Hits, type SearchIndex } from './search-index';

type Statement = <Row>(sql: string) => Database.Statement<unknown[], Row>;

/** A list's order, qualified, for the catalogue's lists and for the search index's sorts. */
export const orderBy: Record<BookSort, string> = {
  newest: 'books.created_at DESC, books.rowid DESC',
  oldest: 'books.created_at ASC, books.rowid ASC',
  'price-asc': 'books.new_price_paise ASC, books.rowid ASC',
  'price-desc': 'books.new_price_paise DESC, books.rowid DESC',
  title: 'books.title COLLATE NOCASE ASC, books.rowid ASC',
};

/** The most ids read as one parameter each: the largest page a client may ask for. */
const PARAMETERS_PER_PAGE = PAGE_LIMIT_MAX;

interface Loaded {
  version: number;
  index: SearchIndex;
  positionOf: Map<string, number>;
  /** Each sort's order of positions, read from SQLite the first time a search asks for it. */
  orders: Map<BookSort | 'best', Int32Array>;
}

/**
 * A catalogue search on SQLite, answered from an in-memory index of the books' words
 * (search-index.ts). The index is read again when `search_version` moves: migration 19's
 * triggers move it when a book is added or removed or its words, category, trending flag,
 * price or date change, by this process or any other on the file. Stock and sales do not move
 * it, so orders never cost a rebuild. Only the page's books are read from the table.
 */
export function createBookSearch(statement: Statement) {
  let loaded: Loaded | undefined;

  function current(): Loaded {
    const version = statement<{ version: number }>('SELECT version FROM search_version').get()!.version;
    if (loaded?.version === version) return loaded;
    const books = statement<
      Pick<
        BookRow,
        'id' | 'title' | 'description' | 'author' | 'publisher' | 'language' | 'category' | 'trending'
      >
    >(
      `SELECT id, title, description, author, publisher, language, category, trending
       FROM books ORDER BY rowid`,
    )
      .all()
      .map((row) => ({ ...row, trending: row.trending === 1 }));
    loaded = {
      version,
      index: createSearchIndex(books),
      positionOf: new Map(books.map((book, position) => [book.id, position])),
      orders: new Map(),
    };
    return loaded;
  }

  function orderOf(state: Loaded, sort: BookSort | 'best'): Int32Array {
    let order = state.orders.get(sort);
    if (!order) {
      // Best matches are newest first by rowid, the index's order walked backwards.
      order =
        sort === 'best'
          ? Int32Array.from({ length: state.index.size }, (_, at) => state.index.size - 1 - at)
          : Int32Array.from(
              statement<{ id: string }>(`SELECT id FROM books ORDER BY ${orderBy[sort]}`)
                .all()
                .map((row) => state.positionOf.get(row.id)!),
            );
      state.orders.set(sort, order);
    }
    return order;
  }

  /** The owner's stock filter: stock changes with every order, so it is read from the table. */
  function keepStockAtMost(state: Loaded, hits: Hits, most: number): void {
    const low = new Set(
      statement<{ id: string }>('SELECT id FROM books WHERE stock IS NOT NULL AND stock <= ?')
        .all(most)
        .map((row) => row.id),
    );
    hits.forEach((hit, position) => {
      if (hit && !low.has(state.index.idAt(position))) hits[position] = 0;
    });
  }

  /** Title matches first, then the rest, each newest first. */
  function bestMatches(state: Loaded, terms: readonly string[], hits: Hits, limit: number, offset: number) {
    const inTitle = state.index.titleHits(terms, hits);
    const elsewhere = without(hits, inTitle);
    const newest = orderOf(state, 'best');
    const titleCount = countOf(inTitle);
    const first = offset < titleCount ? pageOf(inTitle, newest, limit, offset) : [];
    const rest = pageOf(elsewhere, newest, limit - first.length, Math.max(0, offset - titleCount));
    return [...first, ...rest];
  }

  function booksInOrder(ids: string[]): Book[] {
    if (ids.length === 0) return [];
    // A page's ids as parameters (a statement per page size, prepared once); a search without a
    // limit may name thousands, more than SQLite takes as parameters, so those go as one JSON array.
    const rows =
      ids.length <= PARAMETERS_PER_PAGE
        ? statement<BookRow>(`SELECT * FROM books WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids)
        : statement<BookRow>('SELECT * FROM books WHERE id IN (SELECT value FROM json_each(?))').all(
            JSON.stringify(ids),
          );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => (byId.has(id) ? [toBook(byId.get(id)!)] : []));
  }

  return {
    search(query: BookQuery, terms: readonly string[]): { items: Book[]; total: number } {
      const state = current();
      const hits = state.index.hits(terms, { category: query.category, trending: query.trending });
      if (query.stockAtMost !== undefined) keepStockAtMost(state, hits, query.stockAtMost);
      const [limit, offset] = [query.limit ?? Number.MAX_SAFE_INTEGER, query.offset ?? 0];
      const positions = query.sort
        ? pageOf(hits, orderOf(state, query.sort), limit, offset)
        : bestMatches(state, terms, hits, limit, offset);
      return { items: booksInOrder(positions.map(state.index.idAt)), total: countOf(hits) };
    },
  };
}
