import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { Panel } from '@/components/ui/panel';
import { useT } from '@/i18n';
import type { KitView } from '@shop/backend/contract';
import { useGetKitQuery } from '../api';
import { chooseKit, startingOmit } from '../kit-choice';
import { KitBuyBar } from './kit-buy-bar';
import { KitLineRow } from './kit-line-row';
import { LoadFailed, KitSkeleton } from './kit-status';

/** The kit of the class chosen: loading, a failure to retry, or the list to tick and add. */
export function KitPanel({ kitId }: { kitId: string }) {
  const { t } = useT();
  const query = useGetKitQuery(kitId);
  return (
    <QueryState
      query={query}
      loading={<KitSkeleton />}
      error={<LoadFailed text={t('kits.kitError')} query={query} />}
    >
      {(kit) => (
        // A new kit starts from its own ticks: the panel's state belongs to one kit.
        <KitDetails key={kit._id} kit={kit} />
      )}
    </QueryState>
  );
}

/**
 * On arrival (a shared link, or the class just chosen, the page not yet scrolled) the list can
 * start below the fold of a phone, under the school and class pickers: the kit is brought up to
 * just under the header, so its title and first items are what the parent sees.
 */
function useBroughtIntoView() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || window.scrollY !== 0) return;
    if (element.getBoundingClientRect().top > window.innerHeight / 2)
      element.scrollIntoView?.({ block: 'start' });
  }, []);
  return ref;
}

function KitDetails({ kit }: { kit: KitView }) {
  const { t } = useT();
  const ref = useBroughtIntoView();
  const [leftOut, setLeftOut] = useState(() => new Set(startingOmit(kit)));
  const choice = useMemo(() => chooseKit(kit, leftOut), [kit, leftOut]);
  const toggle = (productId: string) =>
    setLeftOut((before) => {
      const after = new Set(before);
      if (!after.delete(productId)) after.add(productId);
      return after;
    });
  const chosen = new Set(choice.chosen.map((line) => line.productId));

  return (
    <Panel
      as="article"
      ref={ref}
      aria-labelledby="kit-heading"
      // No padding below on a phone, where the kit's bar sticks to the bottom edge.
      padding="none"
      // The sticky header's height, so the title is not tucked under it.
      className="mt-6 scroll-mt-32 px-4 pt-4 sm:p-6"
    >
      <h2 id="kit-heading" className="text-xl font-bold break-words text-slate-900">
        {t('kits.kitName', { className: kit.className, school: kit.school })}
      </h2>
      <p className="text-sm text-slate-600">{t('kits.year', { year: kit.academicYear })}</p>
      {kit.notes && <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{kit.notes}</p>}
      <fieldset className="mt-4">
        <legend className="text-base font-semibold text-slate-900">{t('kits.list')}</legend>
        <p className="text-sm text-slate-600">{t('kits.listHint')}</p>
        <ul className="mt-2 divide-y divide-slate-100">
          {kit.lines.map((line) => (
            <KitLineRow
              key={line.productId}
              line={line}
              chosen={chosen.has(line.productId)}
              onToggle={toggle}
            />
          ))}
        </ul>
      </fieldset>
      <p className="mt-2 mb-3 text-sm text-slate-600">
        {t('kits.itemsChosen', { count: choice.chosen.length })}
      </p>
      <KitBuyBar kit={kit} choice={choice} />
    </Panel>
  );
}
