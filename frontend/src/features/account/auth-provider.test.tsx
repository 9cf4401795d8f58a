import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFirebaseAuth } from '@/lib/firebase';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';
import { SESSION_HINT_KEY } from './session-hint';

type Listener = (user: { uid: string; email: string } | null) => void;
let reportState: Listener = () => {};
const newUser = { uid: 'u2', email: 'ravi@example.in' };
const sdk = vi.hoisted(() => ({
  createUserWithEmailAndPassword: vi.fn(),
  sendEmailVerification: vi.fn(async () => {}),
}));

vi.mock('@/lib/firebase', () => ({
  loadFirebaseAuth: vi.fn(async () => ({
    auth: { currentUser: null },
    sdk: {
      onAuthStateChanged: (_auth: unknown, listener: Listener) => {
        reportState = listener;
        return () => {};
      },
      ...sdk,
    },
  })),
}));

function Probe() {
  const { currentUser, loading, settled, requireAuthState, registerUser } = useAuth();
  return (
    <>
      <button type="button" onClick={() => void registerUser('ravi@example.in', 'secret-123')}>
        register
      </button>
      <p>{loading ? 'loading' : settled ? 'settled' : 'not asked'}</p>
      <p>{currentUser?.email ?? 'nobody'}</p>
      <button type="button" onClick={requireAuthState}>
        ask
      </button>
    </>
  );
}

const renderProvider = () =>
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );

beforeEach(() => {
  // jsdom has no indexedDB: a browser that never signed in.
  vi.stubGlobal('indexedDB', { databases: async () => [] });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('AuthProvider', () => {
  it('when this browser has no session, then Firebase is not loaded and the visitor shows as signed out', async () => {
    renderProvider();
    await act(async () => {});
    expect(screen.getByText('not asked')).toBeInTheDocument();
    expect(screen.getByText('nobody')).toBeInTheDocument();
    expect(loadFirebaseAuth).not.toHaveBeenCalled();
  });

  it('when a customer registers, then Firebase mails the verification link to the new account', async () => {
    sdk.createUserWithEmailAndPassword.mockResolvedValueOnce({ user: newUser });
    renderProvider();
    await act(async () => screen.getByRole('button', { name: 'register' }).click());
    expect(sdk.createUserWithEmailAndPassword).toHaveBeenCalledWith(
      expect.anything(),
      'ravi@example.in',
      'secret-123',
    );
    expect(sdk.sendEmailVerification).toHaveBeenCalledWith(newUser);
  });

  it('when a screen asks for the state, then Firebase loads and its report is shown and remembered', async () => {
    renderProvider();
    await act(async () => screen.getByRole('button', { name: 'ask' }).click());
    expect(loadFirebaseAuth).toHaveBeenCalledTimes(1);
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => reportState({ uid: 'u1', email: 'asha@example.in' }));
    expect(screen.getByText('settled')).toBeInTheDocument();
    expect(screen.getByText('asha@example.in')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('signed-in');
  });

  it('when a customer was signed in here, then Firebase loads at startup with the placeholder shown', async () => {
    localStorage.setItem(SESSION_HINT_KEY, 'signed-in');
    renderProvider();
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => {});
    expect(loadFirebaseAuth).toHaveBeenCalledTimes(1);
    act(() => reportState(null));
    expect(screen.getByText('nobody')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('signed-out');
  });

  it('when the customer had signed out here, then Firebase is not loaded at startup', async () => {
    localStorage.setItem(SESSION_HINT_KEY, 'signed-out');
    renderProvider();
    await act(async () => {});
    expect(loadFirebaseAuth).not.toHaveBeenCalled();
  });

  it('when a sign-in from before the note exists in Firebase storage, then Firebase loads at startup', async () => {
    vi.stubGlobal('indexedDB', { databases: async () => [{ name: 'firebaseLocalStorageDb' }] });
    renderProvider();
    await act(async () => {});
    expect(loadFirebaseAuth).toHaveBeenCalledTimes(1);
  });
});
