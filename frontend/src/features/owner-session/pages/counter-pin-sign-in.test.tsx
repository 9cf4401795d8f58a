import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAdminToken } from '@/lib/admin-session';
import { storeCounterDevice } from '@/lib/counter-device';
import { freshStaffToken } from '@/test/admin-token';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import AdminLoginPage from './admin-login-page';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const STAFF = [
  { _id: 'st-1', name: 'Meena', role: 'cashier' },
  { _id: 'st-2', name: 'Ravi', role: 'manager' },
];

const openLogin = () =>
  renderScreen(<AdminLoginPage />, {
    path: '/admin',
    extraRoutes: [{ path: '/dashboard/counter', element: <h1>The counter</h1> }],
  });

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('signing in with a PIN at a counter device', () => {
  it('when the device is not a counter, then no PIN sign-in is offered and the staff list is never asked for', () => {
    const fetchMock = stubApi({ 'GET /api/auth/counter-staff': STAFF });
    openLogin();
    expect(screen.queryByRole('heading', { name: 'Staff: sign in at this counter' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', '/api/auth/counter-staff')).toHaveLength(0);
  });

  it('when a cashier chooses their name and types their PIN, then the device key goes with it and the counter opens in their name', async () => {
    storeCounterDevice({ id: 'dev-1', name: 'Front desk', key: 'device-key-1' });
    const token = freshStaffToken('Meena', 'cashier');
    const fetchMock = stubApi({
      'GET /api/auth/counter-staff': STAFF,
      'POST /api/auth/pin': { token, user: { name: 'Meena', role: 'cashier' }, lockMinutes: 3 },
    });
    openLogin();
    expect(await screen.findByText(/This device is the counter “Front desk”/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: 'Meena (Cashier)' }));
    await userEvent.type(screen.getByLabelText('PIN'), '2468');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with PIN' }));

    expect(await screen.findByRole('heading', { name: 'The counter' })).toBeInTheDocument();
    expect(readAdminToken()).toBe(token);
    const [request] = requestsTo(fetchMock, 'POST', '/api/auth/pin');
    expect(request!.headers.get('X-Counter-Device')).toBe('device-key-1');
    expect(await request!.json()).toEqual({ staffId: 'st-1', pin: '2468' });
  });

  it('when the PIN is wrong, then the shop’s words say so, the PIN box is emptied and nobody is signed in', async () => {
    storeCounterDevice({ id: 'dev-1', name: 'Front desk', key: 'device-key-1' });
    stubApi({
      'GET /api/auth/counter-staff': STAFF,
      'POST /api/auth/pin': () =>
        jsonResponse(
          { error: { code: 'unauthenticated', message: 'That PIN is not right. Please try again.' } },
          401,
        ),
    });
    openLogin();
    await userEvent.click(await screen.findByRole('radio', { name: 'Ravi (Manager)' }));
    await userEvent.type(screen.getByLabelText('PIN'), '1111');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with PIN' }));

    expect(await screen.findByText('That PIN is not right. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('PIN')).toHaveValue('');
    expect(readAdminToken()).toBeNull();
  });
});
