import { describe, expect, it } from 'vitest';
import { OWNER_STOCK_REASONS, STOCK_REASON_LABELS, STOCK_REASONS } from '@shop/backend/contract';
import { translateOwner, type OwnerMessageId } from '@/i18n/owner';
import { CATALOGUE_TEXTS, OWNER_CATALOGUE_TEXTS } from '@/lib/spec-texts';
import { reasonChoices } from './stock-adjustment';

/** The owner's catalogue screens say the specification's words through the owner's catalog. */
describe('the owner catalogue’s words', () => {
  it('are the specification’s, character for character', () => {
    for (const [name, text] of Object.entries(OWNER_CATALOGUE_TEXTS)) {
      expect(translateOwner(`owner.catalogue.${name}` as OwnerMessageId), name).toBe(text);
    }
    expect(translateOwner('owner.catalogue.booksError')).toBe(CATALOGUE_TEXTS.booksError);
  });

  it('name every stock reason as the contract does', () => {
    for (const reason of STOCK_REASONS) {
      expect(translateOwner('owner.catalogue.stock.reason', { reason })).toBe(STOCK_REASON_LABELS[reason]);
    }
    expect(reasonChoices().map((choice) => choice.value)).toEqual([...OWNER_STOCK_REASONS]);
  });
});
