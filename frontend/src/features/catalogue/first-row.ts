/** The product grid's columns: 2 on a phone, 3 from `lg`, 4 from `xl` (Tailwind's breakpoints). */
const COLUMNS_FROM_WIDTH: readonly [minWidthPx: number, columns: number][] = [
  [1280, 4],
  [1024, 3],
];
const PHONE_COLUMNS = 2;

/**
 * How many cards the grid's first row shows on this screen: the covers worth fetching first and
 * early. On a phone that is two; asking for four there would split the slow link four ways and
 * delay the two covers the visitor sees.
 */
export function cardsInFirstRow(): number {
  if (typeof window.matchMedia !== 'function') return PHONE_COLUMNS;
  const match = COLUMNS_FROM_WIDTH.find(([width]) => window.matchMedia(`(min-width: ${width}px)`).matches);
  return match ? match[1] : PHONE_COLUMNS;
}
