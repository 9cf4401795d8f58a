import { barcodeKind, type Book } from '@shop/backend/contract';

/** The sheet the labels are printed on: A4 with 3 × 8 labels (63.5 × 33.9 mm, the common 24-up sheet). */
export const LABEL_SHEET = {
  columns: 3,
  rows: 8,
  labelWidthMm: 63.5,
  labelHeightMm: 33.9,
  columnGapMm: 2.5,
  /** What is left of the A4 page around the labels, so they sit where the sheet's die-cuts are. */
  marginTopMm: 12.9,
  marginSideMm: 7.25,
} as const;
export const LABELS_PER_SHEET = LABEL_SHEET.columns * LABEL_SHEET.rows;
/** The most labels of one item on one print: ten sheets. */
export const LABEL_COUNT_MAX = LABELS_PER_SHEET * 10;

/** The symbologies a label prints, by the names the barcode library gives them. */
export type LabelSymbology = 'EAN13' | 'EAN8' | 'UPC' | 'CODE128';

export const SYMBOLOGY_NAMES: Readonly<Record<LabelSymbology, string>> = {
  EAN13: 'EAN-13',
  EAN8: 'EAN-8',
  UPC: 'UPC-A',
  CODE128: 'Code 128',
};

export interface LabelCode {
  symbology: LabelSymbology;
  value: string;
}

const SYMBOLOGY_OF_KIND = { 'EAN-13': 'EAN13', 'EAN-8': 'EAN8', 'UPC-A': 'UPC' } as const;

/**
 * What an item's label carries as bars: the barcode printed on the item, so a label stuck over it
 * scans the same; else its SKU as Code 128, which encodes any SKU's letters and digits; null for
 * an item with neither, which cannot be labelled.
 */
export function labelCode(book: Pick<Book, 'barcode' | 'sku'>): LabelCode | null {
  const kind = book.barcode ? barcodeKind(book.barcode) : null;
  if (kind && book.barcode) return { symbology: SYMBOLOGY_OF_KIND[kind], value: book.barcode };
  return book.sku ? { symbology: 'CODE128', value: book.sku } : null;
}

/** An item picked for labels and how many of its labels to print. */
export interface LabelPick {
  book: Book;
  count: number;
}

export interface Label {
  /** Unique on the sheet: the item's id and the label's place among its copies. */
  key: string;
  book: Book;
  code: LabelCode;
}

/** Each pick's labels in the order picked, as many as its count; items without a code give none. */
export function labelsOf(picks: readonly LabelPick[]): Label[] {
  return picks.flatMap(({ book, count }) => {
    const code = labelCode(book);
    if (!code) return [];
    const copies = Math.max(0, Math.min(LABEL_COUNT_MAX, Math.floor(count)));
    return Array.from({ length: copies }, (_, copy) => ({ key: `${book._id}-${copy}`, book, code }));
  });
}

/** Labels a sheet at a time. */
export function sheetsOf<T>(labels: readonly T[]): T[][] {
  const sheets: T[][] = [];
  for (let start = 0; start < labels.length; start += LABELS_PER_SHEET) {
    sheets.push(labels.slice(start, start + LABELS_PER_SHEET));
  }
  return sheets;
}
