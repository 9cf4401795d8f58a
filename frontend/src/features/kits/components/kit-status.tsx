import { Panel } from '@/components/ui/panel';
import { RefetchButton, type Refetchable } from '@/components/ui/button';
import { useT } from '@/i18n';

/** Grey bars where the list will be, so nothing jumps when it comes. */
export function KitSkeleton() {
  const { t } = useT();
  return (
    <Panel role="status" aria-live="polite" className="mt-6 animate-pulse">
      <span className="sr-only">{t('kits.loading')}</span>
      <div aria-hidden="true">
        <div className="h-6 w-2/3 rounded bg-slate-200" />
        <div className="mt-2 h-4 w-1/3 rounded bg-slate-100" />
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="mt-5 flex gap-3">
            <div className="size-6 rounded bg-slate-200" />
            <div className="h-16 w-12 rounded bg-slate-100" />
            <div className="flex-1 space-y-2">
              <div className="h-4 w-3/4 rounded bg-slate-200" />
              <div className="h-3 w-1/3 rounded bg-slate-100" />
            </div>
          </div>
        ))}
        <div className="mt-6 h-12 rounded-md bg-slate-200" />
      </div>
    </Panel>
  );
}

/** What failed to load, and a button to ask again. */
export function LoadFailed({ text, query }: { text: string; query: Refetchable }) {
  const { t } = useT();
  return (
    <div className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-center">
      <p role="alert" className="font-medium text-red-800">
        {text}
      </p>
      <RefetchButton
        query={query}
        variant="outline"
        className="mt-3 min-h-11 bg-white"
        label={t('kits.tryAgain')}
      />
    </div>
  );
}
