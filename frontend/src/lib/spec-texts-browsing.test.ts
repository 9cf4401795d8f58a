import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import english from '@/i18n/locales/en/index.ts';
import {
  BOOK_DETAIL_LABELS,
  CATEGORIES,
  CATEGORY_LABELS,
  FEW_LEFT_FROM,
  stockNotice,
  STORE_HOURS,
} from '@shop/backend/contract';
import { CATALOGUE_TEXTS, HEADER_TEXTS, STATUS_TEXTS } from './spec-texts';

/** The English catalog as written (the compiled modules hold Lingui's tokens, not the text). */
const sources = import.meta.glob<string>('../i18n/locales/en/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const written: Record<string, string> = Object.assign(
  {},
  ...Object.values(sources).map((raw) => JSON.parse(raw) as Record<string, string>),
);

/** A message with no placeholders, as shown: ICU's quoting undone. */
const shown = (key: keyof typeof english): string => {
  const compiled = compileMessage(written[key]!);
  expect(
    compiled.every((token) => typeof token === 'string'),
    `${key} has placeholders`,
  ).toBe(true);
  return compiled.join('');
};

describe('the browsing screens’ English catalog', () => {
  it('says the specification’s texts exactly as lib/spec-texts gives them', () => {
    expect(shown('catalogue.allProductsHeading')).toBe(CATALOGUE_TEXTS.allProductsHeading);
    expect(shown('catalogue.goBack')).toBe(CATALOGUE_TEXTS.goBack);
    expect(shown('catalogue.booksError')).toBe(CATALOGUE_TEXTS.booksError);
    expect(shown('catalogue.bookError')).toBe(CATALOGUE_TEXTS.bookError);
    expect(shown('shop.status.loading')).toBe(STATUS_TEXTS.loading);
    expect(shown('shop.status.fetchError')).toBe(STATUS_TEXTS.fetchError);
    expect(shown('shop.userMenu.dashboard')).toBe(HEADER_TEXTS.userDashboardLink);
  });

  it('names the categories, the store hours and the book details as the contract does', () => {
    for (const category of CATEGORIES) expect(shown(`category.${category}`)).toBe(CATEGORY_LABELS[category]);
    expect(`${shown('shop.hours.open')}, ${shown('shop.hours.closed')}`).toBe(STORE_HOURS);
    expect(shown('catalogue.product.publisher')).toBe(BOOK_DETAIL_LABELS.publisher);
    expect(shown('catalogue.product.language')).toBe(BOOK_DETAIL_LABELS.language);
  });

  it('words stock as the contract’s stockNotice does', () => {
    expect(shown('shop.stock.out')).toBe(stockNotice(0));
    expect(written['shop.stock.onlyLeft']!.replace('{count}', String(FEW_LEFT_FROM))).toBe(
      stockNotice(FEW_LEFT_FROM),
    );
  });
});
