import { suggestItemTax, type TaxDefaultItemsPage, type TaxSettings } from '../contract';
import { codeAndRateOf } from '../invoices/billing';
import type { BookStore, PageQuery } from '../store/store';
import type { TaxSettingsStore } from '../store/invoice-contract';

/** The shop's GST settings, as the owner reads and saves them whole from the Tax page. */
export function createTaxService(deps: {
  settings: TaxSettingsStore;
  books: Pick<BookStore, 'listBilledAtCategoryDefault'>;
}) {
  return {
    get(): Promise<TaxSettings> {
      return deps.settings.get();
    },
    /** Already checked (contract/tax-schemas.ts): the GSTIN read, the prefix upper-cased. */
    put(settings: TaxSettings): Promise<TaxSettings> {
      return deps.settings.put(settings);
    },
    /**
     * The items billed at a category's code or rate for want of their own, each with what it is
     * billed at under today's settings (as a bill would be) and what its title suggests instead.
     */
    async defaultItems(page: PageQuery): Promise<TaxDefaultItemsPage> {
      const [settings, { items, total }] = await Promise.all([
        deps.settings.get(),
        deps.books.listBilledAtCategoryDefault(page),
      ]);
      return {
        items: items.map(({ _id, title, category, hsn, gstRate, unit }) => ({
          _id,
          title,
          category,
          hsn,
          gstRate,
          unit,
          billedAt: codeAndRateOf({ category, hsn, gstRate }, settings),
          suggested: suggestItemTax(title, category),
        })),
        total,
      };
    },
  };
}

export type TaxService = ReturnType<typeof createTaxService>;
