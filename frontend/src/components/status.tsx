import { useT } from '@/i18n';

/** Shared loading and error lines; "Loading..." unless the screen says otherwise. */
export function Loading({ text }: { text?: string }) {
  const { t } = useT();
  return (
    <p role="status" aria-live="polite" className="py-10 text-center text-slate-600">
      {text ?? t('shop.status.loading')}
    </p>
  );
}

export function ErrorMessage({ text }: { text: string }) {
  return (
    <p role="alert" className="py-10 text-center font-medium text-red-700">
      {text}
    </p>
  );
}

/** Loading a whole screen: holds the footer below the fold until it arrives, so nothing is pushed down (layout shift). */
export function PageLoading() {
  return (
    <div className="min-h-screen">
      <Loading />
    </div>
  );
}
