import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchFirstScreen } from '@/app/prefetch';
import { AppRouter } from '@/app/app-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes, preloadScreens } from '@/app/router';
import { createBrowserStore } from '@/app/store';
import { loadCart } from '@/features/cart';
import { startLanguage } from '@/i18n';
import './index.css';

/**
 * Lets the browser breathe between the app's start-up steps: on a slow phone each is a few
 * dozen milliseconds, and one long run of them would freeze a page that is already showing.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void (async () => {
  // Nothing runs while the modules are evaluated: that one task is already the start-up's longest.
  await nextTask();
  // The page's first read of localStorage opens it, which on a fresh phone takes a task of its own.
  const cart = loadCart();
  await nextTask();
  const store = createBrowserStore(cart);
  await nextTask();
  // The screen is drawn once its words are here; a catalog other than English is named in the
  // page so it downloads with the app. Not a top-level await: with one, the build's manifest
  // loses its index.html entry.
  const language = startLanguage();
  await nextTask();
  prefetchFirstScreen(store, window.location);
  await nextTask();
  preloadScreens(window.location.pathname);
  await language.catch(() => undefined);
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  // A transition, so React draws the screen in slices instead of in one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders store={store}>
          <AppRouter>
            <AppRoutes />
          </AppRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
})();
