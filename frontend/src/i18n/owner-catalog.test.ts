import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { CATEGORY_FORM_OPTIONS, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@shop/backend/contract';
import { translateOwner } from './owner';

/** The owner's catalog as written (the JSON files, not the compiled modules). */
const sources = import.meta.glob<string>('./locales/owner/*/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the owner catalog', () => {
  it('when the customer side of the same browser shows Hindi, then the owner’s words keep English plurals', async () => {
    const { switchLanguage, activateCatalog } = await import('./i18n');
    const english = (await import('./locales/en/index.ts')).default;
    await switchLanguage('hi');
    try {
      expect(translateOwner('owner.desk.units', { count: 0 })).toBe('0 units');
      expect(translateOwner('owner.desk.units', { count: 1 })).toBe('1 unit');
    } finally {
      activateCatalog('en', english);
    }
  });

  it('holds only valid ICU messages', () => {
    const invalid = Object.values(sources).flatMap((raw) =>
      Object.entries(JSON.parse(raw) as Record<string, string>).filter(([, message]) => {
        try {
          compileMessageOrThrow(message);
          return false;
        } catch {
          return true;
        }
      }),
    );
    expect(invalid.map(([key]) => key)).toEqual([]);
  });
});

/** The owner's screens name categories and payment methods by select messages, in the contract's words. */
describe('the owner catalog’s terms', () => {
  it('name each category as the owner’s forms always have', () => {
    for (const { value, label } of CATEGORY_FORM_OPTIONS) {
      expect(translateOwner('owner.terms.category', { category: value })).toBe(label);
    }
  });

  it('name each payment method as the contract does', () => {
    for (const method of PAYMENT_METHODS) {
      expect(translateOwner('owner.terms.paymentMethod', { method })).toBe(PAYMENT_METHOD_LABELS[method]);
    }
  });

  it('fall back to the value itself for one they do not know', () => {
    expect(translateOwner('owner.terms.category', { category: 'maps' })).toBe('maps');
  });
});
