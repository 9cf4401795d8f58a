import { useState } from 'react';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { SelectField } from '@/components/ui/form-field';
import { PageSection } from '@/components/ui/page-heading';
import { QueryState } from '@/components/ui/query-state';
import { useOwnerT } from '@/i18n/owner';
import { useGetAuditQuery, useLazyVerifyAuditQuery } from '../api';

const PAGE_SIZE = 50;

/** A name as a record keeps it: who did it, or who approved it. */
const nameIn = (value: unknown): string | null =>
  value && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string'
    ? (value as { name: string }).name
    : null;

/** The owner's audit log, newest first: who did what, and a check that nobody rewrote it. */
export default function AuditPage() {
  const { t } = useOwnerT();
  const [action, setAction] = useState<AuditAction | ''>('');
  const [page, setPage] = useState(1);
  const log = useGetAuditQuery({ action: action || undefined, page });
  return (
    <PageSection
      title={t('owner.audit.title')}
      intro={t('owner.audit.intro')}
      actions={<VerifyChain />}
      className="space-y-4"
    >
      <SelectField
        id="audit-action"
        label={t('owner.audit.action')}
        className="mt-4 sm:w-64"
        value={action}
        onChange={(event) => {
          setAction(event.target.value as AuditAction | '');
          setPage(1);
        }}
        options={[
          { value: '', label: t('owner.audit.everyAction') },
          ...AUDIT_ACTIONS.map((value) => ({ value, label: value })),
        ]}
      />
      <QueryState
        query={log}
        error={t('owner.audit.loadFailed')}
        empty={t('owner.audit.none')}
        isEmpty={(found) => found.entries.length === 0}
      >
        {(found) => (
          <>
            <AuditTable entries={found.entries} busy={log.isFetching} />
            <div className="flex items-center justify-between gap-3">
              <Button
                variant="secondary"
                label={t('owner.audit.newer')}
                disabled={page === 1}
                onClick={() => setPage(page - 1)}
              />
              <p className="text-sm text-slate-600">
                {t('owner.audit.pageOf', { page, pages: Math.max(1, Math.ceil(found.total / PAGE_SIZE)) })}
              </p>
              <Button
                variant="secondary"
                label={t('owner.audit.older')}
                disabled={page * PAGE_SIZE >= found.total}
                onClick={() => setPage(page + 1)}
              />
            </div>
          </>
        )}
      </QueryState>
    </PageSection>
  );
}

function AuditTable({ entries, busy }: { entries: AuditEntry[]; busy: boolean }) {
  const { t, dateTime } = useOwnerT();
  return (
    <DataTable
      caption={t('owner.audit.caption')}
      rows={entries}
      rowKey={(entry) => String(entry.seq)}
      stacked
      busy={busy}
      columns={[
        { header: t('owner.audit.when'), cell: (entry) => dateTime(entry.at) },
        {
          header: t('owner.audit.who'),
          rowHeader: true,
          cell: (entry) =>
            entry.actor
              ? `${entry.actor.name} (${entry.actor.role === 'owner' ? t('owner.layout.ownerRole') : t(`owner.staff.role.${entry.actor.role}`)})`
              : t('owner.audit.nobody'),
        },
        { header: t('owner.audit.action'), cell: (entry) => entry.action },
        { header: t('owner.audit.subject'), cell: (entry) => entry.subject, className: 'break-all' },
        {
          header: t('owner.audit.details'),
          cell: (entry) => {
            const approver = nameIn(entry.details.approvedBy);
            return (
              <>
                {approver && (
                  <span className="block font-medium">{t('owner.audit.approvedBy', { name: approver })}</span>
                )}
                <span className="block text-xs break-all text-slate-600">
                  {JSON.stringify(entry.details)}
                </span>
              </>
            );
          },
        },
      ]}
    />
  );
}

/** Reads the whole chain again: a row changed in the database breaks it where the change is. */
function VerifyChain() {
  const { t } = useOwnerT();
  const [verify, verification] = useLazyVerifyAuditQuery();
  const result = verification.data;
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <Button
        variant="secondary"
        label={t('owner.audit.verify')}
        busy={verification.isFetching}
        onClick={() => void verify()}
      />
      {verification.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('owner.audit.verifyFailed')}
        </p>
      )}
      {result && !verification.isFetching && (
        <p
          role="status"
          className={`text-sm font-medium ${result.whole ? 'text-green-800' : 'text-red-700'}`}
        >
          {result.whole
            ? t('owner.audit.whole', { entries: result.entries })
            : t('owner.audit.broken', { seq: result.brokenAt ?? 0 })}
        </p>
      )}
    </div>
  );
}
