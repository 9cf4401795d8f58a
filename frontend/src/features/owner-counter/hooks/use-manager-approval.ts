import { permissionOf, type ApprovalAction } from '@shop/backend/contract';
import { useDialogQuestion } from '@/components/ui/dialog';
import { readAdminToken } from '@/lib/admin-session';
import { roleOf } from '@/lib/session-role';

export interface ApprovalQuestion {
  action: ApprovalAction;
  subject: string;
}

/**
 * A cashier's void, return or lower price goes through with a manager's PIN typed on this
 * screen. `approvalFor` answers the one-use approval, null when the signed-in role needs none,
 * or undefined when the cashier gave up asking; `approving` is the dialog's question to draw.
 */
export function useManagerApproval() {
  const approving = useDialogQuestion<ApprovalQuestion, string>();
  async function approvalFor(action: ApprovalAction, subject: string): Promise<string | null | undefined> {
    if (permissionOf(roleOf(readAdminToken()), 'approve') !== 'approval') return null;
    return (await approving.ask({ action, subject })) ?? undefined;
  }
  return { approving, approvalFor };
}
