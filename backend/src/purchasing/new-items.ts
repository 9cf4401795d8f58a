/**
 * Items a supplier's bill brings that the catalogue does not have yet: added as the bill is
 * entered, counted from 0 so the bill's units are all there is, and taken out again when the bill
 * is refused, so a refused bill leaves the catalogue as it was.
 */
import type { Category, StaffRef } from '../contract';
import type { PurchaseBody } from '../contract/schemas';
import { AppError } from '../errors';
import { DuplicateBarcodeError, DuplicateSkuError, type BookStore } from '../store/store';

type BodyLine = PurchaseBody['lines'][number];
export type ResolvedLine = Omit<BodyLine, 'productId' | 'newItem'> & { productId: string };

export function newItems(deps: {
  books: Pick<BookStore, 'create' | 'delete'>;
  placeholderCover: (category: Category) => Promise<string>;
}) {
  async function forget(created: readonly string[]) {
    for (const id of created) await deps.books.delete(id);
  }

  async function add(
    newItem: NonNullable<BodyLine['newItem']>,
    line: ResolvedLine | BodyLine,
    by: StaffRef | null,
  ) {
    return deps.books.create(
      {
        title: newItem.title,
        description: newItem.description ?? newItem.title,
        category: newItem.category,
        trending: false,
        oldPrice: newItem.oldPrice ?? newItem.newPrice,
        newPrice: newItem.newPrice,
        coverImage: await deps.placeholderCover(newItem.category),
        stock: 0,
        sku: newItem.sku ?? null,
        barcode: newItem.barcode ?? null,
        // The bill says how the item is taxed and counted.
        hsn: line.hsn,
        gstRate: line.gstRate,
        unit: line.unit,
      },
      by ? { ownerId: by.id, name: by.name } : undefined,
    );
  }

  return {
    forget,
    /** Each line's item: the one named, or a new one added now (their ids, to forget on a refusal). */
    async resolve(lines: readonly BodyLine[], by: StaffRef | null) {
      const created: string[] = [];
      const resolved: ResolvedLine[] = [];
      try {
        for (const { newItem, productId, ...line } of lines) {
          const id = newItem ? (await add(newItem, line, by))._id : productId!;
          if (newItem) created.push(id);
          resolved.push({ ...line, productId: id });
        }
      } catch (error) {
        await forget(created);
        if (error instanceof DuplicateBarcodeError) {
          throw new AppError('conflict', `Barcode ${error.barcode} belongs to another item.`);
        }
        if (error instanceof DuplicateSkuError)
          throw new AppError('conflict', `SKU ${error.sku} belongs to another item.`);
        throw error;
      }
      return { lines: resolved, created };
    },
  };
}
