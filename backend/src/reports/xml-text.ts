/** Text and amounts as an XML file for Tally carries them. */

/** XML 1.0 allows neither these control characters nor unescaped markup in text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export const escapeXml = (text: string): string =>
  text.replace(FORBIDDEN, '').replace(/[&<>"']/g, (char) => ENTITIES[char]!);

/** A line of the file: `indent` spaces, then the element with its text escaped. */
export const element = (indent: number, name: string, text: string): string =>
  `${' '.repeat(indent)}<${name}>${escapeXml(text)}</${name}>`;

/** Rupees with two decimals from paise, worked out in integers so no float rounding shows. */
export function rupees(paise: number): string {
  const whole = Math.abs(paise);
  const fraction = String(whole % 100).padStart(2, '0');
  return `${paise < 0 ? '-' : ''}${Math.floor(whole / 100)}.${fraction}`;
}

/** Tally's dates: 2025-10-07 is 20251007. */
export const tallyDate = (isoDate: string): string => isoDate.replaceAll('-', '');

/** An address as Tally keeps it: a line per ADDRESS, as the owner typed the lines. */
export const addressLines = (address: string | undefined): string[] =>
  (address ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
