import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import type { PrintJobChoice } from '@shop/backend/contract';
import { useQuotePrintJobQuery } from '../api';
import type { QuoteState } from '../components/quote-panel';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** How long the options must stay put before the server is asked for a price. */
export const QUOTE_DEBOUNCE_MS = 300;

/**
 * The server's quote for a choice, asked once the choice has settled; nothing is asked while the
 * choice is null (an option will not do). The choice is compared as text, so a render that builds
 * an equal object does not restart the wait.
 */
export function usePrintQuote(choice: PrintJobChoice | null): QuoteState {
  const key = choice ? JSON.stringify(choice) : null;
  const settledKey = useDebouncedValue(key, QUOTE_DEBOUNCE_MS);
  const args = useMemo(
    () => (settledKey ? (JSON.parse(settledKey) as PrintJobChoice) : skipToken),
    [settledKey],
  );
  const { currentData, error, isFetching } = useQuotePrintJobQuery(args);
  return {
    valid: key !== null,
    working: key !== settledKey || isFetching,
    quote: currentData,
    copies: choice?.copies ?? 1,
    error,
  };
}
