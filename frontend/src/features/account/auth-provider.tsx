import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { registerCustomerTokenGetter } from '@/lib/customer-token';
import { loadFirebaseAuth } from '@/lib/firebase';
import { AuthContext, type AuthContextValue, type CurrentUser } from './auth-context';

export function AuthProvider({ children }: { children: ReactNode }) {
  const [currentUser, setCurrentUser] = useState<CurrentUser | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void loadFirebaseAuth().then(({ auth, sdk }) => {
      if (cancelled) return;
      registerCustomerTokenGetter(async () => (auth.currentUser ? auth.currentUser.getIdToken() : null));
      unsubscribe = sdk.onAuthStateChanged(auth, (user) => {
        setCurrentUser(
          user
            ? { uid: user.uid, email: user.email, displayName: user.displayName, photoURL: user.photoURL }
            : null,
        );
        setLoading(false);
      });
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      currentUser,
      loading,
      async registerUser(email, password) {
        const { auth, sdk } = await loadFirebaseAuth();
        await sdk.createUserWithEmailAndPassword(auth, email, password);
      },
      async loginUser(email, password) {
        const { auth, sdk } = await loadFirebaseAuth();
        await sdk.signInWithEmailAndPassword(auth, email, password);
      },
      async signInWithGoogle() {
        const { auth, sdk } = await loadFirebaseAuth();
        await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider());
      },
      async logout() {
        const { auth, sdk } = await loadFirebaseAuth();
        await sdk.signOut(auth);
      },
    }),
    [currentUser, loading],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
