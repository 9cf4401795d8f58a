import { Link } from 'react-router-dom';
import { useOwnerT } from '@/i18n/owner';
import { formatCount } from '@/lib/money';
import type { DeskCounts } from '@shop/backend/contract';
import { deskSearch } from '../hooks/use-desk-params';
import { DESK_TABS, type DeskTab } from '../pickup';

/**
 * One link per status with how many orders it holds for the current search, so the owner sees at
 * once where a searched order is. Links, as each tab is its own URL.
 */
export function DeskTabs({ tab, q, counts }: { tab: DeskTab; q: string; counts: DeskCounts | undefined }) {
  const { t } = useOwnerT();
  return (
    <nav aria-label={t('owner.desk.tabsLabel')}>
      <ul className="flex flex-wrap gap-2">
        {DESK_TABS.map(({ value, label }) => {
          const current = value === tab;
          const count = counts?.[value];
          return (
            <li key={value}>
              <Link
                to={{ search: deskSearch({ tab: value, q }) }}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition ${
                  current
                    ? 'border-slate-900 bg-slate-900 text-white'
                    : value === 'overdue' && count
                      ? 'border-red-300 bg-red-50 text-red-800 hover:bg-red-100'
                      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
                }`}
              >
                {t(label)}
                {count !== undefined && (
                  <>
                    {' '}
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs ${current ? 'bg-white/20' : 'bg-slate-100 text-slate-700'}`}
                    >
                      {formatCount(count)}
                    </span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
