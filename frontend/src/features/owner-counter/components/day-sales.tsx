import { OwnerBillDownload } from './owner-bill-download';
import { useState } from 'react';
import { indiaDay, type CounterSale, type OrderReturn } from '@shop/backend/contract';
import { QueryState } from '@/components/ui/query-state';
import { Panel } from '@/components/ui/panel';
import { Button } from '@/components/ui/button';
import { useOwnerT } from '@/i18n/owner';
import { useGetCounterDayQuery, type CounterDayPage } from '../api';
import { useSaleActions, type SaleNotice } from '../hooks/use-sale-actions';
import { DayTotals } from './day-totals';
import { ManagerApprovalDialog } from '@/features/owner-session';
import { ReturnDialog } from './return-dialog';
import { SaleRow } from './sale-row';
import { VoidDialog } from './void-dialog';
import { TextField } from '@/components/ui/form-field';

type ReturnPrinter = (sale: CounterSale, record: OrderReturn) => Promise<void>;

/** What became of the last void or return; a return's slip and credit note are at hand beside it. */
function Notice({
  notice,
  onPrintReturn,
  onSettled,
}: {
  notice: SaleNotice | null;
  onPrintReturn: ReturnPrinter;
  onSettled: () => void;
}) {
  const { t } = useOwnerT();
  const look =
    notice?.tone === 'refused'
      ? 'rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900'
      : 'rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900';
  const returned = notice?.returned;
  return (
    <div className={notice ? `${look} space-y-2` : undefined}>
      <p role="status" className={notice ? undefined : 'sr-only'}>
        {notice?.text}
      </p>
      {returned && (
        <div className="flex flex-wrap items-start gap-3">
          <Button
            variant="secondary"
            label={t('owner.counter.return.printSlip')}
            onClick={() => void onPrintReturn(returned.sale, returned.record).finally(onSettled)}
          />
          {returned.record.creditNote && (
            <OwnerBillDownload
              invoice={{ number: returned.record.creditNote.number, title: 'Credit Note' }}
              label={t('owner.counter.return.creditNotePdf')}
              onDone={onSettled}
            />
          )}
        </div>
      )}
    </div>
  );
}

function SalesList({
  day,
  today,
  onReprint,
  onPrintReturn,
  onSettled,
}: {
  day: CounterDayPage;
  today: boolean;
  onReprint: (sale: CounterSale) => void;
  onPrintReturn: ReturnPrinter;
  onSettled: () => void;
}) {
  const { t } = useOwnerT();
  const actions = useSaleActions(onSettled, onPrintReturn);
  return (
    <>
      <DayTotals totals={day.totals} />
      <Notice notice={actions.notice} onPrintReturn={onPrintReturn} onSettled={onSettled} />
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
      {actions.approving.question && (
        <ManagerApprovalDialog {...actions.approving.question} onAnswer={actions.approving.answer} />
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
  onPrintReturn,
  onSettled,
}: {
  onReprint: (sale: CounterSale) => void;
  /** Prints a return's slip: what came back, its credit note and the refund. */
  onPrintReturn: ReturnPrinter;
  /** A void, return or download is over: the counter takes the focus back for the scanner. */
  onSettled: () => void;
}) {
  const { t } = useOwnerT();
  const today = indiaDay(new Date());
  const [date, setDate] = useState(today);
  const day = useGetCounterDayQuery(date || today);
  return (
    <Panel as="section" look="flat" padding="tight" aria-labelledby="day-sales-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="day-sales-heading" className="text-lg font-semibold text-slate-900">
          {t('owner.counter.day.heading')}
        </h2>
        <TextField
          id="counter-day"
          label={t('owner.counter.day.date')}
          type="date"
          max={today}
          value={date}
          onChange={setDate}
          className="[&_input]:h-11"
        />
      </div>
      <QueryState
        // Another day's sales are never shown under the day just picked while it loads.
        query={{ data: day.currentData, isLoading: !day.currentData && !day.isError }}
        loading={t('owner.common.loading')}
        error={t('owner.counter.day.loadError')}
      >
        {(shown) => (
          <SalesList
            day={shown}
            today={shown.date === today}
            onReprint={onReprint}
            onPrintReturn={onPrintReturn}
            onSettled={onSettled}
          />
        )}
      </QueryState>
    </Panel>
  );
}
