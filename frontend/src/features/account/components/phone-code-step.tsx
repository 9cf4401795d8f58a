import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useT, type MessageId } from '@/i18n';
import { phoneFailure } from '../auth-failure';
import { formatMobile, sixDigitCode } from '../phone-number';
import { FailureNotice } from './auth-form-parts';

interface PhoneCodeStepProps {
  id: string;
  /** Where the code went, E.164. */
  phone: string;
  /** Until 0, the code cannot be sent again. */
  secondsLeft: number;
  onResend: () => Promise<MessageId | null>;
  onChangeNumber: () => void;
  /** Signs in; rejects with Firebase's error. */
  onConfirm: (code: string) => Promise<void>;
}

/** The 6-digit code sent by SMS, what went wrong with it, and a new one after the wait. */
export function PhoneCodeStep(props: PhoneCodeStepProps) {
  const { id, phone, secondsLeft, onResend, onChangeNumber, onConfirm } = props;
  const { t } = useT();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<MessageId | null>(null);
  const [failure, setFailure] = useState<MessageId | null>(null);
  const [resent, setResent] = useState(false);
  const [busy, setBusy] = useState<'confirming' | 'resending' | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const code = sixDigitCode(typed);
    if (!code) return setProblem(typed.trim() ? 'account.phone.codeInvalid' : 'account.phone.codeRequired');
    setProblem(null);
    setBusy('confirming');
    try {
      await onConfirm(code);
    } catch (error) {
      setFailure(phoneFailure(error));
    } finally {
      setBusy(null);
    }
  }

  async function resend() {
    setFailure(null);
    setProblem(null);
    setBusy('resending');
    const failed = await onResend();
    setBusy(null);
    setFailure(failed);
    if (!failed) {
      setResent(true);
      setTyped('');
    }
  }

  const waiting = secondsLeft > 0;
  const waitId = id + '-resend-wait';
  // Kept on one line: a number broken across two is misread.
  const shownPhone = formatMobile(phone).replaceAll(' ', '\u00a0');
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div>
        <p role="status" className="text-sm text-slate-700">
          {t(resent ? 'account.phone.resent' : 'account.phone.codeSent', { phone: shownPhone })}
        </p>
        <Button
          variant="link"
          className="disabled:opacity-60"
          label={t('account.phone.changeNumber')}
          disabled={busy !== null}
          onClick={onChangeNumber}
        />
      </div>
      <TextField
        id={id}
        label={t('account.phone.codeLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        // The code arrives a moment after the number was sent: the box is where the customer goes next.
        autoFocus
        error={problem ? t(problem) : undefined}
        value={typed}
        onChange={setTyped}
      />
      {failure && <FailureNotice text={t(failure)} />}
      <Button
        type="submit"
        className="w-full"
        label={t('account.phone.verify')}
        busy={busy === 'confirming'}
        busyLabel={t('account.phone.verifying')}
        disabled={busy !== null}
      />
      <div className="flex flex-wrap items-center gap-x-3">
        <Button
          variant="link"
          className="disabled:text-slate-500 disabled:no-underline"
          label={t('account.phone.resend')}
          disabled={waiting || busy !== null}
          aria-describedby={waiting ? waitId : undefined}
          onClick={() => void resend()}
        />
        {waiting && (
          <span id={waitId} className="text-sm text-slate-600">
            {t('account.phone.resendIn', { seconds: secondsLeft })}
          </span>
        )}
      </div>
    </form>
  );
}
