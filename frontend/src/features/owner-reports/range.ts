import { isIndiaDay, REPORT_RANGE_MAX_DAYS, type ReportRange } from '@shop/backend/contract';
import { translateOwner } from '@/i18n/owner';

const DAY_MS = 24 * 60 * 60_000;

/** What is wrong with a range before the API is asked, as the API would say it; null when fine. */
export function rangeProblem({ from, to }: ReportRange): string | null {
  if (!isIndiaDay(from) || !isIndiaDay(to)) return translateOwner('owner.reports.range.bothDates');
  if (from > to) return translateOwner('owner.reports.range.outOfOrder');
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days > REPORT_RANGE_MAX_DAYS)
    return translateOwner('owner.reports.range.tooLong', { days: REPORT_RANGE_MAX_DAYS });
  return null;
}
