import { createContext, useContext } from 'react';

export interface CurrentUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

export interface AuthContextValue {
  currentUser: CurrentUser | null;
  /** True until Firebase has reported the first authentication state (SPEC §3). */
  loading: boolean;
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
