/**
 * What both adapters agree on for school kits: how a kit's key is folded so one school's
 * list is one kit whatever its case, how kits are ordered, what a search matches, and how a price
 * is kept. Kits are few (a city's schools, their classes, a year or two), so filtering by words and
 * ordering happen here, alike on every adapter, after the database has applied the plain filters.
 */
import type { Kit, KitPricing } from '../contract';
import type { KitFilter, KitKey } from './kit-contract';
import type { KitPricingRecord } from './records';
import { toPaise, toRupees } from './money';
import { foldedWords, searchTerms } from './search-terms';

/** A school's or class's name as its key compares it: spaces trimmed and single, case ignored. */
export const foldKeyText = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The folded key a unique index keeps one kit per. */
export function kitKeyOf(key: KitKey): { schoolKey: string; classKey: string; academicYear: string } {
  return {
    schoolKey: foldKeyText(key.school),
    classKey: foldKeyText(key.className),
    academicYear: key.academicYear.trim(),
  };
}

/** The filter's school, class and year as the stored keys compare them; absent ones are left out. */
export function kitFilterKeys(filter: KitFilter): Partial<ReturnType<typeof kitKeyOf>> {
  return {
    ...(filter.school?.trim() ? { schoolKey: foldKeyText(filter.school) } : {}),
    ...(filter.className?.trim() ? { classKey: foldKeyText(filter.className) } : {}),
    ...(filter.academicYear?.trim() ? { academicYear: filter.academicYear.trim() } : {}),
  };
}

/** "Class 2" before "Class 10", case ignored. */
const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** By school, then class (in natural order), then year, newest first. */
function compareKits(a: KitKey, b: KitKey): number {
  return (
    natural.compare(a.school, b.school) ||
    natural.compare(a.className, b.className) ||
    b.academicYear.localeCompare(a.academicYear)
  );
}

/** Whether every search term starts a word of the kit's title, school or class. */
function kitMatchesWords(kit: Pick<Kit, 'title' | 'school' | 'className'>, terms: readonly string[]) {
  if (terms.length === 0) return true;
  const words = foldedWords(`${kit.title} ${kit.school} ${kit.className}`);
  return terms.every((term) => words.some((word) => word.startsWith(term)));
}

/** The kits every word of the search `q` matches, in the kits' order. */
export function kitsMatching<K extends KitKey & Pick<Kit, 'title'>>(
  kits: readonly K[],
  q: string | undefined,
): K[] {
  const terms = searchTerms(q);
  return kits.filter((kit) => kitMatchesWords(kit, terms)).sort(compareKits);
}

export function toKitPricingRecord(pricing: KitPricing): KitPricingRecord {
  if (pricing.mode === 'fixed') return { mode: 'fixed', pricePaise: toPaise(pricing.price) };
  if (pricing.mode === 'percentOff') return { mode: 'percentOff', percent: pricing.percent };
  return { mode: 'sum' };
}

export function toKitPricing(record: KitPricingRecord): KitPricing {
  if (record.mode === 'fixed') return { mode: 'fixed', price: toRupees(record.pricePaise) };
  if (record.mode === 'percentOff') return { mode: 'percentOff', percent: record.percent };
  return { mode: 'sum' };
}

/** A batch's kits that share a key with an earlier one of the same batch: the first such key. */
export function firstRepeatedKey(keys: readonly KitKey[]): KitKey | null {
  const seen = new Set<string>();
  for (const key of keys) {
    const folded = kitKeyOf(key);
    const text = `${folded.schoolKey}\n${folded.classKey}\n${folded.academicYear}`;
    if (seen.has(text)) return key;
    seen.add(text);
  }
  return null;
}
