import { useEffect, useRef, useState } from 'react';
import type { NoticeState, OutboxMessage } from '@shop/backend/contract';
import { formatIndianTime, KIND_LABELS, STATE_LABELS } from '../message-labels';

const STATE_STYLES: Record<NoticeState, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  sent: 'bg-green-100 text-green-800 ring-green-200',
  failed: 'bg-red-100 text-red-800 ring-red-200',
};

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

function Facts({ message }: { message: OutboxMessage }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      <div className="flex gap-2">
        <dt className="text-slate-500">Order</dt>
        <dd className="font-mono break-all text-slate-900">{message.orderId}</dd>
      </div>
      <div className="flex gap-2">
        <dt className="text-slate-500">To</dt>
        <dd className="break-all text-slate-900">{message.recipient}</dd>
      </div>
      <div className="flex gap-2">
        <dt className="text-slate-500">Written</dt>
        <dd className="text-slate-900">
          <time dateTime={message.createdAt}>{formatIndianTime(message.createdAt)}</time>
        </dd>
      </div>
      <div className="flex gap-2">
        <dt className="text-slate-500">Attempts</dt>
        <dd className="text-slate-900">
          {message.attempts}
          {message.sentAt && (
            <>
              {' '}
              (sent <time dateTime={message.sentAt}>{formatIndianTime(message.sentAt)}</time>)
            </>
          )}
          {message.state === 'pending' && message.nextAttemptAt && (
            <>
              {' '}
              (next try{' '}
              <time dateTime={message.nextAttemptAt}>{formatIndianTime(message.nextAttemptAt)}</time>)
            </>
          )}
        </dd>
      </div>
      {message.lastError && (
        <div className="flex gap-2 sm:col-span-2">
          <dt className="text-slate-500">Last error</dt>
          <dd className="break-words text-red-800">{message.lastError}</dd>
        </div>
      )}
    </dl>
  );
}

function MessageHeader({ message, headingId }: { message: OutboxMessage; headingId: string }) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {KIND_LABELS[message.kind] ?? message.kind}
        </p>
        <h2 id={headingId} className="font-semibold break-words text-slate-900">
          {message.subject}
        </h2>
      </div>
      <span
        className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATE_STYLES[message.state] ?? STATE_STYLES.pending}`}
      >
        {STATE_LABELS[message.state] ?? message.state}
      </span>
    </header>
  );
}

/** One notice to a customer: what, to whom, whether it went out, and its text to copy. */
export function MessageCard({ message }: { message: OutboxMessage }) {
  const details = useRef<HTMLDetailsElement>(null);
  const { state, copy } = useCopy(message.text, () => {
    if (details.current) details.current.open = true;
  });
  const headingId = `message-${message._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <MessageHeader message={message} headingId={headingId} />
      <Facts message={message} />
      <div className="flex flex-wrap items-start gap-3">
        <details ref={details} className="min-w-0 flex-1">
          <summary className="cursor-pointer text-sm font-medium text-brand-700">Show the text</summary>
          <pre className="mt-2 rounded-md bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap text-slate-800">
            {message.text}
          </pre>
        </details>
        <button
          type="button"
          onClick={() => void copy()}
          aria-describedby={headingId}
          className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          {state === 'copied' ? 'Copied' : 'Copy'}
        </button>
      </div>
      <p role="status" className={state === 'failed' ? 'text-sm text-red-700' : 'sr-only'}>
        {state === 'failed'
          ? 'Could not copy: select the text above and copy it yourself.'
          : state === 'copied'
            ? 'Copied the text.'
            : ''}
      </p>
    </article>
  );
}
