/**
 * What a new item of a catalogue CSV takes from its title's suggestion: the HSN code, rate and
 * unit its row left empty, so it is not billed at its category's default without anyone having
 * said so. The report names what was taken; the owner fills a cell to say otherwise.
 */
import { suggestionAgrees, suggestItemTax, type ImportedSuggestion } from '../contract';
import type { BookInput } from '../store/store';

type TaxCells = Partial<Pick<BookInput, 'title' | 'category' | 'hsn' | 'gstRate' | 'unit'>>;

/** A new item's cells with the empty ones its title fills, and, when it fills any, which and why. */
export function withTitleSuggestion<Fields extends TaxCells>(
  fields: Fields,
): { fields: Fields; suggested?: ImportedSuggestion } {
  const suggested = importedSuggestion(fields);
  if (!suggested) return { fields };
  const { reason: _reason, ...cells } = suggested;
  return { fields: { ...fields, ...cells }, suggested };
}

function importedSuggestion(fields: TaxCells): ImportedSuggestion | null {
  if (!fields.title || !fields.category) return null;
  const suggestion = suggestItemTax(fields.title, fields.category);
  if (!suggestion) return null;
  // The title's rate is for its own code: it fills an empty cell only beside a code (or rate) the
  // owner gave that agrees with it.
  const pairAgrees = suggestionAgrees(suggestion, fields);
  const taken = {
    ...(pairAgrees && fields.hsn == null ? { hsn: suggestion.hsn } : {}),
    ...(pairAgrees && fields.gstRate == null ? { gstRate: suggestion.gstRate } : {}),
    ...(fields.unit === undefined ? { unit: suggestion.unit } : {}),
  };
  return Object.keys(taken).length ? { ...taken, reason: suggestion.reason } : null;
}
