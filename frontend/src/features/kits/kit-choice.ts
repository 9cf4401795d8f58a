import type { CartKit } from '@/features/cart';
import {
  KIT_ORDER_QUANTITY_MAX,
  kitPricePaise,
  kitsAvailable,
  toRupees,
  type KitLineView,
  type KitView,
} from '@shop/backend/contract';

/** A line whose item the catalogue still sells. */
export type SoldKitLine = KitLineView & { item: NonNullable<KitLineView['item']> };

const isSold = (line: KitLineView): line is SoldKitLine => line.item !== null;

/** The shelf cannot fill even one kit's worth of this line. */
const isShort = (line: SoldKitLine): boolean => line.item.stock !== null && line.item.stock < line.quantity;

/** What a parent's ticks come to: the lines going in, their price, and what the shelf holds of them. */
export interface KitChoice {
  chosen: SoldKitLine[];
  /** The optional lines left out, sorted, as the order sends them. */
  omit: string[];
  /** Rupees for one kit as chosen, by the kit's pricing. */
  price: number;
  /** Rupees for the chosen items at their own prices: more than `price` when the kit is discounted. */
  fullPrice: number;
  /** Whole kits the shelf holds of the chosen lines; null when none of them is counted. */
  available: number | null;
  /** Chosen items the shelf has fewer of than one kit needs. */
  short: SoldKitLine[];
  /** A required item the catalogue no longer sells: the kit cannot be ordered until the list is mended. */
  missingRequired: boolean;
  /** The most kits the stepper offers. */
  maxKits: number;
}

/**
 * The optional lines that start unticked: an item no longer sold, or one the shelf cannot fill
 * even once, which would otherwise stop the whole kit. Every other optional line starts ticked.
 */
export const startingOmit = (kit: KitView): string[] =>
  kit.lines.filter((line) => line.optional && (!isSold(line) || isShort(line))).map((line) => line.productId);

/** The kit as these optional lines left out make it. A line no longer sold is always out. */
export function chooseKit(kit: KitView, leftOut: ReadonlySet<string>): KitChoice {
  const chosen = kit.lines.filter(
    (line): line is SoldKitLine => isSold(line) && !(line.optional && leftOut.has(line.productId)),
  );
  const omit = kit.lines
    .filter((line) => line.optional && (!isSold(line) || leftOut.has(line.productId)))
    .map((line) => line.productId)
    .sort();
  const priced = chosen.map((line) => ({ price: line.item.price, quantity: line.quantity }));
  // Every chosen line is taken from the shelf, the optional ones kept too; the server's count of
  // the required ones is the floor.
  const chosenAvailable = kitsAvailable(
    chosen.map(({ quantity, item }) => ({ price: item.price, quantity, optional: false, stock: item.stock })),
  );
  const available =
    chosenAvailable === null || kit.available === null
      ? (chosenAvailable ?? kit.available)
      : Math.min(chosenAvailable, kit.available);
  return {
    chosen,
    omit,
    price: toRupees(kitPricePaise(kit.pricing, priced)),
    fullPrice: toRupees(kitPricePaise({ mode: 'sum' }, priced)),
    available,
    short: chosen.filter(isShort),
    missingRequired: kit.lines.some((line) => !line.optional && !isSold(line)),
    maxKits: Math.min(KIT_ORDER_QUANTITY_MAX, available ?? KIT_ORDER_QUANTITY_MAX),
  };
}

/** The kit as the cart keeps it: what was chosen and what it cost, for showing until the order. */
export const toCartKit = (kit: KitView, choice: KitChoice, quantity: number): CartKit => ({
  kitId: kit._id,
  title: kit.title,
  school: kit.school,
  className: kit.className,
  academicYear: kit.academicYear,
  quantity,
  omit: choice.omit,
  lines: choice.chosen.map(({ productId, quantity: perKit, item }) => ({
    productId,
    title: item.title,
    price: item.price,
    quantity: perKit,
    coverImage: item.coverImage,
  })),
  unitPrice: choice.price,
});
