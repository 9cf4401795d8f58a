import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ImportBooksPage from '@/features/owner-catalogue/pages/import-books-page';
import KitEditorPage from '@/features/owner-kits/pages/kit-editor-page';
import KitsPage from '@/features/owner-kits/pages/kits-page';
import LabelsPage from '@/features/owner-catalogue/pages/labels-page';
import MessagesPage from '@/features/owner-messages/pages/messages-page';
import PrintRatesPage from '@/features/owner-print/pages/print-rates-page';
import PrintPage from '@/features/print/pages/print-page';
import ReportsPage from '@/features/owner-reports/pages/reports-page';
import TaxPage from '@/features/owner-tax/pages/tax-page';
import { routes } from './router';

interface ScreenHandle {
  load: () => Promise<{ default: ComponentType }>;
  guarded: boolean;
}

const handleOf = (route: RouteObject | undefined) => route?.handle as ScreenHandle | undefined;

/** The screen a route loads lazily. */
async function screenOf(route: RouteObject | undefined): Promise<ComponentType> {
  const load = handleOf(route)?.load;
  expect(load).toBeTypeOf('function');
  return (await load!()).default;
}

/** The screen a /dashboard child route loads lazily. */
function dashboardScreen(path: string): Promise<ComponentType> {
  const dashboard = routes.find((route) => route.path === '/dashboard');
  return screenOf(dashboard?.children?.find((route) => route.path === path));
}

describe('routes', () => {
  it('when /dashboard/import-books is opened, then the import page is its screen, inside the dashboard', async () => {
    expect(await dashboardScreen('import-books')).toBe(ImportBooksPage);
  });

  it('when /dashboard/labels is opened, then the label printer is its screen, inside the dashboard', async () => {
    expect(await dashboardScreen('labels')).toBe(LabelsPage);
  });

  it('when /dashboard/messages is opened, then the outbox is its screen, inside the dashboard', async () => {
    expect(await dashboardScreen('messages')).toBe(MessagesPage);
  });

  it('when /dashboard/print-rates is opened, then the rate card is its screen, inside the dashboard', async () => {
    expect(await dashboardScreen('print-rates')).toBe(PrintRatesPage);
  });

  it('when /dashboard/reports is opened, then the accountant’s reports are its screen, inside the dashboard', async () => {
    expect(await dashboardScreen('reports')).toBe(ReportsPage);
  });

  it('when /dashboard/tax is opened, then the tax settings are its screen, inside the dashboard', async () => {
    expect(await dashboardScreen('tax')).toBe(TaxPage);
  });

  it('when /dashboard/kits is opened, then the school kits are its screen, and a new kit and a kept one share the editor', async () => {
    expect(await dashboardScreen('kits')).toBe(KitsPage);
    expect(await dashboardScreen('kits/new')).toBe(KitEditorPage);
    expect(await dashboardScreen('kits/:id/edit')).toBe(KitEditorPage);
  });

  it('when /print is opened, then the print page is its screen, in the shop layout and not behind the login', async () => {
    const shop = routes.find((route) => route.path === '/');
    const print = shop?.children?.find((route) => route.path === 'print');
    expect(await screenOf(print)).toBe(PrintPage);
    expect(handleOf(print)?.guarded).toBe(false);
    expect(handleOf(shop?.children?.find((route) => route.path === 'checkout'))?.guarded).toBe(true);
  });
});
