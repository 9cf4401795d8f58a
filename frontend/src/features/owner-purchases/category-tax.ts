import { DEFAULT_TAX_SETTINGS } from '@shop/backend/contract';
import { useGetCategoryTaxQuery } from './api';
import type { CategoryTax } from './bill-draft';

/**
 * The HSN code and rate the shop bills each category at, as the owner set them on the Tax page;
 * until they arrive (or when they cannot be read) a line starts at the built-in defaults.
 */
export function useCategoryTax(): CategoryTax {
  const { data } = useGetCategoryTaxQuery();
  return data?.categoryDefaults ?? DEFAULT_TAX_SETTINGS.categoryDefaults;
}
