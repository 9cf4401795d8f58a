/**
 * A school kit in an order, listed item by item: the kit's lines the parent keeps,
 * priced by the kit's pricing spread over them, as ordinary book lines that carry their kit. The
 * bill, the stock, the pick list and returns then work per item as for any other line.
 */
import {
  academicYearHasEnded,
  asPaise,
  bagLabel,
  type Book,
  type Kit,
  type KitLine,
  kitPricePaise,
  type OrderLineKit,
  type Paise,
  spreadKitPrice,
  timesUnits,
} from '../contract';
import { AppError } from '../errors';
import type { BookLineInput } from '../store/store';

/** A kit as an order's item, once checked: `omit` names optional lines the parent leaves out. */
export interface KitRequest {
  kitId: string;
  quantity: number;
  omit: readonly string[];
}

/** What a kit's lines need of their items: the price now, and what the order line keeps. */
export type KitItemBook = Pick<Book, 'title' | 'newPrice' | 'coverImage'>;

/**
 * An order holds at most this many lines once its kits are listed item by item: a whole class's
 * kits fit many times over, a body crafted to make thousands of rows does not.
 */
export const EXPANDED_LINES_MAX = 600;

const refused = (path: string, message: string) => new AppError('validation', message, [{ path, message }]);

/**
 * Units whose prices add up to `totalPaise` exactly, each a whole paisa: one price for all when
 * the total divides, otherwise the paise left over go one each to some units, which makes two
 * prices one paisa apart. The lower price comes first: a return is refunded at the price of the
 * item's first line, so it never gives back more than was paid.
 */
export function splitShare(totalPaise: Paise, units: number): { pricePaise: Paise; quantity: number }[] {
  const unitPaise = asPaise(Math.floor(totalPaise / units));
  const over = totalPaise - unitPaise * units;
  if (over === 0) return [{ pricePaise: unitPaise, quantity: units }];
  return [
    { pricePaise: unitPaise, quantity: units - over },
    { pricePaise: asPaise(unitPaise + 1), quantity: over },
  ];
}

/** The lines the parent keeps: every required one, and the optional ones not left out. Refuses a bad `omit`. */
function chosenLines(
  kit: Kit,
  omit: readonly string[],
  books: ReadonlyMap<string, KitItemBook>,
  path: string,
) {
  const byProduct = new Map(kit.lines.map((line) => [line.productId, line]));
  const titleOf = (productId: string) => books.get(productId)?.title ?? productId;
  for (const productId of omit) {
    const line = byProduct.get(productId);
    if (!line) throw refused(`${path}.omit`, `${titleOf(productId)} is not in the kit ${kit.title}`);
    if (!line.optional) {
      throw refused(
        `${path}.omit`,
        `${titleOf(productId)} is required in the kit ${kit.title} and cannot be left out`,
      );
    }
  }
  const left = new Set(omit);
  const chosen = kit.lines.filter((line) => !left.has(line.productId));
  const gone = chosen.filter((line) => !books.has(line.productId));
  if (gone.length > 0) {
    throw refused(
      `${path}.kitId`,
      `The kit ${kit.title} holds items no longer sold (${gone.map((line) => line.productId).join(', ')}); ` +
        'the shop has to mend its list before it can be ordered',
    );
  }
  return chosen.map((line): KitLine & { book: KitItemBook } => ({
    ...line,
    book: books.get(line.productId)!,
  }));
}

/**
 * One kit item of an order (`group` is its place among the order's items) as book lines: the
 * chosen lines of `quantity` kits, each line's share of the kit's price times the kits spread over
 * its units to the paisa, so the lines add up to exactly `quantity` × the kit's price. `kit` is
 * undefined when no kit has that id; an unpublished kit cannot be ordered either.
 */
export function kitItemLines(
  request: KitRequest,
  group: number,
  kit: Kit | undefined,
  books: ReadonlyMap<string, KitItemBook>,
  at: Date,
): BookLineInput[] {
  const path = `items.${group}`;
  if (!kit || !kit.published) {
    throw refused(`${path}.kitId`, `The kit ${request.kitId} is not on sale`);
  }
  if (academicYearHasEnded(kit.academicYear, at)) {
    throw refused(
      `${path}.kitId`,
      `The list for ${bagLabel(kit)} is for ${kit.academicYear}, which has ended; please choose this year's list`,
    );
  }
  const chosen = chosenLines(kit, request.omit, books, path);
  const priced = chosen.map((line) => ({ price: line.book.newPrice, quantity: line.quantity }));
  const shares = spreadKitPrice(kitPricePaise(kit.pricing, priced), priced);
  const tag: OrderLineKit = {
    _id: kit._id,
    title: kit.title,
    school: kit.school,
    className: kit.className,
    kits: request.quantity,
    group,
  };
  return chosen.flatMap((line, index) =>
    splitShare(timesUnits(shares[index]!, request.quantity), line.quantity * request.quantity).map(
      ({ pricePaise, quantity }): BookLineInput => ({
        bookId: line.productId,
        title: line.book.title,
        unitPricePaise: pricePaise,
        coverImage: line.book.coverImage,
        quantity,
        kit: tag,
      }),
    ),
  );
}

/** The item ids a kit item needs priced: every line of its kit (a bad `omit` is refused later, by name). */
export const kitProductIds = (kit: Kit | undefined): string[] =>
  kit ? kit.lines.map((line) => line.productId) : [];
