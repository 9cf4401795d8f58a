import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardsInFirstRow } from './first-row';

const screenOf = (widthPx: number) =>
  vi.fn((query: string) => ({ matches: widthPx >= Number(/(\d+)px/.exec(query)![1]) }));

afterEach(() => vi.unstubAllGlobals());

describe('cards in the first row', () => {
  it.each([
    [360, 1],
    [700, 2],
    [1100, 3],
    [1440, 4],
  ])('when the screen is %i px wide, then %i covers of the first row are fetched early', (width, cards) => {
    vi.stubGlobal('matchMedia', screenOf(width));
    expect(cardsInFirstRow()).toBe(cards);
  });
});
