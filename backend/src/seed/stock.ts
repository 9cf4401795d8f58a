import type { Category } from '../contract';

/** What a small shop keeps of each kind: many pens, a few copies of each book. */
const USUAL_STOCK: Record<Category, number> = {
  penandpencil: 48,
  colors: 24,
  adhesive: 30,
  book: 10,
  box: 14,
};

/** A shelf on its first morning: a few items sold out, a few nearly gone (the storefront shows both). */
const ON_THE_SHELF: Readonly<Record<string, number>> = {
  'fountain-pen-medium-nib-with-converter': 0,
  'oil-pastels-50-shades': 0,
  'glue-gun-40-w-with-5-glue-sticks': 0,
  'english-hindi-dictionary-hardbound': 0,
  'geometry-box-premium-metal-instruments': 1,
  'acrylic-colours-12-shades-9-ml': 2,
  'stationery-gift-box-for-kids': 2,
  'gitanjali-rabindranath-tagore': 3,
  'synthetic-resin-adhesive-1-kg': 3,
};

/** The seeded count of one item: its own where the shelf says so, else its kind's usual, varied a little. */
export function seedStock(item: { slug: string; category: Category }, position: number): number {
  return ON_THE_SHELF[item.slug] ?? USUAL_STOCK[item.category] + ((position * 7) % 11);
}
