/** A stand-in for the drawer's part of the API, holding one day as the server would. */
import type { ClosedDayReport, DayReport, StaffRef } from '@shop/backend/contract';
import { storeAdminToken } from '@/lib/admin-session';
import { jsonResponse, stubApi } from '@/test/api-stub';
import { freshAdminToken } from '@/test/admin-token';
import { makeDayReport, makeShop } from '@/test/fixtures';

export const shop = makeShop({ name: 'Saraswati Books', receiptWidthMm: 58 });

/** The drawer's X report, as GET /api/counter/days/current answers it. */
export const makeReport = makeDayReport;

export const closedOf = (
  report: DayReport,
  countedCash: number,
  note: string | null,
  closedBy: StaffRef | null = null,
): ClosedDayReport => ({
  ...report,
  countedCash,
  difference: countedCash - report.expectedCash,
  note,
  closedAt: '2025-06-02T14:00:00.000Z',
  closedBy,
});

const refusal = (status: number, code: string, message: string, issues: object[] = []) =>
  jsonResponse({ error: { code, message, ...(issues.length ? { issues } : {}) } }, status);

/** The server's day: null until opened; `tolerance` in rupees as CASH_TOLERANCE. */
export function stubDay(
  options: { day?: DayReport | null; closed?: ClosedDayReport[]; routes?: object } = {},
) {
  storeAdminToken(freshAdminToken());
  const state = { day: options.day ?? null, closed: options.closed ?? [] };
  const fetchMock = stubApi({
    'GET /api/shop': shop,
    'GET /api/counter/days/current': () =>
      state.day ? jsonResponse(state.day) : refusal(404, 'not_found', 'No day is open at the counter.'),
    'GET /api/counter/days': () => jsonResponse({ days: state.closed }),
    'POST /api/counter/days/open': async (request: Request) => {
      const { float } = (await request.clone().json()) as { float: number };
      state.day = makeReport({
        float,
        cashSales: 0,
        expectedCash: float,
        byMethod: { cash: 0, upi: 0, card: 0, account: 0 },
      });
      return jsonResponse(state.day, 201);
    },
    'POST /api/counter/days/current/cash-movements': async (request: Request) => {
      const body = (await request.clone().json()) as { type: 'in' | 'out'; amount: number; reason: string };
      const movement = { _id: 'm1', ...body, at: '2025-06-02T05:00:00.000Z', by: null };
      const day = state.day!;
      const sign = body.type === 'in' ? 1 : -1;
      state.day = {
        ...day,
        cashIn: day.cashIn + (body.type === 'in' ? body.amount : 0),
        cashOut: day.cashOut + (body.type === 'out' ? body.amount : 0),
        expectedCash: day.expectedCash + sign * body.amount,
        movements: [...day.movements, movement],
      };
      return jsonResponse(movement, 201);
    },
    'POST /api/counter/days/current/close': async (request: Request) => {
      const { countedCash, note } = (await request.clone().json()) as { countedCash: number; note?: string };
      const day = state.day!;
      const off = countedCash - day.expectedCash;
      if (Math.abs(off) > 50 && !note) {
        return refusal(
          400,
          'validation',
          `The count is ₹${Math.abs(off).toFixed(2)} ${off < 0 ? 'short of' : 'over'} the expected ₹${day.expectedCash.toFixed(2)}: add a note saying why.`,
          [{ path: 'note', message: 'note is required when the count is off by more than ₹50.00' }],
        );
      }
      const closed = closedOf(day, countedCash, note ?? null);
      state.day = null;
      state.closed = [closed, ...state.closed];
      return jsonResponse(closed);
    },
    ...options.routes,
  });
  return { fetchMock, state };
}
