import { describe, expect, it } from 'vitest';
import { bookFilter, escapeRegex } from './books';

describe('mongo book queries', () => {
  it('when a search holds regex characters, then they match only themselves', () => {
    const pattern = new RegExp(escapeRegex('100%.*(a|b)[x]\\'), 'i');
    expect(pattern.test('soft 100%.*(A|B)[X]\\ pastels')).toBe(true);
    expect(pattern.test('100%abba')).toBe(false);
  });

  it('when filters combine, then category, trending and a case-insensitive search all apply', () => {
    expect(bookFilter({ category: 'colors', trending: false, search: 'a.b' })).toEqual({
      category: 'colors',
      trending: false,
      $or: [
        { title: { $regex: 'a\\.b', $options: 'i' } },
        { description: { $regex: 'a\\.b', $options: 'i' } },
      ],
    });
    expect(bookFilter({})).toEqual({});
  });
});
