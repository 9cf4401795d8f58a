import type { PrintOptions } from '@shop/backend/contract';
import type { Translate } from './translate';

const COLOUR = { bw: 'print.summary.bw', colour: 'print.summary.colour' } as const;
const SIDES = { single: 'print.summary.single', double: 'print.summary.double' } as const;
const BINDING = {
  none: 'print.summary.noBinding',
  staple: 'print.summary.staple',
  spiral: 'print.summary.spiral',
} as const;

/**
 * A print job's options in one line, in the language shown: in English word for word the
 * contract's describePrintOptions ("Colour, double-sided, 2 copies, all pages, stapled"), which the
 * owner's desk and the notices keep using.
 */
export function printOptionsText(t: Translate, options: PrintOptions): string {
  const range = options.range.trim();
  return [
    t(COLOUR[options.colour]),
    t(SIDES[options.sides]),
    t('print.summary.copies', { count: options.copies }),
    range ? t('print.summary.somePages', { range }) : t('print.summary.allPages'),
    t(BINDING[options.binding]),
  ].join(', ');
}

/** What a job comes to on paper: "7 pages × 2 copies, 8 sheets", or "7 pages, 8 sheets" for one copy. */
export function pagesAndSheetsText(t: Translate, pages: number, copies: number, sheets: number): string {
  const pagesText = t('print.summary.pages', { count: pages });
  const perCopies =
    copies === 1 ? pagesText : `${pagesText} × ${t('print.summary.copies', { count: copies })}`;
  return `${perCopies}, ${t('print.summary.sheets', { count: sheets })}`;
}
