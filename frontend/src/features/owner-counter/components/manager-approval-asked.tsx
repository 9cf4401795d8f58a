import { ManagerApprovalDialog } from '@/features/owner-session';
import type { useManagerApproval } from '../hooks/use-manager-approval';

/** The manager's PIN dialog while `approvalFor` waits for it, for a screen outside the counter. */
export function ManagerApprovalAsked({
  approving,
}: {
  approving: ReturnType<typeof useManagerApproval>['approving'];
}) {
  return approving.question ? (
    <ManagerApprovalDialog {...approving.question} onAnswer={approving.answer} />
  ) : null;
}
