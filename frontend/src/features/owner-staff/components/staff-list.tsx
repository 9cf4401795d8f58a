import { useState } from 'react';
import { STAFF_PIN_PATTERN, type StaffMember } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { FormDialog } from '@/components/ui/dialog';
import { PinField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { useOwnerT } from '@/i18n/owner';
import { serverMessage } from '@/lib/fetch-errors';
import { useChangeStaffMutation, useGetStaffQuery, useSetStaffPinMutation } from '../api';
import { ManagerLoginDialog } from './manager-login-dialog';

/** Every member: their role, whether they may sign in, and the owner's changes to either, or a new PIN. */
export function StaffList({ onNotice }: { onNotice: (text: string) => void }) {
  const { t, dateTime } = useOwnerT();
  const staff = useGetStaffQuery();
  const [change, changing] = useChangeStaffMutation();
  const [pinFor, setPinFor] = useState<StaffMember | null>(null);
  const [loginFor, setLoginFor] = useState<StaffMember | null>(null);

  async function update(member: StaffMember, body: { role?: StaffMember['role']; active?: boolean }) {
    const result = await change({ id: member._id, ...body });
    if (result.error) {
      return onNotice(serverMessage(result.error) ?? t('owner.staff.unreachable'));
    }
    onNotice(t('owner.staff.changed', { name: member.name }));
  }

  return (
    <>
      <QueryState query={staff} error={t('owner.staff.loadFailed')} empty={t('owner.staff.none')}>
        {(members) => (
          <DataTable
            caption={t('owner.staff.listCaption')}
            rows={members}
            rowKey={(member) => member._id}
            stacked
            busy={staff.isFetching || changing.isLoading}
            columns={[
              { header: t('owner.staff.name'), cell: (member) => member.name, rowHeader: true },
              { header: t('owner.staff.role'), cell: (member) => t(`owner.staff.role.${member.role}`) },
              {
                header: t('owner.staff.state'),
                cell: (member) =>
                  !member.active
                    ? t('owner.staff.inactive')
                    : member.lockedUntil && Date.parse(member.lockedUntil) > Date.now()
                      ? t('owner.staff.lockedUntil', { time: dateTime(member.lockedUntil) })
                      : t('owner.staff.active'),
              },
              {
                header: t('owner.staff.login.column'),
                cell: (member) =>
                  member.role === 'cashier'
                    ? t('owner.staff.login.pinOnly')
                    : (member.username ?? t('owner.staff.login.none')),
              },
              {
                header: t('owner.staff.actions'),
                stackedLabel: false,
                align: 'end',
                cell: (member) => (
                  <div className="flex flex-wrap justify-end gap-2">
                    <Button
                      variant="secondary"
                      label={
                        member.role === 'cashier'
                          ? t('owner.staff.makeManager')
                          : t('owner.staff.makeCashier')
                      }
                      onClick={() =>
                        void update(member, { role: member.role === 'cashier' ? 'manager' : 'cashier' })
                      }
                    >
                      <span className="sr-only">: {member.name}</span>
                    </Button>
                    <Button
                      variant={member.active ? 'dangerOutline' : 'secondary'}
                      label={member.active ? t('owner.staff.deactivate') : t('owner.staff.activate')}
                      onClick={() => void update(member, { active: !member.active })}
                    >
                      <span className="sr-only">: {member.name}</span>
                    </Button>
                    <Button
                      variant="secondary"
                      label={t('owner.staff.newPin')}
                      onClick={() => setPinFor(member)}
                    >
                      <span className="sr-only">: {member.name}</span>
                    </Button>
                    {member.role === 'manager' && (
                      <Button
                        variant="secondary"
                        label={t('owner.staff.login.open')}
                        onClick={() => setLoginFor(member)}
                      >
                        <span className="sr-only">: {member.name}</span>
                      </Button>
                    )}
                  </div>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      {pinFor && (
        <NewPinDialog
          member={pinFor}
          onDone={(said) => {
            setPinFor(null);
            if (said) onNotice(said);
          }}
        />
      )}
      {loginFor && (
        <ManagerLoginDialog
          member={loginFor}
          onDone={(said) => {
            setLoginFor(null);
            if (said) onNotice(said);
          }}
        />
      )}
    </>
  );
}

function NewPinDialog({ member, onDone }: { member: StaffMember; onDone: (notice: string | null) => void }) {
  const { t } = useOwnerT();
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [setStaffPin, { isLoading }] = useSetStaffPinMutation();

  async function submit() {
    if (isLoading) return;
    if (!STAFF_PIN_PATTERN.test(pin)) return setProblem(t('owner.staff.pinRule'));
    const result = await setStaffPin({ id: member._id, pin });
    if (result.error) {
      return setProblem(serverMessage(result.error) ?? t('owner.staff.unreachable'));
    }
    onDone(t('owner.staff.pinSet', { name: member.name }));
  }

  return (
    <FormDialog
      title={t('owner.staff.newPinTitle', { name: member.name })}
      submitLabel={t('owner.staff.newPinSubmit')}
      cancelLabel={t('owner.staff.cancel')}
      onSubmit={() => void submit()}
      onCancel={() => onDone(null)}
    >
      <PinField
        id="new-pin"
        label={t('owner.staff.pin')}
        hint={t('owner.staff.pinRule')}
        value={pin}
        onChange={setPin}
        error={problem ?? undefined}
      />
    </FormDialog>
  );
}
