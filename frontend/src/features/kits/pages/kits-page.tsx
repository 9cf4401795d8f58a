import { EmptyNote, QueryState } from '@/components/ui/query-state';
import { Panel } from '@/components/ui/panel';
import { useT } from '@/i18n';
import { useGetKitSchoolsQuery } from '../api';
import { classesOf, KitPicker } from '../components/kit-picker';
import { KitPanel } from '../components/kit-panel';
import { KitSkeleton, LoadFailed } from '../components/kit-status';
import { useKitParams } from '../use-kit-params';

/**
 * School Kits: the parent chooses the school, then the class, and gets the school's list to tick
 * and add to the cart as one kit. The choice lives in the address, to share or reload.
 */
export default function KitsPage() {
  const { t } = useT();
  const choice = useKitParams();
  const query = useGetKitSchoolsQuery();
  const kitId = classesOf(query.data?.find((entry) => entry.school === choice.school)).find(
    (entry) => entry.className === choice.className,
  )?.kitId;

  return (
    <section className="page-container max-w-3xl" aria-labelledby="kits-heading">
      <h1 id="kits-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('kits.heading')}
      </h1>
      <p className="mt-2 text-slate-700">{t('kits.intro')}</p>
      <QueryState
        query={query}
        loading={<KitSkeleton />}
        error={<LoadFailed text={t('kits.schoolsError')} query={query} />}
        empty={<EmptyNote className="mt-6">{t('kits.noSchools')}</EmptyNote>}
      >
        {(schools) => (
          <>
            <Panel className="mt-6">
              <KitPicker schools={schools} choice={choice} />
            </Panel>
            {kitId && <KitPanel key={kitId} kitId={kitId} />}
          </>
        )}
      </QueryState>
    </section>
  );
}
