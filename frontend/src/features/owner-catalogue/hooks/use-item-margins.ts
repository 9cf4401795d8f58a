import { DEFAULT_TAX_SETTINGS, type Book } from '@shop/backend/contract';
import { useGetTaxSettingsQuery } from '@/features/owner-tax';
import { signedInMay } from '@/lib/session-role';
import { useGetItemCostsOfQuery } from '../api';
import { itemMarginOf, type ItemMargin } from '../item-margin';

/**
 * Each listed item's margin (null: no cost yet), for whoever may see costs (a manager, the owner);
 * null for anyone else, whose list has no such columns. The Tax page's category rates are the
 * owner's to read: a manager's margins use the shop's default rates.
 */
export function useItemMargins(
  books: readonly Book[] | undefined,
): ReadonlyMap<string, ItemMargin | null> | null {
  const maySee = signedInMay('drawer');
  const ids = (books ?? []).map((book) => book._id);
  const costs = useGetItemCostsOfQuery(ids, { skip: !maySee || ids.length === 0 });
  const tax = useGetTaxSettingsQuery(undefined, { skip: !maySee || !signedInMay('owner') });
  if (!maySee) return null;
  const rates = tax.data?.categoryDefaults ?? DEFAULT_TAX_SETTINGS.categoryDefaults;
  const costOf = new Map((costs.data ?? []).map((view) => [view.productId, view.cost]));
  return new Map(
    (books ?? []).map((book) => [book._id, itemMarginOf(book, costOf.get(book._id) ?? null, rates)]),
  );
}
