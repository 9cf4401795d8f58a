import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import ImportBooksPage from '@/features/owner-catalogue/pages/import-books-page';
import MessagesPage from '@/features/owner-messages/pages/messages-page';
import { routes } from './router';

/** The screen a /dashboard child route loads lazily. */
async function dashboardScreen(path: string): Promise<ComponentType> {
  const dashboard = routes.find((route) => route.path === '/dashboard');
  const child = dashboard?.children?.find((route) => route.path === path);
  const load = child?.lazy as (() => Promise<{ Component: ComponentType }>) | undefined;
  expect(load).toBeTypeOf('function');
  return (await load!()).Component;
}

describe('routes', () => {
  it('when /dashboard/import-books is opened, then the import page is its screen, inside the dashboard', async () => {
    expect(await dashboardScreen('import-books')).toBe(ImportBooksPage);
  });

  it('when /dashboard/messages is opened, then the outbox is its screen, inside the dashboard', async () => {
    expect(await dashboardScreen('messages')).toBe(MessagesPage);
  });
});
