import type { Resolver } from 'react-hook-form';
import {
  PageRangeError,
  pagesInRange,
  PRINT_COPIES_MAX,
  PRINT_RANGE_MAX_LENGTH,
  type PrintBinding,
  type PrintColour,
  type PrintJobChoice,
  type PrintSides,
} from '@shop/backend/contract';

/** The options form as typed: copies stay text so an empty box can be told from a number. */
export interface PrintOptionsValues {
  colour: PrintColour;
  sides: PrintSides;
  copies: string;
  range: string;
  binding: PrintBinding;
}

export const DEFAULT_PRINT_OPTIONS: PrintOptionsValues = {
  colour: 'bw',
  sides: 'single',
  copies: '1',
  range: '',
  binding: 'none',
};

export const COPIES_PROBLEM = `Copies must be a whole number from 1 to ${PRINT_COPIES_MAX}.`;

/** What the resolver needs besides the values: the pages the server counted in the file. */
export interface PrintOptionsContext {
  documentPages: number;
}

type Problems = Partial<Record<keyof PrintOptionsValues, string>>;

function rangeProblem(range: string, documentPages: number): string | null {
  if (range.length > PRINT_RANGE_MAX_LENGTH) {
    return `The page range can be at most ${PRINT_RANGE_MAX_LENGTH} characters.`;
  }
  try {
    pagesInRange(range, documentPages);
    return null;
  } catch (error) {
    if (error instanceof PageRangeError) return error.message;
    throw error;
  }
}

/** Each field's problem; the radios only hold what the form offers, so copies and pages are checked. */
export function printOptionsProblems(values: PrintOptionsValues, documentPages: number): Problems {
  const problems: Problems = {};
  const copies = values.copies.trim();
  if (!/^\d+$/.test(copies) || Number(copies) < 1 || Number(copies) > PRINT_COPIES_MAX) {
    problems.copies = COPIES_PROBLEM;
  }
  const range = rangeProblem(values.range, documentPages);
  if (range) problems.range = range;
  return problems;
}

/** The quote's body for these options, or null while any of them will not do. */
export function toPrintChoice(
  jobId: string,
  values: PrintOptionsValues,
  documentPages: number,
): PrintJobChoice | null {
  if (Object.keys(printOptionsProblems(values, documentPages)).length > 0) return null;
  return {
    jobId,
    colour: values.colour,
    sides: values.sides,
    copies: Number(values.copies.trim()),
    range: values.range.trim(),
    binding: values.binding,
  };
}

/** react-hook-form's resolver: the same checks, against the page count given as the form's context. */
export const printOptionsResolver: Resolver<PrintOptionsValues, PrintOptionsContext> = (values, context) => {
  const problems = printOptionsProblems(values, context?.documentPages ?? 0);
  const entries = Object.entries(problems);
  if (entries.length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(entries.map(([field, message]) => [field, { type: 'validate', message }])),
  };
};
