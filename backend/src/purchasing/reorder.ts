/**
 * What to buy now: the items at or below their reorder level, and what the published school kits
 * of the year will take beyond what is on hand, less what is already on order, grouped by the
 * supplier each item was last bought from.
 */
import {
  academicYearOf,
  indiaDay,
  toRupees,
  type Kit,
  type KitNeed,
  type ReorderGroup,
  type ReorderLevelsRequest,
  type ReorderLevelsView,
  type ReorderLine,
  type ReorderList,
} from '../contract';
import { AppError } from '../errors';
import type {
  Book,
  BookStore,
  ItemCost,
  KitStore,
  PurchaseOrderStore,
  PurchaseStore,
  ReorderRead,
  SupplierStore,
} from '../store/store';

export interface ReorderDeps {
  purchases: Pick<PurchaseStore, 'belowReorderLevel' | 'costs' | 'setReorderLevels'>;
  purchaseOrders: Pick<PurchaseOrderStore, 'dueByItem'>;
  kits: Pick<KitStore, 'list'>;
  books: Pick<BookStore, 'getMany'>;
  suppliers: Pick<SupplierStore, 'findById'>;
  now?: () => Date;
}

/** Units to order for an item at or below its level: its reorder quantity, or up to twice the level. */
export function levelQuantity(item: {
  onHand: number;
  reorderLevel: number;
  reorderQuantity: number | null;
}) {
  return item.reorderQuantity ?? Math.max(1, 2 * item.reorderLevel - item.onHand);
}

/** Published kits of this school year or later with an expected number: each required line's need. */
function kitNeeds(kits: readonly Kit[], books: ReadonlyMap<string, Book>): KitNeed[] {
  const needs: KitNeed[] = [];
  for (const kit of kits) {
    if (!kit.expectedKits) continue;
    for (const line of kit.lines) {
      const book = books.get(line.productId);
      if (line.optional || book?.onHand == null) continue;
      const needed = kit.expectedKits * line.quantity;
      needs.push({
        ...{ kitId: kit._id, school: kit.school, className: kit.className, academicYear: kit.academicYear },
        ...{ expectedKits: kit.expectedKits, productId: book._id, title: book.title, perKit: line.quantity },
        ...{ needed, onHand: book.onHand },
        text: `${kit.expectedKits} × ${kit.className} (${kit.school}) needs ${needed} ${book.title}, ${book.onHand} on hand`,
      });
    }
  }
  return needs.sort((a, b) => b.needed - a.needed || a.title.localeCompare(b.title));
}

type Candidate = Omit<ReorderLine, 'orderQuantity' | 'onOrder'> & { lastSupplierId: string | null };

function fromLevel(read: ReorderRead): Candidate {
  return {
    ...{ productId: read.productId, title: read.title, category: read.category, unit: read.unit },
    ...{ onHand: read.onHand, reorderLevel: read.reorderLevel, reorderQuantity: read.reorderQuantity },
    kitsNeed: 0,
    cost: read.costPaise === null ? null : toRupees(read.costPaise),
    lastSupplierId: read.lastSupplierId,
  };
}

function fromKits(book: Book, cost: ItemCost | undefined, kitsNeed: number): Candidate {
  return {
    ...{ productId: book._id, title: book.title, category: book.category, unit: book.unit },
    ...{ onHand: book.onHand ?? 0, reorderLevel: cost?.reorderLevel ?? null },
    reorderQuantity: cost?.reorderQuantity ?? null,
    kitsNeed,
    cost: cost?.costPaise == null ? null : toRupees(cost.costPaise),
    lastSupplierId: cost?.lastSupplierId ?? null,
  };
}

/** What to order of an item: enough for its level and for the kits, less what is on order. */
function withQuantity(
  candidate: Candidate,
  onOrder: number,
): ReorderLine & { lastSupplierId: string | null } {
  const { onHand, reorderLevel, reorderQuantity, kitsNeed } = candidate;
  const forLevel =
    reorderLevel !== null && onHand <= reorderLevel
      ? levelQuantity({ onHand, reorderLevel, reorderQuantity })
      : 0;
  const forKits = Math.max(0, kitsNeed - onHand);
  return { ...candidate, onOrder, orderQuantity: Math.max(0, Math.max(forLevel, forKits) - onOrder) };
}

export function createReorder(deps: ReorderDeps) {
  const now = deps.now ?? (() => new Date());

  async function groupBySupplier(lines: (ReorderLine & { lastSupplierId: string | null })[]) {
    const bySupplier = new Map<string | null, ReorderLine[]>();
    for (const { lastSupplierId, ...line } of lines) {
      bySupplier.set(lastSupplierId, [...(bySupplier.get(lastSupplierId) ?? []), line]);
    }
    const groups: ReorderGroup[] = [];
    for (const [supplierId, supplierLines] of bySupplier) {
      const found = supplierId ? await deps.suppliers.findById(supplierId) : null;
      const supplier = found ? { _id: found._id, name: found.name, phone: found.phone } : null;
      groups.push({ supplier, lines: supplierLines.sort((a, b) => a.title.localeCompare(b.title)) });
    }
    // Suppliers by name; the items never bought on a bill last.
    return groups.sort((a, b) =>
      !a.supplier ? 1 : !b.supplier ? -1 : a.supplier.name.localeCompare(b.supplier.name),
    );
  }

  return {
    /** GET /api/reorder */
    async list(): Promise<ReorderList> {
      const at = now();
      const academicYear = academicYearOf(at);
      const kits = (await deps.kits.list({ publishedOnly: true })).filter(
        (kit) => kit.academicYear >= academicYear && kit.expectedKits !== null,
      );
      const kitItemIds = [...new Set(kits.flatMap((kit) => kit.lines.map((line) => line.productId)))];
      const [below, kitBooks, kitCosts, onOrder] = await Promise.all([
        deps.purchases.belowReorderLevel(),
        deps.books.getMany(kitItemIds),
        deps.purchases.costs(kitItemIds),
        deps.purchaseOrders.dueByItem(),
      ]);
      const books = new Map(kitBooks.map((book) => [book._id, book]));
      const needs = kitNeeds(kits, books);
      const kitsNeed = new Map<string, number>();
      for (const need of needs)
        kitsNeed.set(need.productId, (kitsNeed.get(need.productId) ?? 0) + need.needed);

      const candidates = new Map(below.map((read) => [read.productId, fromLevel(read)]));
      for (const [productId, units] of kitsNeed) {
        const book = books.get(productId)!;
        if (units <= (book.onHand ?? 0) && !candidates.has(productId)) continue;
        const known = candidates.get(productId);
        candidates.set(
          productId,
          known ? { ...known, kitsNeed: units } : fromKits(book, kitCosts.get(productId), units),
        );
      }
      const lines = [...candidates.values()].map((candidate) =>
        withQuantity(candidate, onOrder.get(candidate.productId) ?? 0),
      );
      return { asOf: indiaDay(at), academicYear, groups: await groupBySupplier(lines), kits: needs };
    },

    /** PUT /api/reorder/:productId */
    async setLevels(productId: string, levels: ReorderLevelsRequest): Promise<ReorderLevelsView> {
      if (!(await deps.purchases.setReorderLevels(productId, levels))) {
        throw new AppError('not_found', 'No such item.');
      }
      return { productId, ...levels };
    },
  };
}

export type Reorder = ReturnType<typeof createReorder>;
