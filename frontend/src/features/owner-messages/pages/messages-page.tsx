import { useSearchParams } from 'react-router-dom';
import { QueryState } from '@/components/ui/query-state';
import { Panel } from '@/components/ui/panel';
import { PageSection } from '@/components/ui/page-heading';
import { RefetchButton } from '@/components/ui/button';
import { Pager } from '@/components/pager';
import { MESSAGES_PAGE_SIZE, useGetOutboxQuery } from '../api';
import type { OwnerNotice } from '@shop/backend/contract';
import { useOwnerT } from '@/i18n/owner';
import { MessageCard } from '../components/message-card';

/** The page in ?page=, so a reload keeps it. */
function usePage(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Number(searchParams.get('page'));
  const current = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  return [current, (next) => setSearchParams(next > 1 ? { page: String(next) } : {})];
}

function MessageList({ messages }: { messages: OwnerNotice[] }) {
  if (messages.length === 0) return null;
  return (
    <ol className="space-y-4">
      {messages.map((message) => (
        <li key={message._id}>
          <MessageCard message={message} />
        </li>
      ))}
    </ol>
  );
}

/** Sent notices need nothing more from the owner, so they fold away under the ones that do. */
function SentMessages({ messages }: { messages: OwnerNotice[] }) {
  const { t } = useOwnerT();
  if (messages.length === 0) return null;
  return (
    <Panel as="details" padding="none">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold text-slate-700">
        {t('owner.messages.sentFolder', { count: messages.length })}
      </summary>
      <div className="border-t border-slate-200 p-3 sm:p-4">
        <MessageList messages={messages} />
      </div>
    </Panel>
  );
}

/** The notices the shop wrote to customers, newest first, to check and to copy by hand. */
export default function MessagesPage() {
  const { t } = useOwnerT();
  const [page, setPage] = usePage();
  // Notices are sent and retried by the server on its own, so each visit asks afresh.
  const outbox = useGetOutboxQuery(page, { refetchOnMountOrArgChange: true });
  const pending = outbox.data?.messages.some((message) => message.state === 'pending') ?? false;

  return (
    <PageSection
      title={t('owner.messages.heading')}
      intro={t('owner.messages.intro')}
      smallIntro
      actions={<RefetchButton variant="secondary" label={t('owner.messages.refresh')} query={outbox} />}
      className="space-y-5"
    >
      <QueryState
        query={outbox}
        error={t('owner.messages.loadError')}
        empty={t('owner.messages.none')}
        isEmpty={(data) => data.messages.length === 0}
      >
        {(data) => (
          <>
            {pending && (
              <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
                {t('owner.messages.pendingNote')}
              </p>
            )}
            <MessageList messages={data.messages.filter((message) => message.state !== 'sent')} />
            <SentMessages messages={data.messages.filter((message) => message.state === 'sent')} />
            <Pager
              page={page}
              pages={Math.max(1, Math.ceil(data.total / MESSAGES_PAGE_SIZE))}
              onPage={setPage}
            />
          </>
        )}
      </QueryState>
    </PageSection>
  );
}
