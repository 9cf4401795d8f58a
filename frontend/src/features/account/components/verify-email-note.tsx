import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { useAuth } from '../auth-context';

/** Stands for the address in the message, so it can be drawn in bold wherever the language puts it. */
const ADDRESS = '\u0000';

/**
 * While the signed-in customer's e-mail is not verified, says that the shop will not write to it,
 * and offers the link again (an account made before links were sent never had one). The link
 * opens in another tab or app, so coming back to this one asks Firebase again.
 */
export function VerifyEmailNote() {
  const { t } = useT();
  const { currentUser, sendVerificationEmail, recheckEmailVerified } = useAuth();
  const [sending, setSending] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle');
  const waiting = Boolean(currentUser?.email && !currentUser.emailVerified);

  useEffect(() => {
    if (!waiting) return;
    const recheck = () => {
      // Offline or refused: the note stays, and the next return asks again.
      if (document.visibilityState === 'visible') recheckEmailVerified().catch(() => {});
    };
    recheck();
    window.addEventListener('focus', recheck);
    document.addEventListener('visibilitychange', recheck);
    return () => {
      window.removeEventListener('focus', recheck);
      document.removeEventListener('visibilitychange', recheck);
    };
  }, [waiting, recheckEmailVerified]);

  if (!currentUser?.email || currentUser.emailVerified) return null;

  async function send() {
    setSending('busy');
    try {
      await sendVerificationEmail();
      setSending('sent');
    } catch {
      setSending('failed');
    }
  }

  const [before, after] = t('account.verifyEmail.text', { email: ADDRESS }).split(ADDRESS);
  return (
    <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p>
        {before}
        <span className="font-semibold break-all">{currentUser.email}</span>
        {after}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Button
          variant="plain"
          className="font-semibold text-amber-900 underline disabled:opacity-60"
          label={t('account.verifyEmail.resend')}
          disabled={sending === 'busy'}
          onClick={() => void send()}
        />
        <span role="status">
          {sending === 'sent' && t('account.verifyEmail.sent')}
          {sending === 'failed' && t('account.verifyEmail.failed')}
        </span>
      </div>
    </div>
  );
}
