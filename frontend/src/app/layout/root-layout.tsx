import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { Loading } from '@/components/status';
import { useDevanagariFont, useT } from '@/i18n';
import { ChatWidget } from './chat-widget';
import { Footer } from './footer';
import { Header } from './header';

/**
 * `pending`: the first load, before the screen's chunk has arrived. The footer waits for the
 * screen, so nothing painted early is pushed down by it (no layout shift).
 */
export function RootLayout({ pending = false }: { pending?: boolean }) {
  const { t } = useT();
  useDevanagariFont();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('shop.nav.skipToContent')}
      </a>
      <NavigationProgress />
      <Header />
      <ChatWidget />
      <main id="main" className={pending ? 'min-h-screen flex-1' : 'flex-1'}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      {!pending && <Footer />}
      <ScrollRestoration />
    </div>
  );
}

/**
 * A tap that opens another screen shows at once: while its chunk (or the shop's answer) is on
 * its way the old screen stays, so a bar across the top says the tap was taken.
 */
export function NavigationProgress() {
  const { state } = useNavigation();
  const { t } = useT();
  if (state === 'idle') return null;
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
