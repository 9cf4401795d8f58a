import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { showAlert } from '@/components/dialogs';
import { FormField } from '@/components/ui/form-field';
import { SIGN_IN_TEXTS } from '@/lib/spec-texts';
import { useAuth } from '../auth-context';
import { authFailureDetail } from '../auth-failure';
import { redirectTarget } from '../require-auth';

export type AuthMode = 'login' | 'register';

const COPY = {
  login: {
    heading: 'Please Login',
    submit: SIGN_IN_TEXTS.loginButton,
    google: 'Sign in with Google',
    switchPrompt: "Don't have an account?",
    switchLink: 'Register',
    switchTo: '/register',
    success: SIGN_IN_TEXTS.loginSuccess,
    googleSuccess: SIGN_IN_TEXTS.loginSuccess,
    googleFailure: SIGN_IN_TEXTS.googleSignInFailure,
    passwordAutoComplete: 'current-password',
    passwordHint: undefined,
  },
  register: {
    heading: 'Please Register',
    submit: 'Register',
    google: 'Sign up with Google',
    switchPrompt: 'Already have an account?',
    switchLink: 'Login',
    switchTo: '/login',
    success: SIGN_IN_TEXTS.registerSuccess,
    googleSuccess: SIGN_IN_TEXTS.googleSignUpSuccess,
    googleFailure: SIGN_IN_TEXTS.googleSignUpFailure,
    passwordAutoComplete: 'new-password',
    passwordHint: 'At least 6 characters.',
  },
} as const;

/** One message for every e-mail/password failure, so it never reveals which accounts exist. */
export const CREDENTIALS_FAILURE = SIGN_IN_TEXTS.credentialsFailure;

interface Credentials {
  email: string;
  password: string;
}

type Copy = (typeof COPY)[AuthMode];

/** The specification's message, and under it what went wrong when Firebase says. */
interface Failure {
  text: string;
  detail?: string;
}

/** Signs in (or up) and, on success, alerts and returns the visitor to where they were going. */
function useAuthFlow(mode: AuthMode, copy: Copy) {
  const { loginUser, registerUser, signInWithGoogle } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const target = redirectTarget(location.state);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [googlePending, setGooglePending] = useState(false);

  async function withCredentials({ email, password }: Credentials) {
    setFailure(null);
    try {
      await (mode === 'login' ? loginUser : registerUser)(email.trim(), password);
    } catch (error) {
      setFailure({ text: CREDENTIALS_FAILURE, detail: authFailureDetail(error) });
      return;
    }
    void showAlert({ title: copy.success, icon: 'success' });
    navigate(target, { replace: true });
  }

  async function withGoogle() {
    setFailure(null);
    setGooglePending(true);
    try {
      await signInWithGoogle();
    } catch {
      void showAlert({ title: copy.googleFailure, icon: 'error' });
      return;
    } finally {
      setGooglePending(false);
    }
    void showAlert({ title: copy.googleSuccess, icon: 'success' });
    navigate(target, { replace: true });
  }

  return { target, failure, googlePending, withCredentials, withGoogle };
}

/** The login and register screens differ only in wording and which provider call they make. */
export function AuthForm({ mode }: { mode: AuthMode }) {
  const copy = COPY[mode];
  const { currentUser, requireAuthState } = useAuth();
  // Someone already signed in is sent on (below), and the Google button is ready when pressed.
  useEffect(requireAuthState, [requireAuthState]);
  const { target, failure, googlePending, withCredentials, withGoogle } = useAuthFlow(mode, copy);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({ defaultValues: { email: '', password: '' } });
  const submit = handleSubmit(withCredentials);
  const [passwordShown, setPasswordShown] = useState(false);

  // Not while a submit is running: its own navigation comes with the success alert.
  if (currentUser && !isSubmitting && !googlePending) return <Navigate to={target} replace />;

  const busy = isSubmitting || googlePending;
  return (
    <section className="flex justify-center px-4 py-10 sm:py-16" aria-labelledby="auth-heading">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-md sm:p-8">
        <h1 id="auth-heading" className="mb-6 text-xl font-bold text-slate-900">
          {copy.heading}
        </h1>
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <FormField
            id={`${mode}-email`}
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            error={errors.email?.message}
            {...register('email', { validate: (value) => (value.trim() ? true : 'Email is required') })}
          />
          <FormField
            id={`${mode}-password`}
            label="Password"
            type={passwordShown ? 'text' : 'password'}
            autoComplete={copy.passwordAutoComplete}
            hint={copy.passwordHint}
            error={errors.password?.message}
            {...register('password', { required: 'Password is required' })}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <button
              type="button"
              aria-pressed={passwordShown}
              aria-controls={`${mode}-password`}
              onClick={() => setPasswordShown((shown) => !shown)}
              className="min-h-11 text-sm font-semibold text-brand-700 hover:underline"
            >
              {passwordShown ? 'Hide password' : 'Show password'}
            </button>
            {mode === 'login' && <ForgotPassword emailOf={() => getValues('email').trim()} />}
          </div>
          {failure && <FailureNotice failure={failure} />}
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {copy.submit}
          </button>
        </form>

        <SwitchPrompt copy={copy} />

        <GoogleButton label={copy.google} disabled={busy} onClick={() => void withGoogle()} />
      </div>
    </section>
  );
}

function FailureNotice({ failure }: { failure: Failure }) {
  return (
    <div role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
      <p className="font-medium">{failure.text}</p>
      {failure.detail && <p className="mt-1">{failure.detail}</p>}
    </div>
  );
}

/** Mails Firebase's reset link to the e-mail typed above, and says what happened. */
function ForgotPassword({ emailOf }: { emailOf: () => string }) {
  const { sendPasswordReset } = useAuth();
  const [state, setState] = useState<{ busy: boolean; message?: string }>({ busy: false });

  async function send() {
    const email = emailOf();
    if (!email) return setState({ busy: false, message: 'Type your e-mail above first.' });
    setState({ busy: true });
    try {
      await sendPasswordReset(email);
      setState({ busy: false, message: `A link to set a new password is on its way to ${email}.` });
    } catch (error) {
      const detail = authFailureDetail(error) ?? 'The link could not be sent just now. Please try again.';
      setState({ busy: false, message: detail });
    }
  }

  return (
    <>
      <button
        type="button"
        disabled={state.busy}
        onClick={() => void send()}
        className="min-h-11 text-sm font-semibold text-brand-700 hover:underline disabled:opacity-60"
      >
        Forgot password?
      </button>
      <p role="status" className="w-full text-sm text-slate-700 empty:hidden">
        {state.message}
      </p>
    </>
  );
}

/** The way to the other screen keeps where the visitor was going, so either one returns them there. */
function SwitchPrompt({ copy }: { copy: Copy }) {
  const location = useLocation();
  return (
    <p className="mt-4 text-sm text-slate-600">
      {copy.switchPrompt}{' '}
      <Link
        to={copy.switchTo}
        state={location.state}
        className="font-semibold text-brand-700 hover:underline"
      >
        {copy.switchLink}
      </Link>
    </p>
  );
}

function GoogleButton({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <>
      <div className="my-6 flex items-center gap-3 text-xs text-slate-400" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <button
        type="button"
        onClick={onClick}
        disabled={disabled}
        className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-slate-900 px-5 py-2.5 font-semibold text-white transition hover:bg-slate-700 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <GoogleIcon />
        {label}
      </button>
    </>
  );
}

function GoogleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d="M21.35 11.1H12v2.98h5.35c-.23 1.5-1.7 4.4-5.35 4.4-3.22 0-5.85-2.67-5.85-5.96S8.78 6.56 12 6.56c1.83 0 3.06.78 3.76 1.45l2.56-2.47C16.68 4.02 14.55 3 12 3 7.03 3 3 7.03 3 12s4.03 9 9 9c5.2 0 8.64-3.65 8.64-8.8 0-.6-.07-1.05-.29-1.1z" />
    </svg>
  );
}
