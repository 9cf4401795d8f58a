import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';

/** How far below the screen the end of the list starts the next page, so it is there on arrival. */
const NEAR_MARGIN = '0px 0px 800px 0px';

export interface MoreState {
  /** Items on screen, and all that match. */
  shown: number;
  total: number;
  hasMore: boolean;
  /** The next page is on its way. */
  loading: boolean;
  /** The next page failed: nothing loads until the visitor tries again. */
  failed: boolean;
  /** Another fetch of the list (a refresh, a new filter) is under way: wait for it. */
  busy: boolean;
}

interface LoadMoreProps extends MoreState {
  /** `byHand`: asked for with the button (keyboard or pointer), not by scrolling. */
  onLoadMore: (byHand: boolean) => void;
}

/** True while the element is on screen or within NEAR_MARGIN below it. Never, without IntersectionObserver. */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setNear(entries.at(-1)?.isIntersecting ?? false), {
      rootMargin: NEAR_MARGIN,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, near] as const;
}

/**
 * The end of the list: how much of it is shown, and the next page, loaded as the end scrolls near
 * (infinite scroll) or with a "Load more" button for the keyboard, screen readers, and browsers
 * without IntersectionObserver.
 */
export function LoadMore({ shown, total, hasMore, loading, failed, busy, onLoadMore }: LoadMoreProps) {
  const [sentinelRef, near] = useNearViewport();
  const { t, number } = useT();
  const ready = hasMore && !loading && !failed && !busy;
  // Still near after a page arrived (a tall screen): the next one follows, until the end moves away.
  useEffect(() => {
    if (near && ready) onLoadMore(false);
  }, [near, ready, onLoadMore]);

  return (
    <div className="mt-10 flex flex-col items-center gap-4 text-center">
      <div ref={sentinelRef} aria-hidden="true" />
      <p aria-live="polite" className="text-sm text-slate-600">
        {t('catalogue.list.showing', { shown: number(shown), total: number(total) })}
      </p>
      {failed && (
        <p role="alert" className="font-medium text-red-700">
          {t('catalogue.list.moreFailed')}
        </p>
      )}
      {(hasMore || failed) && (
        // One button throughout, never disabled, so the keyboard's focus stays on it while it loads.
        <Button
          variant="outline"
          aria-disabled={!ready && !failed}
          onClick={() => (ready || failed) && onLoadMore(true)}
          label={
            failed
              ? t('catalogue.list.tryAgain')
              : loading
                ? t('catalogue.list.loadingMore')
                : t('catalogue.list.loadMore')
          }
        />
      )}
    </div>
  );
}
