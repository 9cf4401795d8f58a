/**
 * What a catalogue CSV would do, row by row: match each row to an item (by SKU, else by exact
 * title), check every cell with the same rules as the owner's form, and say per row whether it
 * creates, updates, leaves alone or is refused, and why. Nothing here writes.
 */
import type { z } from 'zod';
import {
  CATEGORIES,
  CATEGORY_FORM_OPTIONS,
  CATEGORY_LABELS,
  type Category,
  type ImportAction,
  type ImportRowReport,
} from '../contract';
import { bookFieldSchemas, bookPriceProblems, typedBookFieldSchemas } from '../contract/schemas';
import type { Book, BookInput, BookUpdate, ImportOperation } from '../store/store';
import { unneutralise } from '../http/spreadsheet-cells';
import {
  READ_ONLY_COLUMNS,
  type CatalogueCells,
  type CatalogueColumn,
  type CatalogueCsvRow,
} from './catalogue-csv';
import { withTitleSuggestion } from './import-suggestion';
import { openingCountOf, readStockCell } from './import-stock-cell';

export interface ImportPlanDeps {
  /** The cover a coverUrl cell names (a stored image's name or a web address), or null if unusable. */
  resolveCover(value: string): Promise<string | null>;
}

type Fields = Partial<Omit<BookInput, 'coverImage'>> & { coverImage?: string };
type Planned =
  | { report: ImportRowReport; create: Omit<BookInput, 'coverImage'> & { coverImage?: string } }
  | { report: ImportRowReport; update: { id: string; input: BookUpdate } }
  | { report: ImportRowReport };

/** A category by its key, by the storefront's label or by the owner's form's ("Pen & Pencil"). */
const CATEGORY_BY_NAME = new Map<string, Category>([
  ...CATEGORIES.flatMap((category): [string, Category][] => [
    [category, category],
    [CATEGORY_LABELS[category].toLowerCase(), category],
  ]),
  ...CATEGORY_FORM_OPTIONS.map(({ value, label }): [string, Category] => [label.toLowerCase(), value]),
]);

const PRICE_COLUMNS = new Set<CatalogueColumn>(['oldPrice', 'newPrice']);

/**
 * A price as a spreadsheet in India writes it: "₹1,200", "Rs. 45.50", "1,00,000" (lakh
 * grouping) or "INR 60". The symbol and the grouping commas go; what is left must be a number.
 */
const priceCell = (value: string): string =>
  value
    .trim()
    .replace(/^(?:₹|rs\.?|inr)\s*/i, '')
    .replace(/,(?=\d)/g, '');

const CELL_SCHEMAS = {
  ...typedBookFieldSchemas,
  // A count of the shelf: it sets the units on hand.
  count: bookFieldSchemas.stock,
  trending: bookFieldSchemas.trending,
} satisfies Partial<Record<CatalogueColumn, z.ZodType>>;

const lower = (text: string) => text.toLowerCase();

/** The row's cells as book fields; an empty cell is "not given". */
async function readFields(cells: CatalogueCells, deps: ImportPlanDeps) {
  const fields: Fields = {};
  const problems: string[] = [];
  for (const [column, raw] of Object.entries(cells) as [CatalogueColumn, string][]) {
    if (raw === '' || (READ_ONLY_COLUMNS as readonly string[]).includes(column)) continue;
    const value = unneutralise(raw);
    if (value === null) {
      problems.push(`${column} starts with =, +, -, @ or a tab, which a spreadsheet runs as a formula`);
      continue;
    }
    if (column === 'category') {
      const category = CATEGORY_BY_NAME.get(lower(value));
      if (category) fields.category = category;
      else problems.push(`category "${value}" is not one of: ${CATEGORIES.join(', ')}`);
    } else if (column === 'coverUrl') {
      const cover = await deps.resolveCover(value);
      if (cover) fields.coverImage = cover;
      else problems.push("coverUrl must be an http(s) address of an image, or one of this shop's own images");
    } else {
      const input =
        column === 'trending'
          ? lower(value).replace(/^yes$/, 'true').replace(/^no$/, 'false')
          : PRICE_COLUMNS.has(column)
            ? priceCell(value)
            : value;
      const parsed = CELL_SCHEMAS[column as keyof typeof CELL_SCHEMAS].safeParse(input);
      if (parsed.success) Object.assign(fields, { [column === 'count' ? 'stock' : column]: parsed.data });
      else problems.push(`${column}: ${parsed.error.issues[0]!.message}`);
    }
  }
  return { fields, problems };
}

const MERGED_FIELDS = [
  'title',
  'description',
  'category',
  'trending',
  'oldPrice',
  'newPrice',
  'coverImage',
  'sku',
  'barcode',
  'author',
  'publisher',
  'language',
  'hsn',
  'gstRate',
  'unit',
  'stock',
] as const;

/** A count is of the shelf, so it changes the book when it differs from the units on hand. */
const current = (book: Book, field: (typeof MERGED_FIELDS)[number]) =>
  field === 'stock' ? book.onHand : book[field];

function changedFields(book: Book, fields: Fields): string[] {
  return MERGED_FIELDS.filter(
    (field) => fields[field] !== undefined && fields[field] !== current(book, field),
  );
}

const REQUIRED_FOR_NEW = ['title', 'description', 'category', 'oldPrice', 'newPrice'] as const;

/** The catalogue as the rows are matched against it, growing as earlier rows claim titles, SKUs and barcodes. */
class Matcher {
  private readonly bySku = new Map<string, Book>();
  private readonly byBarcode = new Map<string, Book>();
  private readonly byTitle = new Map<string, Book[]>();
  /** Which row already claimed a book, SKU, barcode or new title, so a file cannot say two things about one item. */
  private readonly claimed = new Map<string, number>();

  constructor(catalogue: readonly Book[]) {
    for (const book of catalogue) {
      if (book.sku) this.bySku.set(lower(book.sku), book);
      if (book.barcode) this.byBarcode.set(book.barcode, book);
      this.byTitle.set(book.title, [...(this.byTitle.get(book.title) ?? []), book]);
    }
  }

  /** The item a row names, or why it names none clearly. */
  find(fields: Fields): { book?: Book; problem?: string } {
    const bySku = fields.sku ? this.bySku.get(lower(fields.sku)) : undefined;
    if (bySku) return { book: bySku };
    const byTitle = fields.title ? (this.byTitle.get(fields.title) ?? []) : [];
    if (byTitle.length > 1)
      return { problem: `${byTitle.length} items have this title; add their SKU to tell them apart` };
    const [book] = byTitle;
    if (book && fields.sku && book.sku)
      return { problem: `the title belongs to the item with SKU ${book.sku}` };
    return { book };
  }

  /**
   * What a row's SKU and barcode clash with: another item that has them, or an earlier row of the
   * file that named the same item, SKU or barcode. The row claims them for the rows after it.
   */
  clashes(fields: Fields, book: Book | undefined, row: number): string[] {
    const problems: string[] = [];
    const skuOwner = fields.sku ? this.bySku.get(lower(fields.sku)) : undefined;
    if (book && skuOwner && skuOwner._id !== book._id) {
      problems.push(`SKU ${fields.sku} belongs to another item`);
    }
    const barcodeOwner = fields.barcode ? this.byBarcode.get(fields.barcode) : undefined;
    if (barcodeOwner && barcodeOwner._id !== book?._id) {
      problems.push(`barcode ${fields.barcode} belongs to “${barcodeOwner.title}”`);
    }
    const sku = fields.sku ?? book?.sku;
    const keys = [
      book ? `book:${book._id}` : `title:${fields.title ?? ''}`,
      ...(sku ? [`sku:${lower(sku)}`] : []),
      ...(fields.barcode ? [`barcode:${fields.barcode}`] : []),
    ];
    const earlier = this.claim(keys, row);
    if (earlier !== null) problems.push(`row ${earlier} already names this item`);
    return problems;
  }

  /** Null when free; else the row that took it first. */
  private claim(keys: string[], row: number): number | null {
    for (const key of keys) {
      const first = this.claimed.get(key);
      if (first !== undefined) return first;
    }
    for (const key of keys) this.claimed.set(key, row);
    return null;
  }
}

function planRow(row: CatalogueCsvRow, fields: Fields, problems: string[], matcher: Matcher): Planned {
  const { book, problem } = matcher.find(fields);
  if (problem) problems.push(problem);
  const sku = fields.sku ?? book?.sku ?? null;
  const stockCell = readStockCell(row.cells, fields, !book && !problem);
  if (stockCell.problem) problems.push(stockCell.problem);
  const report: ImportRowReport = {
    row: row.line,
    action: 'refuse',
    sku,
    title: fields.title ?? book?.title ?? '',
    ...(stockCell.notes.length ? { notes: stockCell.notes } : {}),
  };
  if (book) report.bookId = book._id;
  problems.push(...matcher.clashes(fields, book, row.line));

  if (!book) {
    const missing = REQUIRED_FOR_NEW.filter((field) => fields[field] === undefined);
    if (missing.length) {
      problems.push(
        `${fields.sku ? `No item has SKU ${fields.sku}` : 'No item has this title'}; a new item needs ${missing.join(', ')}`,
      );
    }
  }
  const merged = { oldPrice: fields.oldPrice ?? book?.oldPrice, newPrice: fields.newPrice ?? book?.newPrice };
  if (merged.oldPrice !== undefined && merged.newPrice !== undefined) {
    problems.push(
      ...bookPriceProblems(merged as { oldPrice: number; newPrice: number }).map((p) => p.message),
    );
  }
  if (problems.length) return { report: { ...report, problems } };

  if (!book) {
    const opening = stockCell.stock !== undefined ? { ...fields, stock: stockCell.stock } : fields;
    const { fields: filled, suggested } = withTitleSuggestion(opening);
    const create = { trending: false, stock: null, sku: null, ...filled } as Omit<BookInput, 'coverImage'> & {
      coverImage?: string;
    };
    const counted = openingCountOf(opening.stock, stockCell.stock !== undefined);
    return {
      report: { ...report, action: 'create', ...counted, ...(suggested ? { suggested } : {}) },
      create,
    };
  }
  const changes = changedFields(book, fields);
  if (changes.length === 0) return { report: { ...report, action: 'unchanged' } };
  const { stock, ...rest } = { ...book, ...fields };
  const input: BookUpdate = { ...rest, ...(changes.includes('stock') ? { stock } : {}) };
  const onHand = changes.includes('stock') ? { onHand: { from: book.onHand, to: stock } } : {};
  return { report: { ...report, action: 'update', changes, ...onHand }, update: { id: book._id, input } };
}

export interface ImportPlan {
  rows: ImportRowReport[];
  /** Creates still without a cover get one from `coverFor` when the plan is applied. */
  operations(coverFor: (category: Category) => Promise<string>): Promise<ImportOperation[]>;
}

export async function planImport(
  rows: readonly CatalogueCsvRow[],
  catalogue: readonly Book[],
  deps: ImportPlanDeps,
): Promise<ImportPlan> {
  const matcher = new Matcher(catalogue);
  const planned: Planned[] = [];
  for (const row of rows) {
    const { fields, problems } = await readFields(row.cells, deps);
    planned.push(planRow(row, fields, problems, matcher));
  }
  return {
    rows: planned.map((entry) => entry.report),
    async operations(coverFor) {
      const operations: ImportOperation[] = [];
      for (const entry of planned) {
        if ('update' in entry) operations.push({ kind: 'update', ...entry.update });
        if ('create' in entry) {
          const coverImage = entry.create.coverImage ?? (await coverFor(entry.create.category));
          operations.push({ kind: 'create', input: { ...entry.create, coverImage } });
        }
      }
      return operations;
    },
  };
}

export function summarise(rows: readonly ImportRowReport[]): Record<ImportAction, number> {
  const summary = { create: 0, update: 0, unchanged: 0, refuse: 0 };
  for (const row of rows) summary[row.action]++;
  return summary;
}
