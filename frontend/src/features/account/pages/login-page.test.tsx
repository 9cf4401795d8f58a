import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from '@/components/dialogs';
import type { AuthContextValue } from '@/features/account/auth-context';
import { fakeAuth, renderScreen, signedInUser } from '@/test/render';
import LoginPage from './login-page';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const otherPages = [
  { path: '/', element: <h1>Home screen</h1> },
  { path: '/orders', element: <h1>Orders screen</h1> },
];

/** Opens /login as the guard does: with the page the visitor was headed to in location.state. */
async function openLogin(auth: AuthContextValue, from?: string) {
  const view = renderScreen(<LoginPage />, { path: '/login', auth, extraRoutes: otherPages });
  if (from) await act(() => view.router.navigate('/login', { state: { from: { pathname: from } } }));
  return view;
}

async function submitCredentials(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => vi.clearAllMocks());

describe('LoginPage', () => {
  it('when the page opens, then it offers e-mail, password, Google and a link to register', async () => {
    await openLogin(fakeAuth());
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('when the page opens, then Continue with phone comes first, Google and the e-mail form below it', async () => {
    await openLogin(fakeAuth());
    const inOrder = [
      screen.getByRole('button', { name: 'Continue with phone' }),
      screen.getByRole('button', { name: 'Sign in with Google' }),
      screen.getByLabelText('Email'),
      screen.getByLabelText('Password'),
      screen.getByRole('button', { name: 'Login' }),
    ];
    for (const [index, element] of inOrder.slice(1).entries()) {
      expect(inOrder[index]!.compareDocumentPosition(element)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
  });

  it('when the fields are empty, then both say they are required and no sign-in is tried', async () => {
    const loginUser = vi.fn(async () => {});
    await openLogin(fakeAuth({ loginUser }));
    await submitCredentials('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(loginUser).not.toHaveBeenCalled();
  });

  it('when the sign-in fails, then the form says to provide a valid email and password', async () => {
    const loginUser = vi.fn(async () => {
      throw new Error('auth/wrong-password');
    });
    const { router } = await openLogin(fakeAuth({ loginUser }));
    await submitCredentials('asha@example.in', 'wrong-one');

    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide a valid email and password');
    expect(loginUser).toHaveBeenCalledWith('asha@example.in', 'wrong-one');
    expect(showAlert).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('when Firebase says why the sign-in failed, then a line under the message says it in words', async () => {
    const loginUser = vi.fn(async () => {
      throw Object.assign(new Error('Firebase: Error (auth/user-not-found).'), {
        code: 'auth/user-not-found',
      });
    });
    await openLogin(fakeAuth({ loginUser }));
    await submitCredentials('nobody@example.in', 'secret-123');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please provide a valid email and password');
    expect(alert).toHaveTextContent('There is no account with that e-mail. Check it, or register.');
  });

  it('when Show password is pressed, then the password can be read, and hidden again', async () => {
    await openLogin(fakeAuth());
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('when Forgot password? is pressed, then the reset link goes to the e-mail typed, or it asks for one first', async () => {
    const sendPasswordReset = vi.fn(async () => {});
    await openLogin(fakeAuth({ sendPasswordReset }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Type your e-mail above first.');
    expect(sendPasswordReset).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Email'), ' asha@example.in ');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(sendPasswordReset).toHaveBeenCalledWith('asha@example.in');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A link to set a new password is on its way to asha@example.in.',
    );
  });

  it('when the sign-in succeeds, then it alerts Login successful! and returns to the page in location.state', async () => {
    const loginUser = vi.fn(async () => {});
    const { router } = await openLogin(fakeAuth({ loginUser }), '/orders');
    await submitCredentials('asha@example.in', 'secret-123');

    expect(await screen.findByRole('heading', { name: 'Orders screen' })).toBeInTheDocument();
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: 'Login successful!' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('when no page was remembered, then a successful sign-in goes home', async () => {
    await openLogin(fakeAuth());
    await submitCredentials('asha@example.in', 'secret-123');
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  });

  it('when Google sign-in fails, then it alerts Google sign in failed! with an error icon', async () => {
    const signInWithGoogle = vi.fn(async () => {
      throw new Error('auth/popup-blocked');
    });
    await openLogin(fakeAuth({ signInWithGoogle }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({ title: 'Google sign in failed!', icon: 'error' }),
    );
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  });

  it('when Google sign-in succeeds, then it alerts Login successful! and goes to the remembered page', async () => {
    await openLogin(fakeAuth(), '/orders');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByRole('heading', { name: 'Orders screen' })).toBeInTheDocument();
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: 'Login successful!' }));
  });

  it('when a signed-in user opens the login page, then they are sent on to the remembered page', async () => {
    await openLogin(fakeAuth({ currentUser: signedInUser }), '/orders');
    expect(await screen.findByRole('heading', { name: 'Orders screen' })).toBeInTheDocument();
  });
});
