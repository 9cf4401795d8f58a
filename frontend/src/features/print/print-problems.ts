import type { MessageId, MessageValues } from '@/i18n';
import { PRINT_COPIES_MAX } from '@shop/backend/contract';
import { COPIES_PROBLEM } from './print-options';

type Translate = (id: MessageId, values?: MessageValues) => string;

/** The contract's page-range messages (PageRangeError), each with its key and what it quotes. */
const RANGE_PROBLEMS: readonly [RegExp, (match: RegExpExecArray) => [MessageId, MessageValues]][] = [
  [
    /^Write the pages as numbers and spans, like 1-5, 8, 10-12 \("(.*)"\)\.$/s,
    ([, part]) => ['print.problem.rangeFormat', { part: part! }],
  ],
  [
    /^"(.*)" is not a span of pages from a lower to a higher one\.$/s,
    ([, part]) => ['print.problem.rangeOrder', { part: part! }],
  ],
  [
    /^The document has (\d+) pages?; "(.*)" goes past it\.$/s,
    ([, pages, part]) => ['print.problem.rangePastEnd', { pages: Number(pages), part: part! }],
  ],
  [
    /^The page range can be at most (\d+) characters\.$/,
    ([, max]) => ['print.problem.rangeTooLong', { max: Number(max) }],
  ],
];

/**
 * An option's problem in the language shown. The form keeps the message its check gave (the
 * contract's words for a page range, in English) and it is worded here as it is drawn, so a
 * switch of language words it again; a message not known here is shown as it came.
 */
export function printProblemText(t: Translate, message: string): string {
  if (message === COPIES_PROBLEM) return t('print.problem.copies', { max: PRINT_COPIES_MAX });
  for (const [pattern, keyOf] of RANGE_PROBLEMS) {
    const match = pattern.exec(message);
    if (match) return t(...keyOf(match));
  }
  return message;
}
