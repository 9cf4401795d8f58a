import {
  ID_PATTERN,
  PRINT_BINDINGS,
  PRINT_COLOURS,
  PRINT_COPIES_MAX,
  PRINT_RANGE_MAX_LENGTH,
  PRINT_SIDES,
  PRINT_WAITING_FILES_MAX,
  type PrintJobChoice,
  type PrintOptions,
  type PrintQuote,
} from '@shop/backend/contract';

/**
 * An uploaded PDF in the cart: the file, the options chosen for it and the server's quote when it
 * was added. One line per jobId. The cart prices it again at today's rate card once that has
 * loaded (use-priced-cart.ts); the order is always priced by the server.
 */
export interface CartPrintJob {
  jobId: string;
  fileName: string;
  /** Pages the server counted in the file. */
  documentPages: number;
  options: PrintOptions;
  quote: PrintQuote;
}

/** Only the options' own fields, so nothing else an object carries is kept or sent on. */
const optionsOf = ({ colour, sides, copies, range, binding }: PrintOptions): PrintOptions => ({
  colour,
  sides,
  copies,
  range,
  binding,
});

/** The job as an order's item takes it: the file and the options, never a price. */
export const toPrintJobChoice = ({ jobId, options }: CartPrintJob): PrintJobChoice => ({
  jobId,
  ...optionsOf(options),
});

// Checked by hand, not with the contract's zod schemas: the cart loads with the first screen,
// which carries no zod (see the contract's index.ts).
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isOneOf = <T extends string>(choices: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (choices as readonly string[]).includes(value);
const isCount = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

function isOptions(value: unknown): value is PrintOptions {
  return (
    isRecord(value) &&
    isOneOf(PRINT_COLOURS, value.colour) &&
    isOneOf(PRINT_SIDES, value.sides) &&
    isCount(value.copies, 1, PRINT_COPIES_MAX) &&
    typeof value.range === 'string' &&
    value.range.length <= PRINT_RANGE_MAX_LENGTH &&
    isOneOf(PRINT_BINDINGS, value.binding)
  );
}

function isQuote(value: unknown): value is PrintQuote {
  return (
    isRecord(value) &&
    isCount(value.pages, 1) &&
    isCount(value.sides, 1) &&
    isCount(value.sheets, 1) &&
    typeof value.price === 'number' &&
    Number.isFinite(value.price) &&
    value.price >= 0
  );
}

function isSavedPrintJob(value: unknown): value is CartPrintJob {
  return (
    isRecord(value) &&
    typeof value.jobId === 'string' &&
    ID_PATTERN.test(value.jobId) &&
    typeof value.fileName === 'string' &&
    isCount(value.documentPages, 1) &&
    isOptions(value.options) &&
    isQuote(value.quote)
  );
}

/**
 * The print jobs of a saved cart: none for a cart saved before print jobs existed, and only the
 * well-formed ones otherwise, as a half-read job could not be ordered nor priced.
 */
export function readSavedPrintJobs(saved: unknown): CartPrintJob[] {
  if (!Array.isArray(saved)) return [];
  const unique = new Map<string, CartPrintJob>();
  for (const entry of saved) {
    if (!isSavedPrintJob(entry) || unique.has(entry.jobId)) continue;
    const { jobId, fileName, documentPages, options, quote } = entry;
    const { sides, sheets, price } = quote;
    // A cart saved before quotes counted the pages of one copy holds them for all copies; the
    // sides are for all copies either way, so the pages of one copy are worked out from them.
    const pages = sides / options.copies;
    unique.set(jobId, {
      jobId,
      fileName,
      documentPages,
      options: optionsOf(options),
      quote: { pages: Number.isInteger(pages) ? pages : quote.pages, sides, sheets, price },
    });
  }
  return [...unique.values()].slice(0, PRINT_WAITING_FILES_MAX);
}
