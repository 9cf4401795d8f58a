import { z } from 'zod';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Characters that change how text is shown without being seen: bidi embeddings, overrides and
 * isolates, zero-width spaces, the word joiner, the BOM, the soft hyphen. At the counter they let
 * a name or address read as something else. ZWJ and ZWNJ stay: Indic scripts need them.
 */
const INVISIBLE_CONTROLS =
  /[\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** Text as the shop keeps it: composed (NFC) so look-alike spellings compare equal, and nothing invisible. */
export const cleanText = (text: string): string => text.normalize('NFC').replace(INVISIBLE_CONTROLS, '');

/** A required text: cleaned, trimmed, not blank, bounded, without control characters (tabs and line breaks only where `multiline`). */
export const requiredText = (label: string, max: number, options: { multiline?: boolean } = {}) =>
  z
    .string({ error: `${label} is required` })
    .overwrite(cleanText)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(
      (text) => !(options.multiline ? CONTROL_CHARACTERS_BUT_LINE_BREAKS : CONTROL_CHARACTERS).test(text),
      { message: `${label} contains control characters` },
    );

/** A one-line text that may be left out: blank (or null) means none; otherwise cleaned and bounded like `requiredText`. */
export const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) =>
      value === undefined || value === null || (typeof value === 'string' && !value.trim()) ? null : value,
    z.union([z.null(), requiredText(label, max)], { error: `${label} must be text` }),
  );

/** A number a form or a multipart body may send as text; a JSON number passes as it is. */
export const numeral = (label: string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      if (!value.trim()) return undefined;
      return /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
    },
    z.number({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
    }),
  );

/** A yes/no that forms send as 'true', 'on' or '1' (and their opposites). */
export const flag = (label: string) =>
  z.preprocess(
    (value) => {
      if (value === 'true' || value === 'on' || value === '1') return true;
      if (value === 'false' || value === 'off' || value === '0' || value === '') return false;
      return value;
    },
    z.boolean({ error: `${label} must be true or false` }),
  );

/** A page of a search: `q` to find, the page (from 1) and how many a page holds, at most `max`. */
export const pagedSearchSchema = (max: number) =>
  z.strictObject({
    q: optionalText('q', 100).optional(),
    page: z.coerce.number().int('page must be a whole number').min(1, 'page must be 1 or more').default(1),
    limit: z.coerce
      .number()
      .int('limit must be a whole number')
      .min(1, 'limit must be 1 or more')
      .max(max, `limit must be at most ${max}`)
      .default(25),
  });
