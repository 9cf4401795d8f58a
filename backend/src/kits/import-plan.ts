/**
 * What a school list CSV would do, row by row and kit by kit: each row read with the same rules as
 * the owner's kit form, its item found by SKU or barcode, the rows grouped into one kit per school,
 * class and year, and each kit created or its lines replaced. Pure: nothing here reads or writes
 * a store, so it is tested with plain objects.
 */
import type { z } from 'zod';
import {
  KIT_LINE_QUANTITY_MAX,
  KIT_LINES_MAX,
  KIT_TITLE_MAX,
  readBarcode,
  type Book,
  type Kit,
  type KitImportKitReport,
  type KitImportRowReport,
  type KitInput,
  type KitLine,
} from '../contract';
import { academicYearSchema, kitBodySchema, kitLineSchema } from '../contract/schemas';
import { unneutralise } from '../http/spreadsheet-cells';
import type { KitKey, KitStore } from '../store/kit-contract';
import { kitKeyOf } from '../store/kit-rules';
import type { KitCsvColumn, KitCsvRow } from './kit-csv';

/** What the import needs to know of an item of the catalogue. */
export type KitCatalogueItem = Pick<Book, '_id' | 'title' | 'sku' | 'barcode'>;

export type KitWrite = Parameters<KitStore['importMany']>[0][number];

export interface KitImportPlan {
  kits: KitImportKitReport[];
  rows: KitImportRowReport[];
  /** Rows with problems: the plan may be applied only when there are none. */
  refused: number;
  /** In the order of `kits`. */
  writes: KitWrite[];
}

/** The key as the store keeps one kit per it: spaces trimmed and single, case ignored. */
const keyId = (key: KitKey) => Object.values(kitKeyOf(key)).join('\u0000');

/** "Class 5, St. Xavier's 2026-27": how a new kit is titled, and how a problem names its kit. */
export const importedKitTitle = (key: KitKey): string =>
  `${key.className}, ${key.school} ${key.academicYear}`.slice(0, KIT_TITLE_MAX).trimEnd();

const QUANTITY_RULE = `a whole number from 1 to ${KIT_LINE_QUANTITY_MAX}`;

/** A text cell read as the kit form reads it; undefined (and a problem said) when it cannot be. */
function readText(raw: string, label: string, schema: z.ZodType<string>, problems: string[]) {
  const value = unneutralise(raw);
  if (value === null) {
    problems.push(`${label} starts with =, +, -, @ or a tab, which a spreadsheet runs as a formula`);
    return undefined;
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  problems.push(parsed.error.issues[0]!.message);
  return undefined;
}

function readYear(raw: string, problems: string[]) {
  if (raw === '') {
    problems.push('academicYear is required, as 2026-27');
    return undefined;
  }
  return readText(raw, 'academicYear', academicYearSchema, problems);
}

function readKey(cells: KitCsvRow['cells'], problems: string[]): KitKey | undefined {
  const school = readText(cells.school ?? '', 'school', kitBodySchema.shape.school, problems);
  const className = readText(cells.className ?? '', 'class', kitBodySchema.shape.className, problems);
  const academicYear = readYear(cells.academicYear ?? '', problems);
  return school && className && academicYear ? { school, className, academicYear } : undefined;
}

function readQuantity(raw: string, problems: string[]) {
  if (raw === '') {
    problems.push(`quantity is required, ${QUANTITY_RULE}`);
    return undefined;
  }
  const parsed = kitLineSchema.shape.quantity.safeParse(/^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN);
  if (parsed.success) return parsed.data;
  problems.push(`quantity ${raw}: ${parsed.error.issues[0]!.message}`);
  return undefined;
}

const OPTIONAL_WORDS = new Map([
  ['', false],
  ['no', false],
  ['false', false],
  ['0', false],
  ['yes', true],
  ['true', true],
  ['1', true],
]);

function readOptional(raw: string, problems: string[]) {
  const optional = OPTIONAL_WORDS.get(raw.toLowerCase());
  if (optional === undefined) {
    problems.push(`optional "${raw}" must be yes or no (or true/false, 1/0); blank means no`);
  }
  return optional;
}

/** The catalogue by SKU (in any case) and by barcode, as a row names its item. */
class ItemIndex {
  private readonly bySku = new Map<string, KitCatalogueItem>();
  private readonly byBarcode = new Map<string, KitCatalogueItem>();

  constructor(catalogue: readonly KitCatalogueItem[]) {
    for (const item of catalogue) {
      if (item.sku) this.bySku.set(item.sku.toLowerCase(), item);
      if (item.barcode) this.byBarcode.set(item.barcode, item);
    }
  }

  /** The item a row's sku and barcode cells name, or undefined with the problem said. */
  find(cells: KitCsvRow['cells'], problems: string[]): KitCatalogueItem | undefined {
    const sku = cells.sku ?? '';
    const barcode = cells.barcode ?? '';
    if (!sku && !barcode) {
      problems.push('sku or barcode is required to name the item');
      return undefined;
    }
    const bySku = sku ? this.findSku(sku, problems) : undefined;
    const byBarcode = barcode ? this.findBarcode(barcode, problems) : undefined;
    if (bySku && byBarcode && bySku._id !== byBarcode._id) {
      problems.push(`SKU ${sku} and barcode ${barcode} name different items`);
      return undefined;
    }
    return bySku ?? byBarcode;
  }

  private findSku(sku: string, problems: string[]) {
    const item = this.bySku.get(sku.toLowerCase());
    if (!item) problems.push(`No item has SKU ${sku}`);
    return item;
  }

  private findBarcode(typed: string, problems: string[]) {
    const reading = readBarcode(typed);
    if ('problem' in reading) {
      problems.push(reading.problem);
      return undefined;
    }
    const item = this.byBarcode.get(reading.barcode);
    if (!item) problems.push(`No item has barcode ${reading.barcode}`);
    return item;
  }
}

interface ReadRow {
  report: KitImportRowReport;
  problems: string[];
  key?: KitKey;
  line?: KitLine;
}

function readRow(row: KitCsvRow, items: ItemIndex): ReadRow {
  const { cells } = row;
  const problems: string[] = [];
  const key = readKey(cells, problems);
  const item = items.find(cells, problems);
  const quantity = readQuantity(cells.quantity ?? '', problems);
  const optional = readOptional(cells.optional ?? '', problems);
  const given = (column: KitCsvColumn) => (cells[column] ? { [column]: cells[column] } : {});
  const report: KitImportRowReport = {
    row: row.line,
    school: key?.school ?? cells.school ?? '',
    className: key?.className ?? cells.className ?? '',
    academicYear: key?.academicYear ?? cells.academicYear ?? '',
    ...given('sku'),
    ...given('barcode'),
    ...(item ? { productId: item._id, title: item.title } : {}),
    ...(quantity !== undefined ? { quantity } : {}),
    ...(optional !== undefined ? { optional } : {}),
  };
  const line = item && quantity !== undefined && optional !== undefined;
  return {
    report,
    problems,
    ...(key ? { key } : {}),
    ...(line ? { line: { productId: item._id, quantity, optional } } : {}),
  };
}

/** The kits a file names, each once (the first spelling kept): the ones to look up in the store. */
export function kitKeysIn(rows: readonly KitCsvRow[]): KitKey[] {
  const keys = new Map<string, KitKey>();
  for (const row of rows) {
    const key = readKey(row.cells, []);
    if (key && !keys.has(keyId(key))) keys.set(keyId(key), key);
  }
  return [...keys.values()];
}

/** The problems a kit's rows have together: an item twice, too many lines, nothing required. */
function checkKit(key: KitKey, rows: readonly ReadRow[]) {
  const label = importedKitTitle(key);
  const firstRowOf = new Map<string, number>();
  rows.forEach((row, index) => {
    if (index >= KIT_LINES_MAX) {
      row.problems.push(
        `${label} has more than ${KIT_LINES_MAX} rows; a kit holds at most ${KIT_LINES_MAX} items`,
      );
    }
    const productId = row.report.productId;
    if (productId === undefined) return;
    const first = firstRowOf.get(productId);
    if (first === undefined) firstRowOf.set(productId, row.report.row);
    else
      row.problems.push(
        `row ${first} already puts this item in ${label}; give its whole quantity on one row`,
      );
  });
  if (rows.every((row) => row.report.optional === true)) {
    for (const row of rows) {
      row.problems.push(`${label} has no required item: leave optional blank (or no) on at least one row`);
    }
  }
}

function kitWrite(key: KitKey, lines: KitLine[], existing: Kit | undefined): KitWrite {
  if (existing) return { action: 'replace', id: existing._id, lines };
  const input: KitInput = {
    ...key,
    title: importedKitTitle(key),
    lines,
    pricing: { mode: 'sum' },
    published: false,
    notes: '',
    expectedKits: null,
  };
  return { action: 'create', input };
}

/**
 * The import of `rows` against the catalogue and the kits that already exist for the file's keys:
 * a kit that exists has its lines replaced (its title, pricing and published flag stay), any
 * other is created unpublished and priced at the sum of its items.
 */
export function planKitImport(
  rows: readonly KitCsvRow[],
  catalogue: readonly KitCatalogueItem[],
  existingKits: readonly Kit[],
): KitImportPlan {
  const items = new ItemIndex(catalogue);
  const read = rows.map((row) => readRow(row, items));
  const groups = new Map<string, { key: KitKey; rows: ReadRow[] }>();
  for (const row of read) {
    if (!row.key) continue;
    const id = keyId(row.key);
    const group = groups.get(id) ?? { key: row.key, rows: [] };
    group.rows.push(row);
    groups.set(id, group);
  }
  const existingByKey = new Map(existingKits.map((kit) => [keyId(kit), kit]));
  const kits: KitImportKitReport[] = [];
  const writes: KitWrite[] = [];
  for (const [id, group] of groups) {
    checkKit(group.key, group.rows);
    const existing = existingByKey.get(id);
    const shown = existing ?? group.key;
    kits.push({
      action: existing ? 'replace' : 'create',
      ...(existing ? { kitId: existing._id } : {}),
      title: existing?.title ?? importedKitTitle(group.key),
      school: shown.school,
      className: shown.className,
      academicYear: shown.academicYear,
      lineCount: group.rows.length,
      rows: group.rows.map((row) => row.report.row),
    });
    const lines = group.rows.flatMap((row) => (row.line ? [row.line] : []));
    writes.push(kitWrite(group.key, lines, existing));
  }
  const reports = read.map(({ report, problems }) => (problems.length ? { ...report, problems } : report));
  return { kits, rows: reports, refused: reports.filter((row) => row.problems).length, writes };
}
