import { describe, expect, it } from 'vitest';
import { foldedWords, searchTerms, SEARCH_TERMS_MAX } from './search-terms';

describe('search terms', () => {
  it('when a search has capitals, accents and punctuation, then it is folded into its plain words', () => {
    expect(searchTerms('  Crème-Brûlée NOTE,book ')).toEqual(['creme', 'brulee', 'note', 'book']);
  });

  it('when a word repeats, or there are many, then each counts once and at most eight are kept', () => {
    expect(searchTerms('pen Pen PEN')).toEqual(['pen']);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(SEARCH_TERMS_MAX);
  });

  it('when the text is Hindi, then its vowel signs stay part of the word', () => {
    expect(foldedWords('हिंदी व्याकरण')).toEqual(['हिंदी', 'व्याकरण']);
  });

  it('when a search holds no letters or digits, then it has no terms', () => {
    expect(searchTerms('"*" -- ()')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
  });
});
