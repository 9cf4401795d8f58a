import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeShop } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { kitId, makeKitView, stubKits } from '../testing/kits-api';
import KitPrintPage, { PRINT_SCHOOL_LIST_ONLY } from './kit-print-page';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('KitPrintPage', () => {
  it('when a kit’s list is opened, then it shows the shop, school, class, year, each item with its quantity and “optional”, and both prices, and prints alone', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    stubKits({
      [`GET /api/kits/${kitId(1)}`]: makeKitView(),
      'GET /api/shop': makeShop({ name: 'Saraswati Books & Stationery' }),
    });
    const user = userEvent.setup();
    renderScreen(<KitPrintPage />, {
      path: '/dashboard/kits/:id/print',
      route: `/dashboard/kits/${kitId(1)}/print`,
    });

    expect(await screen.findByRole('heading', { level: 1, name: "St. Xavier's" })).toBeInTheDocument();
    expect(await screen.findByText('Saraswati Books & Stationery')).toBeInTheDocument();
    expect(screen.getByText('Class 5 · 2026-27')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Items of Class 5, St. Xavier’s 2026-27' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ['1', 'Single-line notebook', '9', ''],
      ['2', 'Brown cover roll', '2', ''],
      ['3', 'Geometry box', '1', 'optional'],
    ]);
    expect(screen.getByText('With all optional items').nextSibling).toHaveTextContent('₹560.00');
    expect(screen.getByText('With no optional items').nextSibling).toHaveTextContent('₹410.00');
    expect(screen.getByText('Covers in brown only.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.querySelector('style')?.textContent).toBe(PRINT_SCHOOL_LIST_ONLY);
    expect(PRINT_SCHOOL_LIST_ONLY).toMatch(/^@media print/);
  });
});
