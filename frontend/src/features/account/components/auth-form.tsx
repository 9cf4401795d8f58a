import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { showAlert } from '@/components/dialogs';
import { PhoneIcon } from '@/components/icons';
import { FormField } from '@/components/ui/form-field';
import { useT, type MessageId } from '@/i18n';
import { useAuth } from '../auth-context';
import { authFailureDetail } from '../auth-failure';
import { redirectTarget } from '../require-auth';
import { AUTH_COPY, type AuthCopy, type AuthMode } from './auth-copy';
import {
  FailureNotice,
  ForgotPassword,
  GoogleIcon,
  OrDivider,
  OtherWayButton,
  SwitchPrompt,
} from './auth-form-parts';
import { PhoneSignIn, type ConfirmPhoneCode } from './phone-sign-in';

export type { AuthMode };

interface Credentials {
  email: string;
  password: string;
}

/** Signs in (or up) and, on success, alerts and returns the visitor to where they were going. */
function useAuthFlow(mode: AuthMode, copy: AuthCopy) {
  const { t } = useT();
  const { loginUser, registerUser, signInWithGoogle } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const target = redirectTarget(location.state);
  // The specification's one message for every e-mail/password failure, so it never reveals which
  // accounts exist; under it what went wrong, when Firebase says.
  const [failure, setFailure] = useState<{ detail?: MessageId } | null>(null);
  const [googlePending, setGooglePending] = useState(false);
  const [phonePending, setPhonePending] = useState(false);

  function succeed(title: string) {
    void showAlert({ title, icon: 'success' });
    navigate(target, { replace: true });
  }

  async function withCredentials({ email, password }: Credentials) {
    setFailure(null);
    try {
      await (mode === 'login' ? loginUser : registerUser)(email.trim(), password);
    } catch (error) {
      setFailure({ detail: authFailureDetail(error) });
      return;
    }
    succeed(t(copy.success));
  }

  async function withGoogle() {
    setFailure(null);
    setGooglePending(true);
    try {
      await signInWithGoogle();
    } catch {
      void showAlert({ title: t(copy.googleFailure), icon: 'error' });
      return;
    } finally {
      setGooglePending(false);
    }
    succeed(t(copy.googleSuccess));
  }

  /** A failure is the code step's to say, so it is passed on. */
  const withPhoneCode: ConfirmPhoneCode = async (confirm) => {
    setPhonePending(true);
    let isNewUser: boolean;
    try {
      ({ isNewUser } = await confirm());
    } finally {
      setPhonePending(false);
    }
    // A number is one account, whichever screen it was typed on: Firebase says which it was.
    succeed(t(isNewUser ? 'account.register.success' : 'account.login.success'));
  };

  return { target, failure, googlePending, phonePending, withCredentials, withGoogle, withPhoneCode };
}

/** The login and register screens differ only in wording and which provider call they make. */
export function AuthForm({ mode }: { mode: AuthMode }) {
  const { t } = useT();
  const copy = AUTH_COPY[mode];
  const { currentUser, requireAuthState } = useAuth();
  // Someone already signed in is sent on (below), and the Google button is ready when pressed.
  useEffect(requireAuthState, [requireAuthState]);
  const flow = useAuthFlow(mode, copy);
  const [method, setMethod] = useState<'email' | 'phone'>('email');
  const form = useForm<Credentials>({ defaultValues: { email: '', password: '' } });
  const { isSubmitting } = form.formState;

  const busy = isSubmitting || flow.googlePending || flow.phonePending;
  // Not while a sign-in is running: its own navigation comes with the success alert.
  if (currentUser && !busy) return <Navigate to={flow.target} replace />;

  return (
    <section className="flex justify-center px-4 py-10 sm:py-16" aria-labelledby="auth-heading">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-md sm:p-8">
        <h1 id="auth-heading" className="mb-6 text-xl font-bold text-slate-900">
          {t(copy.heading)}
        </h1>
        {method === 'phone' ? (
          <>
            <PhoneSignIn idPrefix={mode} onConfirm={flow.withPhoneCode} />
            <Button
              variant="link"
              className="mt-4"
              label={t('account.phone.useEmail')}
              onClick={() => setMethod('email')}
            />
            <OrDivider />
          </>
        ) : (
          // Phone first: most customers here sign in with a mobile number and an SMS code.
          <OtherWayButton
            dark
            icon={<PhoneIcon />}
            label={t('account.phone.continue')}
            disabled={busy}
            onClick={() => setMethod('phone')}
          />
        )}
        <div className={method === 'email' ? 'mt-3' : undefined}>
          <OtherWayButton
            icon={<GoogleIcon />}
            label={t(copy.google)}
            disabled={busy}
            onClick={() => void flow.withGoogle()}
          />
        </div>

        {method === 'email' && (
          <>
            <OrDivider />
            <EmailPasswordForm
              mode={mode}
              copy={copy}
              form={form}
              failure={flow.failure}
              busy={busy}
              onSubmit={flow.withCredentials}
            />
          </>
        )}

        <SwitchPrompt copy={copy} />
      </div>
    </section>
  );
}

interface EmailPasswordFormProps {
  mode: AuthMode;
  copy: AuthCopy;
  form: ReturnType<typeof useForm<Credentials>>;
  /** null while nothing failed; a detail when Firebase said why. */
  failure: { detail?: MessageId } | null;
  busy: boolean;
  onSubmit: (credentials: Credentials) => Promise<void>;
}

function EmailPasswordForm({ mode, copy, form, failure, busy, onSubmit }: EmailPasswordFormProps) {
  const { t } = useT();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = form;
  const submit = handleSubmit(onSubmit);
  const [passwordShown, setPasswordShown] = useState(false);
  const emailId = mode + '-email';
  const passwordId = mode + '-password';

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <FormField
        id={emailId}
        label={t('account.email.label')}
        type="email"
        autoComplete="email"
        placeholder={t('account.email.placeholder')}
        error={errors.email?.message}
        {...register('email', {
          validate: (value) => (value.trim() ? true : t('account.email.required')),
        })}
      />
      <FormField
        id={passwordId}
        label={t('account.password.label')}
        type={passwordShown ? 'text' : 'password'}
        autoComplete={copy.passwordAutoComplete}
        hint={copy.passwordHint && t(copy.passwordHint)}
        error={errors.password?.message}
        {...register('password', { required: t('account.password.required') })}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="link"
          pressed={passwordShown}
          aria-controls={passwordId}
          label={t(passwordShown ? 'account.password.hide' : 'account.password.show')}
          onClick={() => setPasswordShown((shown) => !shown)}
        />
        {mode === 'login' && <ForgotPassword emailOf={() => getValues('email').trim()} />}
      </div>
      {failure && (
        <FailureNotice text={t('account.credentialsFailure')} detail={failure.detail && t(failure.detail)} />
      )}
      <Button type="submit" className="w-full" label={t(copy.submit)} disabled={busy} />
    </form>
  );
}
