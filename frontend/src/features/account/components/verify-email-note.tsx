import { useEffect, useState } from 'react';
import { useAuth } from '../auth-context';

/**
 * While the signed-in customer's e-mail is not verified, says that the shop will not write to it,
 * and offers the link again (an account made before links were sent never had one). The link
 * opens in another tab or app, so coming back to this one asks Firebase again.
 */
export function VerifyEmailNote() {
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

  return (
    <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p>
        Please verify your e-mail to be told when your order is ready: open the link we sent to{' '}
        <span className="font-semibold break-all">{currentUser.email}</span>.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button
          type="button"
          disabled={sending === 'busy'}
          onClick={() => void send()}
          className="font-semibold text-amber-900 underline disabled:opacity-60"
        >
          Send the link again
        </button>
        <span role="status">
          {sending === 'sent' && 'Sent. Check your inbox.'}
          {sending === 'failed' && 'The link could not be sent just now. Please try again later.'}
        </span>
      </div>
    </div>
  );
}
