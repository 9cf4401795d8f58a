/** The zod rules of the accountant's exports' query: a range of India dates. */
import { z } from 'zod';
import { isIndiaDay } from './india-time';
import { REPORT_RANGE_MAX_DAYS } from './reports';

const DAY_MS = 24 * 60 * 60_000;

const day = (field: string) =>
  z
    .string({ error: `${field} is required, as YYYY-MM-DD` })
    .refine(isIndiaDay, `${field} must be a calendar date, YYYY-MM-DD`);

/** GET /api/reports/*?from=&to= */
export const reportRangeQuerySchema = z
  .strictObject({ from: day('from'), to: day('to') })
  .superRefine(({ from, to }, context) => {
    if (from > to) {
      context.addIssue({ code: 'custom', path: ['from'], message: 'from must not be after to' });
      return;
    }
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    if (days > REPORT_RANGE_MAX_DAYS) {
      const message = `The range can be at most ${REPORT_RANGE_MAX_DAYS} days; to is ${days - 1} days after from`;
      context.addIssue({ code: 'custom', path: ['to'], message });
    }
  });
