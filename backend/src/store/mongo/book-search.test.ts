import { describe, expect, it } from 'vitest';
import { toBookDoc } from './mapping';
import { bestMatchPipeline, bookFilter, escapeRegex } from './book-search';

describe('mongo book queries', () => {
  it('when a search holds regex characters, then they match only themselves', () => {
    const pattern = new RegExp(escapeRegex('100%.*(a|b)[x]\\'), 'i');
    expect(pattern.test('soft 100%.*(A|B)[X]\\ pastels')).toBe(true);
    expect(pattern.test('100%abba')).toBe(false);
  });

  it('when filters combine, then category, trending and each search word as a word start all apply', () => {
    expect(bookFilter({ category: 'colors', trending: false, search: 'Crème  NOTE' })).toEqual({
      category: 'colors',
      trending: false,
      $and: [{ searchWords: { $regex: '^creme' } }, { searchWords: { $regex: '^note' } }],
    });
    expect(bookFilter({})).toEqual({});
  });

  it('when a search has no letters or digits, then it matches nothing', () => {
    expect(bookFilter({ search: '%%' })).toEqual({ _id: { $in: [] } });
  });

  it('when a book is written, then the words it is searched by are folded and kept with it', () => {
    const doc = toBookDoc(
      '0123456789abcdef01234567',
      {
        title: 'Café Notebook',
        description: 'Ruled notebook, 200 pages',
        category: 'book',
        trending: false,
        oldPrice: 10,
        newPrice: 9,
        coverImage: 'x.png',
        stock: null,
        sku: null,
      },
      new Date(),
    );
    expect(doc.titleWords).toEqual(['cafe', 'notebook']);
    expect(doc.searchWords).toEqual(['cafe', 'notebook', 'ruled', '200', 'pages']);
  });

  it('when searched without a sort, then the pipeline ranks title matches first and pages after', () => {
    const stages = bestMatchPipeline({ search: 'pen', limit: 24, offset: 48 });
    expect(stages[0]).toEqual({ $match: { $and: [{ searchWords: { $regex: '^pen' } }] } });
    expect(stages[2]).toEqual({ $sort: { titleHit: -1, createdAt: -1, _id: -1 } });
    expect(stages.slice(3)).toEqual([{ $skip: 48 }, { $limit: 24 }, { $project: { titleHit: 0 } }]);
  });
});
