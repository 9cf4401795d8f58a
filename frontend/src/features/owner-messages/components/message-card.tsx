import type { NoticeState, OwnerNotice } from '@shop/backend/contract';
import { Panel } from '@/components/ui/panel';
import { useOwnerT } from '@/i18n/owner';
import { formatIndianTime, KIND_LABELS, STATE_LABELS } from '../message-labels';
import { MessageActions } from './message-actions';

const STATE_STYLES: Record<NoticeState, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  sent: 'bg-green-100 text-green-800 ring-green-200',
  failed: 'bg-red-100 text-red-800 ring-red-200',
};

function Facts({ message }: { message: OwnerNotice }) {
  const { t, dateTime } = useOwnerT();
  const when = (iso: string) => formatIndianTime(iso, dateTime);
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      {message.orderId && (
        <div className="flex gap-2">
          <dt className="text-slate-500">{t('owner.messages.order')}</dt>
          <dd className="font-mono break-all text-slate-900">{message.pickupCode ?? message.orderId}</dd>
        </div>
      )}
      <div className="flex gap-2">
        <dt className="text-slate-500">{t('owner.messages.to')}</dt>
        <dd className="break-all text-slate-900">{message.recipient}</dd>
      </div>
      {message.phone && (
        <div className="flex gap-2">
          <dt className="text-slate-500">{t('owner.messages.phone')}</dt>
          <dd>
            <a href={`tel:${message.phone}`} className="font-medium text-brand-700 hover:underline">
              {message.phone}
            </a>
          </dd>
        </div>
      )}
      <div className="flex gap-2">
        <dt className="text-slate-500">{t('owner.messages.written')}</dt>
        <dd className="text-slate-900">
          <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
        </dd>
      </div>
      <div className="flex gap-2">
        <dt className="text-slate-500">{t('owner.messages.attempts')}</dt>
        <dd className="text-slate-900">
          {message.attempts}
          {message.sentAt && (
            <>
              {' '}
              ({t('owner.messages.sentAt')} <time dateTime={message.sentAt}>{when(message.sentAt)}</time>)
            </>
          )}
          {message.state === 'pending' && message.nextAttemptAt && (
            <>
              {' '}
              ({t('owner.messages.nextTry')}{' '}
              <time dateTime={message.nextAttemptAt}>{when(message.nextAttemptAt)}</time>)
            </>
          )}
        </dd>
      </div>
      {message.lastError && (
        <div className="flex gap-2 sm:col-span-2">
          <dt className="text-slate-500">{t('owner.messages.lastError')}</dt>
          <dd className="break-words text-red-800">{message.lastError}</dd>
        </div>
      )}
    </dl>
  );
}

function MessageHeader({ message, headingId }: { message: OwnerNotice; headingId: string }) {
  const { t } = useOwnerT();
  const kind = KIND_LABELS[message.kind];
  const state = STATE_LABELS[message.state];
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {kind ? t(kind) : message.kind}
        </p>
        <h2 id={headingId} className="font-semibold break-words text-slate-900">
          {message.subject}
        </h2>
      </div>
      <span
        className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATE_STYLES[message.state] ?? STATE_STYLES.pending}`}
      >
        {state ? t(state) : message.state}
      </span>
    </header>
  );
}

/** One notice to a customer: what, to whom, whether it went out, and how to send it by hand. */
export function MessageCard({ message }: { message: OwnerNotice }) {
  const headingId = `message-${message._id}`;
  return (
    <Panel as="article" padding="sm" aria-labelledby={headingId} className="space-y-3">
      <MessageHeader message={message} headingId={headingId} />
      <Facts message={message} />
      <MessageActions message={message} headingId={headingId} />
    </Panel>
  );
}
