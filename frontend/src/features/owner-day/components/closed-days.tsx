import { QueryState } from '@/components/ui/query-state';
import { useOwnerT } from '@/i18n/owner';
import { useGetClosedDaysQuery } from '../api';
import { PrintZReportButton } from './print-z-report';

/** The days closed in the last month, newest first, each with its count and a reprint of its Z report. */
export function ClosedDays() {
  const { t, money, dateTime } = useOwnerT();
  const days = useGetClosedDaysQuery();
  return (
    <QueryState
      query={days}
      loading={t('owner.day.closed.loading')}
      error={t('owner.day.closed.loadError')}
      empty={<p className="text-sm text-slate-600">{t('owner.day.closed.none')}</p>}
    >
      {(days) => (
        <ul className="divide-y divide-slate-100">
          {days.map((day) => (
            <li key={day.closedAt} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="text-sm">
                <p className="font-semibold text-slate-900">{day.date}</p>
                <p className="text-slate-600">
                  {t('owner.day.closed.summary', {
                    time: dateTime(day.closedAt),
                    counted: money(day.countedCash),
                    difference: money(day.difference),
                  })}
                </p>
                {day.note && (
                  <p className="text-slate-600">{t('owner.day.closed.note', { note: day.note })}</p>
                )}
              </div>
              <PrintZReportButton report={day} label={t('owner.day.closed.print')} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
