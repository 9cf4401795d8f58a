/** The product grid's columns: 2 on a phone, 3 from `lg`, 4 from `xl` (Tailwind's breakpoints). */
const COLUMNS_FROM_WIDTH: readonly [minWidthPx: number, columns: number][] = [
  [1280, 4],
  [1024, 3],
  [640, 2],
];
/** On a phone the first row is two cards, but only the first cover is fetched early (below). */
const PHONE_EARLY_COVERS = 1;

/**
 * How many of the first row's covers are worth fetching first and early on this screen: the whole
 * row on a wide screen, one on a phone, where two at once would split the slow link and delay
 * the picture that paints first.
 */
export function cardsInFirstRow(): number {
  if (typeof window.matchMedia !== 'function') return PHONE_EARLY_COVERS;
  const match = COLUMNS_FROM_WIDTH.find(([width]) => window.matchMedia(`(min-width: ${width}px)`).matches);
  return match ? match[1] : PHONE_EARLY_COVERS;
}
