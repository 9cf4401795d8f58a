import { useState, type ReactNode } from 'react';
import type { ClosedDayReport, DayReport } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { ErrorMessage, Loading } from '@/components/status';
import { useGetShopQuery } from '@/features/shop';
import { useGetCurrentDayQuery } from '../api';
import { CashMovementForm } from '../components/cash-movement-form';
import { CloseDayForm } from '../components/close-day-form';
import { ClosedDays } from '../components/closed-days';
import { CashFigures, indiaTime, MovementList, TakingsFigures } from '../components/day-figures';
import { OpenDayForm } from '../components/open-day-form';
import { PrintZReportButton, ZReport } from '../components/print-z-report';

const CARD = 'rounded-lg border border-slate-200 bg-white p-4 space-y-3';
/** The X report follows sales made at the counter in another tab or by another device. */
const REFRESH_MS = 30_000;

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `day-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={CARD}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The open day: the X report as it stands, cash in and out, and the way to the count. */
function OpenDay({
  report,
  onCount,
  refreshing,
  onRefresh,
}: {
  report: DayReport;
  onCount: () => void;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      <Card title="X report">
        <p className="text-sm text-slate-600">
          {report.date} · open since {indiaTime(report.openedAt)}
        </p>
        <CashFigures report={report} />
        <TakingsFigures report={report} />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button label="Count and close" onClick={onCount} />
          <Button
            variant="secondary"
            label="Refresh"
            busy={refreshing}
            busyLabel="Refreshing…"
            onClick={onRefresh}
          />
        </div>
      </Card>
      <Card title="Cash in and out">
        <CashMovementForm />
        <MovementList report={report} />
      </Card>
    </div>
  );
}

function Closed({ report, onDone }: { report: ClosedDayReport; onDone: () => void }) {
  const { data: shop } = useGetShopQuery();
  return (
    <Card title="Day closed">
      <ZReport report={report} shopName={shop?.name} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <PrintZReportButton report={report} />
        <Button variant="secondary" size="sm" label="Done" onClick={onDone} />
      </div>
    </Card>
  );
}

function Today() {
  const current = useGetCurrentDayQuery(undefined, { pollingInterval: REFRESH_MS, refetchOnFocus: true });
  const [counting, setCounting] = useState(false);
  const [closed, setClosed] = useState<ClosedDayReport | null>(null);
  if (closed) return <Closed report={closed} onDone={() => setClosed(null)} />;
  if (current.isLoading) return <Loading text="Loading the day…" />;
  if (current.isError)
    return <ErrorMessage text="The day could not be loaded. Check the connection and try again." />;
  if (!current.data)
    return (
      <Card title="Open the day">
        <OpenDayForm />
      </Card>
    );
  if (counting) {
    return (
      <Card title="Count and close">
        <CloseDayForm
          onCancel={() => setCounting(false)}
          onClosed={(report) => {
            setCounting(false);
            setClosed(report);
          }}
        />
      </Card>
    );
  }
  return (
    <OpenDay
      report={current.data}
      onCount={() => setCounting(true)}
      refreshing={current.isFetching}
      onRefresh={() => void current.refetch()}
    />
  );
}

/** The counter's cash drawer, one day at a time: open, cash in and out, the X report, the count and the Z report. */
export default function DayPage() {
  return (
    <section aria-labelledby="day-heading" className="space-y-4">
      <h1 id="day-heading" className="text-2xl font-bold text-slate-900">
        Day
      </h1>
      <Today />
      <Card title="Closed days">
        <ClosedDays />
      </Card>
    </section>
  );
}
