import { DEFAULT_TAX_SETTINGS } from '@shop/backend/contract';
import { useGetTaxSettingsQuery } from '@/features/owner-tax';
import { signedInMay } from '@/lib/session-role';
import type { CategoryTax } from './bill-draft';

/**
 * The HSN code and rate the shop bills each category at, from the owner's Tax page. The Tax page
 * is the owner's alone: for a manager (or before it answers) a line starts at the shop's defaults.
 */
export function useCategoryTax(): CategoryTax {
  const owner = signedInMay('owner');
  const { data } = useGetTaxSettingsQuery(undefined, { skip: !owner });
  return data?.categoryDefaults ?? DEFAULT_TAX_SETTINGS.categoryDefaults;
}
