import { Link } from 'react-router-dom';
import { QueryState } from '@/components/ui/query-state';
import { Panel } from '@/components/ui/panel';
import { Button } from '@/components/ui/button';
import { confirmDialog } from '@/components/dialogs';
import { translateOwner, useOwnerT } from '@/i18n/owner';
import { formatCount } from '@/lib/money';
import { useCancelOverdueOrdersMutation, useGetCounterTodayQuery } from '../api';
import { reportFailure, type Announce } from '../hooks/use-status-change';
import { deskSearch } from '../hooks/use-desk-params';
import type { DeskTab } from '../pickup';
import { PickList } from './pick-list';

/** Cancels every ready order past its hold in one go, after asking; their stock goes back. */
function CancelOverdueButton({ count, announce }: { count: number; announce: Announce }) {
  const { t } = useOwnerT();
  const [cancelOverdue, { isLoading }] = useCancelOverdueOrdersMutation();

  async function confirmAndCancel() {
    const confirmed = await confirmDialog({
      title: translateOwner('owner.desk.cancelOverdueQuestion', { count }),
      text: translateOwner('owner.desk.cancelOverdueText'),
      confirmText: translateOwner('owner.desk.cancelOverdueYes'),
      cancelText: translateOwner('owner.desk.cancelOverdueNo'),
    });
    if (!confirmed) return;
    try {
      const { cancelled } = await cancelOverdue().unwrap();
      announce(translateOwner('owner.desk.cancelledOverdue', { count: cancelled }));
    } catch (caught) {
      reportFailure(
        'Cancelling overdue orders failed',
        caught,
        translateOwner('owner.desk.cancelOverdueFailure'),
      );
    }
  }

  return (
    <Button
      variant="dangerOutline"
      label={t('owner.desk.cancelOverdue', { count })}
      disabled={isLoading}
      onClick={() => void confirmAndCancel()}
    />
  );
}

function CountLink({
  tab,
  label,
  count,
  urgent,
}: {
  tab: DeskTab;
  label: string;
  count: number;
  urgent?: boolean;
}) {
  const tone =
    count > 0 ? (urgent ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50') : '';
  return (
    <li>
      <Link
        to={{ search: deskSearch({ tab }) }}
        className={`flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-4 py-3 transition hover:shadow-sm ${tone}`}
      >
        <span className="text-sm font-medium">{label}</span>{' '}
        <span className="text-2xl font-bold">{formatCount(count)}</span>
      </Link>
    </li>
  );
}

/** What the counter has to do today: orders to prepare, to hand out, overdue, the pick list and the printing. */
export function CounterToday({ announce }: { announce: Announce }) {
  const { t } = useOwnerT();
  const today = useGetCounterTodayQuery();
  const { data } = today;
  return (
    <Panel
      padding="sm"
      heading={t('owner.desk.today')}
      actions={
        data &&
        data.counts.overdue > 0 && <CancelOverdueButton count={data.counts.overdue} announce={announce} />
      }
    >
      <QueryState
        query={today}
        loading={<p className="mt-3 text-sm text-slate-600">{t('owner.common.loading')}</p>}
        error={<p className="mt-3 text-sm font-medium text-red-700">{t('owner.desk.todayError')}</p>}
      >
        {(data) => (
          <>
            <ul className="mt-3 grid gap-3 sm:grid-cols-3">
              <CountLink tab="placed" label={t('owner.desk.toPrepare')} count={data.counts.toPrepare} />
              <CountLink tab="ready" label={t('owner.desk.toHandOut')} count={data.counts.toHandOut} />
              <CountLink tab="overdue" label={t('owner.desk.overdue')} count={data.counts.overdue} urgent />
            </ul>
            <PickList lines={data.pickList} printJobs={data.printJobs} bags={data.bags} />
          </>
        )}
      </QueryState>
    </Panel>
  );
}
