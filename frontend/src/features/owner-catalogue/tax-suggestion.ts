import type { ImportedSuggestion } from '@shop/backend/contract';
import { translateOwner } from '@/i18n/owner';

/** A suggestion's values as the owner reads them: "HSN 9609, Nil rated, PAC"; only those it has. */
export function suggestionValues({ hsn, gstRate, unit }: Omit<ImportedSuggestion, 'reason'>): string {
  return [
    hsn === undefined ? null : translateOwner('owner.catalogue.suggestion.hsn', { hsn }),
    gstRate === undefined
      ? null
      : translateOwner('owner.catalogue.suggestion.rate', { rate: String(gstRate) }),
    unit ?? null,
  ]
    .filter((part) => part !== null)
    .join(', ');
}
