import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { PrintRates } from '@shop/backend/contract';
import { serverMessage } from '@/lib/fetch-errors';

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
  const message = serverMessage(error);
  if (!message) return null;
  const body = ('data' in error ? error.data : undefined) as { error?: { issues?: unknown } } | undefined;
  const raw = Array.isArray(body?.error?.issues) ? (body.error.issues as unknown[]) : [];
  const issues = raw.flatMap((issue) => {
    const { path, message: text } = (issue ?? {}) as { path?: unknown; message?: unknown };
    const name = Array.isArray(path) ? path.join('.') : path;
    const field = RATE_FIELDS.find((candidate) => candidate === name);
    return field && typeof text === 'string' ? [{ field, message: text }] : [];
  });
  return { message, issues };
}
