/** The zod rules of the cash drawer's requests. */
import { z } from 'zod';
import { price } from './book-schemas';
import { CASH_MOVEMENT_TYPES, DRAWER_TEXT_MAX } from './counter-days';
import { isIndiaDay } from './india-time';
import { optionalText, requiredText } from './text-schemas';

/** POST /api/counter/days/open */
export const openDayBodySchema = z.strictObject({ float: price('float') });

/** POST /api/counter/days/current/cash-movements */
export const cashMovementBodySchema = z.strictObject({
  type: z.enum(CASH_MOVEMENT_TYPES, { error: 'type must be in or out' }),
  amount: price('amount').refine((amount) => amount > 0, 'amount must be more than 0'),
  reason: requiredText('reason', DRAWER_TEXT_MAX),
});
export type CashMovementBody = z.output<typeof cashMovementBodySchema>;

/** POST /api/counter/days/current/close */
export const closeDayBodySchema = z.strictObject({
  countedCash: price('countedCash'),
  note: optionalText('note', DRAWER_TEXT_MAX).optional(),
});
export type CloseDayBody = z.output<typeof closeDayBodySchema>;

const indiaDate = (label: string) =>
  z.string().refine(isIndiaDay, `${label} must be a calendar date, YYYY-MM-DD`).optional();

/** GET /api/counter/days?from=&to= (India dates, both inclusive) */
export const closedDaysQuerySchema = z
  .strictObject({ from: indiaDate('from'), to: indiaDate('to') })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type ClosedDaysQuery = z.output<typeof closedDaysQuerySchema>;
