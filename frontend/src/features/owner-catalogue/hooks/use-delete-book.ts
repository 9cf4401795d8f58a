import { useState } from 'react';
import type { Book } from '@shop/backend/contract';
import { confirmDialog, showAlert } from '@/components/dialogs';
import { OWNER_CATALOGUE_TEXTS } from '@/lib/spec-texts';
import { useDeleteBookMutation } from '../api';

/** Confirm, delete, report; returns the id being deleted so its button can be disabled. */
export function useDeleteBook(afterDelete: () => void) {
  const [deleteBook] = useDeleteBookMutation();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  async function remove(book: Book) {
    const confirmed = await confirmDialog({
      title: OWNER_CATALOGUE_TEXTS.deleteQuestion,
      text: OWNER_CATALOGUE_TEXTS.deleteQuestionText,
      confirmText: OWNER_CATALOGUE_TEXTS.deleteYes,
      cancelText: OWNER_CATALOGUE_TEXTS.deleteNo,
    });
    if (!confirmed) {
      await showAlert({
        title: OWNER_CATALOGUE_TEXTS.deleteCancelledTitle,
        text: OWNER_CATALOGUE_TEXTS.deleteCancelledText,
        icon: 'info',
      });
      return;
    }
    setDeletingId(book._id);
    const result = await deleteBook(book._id);
    setDeletingId(null);
    if (result.error) {
      await showAlert({
        title: OWNER_CATALOGUE_TEXTS.deleteFailureTitle,
        text: OWNER_CATALOGUE_TEXTS.deleteFailureText,
        icon: 'error',
      });
      return;
    }
    await showAlert({
      title: OWNER_CATALOGUE_TEXTS.deletedTitle,
      text: OWNER_CATALOGUE_TEXTS.deletedText,
      icon: 'success',
    });
    afterDelete();
  }

  return { deletingId, remove };
}
