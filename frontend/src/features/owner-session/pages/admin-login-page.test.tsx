import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from '@/components/dialogs';
import { readAdminToken, storeAdminToken } from '@/lib/admin-session';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { freshAdminToken, freshStaffToken } from '@/test/admin-token';
import AdminLoginPage from './admin-login-page';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const openLogin = () =>
  renderScreen(<AdminLoginPage />, {
    path: '/admin',
    extraRoutes: [
      { path: '/dashboard', element: <h1>Dashboard screen</h1> },
      { path: '/dashboard/counter', element: <h1>Counter screen</h1> },
    ],
  });

async function submit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('AdminLoginPage', () => {
  it('when the page opens, then it shows the owner-only note, the heading and both fields', () => {
    openLogin();
    expect(
      screen.getByText('This login form is only meant for the owner and developer of this website.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Username')).toHaveAttribute('placeholder');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('placeholder');
  });

  it('when the fields are empty, then both say they are required and nothing is sent', async () => {
    const fetchMock = stubApi({});
    openLogin();
    await submit('', '');
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the login fails, then the form says to provide a valid email and password and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'POST /api/auth/admin': () => jsonResponse({ error: { message: 'Bad credentials' } }, 401) });
    const { router } = openLogin();
    await submit('owner', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide a valid email and password');
    expect(logged).toHaveBeenCalled();
    expect(showAlert).not.toHaveBeenCalled();
    expect(readAdminToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it("when the login is rate limited, then the form shows the API's own message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const limited = 'Too many login attempts. Please wait a few minutes and try again.';
    stubApi({
      'POST /api/auth/admin': () => jsonResponse({ error: { code: 'rate_limited', message: limited } }, 429),
    });
    openLogin();
    await submit('owner', 'secret-123');

    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Please provide a valid email and password');
  });

  it('when the shop cannot be reached, then the form says so instead of blaming the password', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    openLogin();
    await submit('owner', 'secret-123');

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the shop. Try again.');
  });

  it('when the server fails, then the form asks to try again later, not for other credentials', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'POST /api/auth/admin': () => jsonResponse({ error: { message: 'Internal error' } }, 500) });
    openLogin();
    await submit('owner', 'secret-123');

    expect(await screen.findByRole('alert')).toHaveTextContent('The shop could not log you in just now.');
  });

  it('when the login succeeds, then it stores the token, alerts Admin Login successful! and opens /dashboard', async () => {
    const token = freshAdminToken();
    const fetchMock = stubApi({
      'POST /api/auth/admin': {
        token,
        user: { username: 'owner', displayName: 'Shop Owner', role: 'admin' },
      },
    });
    openLogin();
    await submit('owner', 'secret-123');

    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(readAdminToken()).toBe(token);
    expect(showAlert).toHaveBeenCalledWith({ title: 'Admin Login successful!', icon: 'success' });
    const [request] = requestsTo(fetchMock, 'POST', '/api/auth/admin');
    expect(await request!.json()).toEqual({ username: 'owner', password: 'secret-123' });
  });

  it('when a manager signs in with the login the owner set, then they start at the counter, not on the owner’s figures', async () => {
    const token = freshStaffToken('Ravi', 'manager');
    stubApi({
      'POST /api/auth/admin': { token, user: { username: 'ravi', displayName: 'Ravi', role: 'manager' } },
    });
    openLogin();
    await submit('ravi', 'floor-walker-1');

    expect(await screen.findByRole('heading', { name: 'Counter screen' })).toBeInTheDocument();
    expect(readAdminToken()).toBe(token);
  });

  it('when the reply has no token, then it still alerts success and navigates (the guard sends it back)', async () => {
    stubApi({ 'POST /api/auth/admin': {} });
    openLogin();
    await submit('owner', 'secret-123');
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(showAlert).toHaveBeenCalledWith({ title: 'Admin Login successful!', icon: 'success' });
    expect(readAdminToken()).toBeNull();
  });

  it('when the login is being sent, then the Login button is disabled', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({ 'POST /api/auth/admin': () => new Promise<Response>((resolve) => (answer = resolve)) });
    openLogin();
    await submit('owner', 'secret-123');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled());
    answer(jsonResponse({ token: freshAdminToken() }));
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
  });

  it('when a valid token is already stored, then the page goes straight to /dashboard', async () => {
    storeAdminToken(freshAdminToken());
    openLogin();
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
  });
});
