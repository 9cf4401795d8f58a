import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storeAdminToken } from '@/lib/admin-session';
import { freshAdminToken, freshStaffToken } from '@/test/admin-token';
import { renderScreen } from '@/test/render';
import { routes } from '../router';
import DashboardLayout from './dashboard-layout';
import { MENU_GROUPS } from './dashboard-nav';

const GROUPS: [string, [string, string][]][] = [
  [
    'Sell',
    [
      ['Counter', '/dashboard/counter'],
      ['Day', '/dashboard/day'],
    ],
  ],
  [
    'Orders',
    [
      ['View Orders', '/dashboard/view-orders'],
      ['Customers', '/dashboard/customers'],
      ['Messages', '/dashboard/messages'],
    ],
  ],
  [
    'Catalogue',
    [
      ['Manage Items', '/dashboard/manage-books'],
      ['Add New Item', '/dashboard/add-new-book'],
      ['Import CSV', '/dashboard/import-books'],
      ['Print Labels', '/dashboard/labels'],
      ['School Kits', '/dashboard/kits'],
    ],
  ],
  [
    'Money',
    [
      ['Dashboard', '/dashboard'],
      ['Reports', '/dashboard/reports'],
      ['Purchases', '/dashboard/purchases'],
      ['Reorder', '/dashboard/reorder'],
    ],
  ],
  [
    'Settings',
    [
      ['Tax', '/dashboard/tax'],
      ['Print Rates', '/dashboard/print-rates'],
      ['Staff', '/dashboard/staff'],
      ['Audit log', '/dashboard/audit'],
    ],
  ],
];

function openDashboard(route = '/dashboard', token = freshAdminToken('Shop Owner')) {
  storeAdminToken(token);
  return renderScreen(<p>Admin login screen</p>, {
    path: '/admin',
    route,
    extraRoutes: [
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [
          { index: true, element: <p>Stats here</p> },
          { path: 'counter', element: <p>The counter</p> },
        ],
      },
    ],
  });
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

afterEach(() => localStorage.clear());

describe('the owner’s menu', () => {
  it('when the owner’s area opens, then the menu button says the menu is shut and names the menu it opens', () => {
    openDashboard();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(menuButton()).toHaveAttribute('aria-controls', nav.id);
    expect(nav).toHaveClass('hidden');
  });

  it('when the menu button is pressed, then the menu opens with each link under its group, the page open marked', async () => {
    openDashboard();
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(nav).not.toHaveClass('hidden');
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(GROUPS.map(([group]) => group));
    for (const [group, links] of GROUPS) {
      const list = within(nav).getByRole('list', { name: group });
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual(links);
    }
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Counter' })).not.toHaveAttribute('aria-current');
  });

  it('when Escape is pressed in the open menu, then it shuts and the focus is back on the menu button', async () => {
    openDashboard();
    await userEvent.click(menuButton());
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Counter' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('when a link in the open menu is followed, then its page opens, marked as current, and the menu shuts', async () => {
    const { router } = openDashboard();
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('link', { name: 'Counter' }));
    expect(await screen.findByText('The counter')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/counter');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Counter' })).toHaveAttribute('aria-current', 'page');
  });

  it('when the page changes while the menu is open, not by the menu (Back, a link in the page), then the menu shuts', async () => {
    const { router } = openDashboard();
    await userEvent.click(menuButton());
    await act(() => router.navigate('/dashboard/counter'));
    expect(await screen.findByText('The counter')).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('when a cashier signed in with their PIN, then the menu holds only the counter’s screens and an owner’s screen says whose it is', async () => {
    openDashboard('/dashboard', freshStaffToken('Meena', 'cashier'));
    await userEvent.click(menuButton());
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/dashboard/counter', '/dashboard/day', '/dashboard/view-orders', '/dashboard/customers']);
    expect(screen.getByRole('alert')).toHaveTextContent('This needs a manager.');
    expect(screen.queryByText('Stats here')).not.toBeInTheDocument();
    expect(screen.getByText('Cashier')).toBeInTheDocument();
  });

  it('when a manager signed in, then the catalogue is theirs but the owner’s figures and settings are not', async () => {
    openDashboard('/dashboard', freshStaffToken('Ravi', 'manager'));
    await userEvent.click(menuButton());
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toContain('/dashboard/manage-books');
    expect(links).not.toContain('/dashboard');
    expect(links).not.toContain('/dashboard/reports');
    expect(links).not.toContain('/dashboard/staff');
    expect(screen.getByRole('alert')).toHaveTextContent('This needs the owner.');
  });

  it('when the menu button is pressed again, then the menu shuts', async () => {
    openDashboard();
    await userEvent.click(menuButton());
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('when the owner’s area has a screen with an address of its own, then the menu links it exactly once', () => {
    const area = routes.find((route) => route.path === '/dashboard')!;
    const screens = (area.children ?? [])
      .map((child) => (child.index ? '/dashboard' : `/dashboard/${child.path}`))
      // Pages reached from another (an item's edit page, a kit's editor) are not in the menu.
      .filter((path) => !path.slice('/dashboard/'.length).includes('/') && !path.includes(':'));
    const linked = MENU_GROUPS.flatMap((group) => group.links.map((link) => link.to));
    expect(new Set(linked).size).toBe(linked.length);
    expect([...linked].sort()).toEqual([...screens].sort());
  });
});
