import { useState } from 'react';
import { indiaDay, type CounterSale } from '@shop/backend/contract';
import { ErrorMessage, Loading } from '@/components/status';
import { useOwnerT } from '@/i18n/owner';
import { useGetCounterDayQuery, type CounterDayPage } from '../api';
import { useSaleActions, type SaleNotice } from '../hooks/use-sale-actions';
import { DayTotals } from './day-totals';
import { ReturnDialog } from './return-dialog';
import { SaleRow } from './sale-row';
import { VoidDialog } from './void-dialog';

function Notice({ notice }: { notice: SaleNotice | null }) {
  const look =
    notice?.tone === 'refused'
      ? 'rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900'
      : 'rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900';
  return (
    <p role="status" className={notice ? look : 'sr-only'}>
      {notice?.text}
    </p>
  );
}

function SalesList({
  day,
  today,
  onReprint,
  onSettled,
}: {
  day: CounterDayPage;
  today: boolean;
  onReprint: (sale: CounterSale) => void;
  onSettled: () => void;
}) {
  const { t } = useOwnerT();
  const actions = useSaleActions(onSettled);
  return (
    <>
      <DayTotals totals={day.totals} />
      <Notice notice={actions.notice} />
      {day.sales.length === 0 ? (
        <p className="py-6 text-center text-slate-600">
          {t(today ? 'owner.counter.day.noneToday' : 'owner.counter.day.noneThatDay')}
        </p>
      ) : (
        <div className="divide-y divide-slate-200">
          {day.sales.map((sale) => (
            <SaleRow
              key={sale._id}
              sale={sale}
              today={today}
              busy={actions.busyId === sale._id}
              onReprint={() => onReprint(sale)}
              onBillDone={onSettled}
              onVoid={() => void actions.askVoid(sale)}
              onReturn={() => void actions.askReturn(sale)}
            />
          ))}
        </div>
      )}
      {day.total > day.sales.length && (
        <p className="text-sm text-slate-600">
          {t('owner.counter.day.newestOf', { shown: day.sales.length, total: day.total })}
        </p>
      )}
      {actions.voiding.question && (
        <VoidDialog sale={actions.voiding.question} onAnswer={actions.voiding.answer} />
      )}
      {actions.returning.question && (
        <ReturnDialog sale={actions.returning.question} onAnswer={actions.returning.answer} />
      )}
    </>
  );
}

/** The counter's sales of one India day (today unless another is picked), its totals and its actions. */
export function DaySales({
  onReprint,
  onSettled,
}: {
  onReprint: (sale: CounterSale) => void;
  /** A void, return or download is over: the counter takes the focus back for the scanner. */
  onSettled: () => void;
}) {
  const { t } = useOwnerT();
  const today = indiaDay(new Date());
  const [date, setDate] = useState(today);
  const day = useGetCounterDayQuery(date || today);
  return (
    <section
      aria-labelledby="day-sales-heading"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="day-sales-heading" className="text-lg font-semibold text-slate-900">
          {t('owner.counter.day.heading')}
        </h2>
        <div>
          <label htmlFor="counter-day" className="field-label">
            {t('owner.counter.day.date')}
          </label>
          <input
            id="counter-day"
            type="date"
            max={today}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            className="field-input h-11"
          />
        </div>
      </div>
      {/* Another day's sales are never shown under the day just picked while it loads. */}
      {day.currentData ? (
        <SalesList
          day={day.currentData}
          today={day.currentData.date === today}
          onReprint={onReprint}
          onSettled={onSettled}
        />
      ) : day.isError ? (
        <ErrorMessage text={t('owner.counter.day.loadError')} />
      ) : (
        <Loading text={t('owner.common.loading')} />
      )}
    </section>
  );
}
