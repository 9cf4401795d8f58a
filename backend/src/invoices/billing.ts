/**
 * What a sale is billed with, worked out before the store numbers it: the shop's tax settings as
 * they are now, each line's HSN (or a print job's SAC) and rate, the seller and the buyer. The
 * figures are fixed here (contract billFigures), so a bill prints the same after a rate changes.
 */
import {
  billFigures,
  chargesTax,
  DEFAULT_UNIT,
  documentTitle,
  invoiceKindFor,
  isPrintLine,
  missingBuyerDetails,
  type Category,
  type GstRate,
  type HsnRate,
  type InvoiceParty,
  type LineToBill,
  type TaxSettings,
  type Unit,
} from '../contract';
import type { Config } from '../config';
import { AppError } from '../errors';
import type { BillDraft, BookStore, CreditNoteIssue, OrderLineInput, TaxSettingsStore } from '../store/store';

/** An item as billing reads it; its own code and rate, when the catalogue has them, come first. */
export interface BillableItem {
  category: Category;
  hsn?: string | null;
  gstRate?: GstRate | null;
  unit?: Unit;
}

export interface BillingDeps {
  taxSettings: Pick<TaxSettingsStore, 'get'>;
  books: Pick<BookStore, 'getMany'>;
  shop: Pick<Config['shop'], 'name' | 'address'>;
}

/**
 * The code and rate an item is billed at: its own where set, else its category's default. An item
 * deleted since it was ordered has no category left; it is billed at the highest of the category
 * defaults, so the shop never declares less tax than it may owe (prices include tax: a higher rate
 * only moves rupees from taxable value to tax). The owner can correct the item before collecting.
 */
export function codeAndRateOf(item: BillableItem | undefined, settings: TaxSettings): HsnRate {
  if (!item) {
    const defaults = Object.values(settings.categoryDefaults);
    return defaults.reduce((highest, entry) => (entry.gstRate > highest.gstRate ? entry : highest));
  }
  const category = settings.categoryDefaults[item.category];
  return { hsn: item.hsn || category.hsn, gstRate: item.gstRate ?? category.gstRate };
}

export function createBilling(deps: BillingDeps) {
  const sellerOf = (settings: TaxSettings): BillDraft['seller'] => ({
    legalName: settings.legalName.trim() || deps.shop.name,
    address: deps.shop.address,
    gstin: settings.gstin,
    gstMode: settings.gstMode,
  });

  async function itemsOf(lines: readonly OrderLineInput[]): Promise<ReadonlyMap<string, BillableItem>> {
    const ids = lines.flatMap((line) => (isPrintLine(line) ? [] : [line.bookId]));
    return new Map((ids.length ? await deps.books.getMany(ids) : []).map((book) => [book._id, book]));
  }

  return {
    /**
     * The bill of these lines to this buyer, under the settings as they are now. A bill of
     * ₹50,000 or more in taxable value to a buyer without a GSTIN is refused (400 naming `buyer`)
     * until it names the buyer's name, address and state. A caller that has just priced the
     * lines from the catalogue passes the items it read, so they are not read again. The lines are
     * priced in paise, as the store is given them.
     */
    async draftFor(
      lines: readonly OrderLineInput[],
      buyer: InvoiceParty,
      pricedItems?: ReadonlyMap<string, BillableItem>,
    ): Promise<BillDraft> {
      const settings = await deps.taxSettings.get();
      const items = pricedItems ?? (await itemsOf(lines));
      const toBill = lines.map((line): LineToBill => {
        const base = { title: line.title, quantity: line.quantity, pricePaise: line.unitPricePaise };
        if (isPrintLine(line)) {
          const { sac, gstRate } = settings.printService;
          // A print job is one job, counted in numbers.
          return { ...base, productId: null, unit: DEFAULT_UNIT, hsn: sac, rate: gstRate };
        }
        const item = items.get(line.bookId);
        const { hsn, gstRate } = codeAndRateOf(item, settings);
        return { ...base, productId: line.bookId, unit: item?.unit ?? DEFAULT_UNIT, hsn, rate: gstRate };
      });
      const figures = billFigures(toBill, chargesTax(settings.gstMode));
      const missing = missingBuyerDetails(buyer, figures.totals.taxablePaise);
      if (missing.length > 0) {
        const message = `A bill of ₹50,000 or more needs the buyer's name, address and state; ${missing.join(', ')} missing.`;
        throw new AppError('validation', message, [{ path: 'buyer', message }]);
      }
      const rates = figures.lines.map((line) => line.rate);
      const kind = invoiceKindFor(settings.gstMode, rates);
      return {
        kind,
        title: documentTitle(kind, rates),
        prefix: settings.invoicePrefix,
        seller: sellerOf(settings),
        buyer,
        ...figures,
      };
    },

    /** Who issues a return's credit note: the shop's prefix and details as they are now. */
    async creditNoteIssue(): Promise<CreditNoteIssue> {
      const settings = await deps.taxSettings.get();
      return { prefix: settings.invoicePrefix, seller: sellerOf(settings) };
    },
  };
}

export type Billing = ReturnType<typeof createBilling>;
