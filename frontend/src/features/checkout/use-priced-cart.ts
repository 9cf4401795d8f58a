import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import {
  kitEntryKey,
  selectKits,
  selectPrintJobs,
  type CartItem,
  type CartKit,
  type CartPrintJob,
  type CartState,
} from '@/features/cart';
import { useGetBooksByIdsQuery } from '@/features/catalogue';
import { priceTimes, sumPrices } from '@/lib/money';
import { useGetPrintRatesQuery } from '@/features/print';
import {
  LINE_QUANTITY_MAX,
  quotePrint,
  type Book,
  type OutOfStockItem,
  type PrintRates,
} from '@shop/backend/contract';

export interface PricedCartLine {
  item: CartItem;
  quantity: number;
  /** The catalogue's current unit price once loaded; the price saved with the item until then. */
  price: number;
  /** price × quantity, exact to the paisa. */
  total: number;
  /** False only when the catalogue, asked for this cart's books, no longer has this one. */
  available: boolean;
  /** The catalogue's current count; null when not counted, or until the catalogue has loaded. */
  stock: number | null;
  /** The most the stepper offers: what is left, at most the per-line limit. */
  maxQuantity: number;
  /** Still sold and not out of stock: the line goes into the order. */
  orderable: boolean;
}

/** A school kit in the cart, priced as it was when added; the server prices it again from the kit. */
export interface PricedCartKit {
  kit: CartKit;
  /** The entry's kitEntryKey: the kit and the optional items left out. */
  key: string;
  /** The kit's unit price × how many kits, exact to the paisa. */
  total: number;
}

export interface PricedCart {
  lines: PricedCartLine[];
  orderable: PricedCartLine[];
  /** Each at the price the server quoted for its options when it was added. */
  printJobs: CartPrintJob[];
  kits: PricedCartKit[];
  /** The orderable lines' totals, the print jobs' prices and the kits' totals summed. */
  subtotal: number;
  /** Units in the orderable lines, one for each print job, and every item of every kit. */
  units: number;
  /** Nothing to order: no orderable line, no print job and no kit. */
  nothingToOrder: boolean;
  /** Lines asking more than is left, with what is left (0: none), for the lower-quantities notice. */
  shortages: OutOfStockItem[];
}

/**
 * What the catalogue said of the cart's books. `complete`: its answer was for these very lines; an
 * earlier answer, for a cart since changed, still prices the books it has but cannot say one is gone.
 */
interface CatalogueAnswer {
  books: Map<string, Book>;
  complete: boolean;
}

function priceLine(item: CartItem, catalogue: CatalogueAnswer | null): PricedCartLine {
  const current = catalogue?.books.get(item._id);
  const price = current?.newPrice ?? item.newPrice;
  // Not the stock saved with the item: that is a count from whenever it was added.
  const stock = current?.stock ?? null;
  const available = current !== undefined || !catalogue?.complete;
  return {
    item,
    quantity: item.quantity,
    price,
    total: priceTimes(price, item.quantity),
    available,
    stock,
    maxQuantity: Math.max(0, Math.min(LINE_QUANTITY_MAX, stock ?? LINE_QUANTITY_MAX)),
    orderable: available && (stock === null || stock > 0),
  };
}

/**
 * The API's word on a refused order wins over the catalogue's count, which may be older; otherwise
 * the catalogue's count flags lines asking more than is left before the order is even sent.
 */
function shortagesOf(lines: PricedCartLine[], kits: CartKit[], reported: OutOfStockItem[]): OutOfStockItem[] {
  const reportedLeft = new Map(reported.map((shortage) => [shortage.productId, shortage.available]));
  const ofBooks = lines.flatMap(({ item, quantity, available, stock }) => {
    const left = reportedLeft.get(item._id) ?? stock;
    if (!available || left === null || quantity <= left) return [];
    return [{ productId: item._id, title: item.title, requested: quantity, available: Math.max(0, left) }];
  });
  // A kit's items are counted by the server only: what it said ran short stays until acted on.
  const inKits = new Set(kits.flatMap((kit) => kit.lines.map((line) => line.productId)));
  const shown = new Set(ofBooks.map((shortage) => shortage.productId));
  const ofKits = reported.filter(
    (shortage) => inKits.has(shortage.productId) && !shown.has(shortage.productId),
  );
  return [...ofBooks, ...ofKits];
}

const priceKit = (kit: CartKit): PricedCartKit => ({
  kit,
  key: kitEntryKey(kit),
  total: priceTimes(kit.unitPrice, kit.quantity),
});

const kitUnits = (kit: CartKit): number =>
  kit.lines.reduce((units, line) => units + line.quantity, 0) * kit.quantity;

/**
 * A print job at today's rate card, by the server's own calculation; at the quote it was added
 * with until the rates have loaded.
 */
function repriceJob(job: CartPrintJob, rates: PrintRates | undefined): CartPrintJob {
  if (!rates) return job;
  try {
    return { ...job, quote: quotePrint(job.documentPages, job.options, rates) };
  } catch {
    return job;
  }
}

/**
 * Prices a cart the way the server will: current catalogue prices and stock, sold items only, and
 * each print job at the current rate card; each kit at the price it was added with (the server
 * prices it from the kit). `books`: the catalogue's answer for the cart's ids (undefined until it
 * came); `complete`: false when that answer was for an earlier cart.
 */
export function priceCart(
  items: CartItem[],
  books: Book[] | undefined,
  reported: OutOfStockItem[] = [],
  complete = true,
  savedPrintJobs: CartPrintJob[] = [],
  printRates?: PrintRates,
  savedKits: CartKit[] = [],
): PricedCart {
  const printJobs = savedPrintJobs.map((job) => repriceJob(job, printRates));
  const kits = savedKits.map(priceKit);
  const catalogue = books ? { books: new Map(books.map((book) => [book._id, book])), complete } : null;
  const lines = items.map((item) => priceLine(item, catalogue));
  const orderable = lines.filter((line) => line.orderable);
  return {
    lines,
    orderable,
    printJobs,
    kits,
    subtotal: sumPrices([
      ...orderable.map((line) => line.total),
      ...printJobs.map((job) => job.quote.price),
      ...kits.map((kit) => kit.total),
    ]),
    units:
      orderable.reduce((units, line) => units + line.quantity, 0) +
      printJobs.length +
      savedKits.reduce((units, kit) => units + kitUnits(kit), 0),
    nothingToOrder: orderable.length === 0 && printJobs.length === 0 && kits.length === 0,
    shortages: shortagesOf(lines, savedKits, reported),
  };
}

type CartRoot = { cart: CartState };

/** The cart priced the way the server will price it, kept up to date with its books in the catalogue. */
export function usePricedCart(): PricedCart {
  const items = useSelector((state: CartRoot) => state.cart.items);
  const reported = useSelector((state: CartRoot) => state.cart.shortages);
  const printJobs = useSelector(selectPrintJobs);
  const kits = useSelector(selectKits);
  // Only the cart's own books; a quantity change keeps the same ids, so asks nothing new.
  const ids = useMemo(() => items.map((item) => item._id), [items]);
  // `data` is the last answer, also for an earlier set of ids (before a line was removed, say),
  // so the lines keep their prices while the new set loads; `currentData` is for these ids only.
  const { data: books, currentData } = useGetBooksByIdsQuery(ids, { skip: ids.length === 0 });
  const complete = currentData !== undefined;
  const { data: printRates } = useGetPrintRatesQuery(undefined, { skip: printJobs.length === 0 });
  return useMemo(
    () => priceCart(items, books, reported, complete, printJobs, printRates, kits),
    [items, books, reported, complete, printJobs, printRates, kits],
  );
}
