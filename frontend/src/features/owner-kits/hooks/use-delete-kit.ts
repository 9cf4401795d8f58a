import { useNavigate } from 'react-router-dom';
import type { KitSummary } from '@shop/backend/contract';
import { confirmDialog, showAlert, showToast } from '@/components/dialogs';
import { translateOwner } from '@/i18n/owner';
import { useDeleteKitMutation } from '../api';
import { kitNameValues } from '../kit-groups';

/** Asks first (orders that hold the kit keep their lines), deletes, and goes back to the list. */
export function useDeleteKit() {
  const navigate = useNavigate();
  const [deleteKit, { isLoading }] = useDeleteKitMutation();

  async function remove(kit: Pick<KitSummary, '_id' | 'school' | 'className' | 'academicYear'>) {
    const confirmed = await confirmDialog({
      title: translateOwner('owner.kits.delete.question', kitNameValues(kit)),
      text: translateOwner('owner.kits.delete.text'),
      confirmText: translateOwner('owner.kits.delete.yes'),
      cancelText: translateOwner('owner.kits.delete.no'),
    });
    if (!confirmed) return;
    const result = await deleteKit(kit._id);
    if (result.error) {
      await showAlert({ title: translateOwner('owner.kits.delete.failed'), icon: 'error' });
      return;
    }
    void showToast(translateOwner('owner.kits.delete.done'));
    navigate('/dashboard/kits');
  }

  return { deleting: isLoading, remove };
}
