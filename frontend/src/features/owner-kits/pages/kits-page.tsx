import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { bagLabel, type KitSummary } from '@shop/backend/contract';
import { QueryState } from '@/components/ui/query-state';
import { Panel } from '@/components/ui/panel';
import { SearchField } from '@/components/search-field';
import { EmptyState } from '@/components/ui/data-table';
import { SelectField } from '@/components/ui/form-field';
import { SEARCH_DEBOUNCE_MS } from '@/features/catalogue';
import { useOwnerT } from '@/i18n/owner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useGetOwnerKitsQuery, type OwnerKitListParams } from '../api';
import { CopyKitButton } from '../components/copy-kit-button';
import { groupKits, kitFilterChoices, kitNameValues } from '../kit-groups';
import { PageSection } from '@/components/ui/page-heading';

/** /dashboard/kits: every school's lists, class by class, published or not. */
export default function KitsPage() {
  const { t } = useOwnerT();
  const [school, setSchool] = useState('');
  const [academicYear, setAcademicYear] = useState('');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const filters: OwnerKitListParams = { school, academicYear, q };
  const filtered = Boolean(school || academicYear || q);
  const kits = useGetOwnerKitsQuery(filters);
  // The choices come from every kit, so choosing one school still offers the others.
  const { data: allKits } = useGetOwnerKitsQuery({});
  const choices = kitFilterChoices(allKits ?? []);

  return (
    <PageSection
      title={t('owner.kits.heading')}
      intro={t('owner.kits.intro')}
      actions={
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/dashboard/kits/new" size="sm">
            {t('owner.kits.new')}
          </ButtonLink>
          <ButtonLink to="/dashboard/kits/import" variant="outline" size="sm">
            {t('owner.kits.importCsv')}
          </ButtonLink>
        </div>
      }
      width="5xl"
    >
      <form
        role="search"
        aria-label={t('owner.kits.filter.form')}
        onSubmit={(event) => event.preventDefault()}
        className="mt-4 grid gap-3 sm:grid-cols-3"
      >
        <SelectField
          id="kits-school"
          label={t('owner.kits.filter.school')}
          value={school}
          onChange={(event) => setSchool(event.target.value)}
          options={[
            { value: '', label: t('owner.kits.filter.allSchools') },
            ...choices.schools.map((name) => ({ value: name, label: name })),
          ]}
        />
        <SelectField
          id="kits-year"
          label={t('owner.kits.filter.year')}
          value={academicYear}
          onChange={(event) => setAcademicYear(event.target.value)}
          options={[
            { value: '', label: t('owner.kits.filter.allYears') },
            ...choices.years.map((year) => ({ value: year, label: year })),
          ]}
        />
        <SearchField
          label={t('owner.kits.filter.search')}
          placeholder={t('owner.kits.filter.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
      </form>
      <div className="mt-6">
        <QueryState
          query={kits}
          loading={t('owner.common.loading')}
          error={t('owner.kits.loadFailed')}
          empty={<EmptyState>{t(filtered ? 'owner.kits.noMatch' : 'owner.kits.none')}</EmptyState>}
        >
          {(list) => <KitGroups kits={list} busy={kits.isFetching} />}
        </QueryState>
      </div>
    </PageSection>
  );
}

function KitGroups({ kits, busy }: { kits: readonly KitSummary[]; busy: boolean }) {
  return (
    <div aria-busy={busy || undefined} className={`grid gap-8 ${busy ? 'opacity-60' : ''}`}>
      {groupKits(kits).map((school) => (
        <section key={school.school} aria-labelledby={`school-${school.school}`} className="grid gap-4">
          <h2 id={`school-${school.school}`} className="text-xl font-bold break-words text-slate-900">
            {school.school}
          </h2>
          {school.classes.map((group) => (
            <section
              key={group.className}
              aria-label={bagLabel({ className: group.className, school: school.school })}
            >
              <h3 className="text-base font-semibold text-slate-700">{group.className}</h3>
              <ul className="mt-2 grid gap-3">
                {group.kits.map((kit) => (
                  <KitCard key={kit._id} kit={kit} />
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}

function KitCard({ kit }: { kit: KitSummary }) {
  const { t } = useOwnerT();
  return (
    <Panel
      as="li"
      padding="tight"
      className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between"
    >
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">
          <span className="mr-2 rounded bg-slate-100 px-2 py-0.5 text-sm font-bold text-slate-800 tabular-nums">
            {kit.academicYear}
          </span>
          {kit.title}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
              kit.published ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'
            }`}
          >
            {t(kit.published ? 'owner.kits.published' : 'owner.kits.unpublished')}
          </span>
          {t('owner.kits.lineCount', { count: kit.lineCount })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={`/dashboard/kits/${kit._id}/edit`} variant="outline" size="sm">
          {t('owner.kits.edit')}
          <span className="sr-only"> {t('owner.kits.kitName', kitNameValues(kit))}</span>
        </ButtonLink>
        <ButtonLink to={`/dashboard/kits/${kit._id}/print`} variant="outline" size="sm">
          {t('owner.kits.print.button')}
          <span className="sr-only"> {t('owner.kits.kitName', kitNameValues(kit))}</span>
        </ButtonLink>
        <CopyKitButton kit={kit} />
      </div>
    </Panel>
  );
}
