import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Loading } from '@/components/status';
import { ChatWidget } from './chat-widget';
import { Footer } from './footer';
import { Header } from './header';

/**
 * `pending`: the first load, before the screen's chunk has arrived. The footer waits for the
 * screen, so nothing painted early is pushed down by it (no layout shift).
 */
export function RootLayout({ pending = false }: { pending?: boolean }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
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
