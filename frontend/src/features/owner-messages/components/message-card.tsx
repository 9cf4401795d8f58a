import type { NoticeState, OwnerNotice } from '@shop/backend/contract';
import { formatIndianTime, KIND_LABELS, STATE_LABELS } from '../message-labels';
import { MessageActions } from './message-actions';

const STATE_STYLES: Record<NoticeState, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  sent: 'bg-green-100 text-green-800 ring-green-200',
  failed: 'bg-red-100 text-red-800 ring-red-200',
};

function Facts({ message }: { message: OwnerNotice }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      {message.orderId && (
        <div className="flex gap-2">
          <dt className="text-slate-500">Order</dt>
          <dd className="font-mono break-all text-slate-900">{message.pickupCode ?? message.orderId}</dd>
        </div>
      )}
      <div className="flex gap-2">
        <dt className="text-slate-500">To</dt>
        <dd className="break-all text-slate-900">{message.recipient}</dd>
      </div>
      {message.phone && (
        <div className="flex gap-2">
          <dt className="text-slate-500">Phone</dt>
          <dd>
            <a href={`tel:${message.phone}`} className="font-medium text-brand-700 hover:underline">
              {message.phone}
            </a>
          </dd>
        </div>
      )}
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

function MessageHeader({ message, headingId }: { message: OwnerNotice; headingId: string }) {
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

/** One notice to a customer: what, to whom, whether it went out, and how to send it by hand. */
export function MessageCard({ message }: { message: OwnerNotice }) {
  const headingId = `message-${message._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <MessageHeader message={message} headingId={headingId} />
      <Facts message={message} />
      <MessageActions message={message} headingId={headingId} />
    </article>
  );
}
