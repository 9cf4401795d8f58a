/**
 * School kits: a school's list for one class and year, which a parent orders in one go
 * and the shop packs in one bag. What crosses HTTP; the rules of price and shelf are in
 * kit-pricing.ts.
 */
import { financialYearOf } from './invoice-numbers';
import type { KitPricing } from './kit-pricing';

/** A kit holds at most this many lines, each a different item. */
export const KIT_LINES_MAX = 80;
/** A line asks for 1 to this many of its item. */
export const KIT_LINE_QUANTITY_MAX = 99;
/** A percentage off the kit's sum is at most this. */
export const KIT_PERCENT_OFF_MAX = 50;
/** An order asks for 1 to this many of one kit. */
export const KIT_ORDER_QUANTITY_MAX = 10;
export const KIT_TITLE_MAX = 120;
export const KIT_SCHOOL_MAX = 120;
export const KIT_CLASS_MAX = 40;
export const KIT_NOTES_MAX = 1000;
/** "2026-27": the school year, from June (or April) to the next spring. */
export const ACADEMIC_YEAR_PATTERN = /^(\d{4})-(\d{2})$/;
export const KIT_PRICING_MODES = ['sum', 'percentOff', 'fixed'] as const;
export type KitPricingMode = (typeof KIT_PRICING_MODES)[number];

/** Whether "2026-27" names two years that follow each other. */
export function isAcademicYear(text: string): boolean {
  const match = ACADEMIC_YEAR_PATTERN.exec(text);
  if (!match) return false;
  return (Number(match[1]) + 1) % 100 === Number(match[2]);
}

/** "2026-27" for the school year starting in 2026. */
const academicYearStarting = (start: number): string =>
  `${start}-${String((start + 1) % 100).padStart(2, '0')}`;

/** The school year after this one: "2026-27" → "2027-28". */
export const nextAcademicYear = (year: string): string => academicYearStarting(Number(year.slice(0, 4)) + 1);

/** The school year a moment falls in: it turns with the financial year, on 1 April India time. */
export const academicYearOf = (at: Date): string => academicYearStarting(financialYearOf(at).start);

/** Whether a kit's school year ended before `at` (its list is last year's, not to be sold as this year's). */
export const academicYearHasEnded = (academicYear: string, at: Date): boolean =>
  academicYear < academicYearOf(at);

/** One line of a school's list: an item of the catalogue, how many, and whether the parent may leave it. */
export interface KitLine {
  productId: string;
  quantity: number;
  optional: boolean;
}

/** A kit as the owner keeps it. */
export interface Kit {
  _id: string;
  title: string;
  school: string;
  className: string;
  academicYear: string;
  lines: KitLine[];
  pricing: KitPricing;
  published: boolean;
  notes: string;
  /** How many of it the shop expects to sell in its year, for the reorder list; null when not said. */
  expectedKits: number | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/kits and PUT /api/kits/:id: a kit as the owner writes it. */
export type KitInput = Omit<Kit, '_id' | 'createdAt' | 'updatedAt'>;

/** The most kits the owner may expect to sell of one list. */
export const KIT_EXPECTED_MAX = 10_000;

/** A kit's line as GET /api/kits/:id answers it: the line and its item as the shelf has it now. */
export interface KitLineView extends KitLine {
  /** null when the item has left the catalogue: the kit cannot be ordered until the list is mended. */
  item: {
    title: string;
    /** Rupees per unit, GST included. */
    price: number;
    coverImage: string;
    /** Units customers may order; null when the item is not counted. */
    stock: number | null;
  } | null;
}

/** GET /api/kits/:id. */
export interface KitView extends Omit<Kit, 'lines'> {
  lines: KitLineView[];
  /** Whole kits the shelf holds now (required lines only); null when none of them is counted. */
  available: number | null;
  /** Rupees for one kit with every optional line, and with none. */
  priceWithAllOptional: number;
  priceWithoutOptional: number;
}

/** GET /api/kits: a kit in the list, without its lines' items. */
export interface KitSummary extends Omit<Kit, 'lines'> {
  lineCount: number;
}

/** GET /api/kits/schools: the schools with published kits and their classes, for the pickers. */
export interface KitSchool {
  school: string;
  classes: { className: string; academicYear: string; kitId: string }[];
}

/** POST /api/orders: a kit as an order's item, beside books and print jobs. */
export interface KitOrderItem {
  kitId: string;
  /** 1 to KIT_ORDER_QUANTITY_MAX kits. */
  quantity: number;
  /** Optional lines the parent leaves out; a required one is refused. */
  omit?: string[];
}

/**
 * On an order's book line that came from a kit: which kit, so the cart, the orders, the notices
 * and the desk show the kit as one group (the bag). `title` is the issue's; the rest is additive.
 */
export interface OrderLineKit {
  _id: string;
  title: string;
  school: string;
  className: string;
  /** How many of the kit the group is (the item's quantity is already that many times the list's). */
  kits: number;
  /** The kit item's place among the order's items, so two picks of one kit stay two groups. */
  group: number;
}

/** "Class 5, St. Xavier's": how a bag is named at the desk. */
export const bagLabel = (kit: Pick<OrderLineKit, 'school' | 'className'>): string =>
  `${kit.className}, ${kit.school}`;

/** POST /api/kits/import: one row of the school list CSV and what the import does with it. */
export interface KitImportRowReport {
  row: number;
  school: string;
  className: string;
  academicYear: string;
  /** The cells that name the item, as the row gives them. */
  sku?: string;
  barcode?: string;
  /** The item the row names (by sku or barcode), when found. */
  productId?: string;
  title?: string;
  quantity?: number;
  optional?: boolean;
  problems?: string[];
}

/** A kit the import creates or replaces: one per school, class and year in the file. */
export interface KitImportKitReport {
  action: 'create' | 'replace';
  /** The kit replaced; after an applied import, also the kit created. */
  kitId?: string;
  /** The kit's title: a kit replaced keeps its own, a new one is "<class>, <school> <year>". */
  title: string;
  school: string;
  className: string;
  academicYear: string;
  lineCount: number;
  /** The CSV rows that make its lines. */
  rows: number[];
}

/** The answer to a dry run or an applied kit import; a refused import sends it as `error.report`. */
export interface KitImportReport {
  dryRun: boolean;
  applied: boolean;
  kits: KitImportKitReport[];
  rows: KitImportRowReport[];
  /** Rows with problems; the import applies only when this is 0. */
  refused: number;
}
