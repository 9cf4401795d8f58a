import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { currentLanguage } from '@/i18n';
import { registerCustomerTokenGetter } from '@/lib/customer-token';
import { loadFirebaseAuth } from '@/lib/firebase';
import { AuthContext, type AuthContextValue, type CurrentUser } from './auth-context';
import { maySessionExist, onSessionStartedElsewhere, rememberSession, sessionHint } from './session-hint';

/** not-asked: Firebase is not loaded and, with no session in this browser, the visitor shows as signed out. */
type Phase = 'not-asked' | 'loading' | 'settled';

const toCurrentUser = (user: User): CurrentUser => ({
  uid: user.uid,
  email: user.email,
  displayName: user.displayName,
  photoURL: user.photoURL,
  emailVerified: user.emailVerified,
  phoneNumber: user.phoneNumber,
});

/** The signed-in customer as Firebase reports it, asked for only once something needs it. */
function useFirebaseUser() {
  const [currentUser, setCurrentUser] = useState<CurrentUser | null>(null);
  // A remembered session shows the header's placeholder at once, as before Firebase was deferred.
  const [phase, setPhase] = useState<Phase>(() => (sessionHint() === 'signed-in' ? 'loading' : 'not-asked'));
  // The subscription to Firebase of this mount, once asked for.
  const subscription = useRef<{ unsubscribe?: () => void } | null>(null);

  const requireAuthState = useCallback(() => {
    if (subscription.current) return;
    const mine: { unsubscribe?: () => void } = {};
    subscription.current = mine;
    setPhase((current) => (current === 'settled' ? current : 'loading'));
    void loadFirebaseAuth().then(({ auth, sdk }) => {
      if (subscription.current !== mine) return; // Unmounted meanwhile.
      registerCustomerTokenGetter(async () => (auth.currentUser ? auth.currentUser.getIdToken() : null));
      mine.unsubscribe = sdk.onAuthStateChanged(auth, (user) => {
        rememberSession(user !== null);
        setCurrentUser(user ? toCurrentUser(user) : null);
        setPhase('settled');
      });
    });
  }, []);

  useEffect(() => {
    let active = true;
    void maySessionExist().then((exists) => {
      if (exists && active) requireAuthState();
    });
    const stopListening = onSessionStartedElsewhere(requireAuthState);
    return () => {
      active = false;
      stopListening();
      subscription.current?.unsubscribe?.();
      subscription.current = null;
    };
  }, [requireAuthState]);

  const recheckEmailVerified = useCallback(async () => {
    const { auth, sdk } = await loadFirebaseAuth();
    const user = auth.currentUser;
    if (!user || user.emailVerified) return;
    await sdk.reload(user);
    if (!user.emailVerified) return;
    // A token minted before the click still says unverified, and the API reads the token.
    await user.getIdToken(true);
    setCurrentUser(toCurrentUser(user));
  }, []);

  return { currentUser, phase, requireAuthState, recheckEmailVerified };
}

type AuthActions = Pick<
  AuthContextValue,
  | 'registerUser'
  | 'sendVerificationEmail'
  | 'loginUser'
  | 'sendPasswordReset'
  | 'signInWithGoogle'
  | 'sendPhoneCode'
  | 'logout'
>;

/** Each action also starts listening, so the screen sees the outcome of what it asked for. */
function authActions(requireAuthState: () => void): AuthActions {
  const firebase = () => {
    requireAuthState();
    return loadFirebaseAuth();
  };
  return {
    async registerUser(email, password) {
      const { auth, sdk } = await firebase();
      const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
      // The account exists either way; a link that could not be sent is offered again on the dashboard.
      await sdk.sendEmailVerification(user).catch((error: unknown) => {
        console.warn('The verification e-mail was not sent', error);
      });
    },
    async sendVerificationEmail() {
      const { auth, sdk } = await firebase();
      if (auth.currentUser) await sdk.sendEmailVerification(auth.currentUser);
    },
    async loginUser(email, password) {
      const { auth, sdk } = await firebase();
      await sdk.signInWithEmailAndPassword(auth, email, password);
    },
    async sendPasswordReset(email) {
      const { auth, sdk } = await firebase();
      await sdk.sendPasswordResetEmail(auth, email);
    },
    async signInWithGoogle() {
      const { auth, sdk } = await firebase();
      await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider());
    },
    async sendPhoneCode(phoneNumber, recaptchaHost) {
      const { auth, sdk } = await firebase();
      // The SMS comes in the language the customer reads the shop in.
      auth.languageCode = currentLanguage();
      // reCAPTCHA draws one widget per element: each send (a retry, a resend) gets a fresh one.
      const container = document.createElement('div');
      recaptchaHost.replaceChildren(container);
      const verifier = new sdk.RecaptchaVerifier(auth, container, { size: 'invisible' });
      try {
        const confirmation = await sdk.signInWithPhoneNumber(auth, phoneNumber, verifier);
        return {
          async confirm(code) {
            const credential = await confirmation.confirm(code);
            return { isNewUser: sdk.getAdditionalUserInfo(credential)?.isNewUser ?? false };
          },
        };
      } finally {
        verifier.clear();
      }
    },
    async logout() {
      const { auth, sdk } = await firebase();
      await sdk.signOut(auth);
    },
  };
}

/**
 * Firebase (a large download) loads at startup only when this browser has a signed-in customer;
 * otherwise when a screen needs the real state (sign-in, register, the guarded screens) or another
 * tab signs in.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { currentUser, phase, requireAuthState, recheckEmailVerified } = useFirebaseUser();
  const value = useMemo<AuthContextValue>(
    () => ({
      currentUser,
      loading: phase === 'loading',
      settled: phase === 'settled',
      requireAuthState,
      recheckEmailVerified,
      ...authActions(requireAuthState),
    }),
    [currentUser, phase, requireAuthState, recheckEmailVerified],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
