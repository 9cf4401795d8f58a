import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createRouter } from '@/app/router';
import { createBrowserStore } from '@/app/store';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={createBrowserStore()}>
      <RouterProvider router={createRouter()} />
    </AppProviders>
  </StrictMode>,
);
