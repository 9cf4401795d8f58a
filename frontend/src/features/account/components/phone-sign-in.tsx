import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { PhoneField } from '@/components/ui/form-field';
import { useT, type MessageId } from '@/i18n';
import { useAuth, type PhoneCodeSent } from '../auth-context';
import { phoneFailure } from '../auth-failure';
import { INDIA_PREFIX, toIndianMobile } from '../phone-number';
import { useCountdown } from '../use-countdown';
import { FailureNotice } from './auth-form-parts';
import { PhoneCodeStep } from './phone-code-step';

/** How long a customer waits before asking for another code: an SMS can take that long to come. */
export const RESEND_AFTER_SECONDS = 30;

/** Signs in with the code typed (through `confirm`); rejects with Firebase's error for the step to say. */
export type ConfirmPhoneCode = (confirm: () => Promise<{ isNewUser: boolean }>) => Promise<void>;

/**
 * Sign-in with a mobile number: the number (with +91 filled in), then the 6-digit code sent to it
 * by SMS, which can be sent again after a wait. Ids start with `idPrefix`, one form per screen.
 */
export function PhoneSignIn({ idPrefix, onConfirm }: { idPrefix: string; onConfirm: ConfirmPhoneCode }) {
  const { sendPhoneCode } = useAuth();
  const recaptchaHost = useRef<HTMLDivElement>(null);
  const [typed, setTyped] = useState(INDIA_PREFIX);
  const [sent, setSent] = useState<{ phone: string; code: PhoneCodeSent } | null>(null);
  const { secondsLeft, restart } = useCountdown(RESEND_AFTER_SECONDS);

  /** Sends a code to `phone` (E.164); resolves with what went wrong, or null once it is on its way. */
  async function send(phone: string): Promise<MessageId | null> {
    try {
      const code = await sendPhoneCode(phone, recaptchaHost.current!);
      setSent({ phone, code });
      restart();
      return null;
    } catch (error) {
      return phoneFailure(error);
    }
  }

  return (
    <div>
      {sent ? (
        <PhoneCodeStep
          id={idPrefix + '-phone-code'}
          phone={sent.phone}
          secondsLeft={secondsLeft}
          onResend={() => send(sent.phone)}
          onChangeNumber={() => setSent(null)}
          onConfirm={(code) => onConfirm(() => sent.code.confirm(code))}
        />
      ) : (
        <PhoneNumberStep id={idPrefix + '-phone'} typed={typed} onType={setTyped} onSend={send} />
      )}
      {/* Where the invisible reCAPTCHA lives (with a real Firebase project, its badge). */}
      <div ref={recaptchaHost} />
    </div>
  );
}

interface PhoneNumberStepProps {
  id: string;
  typed: string;
  onType: (typed: string) => void;
  onSend: (phone: string) => Promise<MessageId | null>;
}

function PhoneNumberStep({ id, typed, onType, onSend }: PhoneNumberStepProps) {
  const { t } = useT();
  // Keys, not words, so a switch of language redraws them too.
  const [problem, setProblem] = useState<MessageId | null>(null);
  const [failure, setFailure] = useState<MessageId | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const number = toIndianMobile(typed);
    if (!number.ok) return setProblem(number.problem);
    setProblem(null);
    setBusy(true);
    const failed = await onSend(number.e164);
    // Once the code is on its way this step is gone.
    if (failed) {
      setFailure(failed);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{t('account.phone.intro')}</p>
      <PhoneField
        id={id}
        label={t('account.phone.numberLabel')}
        // The customer chose this way in, or came back to change the number: the box is next.
        autoFocus
        hint={t('account.phone.numberHint')}
        error={problem ? t(problem) : undefined}
        value={typed}
        onChange={onType}
      />
      {failure && <FailureNotice text={t(failure)} />}
      <Button
        type="submit"
        className="w-full"
        label={t('account.phone.send')}
        busy={busy}
        busyLabel={t('account.phone.sending')}
      />
    </form>
  );
}
