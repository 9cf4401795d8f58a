import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ScreenErrorBoundary } from '@/components/screen-error-boundary';
import { Loading } from '@/components/status';
import { useDevanagariFont, useT } from '@/i18n';
import { useNavigationPending } from '../app-router';
import { ChatWidget } from './chat-widget';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollRestoration } from './scroll-restoration';

export function RootLayout() {
  const { t } = useT();
  useDevanagariFont();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink to="main" label={t('shop.nav.skipToContent')} />
      <NavigationProgress />
      <Header />
      <ChatWidget />
      {/* On the first load the header paints while the screen's own chunk is on its way. The
          footer waits for the screen, so nothing painted early is pushed down by it (no layout
          shift). Later moves are transitions: the old screen stays until the new one is ready. */}
      <Suspense
        fallback={
          <main id="main" className="min-h-screen flex-1">
            <Loading />
          </main>
        }
      >
        <main id="main" className="flex-1">
          <ScreenErrorBoundary>
            <Outlet />
          </ScreenErrorBoundary>
        </main>
        <Footer />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}

/** The first stop of the keyboard: hidden until focused, it jumps past the header to the screen. */
export function SkipLink({ to, label }: { to: string; label: string }) {
  return (
    <a
      href={`#${to}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
    >
      {label}
    </a>
  );
}

/**
 * A tap that opens another screen shows at once: while its chunk is on its way the old screen
 * stays, so a bar across the top says the tap was taken.
 */
export function NavigationProgress() {
  const pending = useNavigationPending();
  const { t } = useT();
  if (!pending) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('shop.nav.opening')}
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-brand-600 motion-reduce:animate-none" />
    </div>
  );
}
