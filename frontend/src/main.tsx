import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { prefetchFirstScreen } from '@/app/prefetch';
import { AppProviders } from '@/app/providers';
import { createRouter } from '@/app/router';
import { createBrowserStore } from '@/app/store';
import { startLanguage } from '@/i18n';
import './index.css';

const store = createBrowserStore();
prefetchFirstScreen(store, window.location);

// The screen is drawn once its words are here; the page names the catalog so it downloads with the
// app. Not a top-level await: with one, the build's manifest loses its index.html entry.
void startLanguage().finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={createRouter()} />
      </AppProviders>
    </StrictMode>,
  ),
);
