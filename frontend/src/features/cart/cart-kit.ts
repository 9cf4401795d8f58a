import {
  ID_PATTERN,
  KIT_LINE_QUANTITY_MAX,
  KIT_LINES_MAX,
  KIT_ORDER_QUANTITY_MAX,
  ORDER_LINES_MAX,
  type KitOrderItem,
} from '@shop/backend/contract';

/** One item of a kit as the parent chose it: what it is and how many each kit holds. */
export interface CartKitLine {
  productId: string;
  title: string;
  /** Rupees per unit when the kit was added. */
  price: number;
  /** Units per kit, as the school's list says. */
  quantity: number;
  coverImage: string;
}

/**
 * A school kit in the cart: which kit, the optional items left out, and what it held and cost
 * when it was added, for showing. The order sends only the kit, the quantity and the omissions;
 * the server prices it again from the kit. One entry per kit and set of omissions.
 */
export interface CartKit {
  kitId: string;
  title: string;
  school: string;
  className: string;
  academicYear: string;
  /** How many of this kit, 1 to KIT_ORDER_QUANTITY_MAX. */
  quantity: number;
  /** The optional lines' productIds the parent left out, sorted. */
  omit: string[];
  lines: CartKitLine[];
  /** Rupees for one kit as chosen, when it was added. */
  unitPrice: number;
}

/** Names a kit entry: the same kit with the same items left out is the same entry. */
export const kitEntryKey = ({ kitId, omit }: Pick<CartKit, 'kitId' | 'omit'>): string =>
  `${kitId}:${[...omit].sort().join(',')}`;

/** A whole number of kits from 1 to KIT_ORDER_QUANTITY_MAX; anything else becomes the nearest. */
export function clampKits(value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return 1;
  return Math.min(KIT_ORDER_QUANTITY_MAX, Math.max(1, Math.floor(value)));
}

/** The kit as an order's item takes it: never a price, which the server works out. */
export const toKitOrderItem = ({ kitId, quantity, omit }: CartKit): KitOrderItem => ({
  kitId,
  quantity,
  omit: [...omit],
});

// Checked by hand like the print jobs: the cart loads with the first screen, which carries no zod.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';
const isRupees = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isId = (value: unknown): value is string => typeof value === 'string' && ID_PATTERN.test(value);

function readLine(value: unknown): CartKitLine | null {
  if (!isRecord(value)) return null;
  const { productId, title, price, quantity, coverImage } = value;
  const wholeQuantity =
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= 1 &&
    quantity <= KIT_LINE_QUANTITY_MAX;
  if (!isId(productId) || !isText(title) || !isRupees(price) || !wholeQuantity) return null;
  return { productId, title, price, quantity, coverImage: isText(coverImage) ? coverImage : '' };
}

function readKit(value: unknown): CartKit | null {
  if (!isRecord(value)) return null;
  const { kitId, title, school, className, academicYear, omit, lines, unitPrice } = value;
  if (!isId(kitId) || !isText(title) || !isText(school) || !isText(className) || !isText(academicYear)) {
    return null;
  }
  if (!Array.isArray(omit) || !omit.every(isId) || !Array.isArray(lines) || !isRupees(unitPrice)) return null;
  const read = lines.slice(0, KIT_LINES_MAX).map(readLine);
  // A kit whose items cannot all be read could not be shown as the parent chose it.
  if (read.length === 0 || read.some((line) => line === null)) return null;
  return {
    kitId,
    title,
    school,
    className,
    academicYear,
    quantity: clampKits(value.quantity),
    omit: [...new Set(omit)].sort(),
    lines: read as CartKitLine[],
    unitPrice,
  };
}

/**
 * The kits of a saved cart: none for a cart saved before kits, and only the well-formed ones
 * otherwise, the first of each kit and set of omissions.
 */
export function readSavedKits(saved: unknown): CartKit[] {
  if (!Array.isArray(saved)) return [];
  const unique = new Map<string, CartKit>();
  for (const entry of saved) {
    const kit = readKit(entry);
    if (kit && !unique.has(kitEntryKey(kit))) unique.set(kitEntryKey(kit), kit);
  }
  return [...unique.values()].slice(0, ORDER_LINES_MAX);
}
