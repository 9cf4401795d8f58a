import { createContext, useContext } from 'react';

export interface CurrentUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** Whether the customer opened the link Firebase mailed them; only a verified address is written to. */
  emailVerified: boolean;
  /**
   * The mobile number the customer proved with a code (E.164, "+919876543210"); Firebase sets it
   * only through that proof. A customer signed in by phone has it and no e-mail.
   */
  phoneNumber: string | null;
}

/** A code sent by SMS, waiting for the customer to type it. */
export interface PhoneCodeSent {
  /** Signs in with the code; says whether Firebase made a new account for the number. */
  confirm(code: string): Promise<{ isNewUser: boolean }>;
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
  /** Creates the account and mails Firebase's verification link to its address. */
  registerUser(email: string, password: string): Promise<void>;
  /** Mails the verification link again to the signed-in customer. */
  sendVerificationEmail(): Promise<void>;
  /**
   * Asks Firebase whether the customer has opened the link meanwhile (in another tab, say). If
   * so, `currentUser` says verified and the next sign-in token does too, so their next order is
   * mailed; without this both waited for the token's hourly refresh.
   */
  recheckEmailVerified(): Promise<void>;
  loginUser(email: string, password: string): Promise<void>;
  /** Mails Firebase's link to set a new password to `email`. */
  sendPasswordReset(email: string): Promise<void>;
  signInWithGoogle(): Promise<void>;
  /**
   * Sends a sign-in code by SMS to `phoneNumber` (E.164) after an invisible reCAPTCHA, drawn in
   * `recaptchaHost` (an element of the screen that stays on it while the code is sent).
   */
  sendPhoneCode(phoneNumber: string, recaptchaHost: HTMLElement): Promise<PhoneCodeSent>;
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
