import type { MessageId } from '@/i18n';

export type AuthMode = 'login' | 'register';

/** How the two screens differ; words are catalog keys (the English ones are SPEC's). */
export interface AuthCopy {
  heading: MessageId;
  submit: MessageId;
  google: MessageId;
  switchPrompt: MessageId;
  switchLink: MessageId;
  switchTo: '/login' | '/register';
  success: MessageId;
  googleSuccess: MessageId;
  googleFailure: MessageId;
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordHint?: MessageId;
}

export const AUTH_COPY: Record<AuthMode, AuthCopy> = {
  login: {
    heading: 'account.login.heading',
    submit: 'account.login.submit',
    google: 'account.login.google',
    switchPrompt: 'account.login.switchPrompt',
    switchLink: 'account.login.switchLink',
    switchTo: '/register',
    success: 'account.login.success',
    googleSuccess: 'account.login.success',
    googleFailure: 'account.login.googleFailure',
    passwordAutoComplete: 'current-password',
  },
  register: {
    heading: 'account.register.heading',
    submit: 'account.register.submit',
    google: 'account.register.google',
    switchPrompt: 'account.register.switchPrompt',
    switchLink: 'account.register.switchLink',
    switchTo: '/login',
    success: 'account.register.success',
    googleSuccess: 'account.register.googleSuccess',
    googleFailure: 'account.register.googleFailure',
    passwordAutoComplete: 'new-password',
    passwordHint: 'account.register.passwordHint',
  },
};
