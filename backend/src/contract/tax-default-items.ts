/**
 * GET /api/shop/tax/default-items: the items billed at their category's HSN code or rate because
 * they have none of their own, which the owner confirms one by one on the Tax page.
 */
import type { Book } from './books';
import { DEFAULT_UNIT, type Unit } from './units';
import { suggestionAgrees, type ItemTaxSuggestion } from './item-tax-suggestions';
import type { HsnRate } from './tax-settings';

/** How many the Tax page lists at a time. */
export const TAX_DEFAULT_ITEMS_PAGE_SIZE = 20;

export interface TaxDefaultItem extends Pick<
  Book,
  '_id' | 'title' | 'category' | 'hsn' | 'gstRate' | 'unit'
> {
  /** What it is billed at now: its own code or rate where it has one, else its category's. */
  billedAt: HsnRate;
  /** What its title suggests, or null when the title cannot tell. */
  suggested: ItemTaxSuggestion | null;
}

export interface TaxDefaultItemsPage {
  items: TaxDefaultItem[];
  /** Every such item, not only this page's. */
  total: number;
}

/**
 * What confirming an item makes its own: its title's suggestion when it has one that agrees with
 * any half the item already has, else what it is billed at now, so confirming never changes a bill
 * the owner did not see coming. The title's unit replaces only NOS, the unit nobody chose.
 */
export function confirmedTax(item: TaxDefaultItem): HsnRate & { unit: Unit } {
  const suggestion = suggestionConfirmed(item);
  if (!suggestion) return { ...item.billedAt, unit: item.unit };
  return {
    // A longer code of the item's own under the title's is the more exact one.
    hsn: item.hsn || suggestion.hsn,
    gstRate: item.gstRate ?? suggestion.gstRate,
    unit: item.unit === DEFAULT_UNIT ? suggestion.unit : item.unit,
  };
}

/** The title's suggestion when confirming takes it, else null (confirming keeps what is billed now). */
export const suggestionConfirmed = (item: TaxDefaultItem): ItemTaxSuggestion | null =>
  item.suggested && suggestionAgrees(item.suggested, item) ? item.suggested : null;
