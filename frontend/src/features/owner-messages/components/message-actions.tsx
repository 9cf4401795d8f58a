import { useEffect, useRef, useState } from 'react';
import type { OwnerNotice } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { useOwnerT, type OwnerMessageId } from '@/i18n/owner';
import { whatsAppNumber, whatsAppUrl } from '@/lib/whatsapp';
import { useMarkMessageSentMutation } from '../api';

/** How long the button says Copied. */
const COPIED_MS = 2000;

/** Copies the notice's text for the owner to paste into WhatsApp or an e-mail by hand. */
function useCopy(text: string, reveal: () => void) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      // Missing outside a secure context (http on a shop's LAN), so it can fail either way.
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_MS);
    } catch {
      setState('failed');
      reveal();
    }
  }
  return { state, copy };
}

function statusText(copy: 'idle' | 'copied' | 'failed', markFailed: boolean): OwnerMessageId | null {
  if (markFailed) return 'owner.messages.markFailed';
  if (copy === 'failed') return 'owner.messages.copyFailed';
  return copy === 'copied' ? 'owner.messages.copiedText' : null;
}

/**
 * The notice's text, and the owner's ways to deliver it: copy it, open WhatsApp with it typed in,
 * and mark it sent once delivered, so the sender and the owner stop chasing it.
 */
export function MessageActions({ message, headingId }: { message: OwnerNotice; headingId: string }) {
  const { t } = useOwnerT();
  const details = useRef<HTMLDetailsElement>(null);
  const { state, copy } = useCopy(message.text, () => {
    if (details.current) details.current.open = true;
  });
  const [markSent, marking] = useMarkMessageSentMutation();
  const number = message.phone ? whatsAppNumber(message.phone) : null;
  // A customer without e-mail is reached on the number they signed in with: the API gives that link.
  const whatsApp = message.whatsAppLink ?? (number ? whatsAppUrl(number, message.text) : null);
  const problem = statusText(state, marking.isError);
  return (
    <>
      <div className="flex flex-wrap items-start gap-3">
        <details ref={details} className="min-w-0 flex-1 basis-full sm:basis-0">
          <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-brand-700">
            {t('owner.messages.showText')}
          </summary>
          <pre className="mt-2 rounded-md bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap text-slate-800">
            {message.text}
          </pre>
        </details>
        <Button
          variant="secondary"
          label={t(state === 'copied' ? 'owner.messages.copied' : 'owner.messages.copy')}
          aria-describedby={headingId}
          onClick={() => void copy()}
        />
        {whatsApp && (
          <a
            href={whatsApp}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={headingId}
            className="inline-flex min-h-11 items-center rounded-md bg-green-600 px-4 text-sm font-semibold text-white hover:bg-green-700"
          >
            {t('owner.messages.sendOnWhatsApp')}
          </a>
        )}
        {message.state !== 'sent' && (
          <Button
            variant="secondary"
            label={t(marking.isLoading ? 'owner.messages.marking' : 'owner.messages.markSent')}
            disabled={marking.isLoading}
            aria-describedby={headingId}
            onClick={() => void markSent(message._id)}
          />
        )}
      </div>
      <p role="status" className={problem && state !== 'copied' ? 'text-sm text-red-700' : 'sr-only'}>
        {problem && t(problem)}
      </p>
    </>
  );
}
