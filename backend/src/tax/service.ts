import type { TaxSettings } from '../contract';
import type { TaxSettingsStore } from '../store/invoice-contract';

/** The shop's GST settings, as the owner reads and saves them whole from the Tax page. */
export function createTaxService(deps: { settings: TaxSettingsStore }) {
  return {
    get(): Promise<TaxSettings> {
      return deps.settings.get();
    },
    /** Already checked (contract/tax-schemas.ts): the GSTIN read, the prefix upper-cased. */
    put(settings: TaxSettings): Promise<TaxSettings> {
      return deps.settings.put(settings);
    },
  };
}

export type TaxService = ReturnType<typeof createTaxService>;
