import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from '@/components/dialogs';
import { fakeAuth, renderScreen } from '@/test/render';
import RegisterPage from './register-page';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const home = [{ path: '/', element: <h1>Home screen</h1> }];

async function register(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

afterEach(() => vi.clearAllMocks());

describe('RegisterPage', () => {
  it('when registration succeeds, then it alerts User registered successfully! and goes home', async () => {
    const registerUser = vi.fn(async () => {});
    renderScreen(<RegisterPage />, {
      path: '/register',
      auth: fakeAuth({ registerUser }),
      extraRoutes: home,
    });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await register('ravi@example.in', 'secret-123');

    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(registerUser).toHaveBeenCalledWith('ravi@example.in', 'secret-123');
    expect(showAlert).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'User registered successfully!' }),
    );
  });

  it('when the page opens, then Continue with phone comes first, Google and the e-mail form below it', () => {
    renderScreen(<RegisterPage />, { path: '/register', auth: fakeAuth(), extraRoutes: home });
    const phone = screen.getByRole('button', { name: 'Continue with phone' });
    const google = screen.getByRole('button', { name: 'Sign up with Google' });
    const email = screen.getByLabelText('Email');
    expect(phone.compareDocumentPosition(google)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(google.compareDocumentPosition(email)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('when registration fails, then the form says to provide a valid email and password', async () => {
    const registerUser = vi.fn(async () => {
      throw Object.assign(new Error('Firebase: Error (auth/email-already-in-use).'), {
        code: 'auth/email-already-in-use',
      });
    });
    renderScreen(<RegisterPage />, {
      path: '/register',
      auth: fakeAuth({ registerUser }),
      extraRoutes: home,
    });
    await register('ravi@example.in', 'secret-123');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please provide a valid email and password');
    expect(alert).toHaveTextContent('That e-mail is already registered: log in instead.');
    // Only the login screen offers a reset.
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });

  it('when Google sign-up succeeds or fails, then the matching alert shows', async () => {
    const signInWithGoogle = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('auth/popup-closed-by-user'))
      .mockResolvedValueOnce();
    renderScreen(<RegisterPage />, {
      path: '/register',
      auth: fakeAuth({ signInWithGoogle }),
      extraRoutes: home,
    });
    const google = screen.getByRole('button', { name: 'Sign up with Google' });

    await userEvent.click(google);
    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({ title: 'Google sign-up failed!', icon: 'error' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Sign up with Google' }));
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: 'Sign-up successful!' }));
  });
});
