import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { TextLink } from '@/components/ui/text-link';
import { Button } from '@/components/ui/button';
import { showAlert } from '@/components/dialogs';
import { translateOwner, useOwnerT } from '@/i18n/owner';
import { FormField } from '@/components/ui/form-field';
import { registeredField } from '@/components/ui/registered-field';
import { isAdminTokenValid, readAdminToken, storeAdminToken } from '@/lib/admin-session';
import { errorStatus, serverMessage } from '@/lib/fetch-errors';
import { useAdminLoginMutation } from '../api';
import { PinSignInForm } from '../components/pin-sign-in-form';
import { readCounterDevice } from '@/lib/counter-device';
import { roleOf } from '@/lib/session-role';
import type { ReturnTo } from '../session';

const DASHBOARD_PATH = '/dashboard';
const COUNTER_PATH = '/dashboard/counter';

interface AdminCredentials {
  username: string;
  password: string;
}

/**
 * Wrong credentials get one message, which never says which was wrong; a rate limit says how long
 * to wait in the API's own words, and a network failure says so, rather than sending the owner to
 * retype a correct password.
 */
function loginFailureMessage(error: FetchBaseQueryError | SerializedError): string {
  const status = errorStatus(error);
  if (status === 400 || status === 401) return translateOwner('owner.session.credentialsFailure');
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR')
    return translateOwner('owner.session.unreachable');
  if (status === 429) return serverMessage(error) ?? translateOwner('owner.session.unavailable');
  return translateOwner('owner.session.unavailable');
}

/** The dashboard page the owner was on when the session ended, else the dashboard itself. */
function useReturnPath(): string {
  const from = (useLocation().state as ReturnTo | null)?.from;
  return typeof from === 'string' && from.startsWith(`${DASHBOARD_PATH}`) ? from : DASHBOARD_PATH;
}

/** The dashboard's first screen is the owner's figures: staff start at the counter instead. */
function landingFor(token: string | null, returnPath: string): string {
  return returnPath === DASHBOARD_PATH && roleOf(token) !== 'owner' ? COUNTER_PATH : returnPath;
}

function useAdminLogin() {
  const [adminLogin] = useAdminLoginMutation();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [failure, setFailure] = useState<string | null>(null);

  async function login({ username, password }: AdminCredentials) {
    setFailure(null);
    try {
      const { token } = await adminLogin({ username: username.trim(), password }).unwrap();
      if (token) storeAdminToken(token);
    } catch (error) {
      console.error('Admin login failed', error);
      setFailure(loginFailureMessage(error as FetchBaseQueryError | SerializedError));
      return;
    }
    // Even a reply without a token alerts and navigates; the dashboard guard sends it back.
    void showAlert({ title: translateOwner('owner.session.loginSuccess'), icon: 'success' });
    navigate(landingFor(readAdminToken(), returnPath), { replace: true });
  }

  return { failure, login, returnPath };
}

export default function AdminLoginPage() {
  const { t } = useOwnerT();
  const { failure, login, returnPath } = useAdminLogin();
  const form = useForm<AdminCredentials>({ defaultValues: { username: '', password: '' } });

  // Not mid-submit: the submit's own navigation comes with the success alert. The same place
  // either way, since the router may render this page once more before that navigation lands.
  if (!form.formState.isSubmitting && isAdminTokenValid(readAdminToken())) {
    return <Navigate to={landingFor(readAdminToken(), returnPath)} replace />;
  }

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-linear-to-br from-slate-100 via-brand-50 to-slate-200 px-4 py-10">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
        <p className="mb-5 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('owner.session.loginNote')}
        </p>
        <h1 className="mb-6 text-xl font-bold text-slate-900 sm:text-2xl">
          {t('owner.session.loginHeading')}
        </h1>
        <AdminLoginForm form={form} failure={failure} onLogin={login} />
      </div>
      <CounterSignIn />
      <TextLink to="/" className="mt-6 text-sm">
        {t('owner.session.backToShop')}
      </TextLink>
    </main>
  );
}

/** On a device the owner opened as a counter, staff sign in here with their name and PIN. */
function CounterSignIn() {
  const { t } = useOwnerT();
  const navigate = useNavigate();
  const device = readCounterDevice();
  if (!device) return null;
  return (
    <section
      aria-labelledby="counter-sign-in"
      className="mt-6 w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8"
    >
      <h2 id="counter-sign-in" className="text-lg font-bold text-slate-900">
        {t('owner.session.pin.heading')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t('owner.session.pin.intro', { device: device.name })}</p>
      <PinSignInForm onSignedIn={() => navigate(COUNTER_PATH, { replace: true })} />
    </section>
  );
}

interface AdminLoginFormProps {
  form: UseFormReturn<AdminCredentials>;
  failure: string | null;
  onLogin: (credentials: AdminCredentials) => Promise<void>;
}

function AdminLoginForm({ form, failure, onLogin }: AdminLoginFormProps) {
  const { t } = useOwnerT();
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  return (
    <form onSubmit={(event) => void handleSubmit(onLogin)(event)} noValidate className="space-y-4">
      <FormField
        id="admin-username"
        label={t('owner.session.username')}
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('owner.session.usernamePlaceholder')}
        {...registeredField(form, 'username', {
          validate: (value) => (value.trim() ? true : t('owner.session.usernameRequired')),
        })}
      />
      <FormField
        id="admin-password"
        label={t('owner.session.password')}
        type="password"
        autoComplete="current-password"
        placeholder={t('owner.session.passwordPlaceholder')}
        {...registeredField(form, 'password', { required: t('owner.session.passwordRequired') })}
      />
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
      <Button type="submit" className="w-full" label={t('owner.session.login')} busy={isSubmitting} />
    </form>
  );
}
