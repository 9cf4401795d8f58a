import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useOwnerT } from '@/i18n/owner';
import type { CounterDay } from './use-counter-day';

/** Whether a day is open at the counter, since when and with what float; or a way to open one. */
export function DayStrip({ day, onOpened }: { day: CounterDay; onOpened: () => void }) {
  const { t, money, dateTime } = useOwnerT();
  const { report } = day;
  return (
    <section
      aria-label={t('owner.counter.drawer.strip')}
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-lg border border-slate-200 bg-white px-4 py-2 text-sm"
    >
      {report ? (
        <p className="text-slate-800">
          <span className="font-semibold text-green-800">{t('owner.counter.drawer.open')}</span>{' '}
          {t('owner.counter.drawer.openDetails', {
            time: dateTime(report.openedAt),
            float: money(report.float),
          })}
        </p>
      ) : report === null ? (
        <p className="text-slate-800">
          <span className="font-semibold text-amber-800">{t('owner.counter.drawer.closed')}</span>{' '}
          {t('owner.counter.drawer.closedDetails')}
        </p>
      ) : (
        <p className="text-slate-600">{t('owner.common.loading')}</p>
      )}
      <div className="flex items-center gap-3">
        {report === null && (
          <Button
            variant="secondary"
            label={t('owner.counter.drawer.openButton')}
            busy={day.opening}
            busyLabel={t('owner.counter.drawer.opening')}
            onClick={() => void day.askAndOpen().then(onOpened)}
          />
        )}
        <Link to="/dashboard/day" className="font-medium text-blue-800 underline">
          {t('owner.counter.drawer.link')}
        </Link>
      </div>
      {day.refusal && (
        <p role="alert" className="w-full font-medium text-red-700">
          {day.refusal}
        </p>
      )}
    </section>
  );
}
