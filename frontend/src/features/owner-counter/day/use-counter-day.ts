import { useState } from 'react';
import { useDialogQuestion } from '@/components/ui/dialog';
import { useGetClosedDaysQuery, useGetCurrentDayQuery, useOpenDayMutation } from '@/features/owner-day';
import { translateOwner } from '@/i18n/owner';
import { readApiError } from '@/lib/api-error';

/** What the float dialog starts from: the cash counted when the last day closed, if one did lately. */
export interface FloatQuestion {
  lastCount: number | null;
}

/**
 * The drawer as the counter sees it: whether a day is open, and its float. The first sale with no
 * day open asks the owner for the float (the last count offered) before it is sent, as the server
 * would otherwise open the day silently with that count.
 */
export function useCounterDay() {
  const current = useGetCurrentDayQuery();
  const noDay = current.data === null;
  const closed = useGetClosedDaysQuery(undefined, { skip: !noDay });
  const [openDay, { isLoading: opening }] = useOpenDayMutation();
  const asking = useDialogQuestion<FloatQuestion, number>();
  const [refusal, setRefusal] = useState<string | null>(null);

  /** Opens the day with the float the owner gives; false when they kept it closed or it was refused. */
  async function askAndOpen(): Promise<boolean> {
    setRefusal(null);
    const float = await asking.ask({ lastCount: closed.data?.[0]?.countedCash ?? null });
    if (float === null) return false;
    const result = await openDay({ float });
    if (!result.error) return true;
    const read = readApiError(result.error);
    // A day opened meanwhile (on another till) is as good as this one.
    if (read.kind === 'refusal' && read.status === 409) return true;
    setRefusal(
      read.kind === 'refusal' && read.message
        ? translateOwner('owner.counter.drawer.openRefusedBecause', { reason: read.message })
        : translateOwner('owner.counter.drawer.openRefused'),
    );
    return false;
  }

  /** Before a sale: true once a day is open. While the drawer is unknown the server opens it, as before. */
  const openFirst = async () => (noDay ? askAndOpen() : true);

  return { report: current.data, noDay, opening, asking, refusal, askAndOpen, openFirst };
}

export type CounterDay = ReturnType<typeof useCounterDay>;
