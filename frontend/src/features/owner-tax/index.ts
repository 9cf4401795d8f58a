/**
 * What other features may use of the owner's tax settings: reading them, so the item form can say
 * which HSN code and rate an item without its own is billed at, and its box for a code. The Tax page is a lazy route in
 * app/router.tsx.
 */
export { useGetTaxSettingsQuery } from './api';
export { TaxCodeField } from './components/tax-code-field';
