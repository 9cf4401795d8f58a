import { asPaise, minusPaise, NO_PAISE, plusPaise, sumPaise, timesUnits, toPaise, type Paise } from './money';

/**
 * How a school kit is priced: the sum of its items, a percentage off that sum, or a
 * fixed price for the whole kit.
 */
export type KitPricing =
  { mode: 'sum' } | { mode: 'percentOff'; percent: number } | { mode: 'fixed'; price: number };

/** A line of a kit as it is priced and taken from the shelf: one item, how many, and its shelf. */
export interface KitLineOnShelf {
  /** The item's price now, in rupees (GST included, as every price). */
  price: number;
  quantity: number;
  optional: boolean;
  /** Units customers may order; null when the item is not counted. */
  stock: number | null;
}

/**
 * How many whole kits the shelf holds now: over the required lines, the least of
 * floor(stock / quantity). An uncounted item never limits; null when no required line is counted.
 */
export function kitsAvailable(lines: readonly KitLineOnShelf[]): number | null {
  let available: number | null = null;
  for (const line of lines) {
    if (line.optional || line.stock === null) continue;
    const kits = Math.floor(Math.max(0, line.stock) / line.quantity);
    available = available === null ? kits : Math.min(available, kits);
  }
  return available;
}

type PricedLine = Pick<KitLineOnShelf, 'price' | 'quantity'>;
const lineValue = (line: PricedLine): Paise => timesUnits(toPaise(line.price), line.quantity);
const valueOf = (lines: readonly PricedLine[]): Paise => sumPaise(lines, lineValue);

/** One kit's price, in paise, for the lines chosen (the required ones and the optional ones kept). */
export function kitPricePaise(
  pricing: KitPricing,
  lines: readonly Pick<KitLineOnShelf, 'price' | 'quantity'>[],
): Paise {
  const sum = valueOf(lines);
  if (pricing.mode === 'sum') return sum;
  if (pricing.mode === 'percentOff')
    return minusPaise(sum, asPaise(Math.round((sum * pricing.percent) / 100)));
  return toPaise(pricing.price);
}

/**
 * A kit's price spread over its lines in proportion to their value, so each ordered line carries
 * what it was sold for (the bill, returns and the day's figures work per item). Each line's share
 * is rounded down to the paisa and the last line takes what is left, so the lines add up to the
 * kit's price exactly. Answers each line's total, in the lines' order.
 */
export function spreadKitPrice(
  kitPaise: Paise,
  lines: readonly Pick<KitLineOnShelf, 'price' | 'quantity'>[],
): Paise[] {
  const values = lines.map(lineValue);
  const whole = sumPaise(values, (value) => value);
  let given = NO_PAISE;
  return values.map((value, index) => {
    if (index === values.length - 1) return minusPaise(kitPaise, given);
    const share = asPaise(whole === 0 ? 0 : Math.floor((kitPaise * value) / whole));
    given = plusPaise(given, share);
    return share;
  });
}
