import { z } from 'zod';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A required text: trimmed, not blank, bounded, without control characters (tabs and line breaks only where `multiline`). */
export const requiredText = (label: string, max: number, options: { multiline?: boolean } = {}) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(
      (text) => !(options.multiline ? CONTROL_CHARACTERS_BUT_LINE_BREAKS : CONTROL_CHARACTERS).test(text),
      { message: `${label} contains control characters` },
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
