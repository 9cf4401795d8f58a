import { useState } from 'react';
import type { ApprovalAction } from '@shop/backend/contract';
import { FormDialog } from '@/components/ui/dialog';
import { FormProblem, PinField, RadioField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { useOwnerT } from '@/i18n/owner';
import { serverMessage } from '@/lib/fetch-errors';
import { useApproveMutation, useGetCounterStaffQuery } from '../api';

interface ManagerApprovalDialogProps {
  action: ApprovalAction;
  /** What it is for: the sale's or the order's id, as the route that uses the approval names it. */
  subject: string;
  /** The one-use approval to send as X-Approval, or null when the cashier gave up. */
  onAnswer: (approval: string | null) => void;
}

/** On the cashier's own screen, a manager picks their name and types their PIN to let one action through. */
export function ManagerApprovalDialog({ action, subject, onAnswer }: ManagerApprovalDialogProps) {
  const { t } = useOwnerT();
  const staff = useGetCounterStaffQuery();
  const [managerId, setManagerId] = useState<string | undefined>();
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [approve, { isLoading }] = useApproveMutation();

  async function submit() {
    if (isLoading) return;
    if (!managerId) return setProblem(t('owner.session.approval.chooseManager'));
    if (!pin) return setProblem(t('owner.session.pin.pinNeeded'));
    setProblem(null);
    const result = await approve({ staffId: managerId, pin, action, subject });
    if (result.error) {
      setPin('');
      return setProblem(serverMessage(result.error) ?? t('owner.session.unreachable'));
    }
    onAnswer(result.data.token);
  }

  return (
    <FormDialog
      title={t('owner.session.approval.title')}
      description={t(`owner.session.approval.for.${action}`)}
      submitLabel={t('owner.session.approval.submit')}
      cancelLabel={t('owner.session.approval.cancel')}
      onSubmit={() => void submit()}
      onCancel={() => onAnswer(null)}
    >
      <QueryState
        query={staff}
        error={t('owner.session.pin.staffUnavailable')}
        empty={t('owner.session.approval.noManager')}
        isEmpty={(list) => !list.some((member) => member.role === 'manager')}
      >
        {(list) => (
          <div className="space-y-4">
            <RadioField
              id="approval-manager"
              name="approval-manager"
              label={t('owner.session.approval.manager')}
              options={list
                .filter((member) => member.role === 'manager')
                .map((member) => ({ value: member._id, label: member.name }))}
              value={managerId}
              onChange={setManagerId}
            />
            <PinField
              id="approval-pin"
              label={t('owner.session.approval.pin')}
              value={pin}
              onChange={setPin}
            />
            {problem && <FormProblem>{problem}</FormProblem>}
          </div>
        )}
      </QueryState>
    </FormDialog>
  );
}
