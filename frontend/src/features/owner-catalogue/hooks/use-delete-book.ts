import { useState } from 'react';
import type { Book } from '@shop/backend/contract';
import { confirmDialog, showAlert } from '@/components/dialogs';
import { translateOwner } from '@/i18n/owner';
import { useDeleteBookMutation } from '../api';

/** Confirm, delete, report; returns the id being deleted so its button can be disabled. */
export function useDeleteBook(afterDelete: () => void) {
  const [deleteBook] = useDeleteBookMutation();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  async function remove(book: Book) {
    const confirmed = await confirmDialog({
      title: translateOwner('owner.catalogue.deleteQuestion'),
      text: translateOwner('owner.catalogue.deleteQuestionText'),
      confirmText: translateOwner('owner.catalogue.deleteYes'),
      cancelText: translateOwner('owner.catalogue.deleteNo'),
    });
    if (!confirmed) {
      await showAlert({
        title: translateOwner('owner.catalogue.deleteCancelledTitle'),
        text: translateOwner('owner.catalogue.deleteCancelledText'),
        icon: 'info',
      });
      return;
    }
    setDeletingId(book._id);
    const result = await deleteBook(book._id);
    setDeletingId(null);
    if (result.error) {
      await showAlert({
        title: translateOwner('owner.catalogue.deleteFailureTitle'),
        text: translateOwner('owner.catalogue.deleteFailureText'),
        icon: 'error',
      });
      return;
    }
    await showAlert({
      title: translateOwner('owner.catalogue.deletedTitle'),
      text: translateOwner('owner.catalogue.deletedText'),
      icon: 'success',
    });
    afterDelete();
  }

  return { deletingId, remove };
}
