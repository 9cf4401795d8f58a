import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { PrintRates } from '@shop/backend/contract';
import { readApiError } from '@/lib/api-error';

/** The rate card as typed: prices stay text so an empty box can be told from 0. */
export interface RatesFormValues {
  bwSingle: string;
  bwDouble: string;
  colourSingle: string;
  colourDouble: string;
  binding: { none: string; staple: string; spiral: string };
}

export type RateField =
  | 'bwSingle'
  | 'bwDouble'
  | 'colourSingle'
  | 'colourDouble'
  | 'binding.none'
  | 'binding.staple'
  | 'binding.spiral';

export const RATE_FIELDS: readonly RateField[] = [
  'bwSingle',
  'bwDouble',
  'colourSingle',
  'colourDouble',
  'binding.none',
  'binding.staple',
  'binding.spiral',
];

export function ratesToForm(rates: PrintRates): RatesFormValues {
  return {
    bwSingle: String(rates.bwSingle),
    bwDouble: String(rates.bwDouble),
    colourSingle: String(rates.colourSingle),
    colourDouble: String(rates.colourDouble),
    binding: {
      none: String(rates.binding.none),
      staple: String(rates.binding.staple),
      spiral: String(rates.binding.spiral),
    },
  };
}

/** The PUT body: numbers, once the schema has passed the text. */
export function formToRates(values: RatesFormValues): PrintRates {
  return {
    bwSingle: Number(values.bwSingle),
    bwDouble: Number(values.bwDouble),
    colourSingle: Number(values.colourSingle),
    colourDouble: Number(values.colourDouble),
    binding: {
      none: Number(values.binding.none),
      staple: Number(values.binding.staple),
      spiral: Number(values.binding.spiral),
    },
  };
}

export interface RatesProblem {
  message: string;
  issues: { field: RateField; message: string }[];
}

/**
 * The server's {error: {message, issues}} with each issue placed on its box ("binding.staple",
 * or ["binding", "staple"]); null when the call failed without an answer from the API.
 */
export function ratesProblemFrom(error: FetchBaseQueryError | SerializedError): RatesProblem | null {
  const refusal = readApiError(error);
  if (refusal.kind !== 'refusal' || refusal.message === null) return null;
  const issues = refusal.issues.flatMap(({ path, message }) => {
    const field = RATE_FIELDS.find((candidate) => candidate === path);
    return field ? [{ field, message }] : [];
  });
  return { message: refusal.message, issues };
}
