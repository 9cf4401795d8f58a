import { useEffect, useState } from 'react';
import type { Book } from '@shop/backend/contract';
import { SEARCH_DEBOUNCE_MS } from '@/features/catalogue';
import { useGetOwnerBooksQuery } from '@/features/owner-catalogue';
import { translateOwner } from '@/i18n/owner';
import { readApiError } from '@/lib/api-error';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useLazyLookupCodeQuery } from '../api';
import { barcodeOf, looksLikeWords } from '../sale';

/** How long an unknown code's banner stays: long enough to see, gone before the next customer. */
export const SCAN_ALERT_MS = 3000;
const RESULTS_MAX = 8;

/** The words to search for: those Enter could not find as a code, or words typed and then paused on. */
function searchTerm(text: string, settled: string, asked: string): string {
  if (!text) return '';
  if (text === asked) return asked;
  return settled === text && looksLikeWords(text) && text.length >= 2 ? text : '';
}

function lookupProblem(error: Parameters<typeof readApiError>[0], code: string): string {
  const read = readApiError(error);
  if (read.kind === 'network') return translateOwner('owner.counter.scan.noAnswer', { code });
  return read.message ?? translateOwner('owner.counter.scan.failed', { code });
}

/** A message that shows for SCAN_ALERT_MS, then goes by itself. */
function useBriefAlert() {
  const [alert, setAlert] = useState<string | null>(null);
  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), SCAN_ALERT_MS);
    return () => clearTimeout(timer);
  }, [alert]);
  return [alert, setAlert] as const;
}

/** Manage Items' own search, for the words in the box; the first few items it finds. */
function useWordSearch(text: string, asked: string) {
  const term = searchTerm(text, useDebouncedValue(text, SEARCH_DEBOUNCE_MS), asked);
  const search = useGetOwnerBooksQuery({ q: term }, { skip: !term });
  return {
    term,
    results: term ? (search.currentData ?? []).slice(0, RESULTS_MAX) : [],
    searching: search.isFetching,
    searchFailed: search.isError,
  };
}

/**
 * The scan box's state: Enter looks the text up as a code first (a scanner ends its code with
 * Enter); words it cannot find become a search whose results are picked with the arrow keys.
 */
export function useScanBox({
  onBook,
  onEmptyEnter,
}: {
  onBook: (book: Book) => void;
  onEmptyEnter: () => void;
}) {
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const [active, setActive] = useState(-1);
  const [alert, setAlert] = useBriefAlert();
  const [lookup] = useLazyLookupCodeQuery();
  const found = useWordSearch(text.trim(), asked);
  const { results } = found;

  function edit(next: string) {
    setText(next);
    setActive(-1);
  }

  function take(book: Book) {
    onBook(book);
    edit('');
    setAsked('');
  }

  async function scan(typed: string) {
    const code = barcodeOf(typed) ?? typed;
    const { data: book, error } = await lookup(code);
    // The box was emptied on Enter and may already hold the scanner's next code: leave it be.
    if (book) return onBook(book);
    if (!error) return;
    const read = readApiError(error);
    if (read.kind === 'refusal' && read.status === 404) {
      if (!looksLikeWords(typed)) return setAlert(translateOwner('owner.counter.scan.unknownCode', { code }));
      setAsked(typed);
      return edit(typed);
    }
    setAlert(lookupProblem(error, code));
  }

  function submit() {
    const chosen = results[active];
    if (chosen) return take(chosen);
    const typed = text.trim();
    if (!typed) return onEmptyEnter();
    // Cleared at once, so a scanner's next code starts in an empty box.
    edit('');
    void scan(typed);
  }

  function move(step: 1 | -1) {
    const count = results.length;
    if (count === 0) return;
    setActive((index) => (step > 0 ? (index + 1) % count : index <= 0 ? count - 1 : index - 1));
  }

  return {
    text,
    edit,
    submit,
    scan: (code: string) => void scan(code.trim()),
    take,
    move,
    close: () => {
      edit('');
      setAsked('');
    },
    alert,
    active,
    ...found,
  };
}
