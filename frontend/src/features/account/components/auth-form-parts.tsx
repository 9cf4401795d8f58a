import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { TextLink } from '@/components/ui/text-link';
import { Button } from '@/components/ui/button';
import { useT, type MessageId } from '@/i18n';
import { useAuth } from '../auth-context';
import { authFailureDetail } from '../auth-failure';
import type { AuthCopy } from './auth-copy';

/** A failure said in words, and under it what went wrong when Firebase says. */
export function FailureNotice({ text, detail }: { text: string; detail?: string }) {
  return (
    <div role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
      <p className="font-medium">{text}</p>
      {detail && <p className="mt-1">{detail}</p>}
    </div>
  );
}

/** Mails Firebase's reset link to the e-mail typed above, and says what happened. */
export function ForgotPassword({ emailOf }: { emailOf: () => string }) {
  const { t } = useT();
  const { sendPasswordReset } = useAuth();
  // Kept as a key, so the words follow a switch of language.
  const [state, setState] = useState<{ busy: boolean; message?: MessageId; email?: string }>({
    busy: false,
  });

  async function send() {
    const email = emailOf();
    if (!email) return setState({ busy: false, message: 'account.forgot.typeEmailFirst' });
    setState({ busy: true });
    try {
      await sendPasswordReset(email);
      setState({ busy: false, message: 'account.forgot.sent', email });
    } catch (error) {
      setState({ busy: false, message: authFailureDetail(error) ?? 'account.forgot.failed' });
    }
  }

  return (
    <>
      <Button
        variant="link"
        className="disabled:opacity-60"
        label={t('account.forgot.button')}
        disabled={state.busy}
        onClick={() => void send()}
      />
      <p role="status" className="w-full text-sm text-slate-700 empty:hidden">
        {state.message && t(state.message, { email: state.email ?? '' })}
      </p>
    </>
  );
}

/** The way to the other screen keeps where the visitor was going, so either one returns them there. */
export function SwitchPrompt({ copy }: { copy: AuthCopy }) {
  const { t } = useT();
  const location = useLocation();
  return (
    <p className="mt-4 text-sm text-slate-600">
      {t(copy.switchPrompt)}{' '}
      <TextLink to={copy.switchTo} state={location.state}>
        {t(copy.switchLink)}
      </TextLink>
    </p>
  );
}

export function OrDivider() {
  const { t } = useT();
  return (
    <div className="my-6 flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
      <span className="h-px flex-1 bg-slate-200" />
      {t('account.or')}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

/** A way in other than the e-mail form (the phone, Google), as a full-width button above it. */
export function OtherWayButton({
  icon,
  label,
  disabled,
  dark,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  disabled: boolean;
  dark?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant={dark ? 'ink' : 'secondary'}
      size="md"
      className="min-h-11 w-full"
      label={
        <>
          {icon}
          {label}
        </>
      }
      disabled={disabled}
      onClick={onClick}
    />
  );
}

export function GoogleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d="M21.35 11.1H12v2.98h5.35c-.23 1.5-1.7 4.4-5.35 4.4-3.22 0-5.85-2.67-5.85-5.96S8.78 6.56 12 6.56c1.83 0 3.06.78 3.76 1.45l2.56-2.47C16.68 4.02 14.55 3 12 3 7.03 3 3 7.03 3 12s4.03 9 9 9c5.2 0 8.64-3.65 8.64-8.8 0-.6-.07-1.05-.29-1.1z" />
    </svg>
  );
}
