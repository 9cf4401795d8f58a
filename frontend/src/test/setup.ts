import type { Messages } from '@lingui/core';
import { afterEach } from 'vitest';
import { activateCatalog, i18n } from '@/i18n/i18n';
import { INTL_LOCALE } from '@/i18n/languages';
import english from '@/i18n/locales/en/index.ts';

/**
 * English, as a first visit with an English browser sees it. In a logic test run in Node there is
 * no page to mark with its language, so Lingui is given the catalog straight.
 */
function showEnglish(): void {
  if (typeof document !== 'undefined') return activateCatalog('en', english);
  i18n.load('en', english as Messages);
  i18n.activate('en', [INTL_LOCALE.en]);
}

showEnglish();
// A test that showed Hindi never leaves it to the next one.
afterEach(showEnglish);

// A file with a DOM (every component test, and a logic test that asks for jsdom) gets its matchers,
// cleanup and stand-ins; a logic test in Node does without loading them.
if (typeof document !== 'undefined') await import('./setup-dom');
