import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateCatalog } from '@/i18n';
import english from '@/i18n/locales/en/index.ts';
import hindi from '@/i18n/locales/hi/index.ts';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';

type Listener = (user: object | null) => void;
const firebase = vi.hoisted(() => {
  const auth = { currentUser: null, languageCode: null as string | null };
  const verifiers: { container: HTMLElement; parameters: object; clear: () => void }[] = [];
  const confirm = vi.fn(async (_code: string) => ({ user: { uid: 'u-phone' } }));
  return {
    auth,
    verifiers,
    confirm,
    reportState: (() => {}) as Listener,
    sdk: {
      RecaptchaVerifier: vi.fn(function RecaptchaVerifier(
        this: object,
        _auth: unknown,
        container: HTMLElement,
        parameters: object,
      ) {
        const verifier = { container, parameters, clear: vi.fn() };
        verifiers.push(verifier);
        return verifier;
      }),
      signInWithPhoneNumber: vi.fn(async (_auth: unknown, _phone: string, _verifier: unknown) => ({
        verificationId: 'v1',
        confirm,
      })),
      getAdditionalUserInfo: vi.fn(() => ({ isNewUser: true })),
    },
  };
});

vi.mock('@/lib/firebase', () => ({
  loadFirebaseAuth: vi.fn(async () => ({
    auth: firebase.auth,
    sdk: {
      ...firebase.sdk,
      onAuthStateChanged: (_auth: unknown, listener: Listener) => {
        firebase.reportState = listener;
        return () => {};
      },
    },
  })),
}));

let outcome: { isNewUser: boolean } | undefined;

function Probe() {
  const { currentUser, sendPhoneCode } = useAuth();
  async function signIn() {
    const sent = await sendPhoneCode('+919876543210', document.getElementById('recaptcha-host')!);
    outcome = await sent.confirm('123456');
  }
  return (
    <>
      <div id="recaptcha-host" />
      <button type="button" onClick={() => void signIn()}>
        phone
      </button>
      <p>{currentUser ? `${currentUser.phoneNumber} / ${currentUser.email ?? 'no e-mail'}` : 'nobody'}</p>
    </>
  );
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', { databases: async () => [] });
  firebase.verifiers.length = 0;
  outcome = undefined;
});

afterEach(() => {
  activateCatalog('en', english);
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('AuthProvider, signing in by phone', () => {
  it('when a code is asked for, then an invisible reCAPTCHA checks the visitor and Firebase texts the number', async () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'phone' }).click());

    const verifier = firebase.verifiers[0]!;
    expect(verifier.parameters).toEqual({ size: 'invisible' });
    expect(document.getElementById('recaptcha-host')!.firstChild).toBe(verifier.container);
    expect(firebase.sdk.signInWithPhoneNumber).toHaveBeenCalledWith(firebase.auth, '+919876543210', verifier);
    expect(verifier.clear).toHaveBeenCalled();
    expect(firebase.confirm).toHaveBeenCalledWith('123456');
    expect(outcome).toEqual({ isNewUser: true });
    expect(firebase.auth.languageCode).toBe('en');
  });

  it('when the shop is shown in Hindi, then the SMS is asked for in Hindi, and each try gets a fresh reCAPTCHA', async () => {
    activateCatalog('hi', hindi);
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'phone' }).click());
    await act(async () => screen.getByRole('button', { name: 'phone' }).click());

    expect(firebase.auth.languageCode).toBe('hi');
    expect(firebase.verifiers).toHaveLength(2);
    const host = document.getElementById('recaptcha-host')!;
    expect(host.childNodes).toHaveLength(1);
    expect(host.firstChild).toBe(firebase.verifiers[1]!.container);
    expect(firebase.verifiers[1]!.container).not.toBe(firebase.verifiers[0]!.container);
  });

  it('when sending fails, then the reCAPTCHA is let go all the same and the failure reaches the screen', async () => {
    firebase.sdk.signInWithPhoneNumber.mockRejectedValueOnce(
      Object.assign(new Error('quota'), { code: 'auth/quota-exceeded' }),
    );
    let failure: unknown;
    function Sender() {
      const { sendPhoneCode } = useAuth();
      return (
        <button
          type="button"
          onClick={() => sendPhoneCode('+919876543210', document.body).catch((error) => (failure = error))}
        >
          send
        </button>
      );
    }
    render(
      <AuthProvider>
        <Sender />
      </AuthProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'send' }).click());
    expect(failure).toMatchObject({ code: 'auth/quota-exceeded' });
    expect(firebase.verifiers[0]!.clear).toHaveBeenCalled();
  });

  it('when a customer is signed in by phone, then the verified number is exposed and there is no e-mail', async () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'phone' }).click());
    act(() =>
      firebase.reportState({
        uid: 'u-phone',
        email: null,
        displayName: null,
        photoURL: null,
        emailVerified: false,
        phoneNumber: '+919876543210',
      }),
    );
    expect(screen.getByText('+919876543210 / no e-mail')).toBeInTheDocument();
  });
});
