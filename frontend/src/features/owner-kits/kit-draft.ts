import {
  kitPricePaise,
  toRupees,
  type Book,
  type KitInput,
  type KitPricing,
  type KitPricingMode,
  type KitView,
} from '@shop/backend/contract';

/** A line as the editor holds it: the kit's line, what the owner sees of its item, the quantity as typed. */
export interface KitLineDraft {
  productId: string;
  /** Null when the item has left the catalogue. */
  title: string | null;
  /** Rupees per unit now; null when the item has left the catalogue. */
  price: number | null;
  quantity: string;
  optional: boolean;
}

/** The editor's form: every field as the owner typed it. */
export interface KitDraft {
  title: string;
  school: string;
  className: string;
  academicYear: string;
  lines: KitLineDraft[];
  pricingMode: KitPricingMode;
  percent: string;
  fixedPrice: string;
  published: boolean;
  notes: string;
  /** How many the shop expects to sell, as typed; blank when the owner has not said. */
  expectedKits: string;
}

export const emptyDraft = (): KitDraft => ({
  title: '',
  school: '',
  className: '',
  academicYear: '',
  lines: [],
  pricingMode: 'sum',
  percent: '',
  fixedPrice: '',
  published: false,
  notes: '',
  expectedKits: '',
});

export function draftFromKit(kit: KitView): KitDraft {
  const { pricing } = kit;
  return {
    title: kit.title,
    school: kit.school,
    className: kit.className,
    academicYear: kit.academicYear,
    lines: kit.lines.map((line) => ({
      productId: line.productId,
      title: line.item?.title ?? null,
      price: line.item?.price ?? null,
      quantity: String(line.quantity),
      optional: line.optional,
    })),
    pricingMode: pricing.mode,
    percent: pricing.mode === 'percentOff' ? String(pricing.percent) : '',
    fixedPrice: pricing.mode === 'fixed' ? String(pricing.price) : '',
    published: kit.published,
    notes: kit.notes,
    expectedKits: kit.expectedKits === null ? '' : String(kit.expectedKits),
  };
}

export const lineFromBook = (book: Book): KitLineDraft => ({
  productId: book._id,
  title: book.title,
  price: book.newPrice,
  quantity: '1',
  optional: false,
});

/** Text as a number; anything else is NaN, which the schema refuses with its own words. */
const numberFrom = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

export function pricingOf(draft: KitDraft): KitPricing {
  if (draft.pricingMode === 'percentOff') return { mode: 'percentOff', percent: numberFrom(draft.percent) };
  if (draft.pricingMode === 'fixed') return { mode: 'fixed', price: numberFrom(draft.fixedPrice) };
  return { mode: 'sum' };
}

/** The body POST /api/kits and PUT /api/kits/:id take. */
export function kitInputOf(draft: KitDraft): KitInput {
  return {
    title: draft.title.trim(),
    school: draft.school.trim(),
    className: draft.className.trim(),
    academicYear: draft.academicYear.trim(),
    lines: draft.lines.map((line) => ({
      productId: line.productId,
      quantity: numberFrom(line.quantity),
      optional: line.optional,
    })),
    pricing: pricingOf(draft),
    published: draft.published,
    notes: draft.notes.trim(),
    expectedKits: draft.expectedKits.trim() === '' ? null : numberFrom(draft.expectedKits),
  };
}

/** One kit's price with every optional line and with none, in rupees; null while a number is not one yet. */
export function draftPrices(draft: KitDraft): { withAll: number; withNone: number } | null {
  const pricing = pricingOf(draft);
  if (pricing.mode === 'percentOff' && !Number.isFinite(pricing.percent)) return null;
  if (pricing.mode === 'fixed' && !Number.isFinite(pricing.price)) return null;
  const priced = draft.lines.map((line) => ({
    price: line.price ?? 0,
    quantity: numberFrom(line.quantity),
    optional: line.optional,
  }));
  if (priced.some((line) => !Number.isInteger(line.quantity) || line.quantity < 1)) return null;
  return {
    withAll: toRupees(kitPricePaise(pricing, priced)),
    withNone: toRupees(
      kitPricePaise(
        pricing,
        priced.filter((line) => !line.optional),
      ),
    ),
  };
}

/** Where an issue shows: a field of the form, a line ("lines.2"), the lines as a whole, or nowhere. */
export function fieldOfIssue(path: string): string | null {
  const line = /^lines\.(\d+)(?:\.|$)/.exec(path);
  if (line) return `lines.${line[1]}`;
  if (path.startsWith('pricing')) return 'pricing';
  const fields = ['title', 'school', 'className', 'academicYear', 'lines', 'published', 'notes'];
  return fields.includes(path) ? path : null;
}

/** Issues by where they show, the first for each place. */
export function errorsByField(issues: readonly { path: string; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOfIssue(issue.path);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Moves a line up (-1) or down (+1); the list as it was when the move leaves it. */
export function moveLine<T>(lines: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= lines.length) return [...lines];
  const moved = [...lines];
  [moved[index], moved[to]] = [moved[to]!, moved[index]!];
  return moved;
}
