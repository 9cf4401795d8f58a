/** The product grid's columns: 1, then 2 from `sm`, 3 from `lg`, 4 from `xl` (Tailwind's breakpoints). */
const COLUMNS_FROM_WIDTH: readonly [minWidthPx: number, columns: number][] = [
  [1280, 4],
  [1024, 3],
  [640, 2],
];

/**
 * How many cards the grid's first row shows on this screen: the covers worth fetching first and
 * early. On a phone that is one; asking for four there would split the slow link four ways and
 * delay the one cover the visitor sees.
 */
export function cardsInFirstRow(): number {
  if (typeof window.matchMedia !== 'function') return 1;
  const match = COLUMNS_FROM_WIDTH.find(([width]) => window.matchMedia(`(min-width: ${width}px)`).matches);
  return match ? match[1] : 1;
}
