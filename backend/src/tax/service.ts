import {
  SERIES_MINIMUM,
  SERIES_WARNING_SHARE,
  seriesCapacity,
  seriesOf,
  suggestItemTax,
  type SeriesDocument,
  type SeriesUsage,
  type TaxDefaultItemsPage,
  type TaxSettings,
} from '../contract';
import { codeAndRateOf } from '../invoices/billing';
import type { BookStore, PageQuery } from '../store/store';
import type { InvoiceStore, TaxSettingsStore } from '../store/invoice-contract';

/** The shop's GST settings, as the owner reads and saves them whole from the Tax page. */
export function createTaxService(deps: {
  settings: TaxSettingsStore;
  books: Pick<BookStore, 'listBilledAtCategoryDefault'>;
  invoices: Pick<InvoiceStore, 'lastSerial'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    get(): Promise<TaxSettings> {
      return deps.settings.get();
    },
    /** Already checked (contract/tax-schemas.ts): the GSTIN read, the prefix upper-cased. */
    put(settings: TaxSettings): Promise<TaxSettings> {
      return deps.settings.put(settings);
    },
    /** This year's series under the prefix as it is now, and how far each has got. */
    async series(): Promise<{ series: SeriesUsage[] }> {
      const { invoicePrefix } = await deps.settings.get();
      const at = now();
      const documents = Object.keys(SERIES_MINIMUM) as SeriesDocument[];
      const series = await Promise.all(
        documents.map(async (document): Promise<SeriesUsage> => {
          const name = seriesOf(invoicePrefix, document, at);
          const used = await deps.invoices.lastSerial(name);
          const capacity = seriesCapacity(name);
          return {
            document,
            series: name,
            used,
            capacity,
            nearlyFull: used >= SERIES_WARNING_SHARE * capacity,
          };
        }),
      );
      return { series };
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
