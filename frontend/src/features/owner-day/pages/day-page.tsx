import { useState, type ReactNode } from 'react';
import type { ClosedDayReport, DayReport } from '@shop/backend/contract';
import { QueryState } from '@/components/ui/query-state';
import { Panel } from '@/components/ui/panel';
import { signedInMay } from '@/lib/session-role';
import { PageSection } from '@/components/ui/page-heading';
import { Button, RefetchButton, type Refetchable } from '@/components/ui/button';
import { useGetShopQuery } from '@/features/shop';
import { useOwnerT } from '@/i18n/owner';
import { useGetCurrentDayQuery } from '../api';
import { CashMovementForm } from '../components/cash-movement-form';
import { CloseDayForm } from '../components/close-day-form';
import { ClosedDays } from '../components/closed-days';
import {
  CashFigures,
  CashierFigures,
  DayPeople,
  MovementList,
  TakingsFigures,
} from '../components/day-figures';
import { OpenDayForm } from '../components/open-day-form';
import { PrintZReportButton, ZReport } from '../components/print-z-report';

/** The X report follows sales made at the counter in another tab or by another device. */
const REFRESH_MS = 30_000;

/** A card headed by its title; `id` names the heading, whatever language the title is in. */
function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Panel look="flat" padding="tight" heading={title} headingId={id} className="space-y-3">
      {children}
    </Panel>
  );
}

/** The open day: the X report as it stands, cash in and out, and the way to the count. */
function OpenDay({
  report,
  onCount,
  current,
}: {
  report: DayReport;
  onCount: () => void;
  /** The day's query, asked again by Refresh. */
  current: Refetchable;
}) {
  const { t, dateTime } = useOwnerT();
  // Cash in and out and the count are a manager's; a cashier reads the X report.
  const drawer = signedInMay('drawer');
  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      <Card id="day-x-report" title={t('owner.day.xReport')}>
        <p className="text-sm text-slate-600">
          {t('owner.day.openSince', { date: report.date, time: dateTime(report.openedAt) })}
        </p>
        <DayPeople report={report} />
        <CashFigures report={report} />
        <TakingsFigures report={report} />
        <CashierFigures report={report} />
        <div className="flex flex-col gap-2 sm:flex-row">
          {drawer && <Button label={t('owner.day.countAndClose')} onClick={onCount} />}
          <RefetchButton
            query={current}
            variant="secondary"
            size="md"
            label={t('owner.day.refresh')}
            busyLabel={t('owner.day.refreshing')}
          />
        </div>
      </Card>
      <Card id="day-cash-in-and-out" title={t('owner.day.cashInAndOut')}>
        {drawer && <CashMovementForm />}
        <MovementList report={report} />
      </Card>
    </div>
  );
}

function Closed({ report, onDone }: { report: ClosedDayReport; onDone: () => void }) {
  const { t } = useOwnerT();
  const { data: shop } = useGetShopQuery();
  return (
    <Card id="day-day-closed" title={t('owner.day.closedTitle')}>
      <ZReport report={report} shopName={shop?.name} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <PrintZReportButton report={report} />
        <Button variant="secondary" label={t('owner.day.done')} onClick={onDone} />
      </div>
    </Card>
  );
}

function Today() {
  const { t } = useOwnerT();
  const current = useGetCurrentDayQuery(undefined, { pollingInterval: REFRESH_MS, refetchOnFocus: true });
  const [counting, setCounting] = useState(false);
  const [closed, setClosed] = useState<ClosedDayReport | null>(null);
  if (closed) return <Closed report={closed} onDone={() => setClosed(null)} />;
  return (
    <QueryState query={current} loading={t('owner.day.loading')} error={t('owner.day.loadError')}>
      {(day) =>
        // No day open: null, not an error.
        !day ? (
          <Card id="day-open-the-day" title={t('owner.day.open.title')}>
            <OpenDayForm />
          </Card>
        ) : counting ? (
          <Card id="day-count-and-close" title={t('owner.day.countAndClose')}>
            <CloseDayForm
              onCancel={() => setCounting(false)}
              onClosed={(report) => {
                setCounting(false);
                setClosed(report);
              }}
            />
          </Card>
        ) : (
          <OpenDay report={day} onCount={() => setCounting(true)} current={current} />
        )
      }
    </QueryState>
  );
}

/** The counter's cash drawer, one day at a time: open, cash in and out, the X report, the count and the Z report. */
export default function DayPage() {
  const { t } = useOwnerT();
  return (
    <PageSection title={t('owner.day.heading')} className="space-y-4">
      <Today />
      {signedInMay('drawer') && (
        <Card id="day-closed-days" title={t('owner.day.closedDays')}>
          <ClosedDays />
        </Card>
      )}
    </PageSection>
  );
}
