import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from '@/components/dialogs';
import { readAdminToken, storeAdminToken } from '@/lib/admin-session';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import DashboardLayout from './dashboard-layout';
import StatsPage from '@/features/owner-overview/pages/stats-page';
import { adminOwner } from '@/features/owner-session';
import { adminToken, freshAdminToken } from '@/test/admin-token';
import { OWNER_SESSION_TEXTS } from '@/lib/spec-texts';
import AdminLoginPage from '@/features/owner-session/pages/admin-login-page';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

function openDashboard(index: ReactElement = <p>Stats here</p>) {
  return renderScreen(<h1>Admin login screen</h1>, {
    path: '/admin',
    route: '/dashboard',
    extraRoutes: [
      { path: '/dashboard', element: <DashboardLayout />, children: [{ index: true, element: index }] },
    ],
  });
}

async function expectSessionEnded(router: ReturnType<typeof openDashboard>['router']) {
  expect(await screen.findByRole('heading', { name: 'Admin login screen' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/admin');
  expect(readAdminToken()).toBeNull();
  expect(showAlert).toHaveBeenCalledTimes(1);
  expect(showAlert).toHaveBeenCalledWith({ title: OWNER_SESSION_TEXTS.sessionExpired, icon: 'warning' });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Dashboard guard', () => {
  it('when no token is stored, then the dashboard sends the visitor to /admin', async () => {
    const { router } = openDashboard();
    expect(await screen.findByRole('heading', { name: 'Admin login screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('when the stored token expired before the page opened, then the owner is alerted, the token removed and /admin opens', async () => {
    storeAdminToken(adminToken({ exp: Math.floor(Date.now() / 1000) - 5, name: 'Shop Owner' }));
    const { router } = openDashboard();
    expect(await screen.findByRole('heading', { name: 'Admin login screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.queryByText('Stats here')).not.toBeInTheDocument();
    expect(showAlert).toHaveBeenCalledWith(
      expect.objectContaining({ title: OWNER_SESSION_TEXTS.sessionExpired }),
    );
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('when the token is valid, then the shell shows the owner, the actions and the page', () => {
    storeAdminToken(freshAdminToken('Shop Owner'));
    openDashboard();
    expect(screen.getByText('Stats here')).toBeInTheDocument();
    expect(screen.getByText('Store Inventory')).toBeInTheDocument();
    expect(screen.getByText('Shop Owner')).toBeInTheDocument();
    expect(screen.getByText('Owner')).toBeInTheDocument();
    expect(screen.getByText('SO')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Manage Items' })).toHaveAttribute(
      'href',
      '/dashboard/manage-books',
    );
    expect(within(nav).getByRole('link', { name: 'Add New Item' })).toHaveAttribute(
      'href',
      '/dashboard/add-new-book',
    );
    expect(within(nav).getByRole('link', { name: 'View Orders' })).toHaveAttribute(
      'href',
      '/dashboard/view-orders',
    );
    expect(within(nav).getByRole('link', { name: 'Counter' })).toHaveAttribute('href', '/dashboard/counter');
    expect(within(nav).getByRole('link', { name: 'Day' })).toHaveAttribute('href', '/dashboard/day');
    expect(within(nav).getByRole('link', { name: 'Import CSV' })).toHaveAttribute(
      'href',
      '/dashboard/import-books',
    );
    expect(within(nav).getByRole('link', { name: 'Print Labels' })).toHaveAttribute(
      'href',
      '/dashboard/labels',
    );
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/dashboard/messages',
    );
    expect(within(nav).getByRole('link', { name: 'Print Rates' })).toHaveAttribute(
      'href',
      '/dashboard/print-rates',
    );
    expect(within(nav).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/dashboard/reports');
    expect(within(nav).getByRole('link', { name: 'Tax' })).toHaveAttribute('href', '/dashboard/tax');
  });
});

describe('Admin session', () => {
  it('when the token expires while the dashboard is open, then it alerts, removes the token and goes to /admin', async () => {
    // Only Date is faked: the session's real timer runs, the wall clock moves when the test says.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2025-11-20T10:00:00.000Z');
    vi.setSystemTime(start);
    storeAdminToken(adminToken({ exp: (start + 50) / 1000, name: 'Shop Owner' }));
    const { router } = openDashboard();
    expect(screen.getByText('Stats here')).toBeInTheDocument();

    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(showAlert).not.toHaveBeenCalled();

    vi.setSystemTime(start + 60);
    await expectSessionEnded(router);
  });

  it('when an owner call answers 401, then the session ends the same way', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'GET /api/admin': () => jsonResponse({ error: { message: 'Invalid token' } }, 401) });
    storeAdminToken(freshAdminToken());
    const { router } = openDashboard(<StatsPage />);
    await expectSessionEnded(router);
  });

  it('when the owner logs out, then the token is removed and /admin opens without an alert', async () => {
    storeAdminToken(freshAdminToken());
    const { router } = openDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin login screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(readAdminToken()).toBeNull();
    expect(showAlert).not.toHaveBeenCalled();
  });
});

describe('a working day', () => {
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  it('when the owner taps with a token over a minute old, then it is traded for a fresh one', async () => {
    const aging = adminToken({ exp: nowSeconds() + 3000, name: 'Shop Owner', iat: nowSeconds() - 600 });
    const renewed = freshAdminToken();
    const fetchMock = stubApi({ 'POST /api/auth/admin/renew': { token: renewed } });
    storeAdminToken(aging);
    openDashboard();
    await userEvent.click(screen.getByText('Stats here'));
    await vi.waitFor(() => expect(readAdminToken()).toBe(renewed));
    const [request] = requestsTo(fetchMock, 'POST', '/api/auth/admin/renew');
    expect(request!.headers.get('Authorization')).toBe(`Bearer ${aging}`);
  });

  it('when the token was issued under a minute ago, then a tap renews nothing', async () => {
    const young = adminToken({ exp: nowSeconds() + 3600, name: 'Shop Owner', iat: nowSeconds() });
    const fetchMock = stubApi({});
    storeAdminToken(young);
    openDashboard();
    await userEvent.click(screen.getByText('Stats here'));
    await userEvent.keyboard('a');
    expect(requestsTo(fetchMock, 'POST', '/api/auth/admin/renew')).toHaveLength(0);
    expect(readAdminToken()).toBe(young);
  });

  it('when the session ended on a desk page, then logging in again opens that page', async () => {
    storeAdminToken(adminToken({ exp: nowSeconds() - 5, name: 'Shop Owner' }));
    stubApi({ 'POST /api/auth/admin': { token: freshAdminToken() } });
    const { router } = renderScreen(<AdminLoginPage />, {
      path: '/admin',
      route: '/dashboard/view-orders?status=ready',
      extraRoutes: [
        {
          path: '/dashboard',
          element: <DashboardLayout />,
          children: [{ path: 'view-orders', element: <p>The desk</p> }],
        },
      ],
    });
    await userEvent.type(await screen.findByLabelText('Username'), 'owner');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('The desk')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/dashboard/view-orders?status=ready',
    );
  });
});

describe('adminOwner', () => {
  it('when the name claim is in Devanagari, then it is decoded intact', () => {
    expect(adminOwner(adminToken({ exp: 1, name: 'सरस्वती' })).name).toBe('सरस्वती');
  });

  it('when the token has no name, then the username stands in', () => {
    expect(adminOwner(adminToken({ exp: 1, username: 'owner' })).name).toBe('owner');
  });
});
