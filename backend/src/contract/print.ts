/**
 * Print and photocopy orders: what a customer chooses for an uploaded PDF, the owner's rate
 * card, and the one price calculation the quote, the cart and the order all use. Money is
 * worked in paise and answered in rupees, exact to the paisa.
 */
import { plusPaise, timesUnits, toPaise, toRupees } from './money';

export const PRINT_COLOURS = ['bw', 'colour'] as const;
export type PrintColour = (typeof PRINT_COLOURS)[number];
export const PRINT_SIDES = ['single', 'double'] as const;
export type PrintSides = (typeof PRINT_SIDES)[number];
export const PRINT_BINDINGS = ['none', 'staple', 'spiral'] as const;
export type PrintBinding = (typeof PRINT_BINDINGS)[number];

/** The largest PDF the shop takes, in bytes (25 MB). */
export const PRINT_FILE_MAX_BYTES = 25 * 1024 * 1024;
/** The most pages a PDF may have. */
export const PRINT_PAGES_MAX = 500;
export const PRINT_COPIES_MAX = 50;
/** Files uploaded and not yet ordered that one customer may keep. */
export const PRINT_WAITING_FILES_MAX = 5;
/** All of one customer's stored print files together, in bytes (100 MB). */
export const PRINT_CUSTOMER_BYTES_MAX = 100 * 1024 * 1024;
/** Hours an upload is kept while it is in no order. */
export const PRINT_UNORDERED_HOURS = 24;
/** The longest page range a customer may type. */
export const PRINT_RANGE_MAX_LENGTH = 200;

/** GET/PUT /api/print-rates: rupees per printed side, and per copy for binding. */
export interface PrintRates {
  bwSingle: number;
  bwDouble: number;
  colourSingle: number;
  colourDouble: number;
  binding: Record<PrintBinding, number>;
}

/** The rate card a shop starts with, until the owner sets its own. */
export const DEFAULT_PRINT_RATES: PrintRates = {
  bwSingle: 2,
  bwDouble: 1.5,
  colourSingle: 10,
  colourDouble: 9,
  binding: { none: 0, staple: 5, spiral: 40 },
};

/** What a customer chooses for one uploaded file. */
export interface PrintOptions {
  colour: PrintColour;
  sides: PrintSides;
  copies: number;
  /** "1-5, 8, 10-12"; empty for every page. */
  range: string;
  binding: PrintBinding;
}

/** POST /api/print-jobs/quote's body, and a print job's item in an order. */
export interface PrintJobChoice extends PrintOptions {
  jobId: string;
}

/** POST /api/print-jobs/quote's answer. */
export interface PrintQuote {
  /** Pages in the range: those of one copy. */
  pages: number;
  /** Sides printed, for all copies. */
  sides: number;
  /** Sheets of paper, for all copies. */
  sheets: number;
  /** Rupees. */
  price: number;
}

/** POST /api/print-jobs: an uploaded file as the shop read it. */
export interface PrintJobUpload {
  _id: string;
  fileName: string;
  /** Pages the shop counted in the file. */
  pages: number;
  bytes: number;
}

/** A print job's line in an order: the file, the options, what they come to, and the desk's tick. */
export interface PrintJobLine extends PrintJobChoice {
  fileName: string;
  /** Pages in the document. */
  documentPages: number;
  /** As the quote answers it: pages in the range, those of one copy. */
  pages: number;
  /** As the quote's sides and sheets: for all copies. */
  printedSides: number;
  sheets: number;
  /** Ticked at the desk once the job is printed; an order is ready only when every job is. */
  printed: boolean;
}

/** Why a page range cannot be used; the message is for the customer. */
export class PageRangeError extends Error {}

/**
 * The pages a range names, each once, in page order. Empty or blank means every page. Throws
 * PageRangeError for anything else than page numbers and spans within the document.
 */
export function pagesInRange(range: string, documentPages: number): number[] {
  const text = range.trim();
  if (!text) return Array.from({ length: documentPages }, (_, i) => i + 1);
  const pages = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^\s*(\d{1,4})\s*(?:-\s*(\d{1,4})\s*)?$/.exec(part);
    if (!match) {
      throw new PageRangeError(
        `Write the pages as numbers and spans, like 1-5, 8, 10-12 ("${part.trim()}").`,
      );
    }
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    if (first < 1 || last < first) {
      throw new PageRangeError(`"${part.trim()}" is not a span of pages from a lower to a higher one.`);
    }
    if (last > documentPages) {
      throw new PageRangeError(
        `The document has ${documentPages} page${documentPages === 1 ? '' : 's'}; "${part.trim()}" goes past it.`,
      );
    }
    for (let page = first; page <= last; page++) pages.add(page);
  }
  return [...pages].sort((a, b) => a - b);
}

/** The price of a print job: sides x copies x the rate for its colour and sides, plus binding x copies. */
export function quotePrint(documentPages: number, options: PrintOptions, rates: PrintRates): PrintQuote {
  const pagesPerCopy = pagesInRange(options.range, documentPages).length;
  const sheetsPerCopy = options.sides === 'double' ? Math.ceil(pagesPerCopy / 2) : pagesPerCopy;
  const rate =
    options.colour === 'colour'
      ? options.sides === 'double'
        ? rates.colourDouble
        : rates.colourSingle
      : options.sides === 'double'
        ? rates.bwDouble
        : rates.bwSingle;
  const sides = pagesPerCopy * options.copies;
  const pricePaise = plusPaise(
    timesUnits(toPaise(rate), sides),
    timesUnits(toPaise(rates.binding[options.binding]), options.copies),
  );
  return {
    pages: pagesPerCopy,
    sides,
    sheets: sheetsPerCopy * options.copies,
    price: toRupees(pricePaise),
  };
}

export const PRINT_COLOUR_LABELS: Readonly<Record<PrintColour, string>> = {
  bw: 'Black & white',
  colour: 'Colour',
};
export const PRINT_SIDES_LABELS: Readonly<Record<PrintSides, string>> = {
  single: 'Single-sided',
  double: 'Double-sided',
};
export const PRINT_BINDING_LABELS: Readonly<Record<PrintBinding, string>> = {
  none: 'No binding',
  staple: 'Stapled',
  spiral: 'Spiral bound',
};

/** A job's options in one line, as the cart, the order, the desk and the notices word them. */
export function describePrintOptions(options: PrintOptions): string {
  const range = options.range.trim();
  return [
    PRINT_COLOUR_LABELS[options.colour],
    PRINT_SIDES_LABELS[options.sides].toLowerCase(),
    `${options.copies} ${options.copies === 1 ? 'copy' : 'copies'}`,
    range ? `pages ${range}` : 'all pages',
    PRINT_BINDING_LABELS[options.binding].toLowerCase(),
  ].join(', ');
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The pages of one copy times the copies: "7 pages × 2 copies", or "7 pages" for one copy. */
export const describePagesAndCopies = (pages: number, copies: number): string =>
  copies === 1
    ? counted(pages, 'page', 'pages')
    : `${counted(pages, 'page', 'pages')} × ${counted(copies, 'copy', 'copies')}`;

/** What a job comes to on paper: "7 pages × 2 copies, 8 sheets" (sheets for all copies). */
export const describePagesAndSheets = (pages: number, copies: number, sheets: number): string =>
  `${describePagesAndCopies(pages, copies)}, ${counted(sheets, 'sheet', 'sheets')}`;
