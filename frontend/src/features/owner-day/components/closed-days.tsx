import { ErrorMessage, Loading } from '@/components/status';
import { formatRupees } from '@/lib/money';
import { useGetClosedDaysQuery } from '../api';
import { indiaTime } from './day-figures';
import { PrintZReportButton } from './print-z-report';

/** The days closed in the last month, newest first, each with its count and a reprint of its Z report. */
export function ClosedDays() {
  const { data: days, isLoading, isError } = useGetClosedDaysQuery();
  if (isLoading) return <Loading text="Loading the closed days…" />;
  if (isError || !days) return <ErrorMessage text="The closed days could not be loaded." />;
  if (days.length === 0) return <p className="text-sm text-slate-600">No day closed in the last month.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {days.map((day) => (
        <li key={day.closedAt} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <div className="text-sm">
            <p className="font-semibold text-slate-900">{day.date}</p>
            <p className="text-slate-600">
              Closed {indiaTime(day.closedAt)} · counted {formatRupees(day.countedCash)} · difference{' '}
              {formatRupees(day.difference)}
            </p>
            {day.note && <p className="text-slate-600">Note: {day.note}</p>}
          </div>
          <PrintZReportButton report={day} label="Print" />
        </li>
      ))}
    </ul>
  );
}
