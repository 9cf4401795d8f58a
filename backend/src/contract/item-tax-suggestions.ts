/**
 * What an item's title says about its GST: the HSN code, rate and unit the words in it usually
 * mean, at the rates in force from 22 September 2025. It is a suggestion the owner confirms or
 * changes, never a rule a bill is made with: a title cannot say what a box is made of or what a
 * kit holds, so for those it says nothing rather than guess.
 */
import type { Category } from './categories';
import type { GstRate } from './gst-tax';
import type { HsnRate } from './tax-settings';
import { DEFAULT_UNIT, type Unit } from './units';

export interface ItemTaxSuggestion {
  hsn: string;
  gstRate: GstRate;
  unit: Unit;
  /** Why, in a few words: "pencils: HSN 9609, Nil from 22 Sep 2025". */
  reason: string;
}

interface TaxRule {
  /** What the words name, as the reason says it. */
  what: string;
  /** Whole words, in order; each word also matches its plural ("pencils", "boxes", "diaries"). */
  phrases: readonly string[];
  /** Null: the words name something whose code or rate the title cannot tell; nothing is suggested. */
  tax: HsnRate | null;
}

const rule = (what: string, phrases: readonly string[], hsn: string, gstRate: GstRate): TaxRule => ({
  what,
  phrases,
  tax: { hsn, gstRate },
});
const cannotTell = (what: string, phrases: readonly string[]): TaxRule => ({ what, phrases, tax: null });

/**
 * The first rule whose words are in the title wins, so the order is the rule. Things the title
 * cannot tell come first, so "pencil box" is never taken for pencils nor a glue gun for glue. Then
 * the 18% goods, then 5%, then Nil: a title that names two things ("pencils and ball pens") is a
 * mixed supply, taxed at its highest rate, so the higher rate must win. Within Nil the more
 * particular words come before "book", which would otherwise take "notebook" and "drawing book".
 */
const RULES: readonly TaxRule[] = [
  // A kit is taxed at the rate of the highest-rated thing in it, which its title does not list.
  cannotTell('kits', ['kit']),
  // Holders take the heading of what they are made of: plastic, metal, cloth.
  cannotTell('pencil boxes, cases and stands', [
    'pencil box',
    'pencil case',
    'pencil pouch',
    'pencil stand',
    'pen stand',
    'pen holder',
  ]),
  // An electric tool, not a glue.
  cannotTell('glue guns', ['glue gun']),
  // Self-adhesive tape is plastic or paper, never glue (3506).
  cannotTell('tapes', ['tape']),
  cannotTell('book covers', ['book cover']),
  cannotTell('sketch books', ['sketch book', 'sketchbook']),
  cannotTell('rubber bands', ['rubber band']),
  // 18%. Propelling pencils are pens' heading (9608), not pencils' (9609).
  rule('mechanical pencils', ['mechanical pencil', 'propelling pencil', 'clutch pencil'], '9608', 18),
  rule('sketch pens', ['sketch pen'], '9608', 18),
  rule('markers', ['marker'], '9608', 18),
  rule('highlighters', ['highlighter'], '9608', 18),
  rule('pens', ['pen', 'refill'], '9608', 18),
  rule('registers', ['register'], '4820', 18),
  rule('diaries', ['diary'], '4820', 18),
  rule('files and folders', ['file', 'folder'], '4820', 18),
  rule('glue and adhesives', ['glue', 'adhesive', 'gum', 'fevicol'], '3506', 18),
  // Before "chart", which names Nil-rated wall charts.
  rule('writing and copier paper', ['copier paper', 'printing paper', 'a4 paper', 'chart paper'], '4802', 18),
  rule('school bags', ['school bag', 'backpack'], '4202', 18),
  // 5%
  rule(
    'geometry boxes',
    ['geometry box', 'geometry set', 'mathematical instrument', 'mathematical box', 'compass'],
    '9017',
    5,
  ),
  rule(
    'colour boxes',
    [
      'colour box',
      'color box',
      'colour set',
      'color set',
      'watercolour',
      'watercolor',
      'water colour',
      'water color',
      'poster colour',
      'poster color',
      'acrylic colour',
      'acrylic color',
    ],
    '3213',
    5,
  ),
  rule('boxes of paper stationery', ['paper stationery'], '4817', 5),
  // Nil
  rule('pencils', ['pencil'], '9609', 0),
  rule('crayons', ['crayon'], '9609', 0),
  rule('pastels', ['pastel'], '9609', 0),
  rule('chalk', ['chalk'], '9609', 0),
  rule('drawing charcoal', ['charcoal'], '9609', 0),
  rule('erasers', ['eraser', 'rubber'], '4016', 0),
  rule('sharpeners', ['sharpener'], '8214', 0),
  rule('colouring books', ['colouring book', 'coloring book'], '4903', 0),
  rule(
    'exercise books and notebooks',
    ['exercise book', 'notebook', 'note book', 'drawing book', 'graph book'],
    '4820',
    0,
  ),
  rule('maps, atlases, charts and globes', ['map', 'atlas', 'chart', 'globe'], '4905', 0),
  rule('printed books', ['book', 'textbook', 'guide', 'dictionary', 'novel'], '4901', 0),
];

/** A title's words, lower case, one space apart: "Colour Pencils, 12 Shades" is "colour pencils 12 shades". */
const wordsOf = (title: string): string =>
  title
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');

/** A word or its plural: pencil(s), box(es), diary or diaries. */
const wordOrPlural = (word: string): string =>
  word.endsWith('y') ? `(?:${word}|${word.slice(0, -1)}ies)` : `${word}(?:s|es)?`;

/** Matches any of the phrases as whole words in a title's words (wordsOf). */
const phrasesPattern = (phrases: readonly string[]): RegExp =>
  new RegExp(`(?:^| )(?:${phrases.map((p) => p.split(' ').map(wordOrPlural).join(' ')).join('|')})(?= |$)`);

const COMPILED = RULES.map((entry) => ({ ...entry, pattern: phrasesPattern(entry.phrases) }));

/**
 * The unit a title counts the item in, first match wins: a pack of reams is bought by the ream,
 * a box of sets by the box. A "Geometry Box" is the item itself, so only "box of" and "(Box)"
 * name a box as a unit. Anything else is counted in numbers (NOS): a single pencil could be PCS,
 * but NOS and PCS are both counts of one and the HSN summary keeps each apart, so one of them
 * throughout is simpler for the owner and the accountant.
 */
const UNIT_PATTERNS: readonly { unit: Unit; pattern: RegExp }[] = [
  { unit: 'REM', pattern: /\breams?\b|\b500 sheets?\b/ },
  // Whole words: "packing tape" is not a pack.
  { unit: 'PAC', pattern: /\b(?:packs?|packets?)\b/ },
  { unit: 'BOX', pattern: /\bbox(?:es)? of\b|\(box(?:es)?\)/ },
  { unit: 'DOZ', pattern: /\bdozens?\b/ },
  // A set square is an instrument, not a set.
  { unit: 'SET', pattern: /\bsets?\b(?! square)/ },
  { unit: 'ROL', pattern: /\brolls?\b/ },
];

/** What a title counts its item in: "(Pack of 10)" is PAC, "Drawing Pencil Set" SET; NOS otherwise. */
export function unitFromTitle(title: string): Unit {
  const text = title.toLowerCase().replace(/\s+/g, ' ');
  return UNIT_PATTERNS.find(({ pattern }) => pattern.test(text))?.unit ?? DEFAULT_UNIT;
}

/** Whatever a book shop's Book shelf holds that no stationery word names is a printed book. */
const BOOK_SHELF: TaxRule = rule('printed books (the Book category)', [], '4901', 0);

const reasonOf = (what: string, { hsn, gstRate }: HsnRate): string =>
  `${what}: HSN ${hsn}, ${gstRate === 0 ? 'Nil' : `${gstRate}%`} from 22 Sep 2025`;

/**
 * The HSN code, rate and unit an item's title suggests, or null when no word of it is known (or
 * names something the title cannot tell). The category settles a title without any such word:
 * on the Book shelf it is a printed book.
 */
export function suggestItemTax(title: string, category?: Category): ItemTaxSuggestion | null {
  const words = wordsOf(title);
  const matched =
    COMPILED.find(({ pattern }) => pattern.test(words)) ?? (category === 'book' ? BOOK_SHELF : null);
  if (!matched?.tax) return null;
  return { ...matched.tax, unit: unitFromTitle(title), reason: reasonOf(matched.what, matched.tax) };
}

/**
 * Whether a suggestion fits the code or rate an item already has: a code and its rate go together,
 * so the title's rate is only for an item whose code is the title's (or a longer one under it,
 * "96091000" under 9609) or that has none, and the other way round.
 */
export const suggestionAgrees = (
  suggestion: HsnRate,
  own: { hsn?: string | null; gstRate?: GstRate | null },
): boolean =>
  (!own.hsn || own.hsn.startsWith(suggestion.hsn)) &&
  (own.gstRate == null || own.gstRate === suggestion.gstRate);
