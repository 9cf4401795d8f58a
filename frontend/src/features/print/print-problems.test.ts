import { afterEach, describe, expect, it } from 'vitest';
import { activateCatalog, translate } from '@/i18n';
import english from '@/i18n/locales/en/index.ts';
import hindi from '@/i18n/locales/hi/index.ts';
import { DEFAULT_PRINT_OPTIONS, printOptionsProblems } from './print-options';
import { printProblemText } from './print-problems';

/** Every message the options' checks give: copies, and each way a page range can be wrong. */
const messages = [
  printOptionsProblems({ ...DEFAULT_PRINT_OPTIONS, copies: '0' }, 3).copies!,
  printOptionsProblems({ ...DEFAULT_PRINT_OPTIONS, range: '1-2, x' }, 3).range!,
  printOptionsProblems({ ...DEFAULT_PRINT_OPTIONS, range: '3-1' }, 3).range!,
  printOptionsProblems({ ...DEFAULT_PRINT_OPTIONS, range: '4' }, 3).range!,
  printOptionsProblems({ ...DEFAULT_PRINT_OPTIONS, range: '2' }, 1).range!,
  printOptionsProblems({ ...DEFAULT_PRINT_OPTIONS, range: '1,'.repeat(150) }, 3).range!,
];

afterEach(() => activateCatalog('en', english));

describe('printProblemText', () => {
  it('when the screen is in English, then each message reads exactly as the checks word it', () => {
    for (const message of messages) expect(printProblemText(translate, message)).toBe(message);
  });

  it('when the screen is in Hindi, then each message reads in Hindi, quoting what was typed', () => {
    activateCatalog('hi', hindi);
    for (const message of messages) {
      const text = printProblemText(translate, message);
      expect(text, message).toMatch(/[\u0900-\u097F]/);
      expect(text, message).not.toBe(message);
    }
    expect(printProblemText(translate, messages[3]!)).toBe('फ़ाइल में 3 ही पेज हैं; "4" उससे आगे जाता है।');
    expect(printProblemText(translate, messages[4]!)).toBe('फ़ाइल में 1 ही पेज है; "2" उससे आगे जाता है।');
  });
});
