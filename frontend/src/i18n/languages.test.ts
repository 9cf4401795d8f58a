import { afterEach, describe, expect, it } from 'vitest';
import english from './locales/en/index.ts';
import { activateCatalog, startLanguage, switchLanguage } from './i18n';
import { detectLanguage } from './languages';

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
  activateCatalog('en', english);
});

describe('the language shown', () => {
  it('when ?lang= names a language, then it wins over the remembered choice and the browser', () => {
    localStorage.setItem('shop.language', 'en');
    expect(detectLanguage('?lang=hi', ['en-IN'])).toBe('hi');
    expect(detectLanguage('?lang=en', ['hi-IN'])).toBe('en');
  });

  it('when nothing is asked, then the remembered choice, then the browser’s languages, then English', () => {
    expect(detectLanguage('', ['hi-IN', 'en'])).toBe('hi');
    expect(detectLanguage('?lang=fr', ['ta-IN', 'en-GB'])).toBe('en');
    expect(detectLanguage('', ['mr-IN'])).toBe('en');
    localStorage.setItem('shop.language', 'hi');
    expect(detectLanguage('', ['en-IN'])).toBe('hi');
  });

  it('when the customer switches to Hindi, then the page says so, the choice is remembered and a message reads in Hindi', async () => {
    await switchLanguage('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('shop.language')).toBe('hi');
    expect(document.cookie).toContain('lang=hi');
    expect(detectLanguage('', ['en-IN'])).toBe('hi');
    const { translate } = await import('./i18n');
    expect(translate('notFound.heading')).toBe('यह पेज नहीं मिला');
  });

  it('when a shared link asks for Hindi, then the app starts in Hindi and keeps it for the next visit', async () => {
    await startLanguage('?lang=hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('shop.language')).toBe('hi');
  });
});
