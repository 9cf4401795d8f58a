import { createContext, useContext } from 'react';

export interface CurrentUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

export interface AuthContextValue {
  currentUser: CurrentUser | null;
  /** True until Firebase has first reported whether someone is signed in. */
  loading: boolean;
  /**
   * True once Firebase has reported. Until a screen asks for it (`requireAuthState`), a visitor
   * with no session in this browser is shown as signed out without Firebase being downloaded.
   */
  settled: boolean;
  /** Loads Firebase, if it has not been, so that `currentUser` is the real state once `settled`. */
  requireAuthState(): void;
  registerUser(email: string, password: string): Promise<void>;
  loginUser(email: string, password: string): Promise<void>;
  signInWithGoogle(): Promise<void>;
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
