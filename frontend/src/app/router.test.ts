import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import ImportBooksPage from '@/features/owner-catalogue/pages/import-books-page';
import { routes } from './router';

describe('routes', () => {
  it('when /dashboard/import-books is opened, then the import page is its screen, inside the dashboard', async () => {
    const dashboard = routes.find((route) => route.path === '/dashboard');
    const child = dashboard?.children?.find((route) => route.path === 'import-books');
    const load = child?.lazy as (() => Promise<{ Component: ComponentType }>) | undefined;
    expect(load).toBeTypeOf('function');
    expect((await load!()).Component).toBe(ImportBooksPage);
  });
});
