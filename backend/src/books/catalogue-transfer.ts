/** The catalogue to and from a spreadsheet: GET /api/books/export.csv and POST /api/books/import. */
import { storedImagePath, type ImportReport } from '../contract';
import { AppError } from '../errors';
import type { ImageService } from '../images/service';
import { readCoverReference, STORED_IMAGE_NAME } from '../images/cover-reference';
import type { Book, BookStore, StockActor } from '../store/store';
import { placeholderCovers } from '../images/placeholder-covers';
import { readCatalogueCsv, writeCatalogueCsv, type CatalogueColumn } from './catalogue-csv';
import { planImport, summarise } from './catalogue-import';
import { catalogueWrite } from './service';

/** Where this shop serves its own images; an export names them so, and an import reads them back. */
const OWN_IMAGE_PATH = /\/api\/images\/([a-f0-9]{64}\.webp)$/;

function toRow(book: Book, origin: string): Record<Exclude<CatalogueColumn, 'stock'>, string> {
  return {
    sku: book.sku ?? '',
    barcode: book.barcode ?? '',
    title: book.title,
    author: book.author ?? '',
    publisher: book.publisher ?? '',
    language: book.language ?? '',
    category: book.category,
    hsn: book.hsn ?? '',
    gstRate: book.gstRate === null ? '' : String(book.gstRate),
    unit: book.unit,
    oldPrice: String(book.oldPrice),
    newPrice: String(book.newPrice),
    onHand: book.onHand === null ? '' : String(book.onHand),
    available: book.stock === null ? '' : String(book.stock),
    count: '',
    trending: String(book.trending),
    description: book.description,
    coverUrl: STORED_IMAGE_NAME.test(book.coverImage)
      ? `${origin}${storedImagePath(book.coverImage)}`
      : book.coverImage,
  };
}

export function createCatalogueTransfer(deps: {
  books: BookStore;
  images: ImageService;
  /** Told after an import was applied: its counts may have freed units. */
  stockMayHaveReturned?: () => void;
}) {
  async function resolveCover(value: string): Promise<string | null> {
    const own = OWN_IMAGE_PATH.exec(value)?.[1] ?? (STORED_IMAGE_NAME.test(value) ? value : undefined);
    if (own) return (await deps.images.exists(own)) ? own : null;
    return readCoverReference(value)?.kind === 'web' ? value : null;
  }

  const placeholderCover = placeholderCovers(deps.images);

  return {
    /** Every item, oldest first, as the shop's own spreadsheet; `origin` makes image addresses whole. */
    async exportCsv(origin: string): Promise<string> {
      const { items } = await deps.books.list({ sort: 'oldest' });
      return writeCatalogueCsv(items.map((book) => toRow(book, origin)));
    },

    /** A dry run reports; otherwise every row applies in one transaction, or none does. */
    async importCsv(bytes: Buffer, options: { dryRun: boolean; actor: StockActor }): Promise<ImportReport> {
      const rows = readCatalogueCsv(bytes);
      const { items: catalogue } = await deps.books.list({});
      const plan = await planImport(rows, catalogue, { resolveCover });
      const report: ImportReport = {
        dryRun: options.dryRun,
        applied: false,
        summary: summarise(plan.rows),
        rows: plan.rows,
      };
      if (options.dryRun) return report;
      if (report.summary.refuse > 0) {
        const count = report.summary.refuse;
        throw new AppError(
          'validation',
          `${count} ${count === 1 ? 'row' : 'rows'} cannot be imported, so nothing was changed. Correct ${count === 1 ? 'it' : 'them'} and try again.`,
          undefined,
          { report },
        );
      }
      const operations = await plan.operations(placeholderCover);
      await catalogueWrite(deps.books, () => deps.books.applyImport(operations, options.actor));
      deps.stockMayHaveReturned?.();
      return { ...report, applied: true };
    },
  };
}

export type CatalogueTransfer = ReturnType<typeof createCatalogueTransfer>;
