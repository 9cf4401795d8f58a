import { useState } from 'react';
import type { Book } from '@shop/backend/contract';
import { confirmDialog, showAlert } from '@/components/dialogs';
import { useDeleteBookMutation } from '../api';

/** Confirm, delete, report; returns the id being deleted so its button can be disabled. */
export function useDeleteBook(afterDelete: () => void) {
  const [deleteBook] = useDeleteBookMutation();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  async function remove(book: Book) {
    const confirmed = await confirmDialog({
      title: 'Are you sure?',
      text: 'This book will be permanently deleted!',
      confirmText: 'Yes, delete it!',
      cancelText: 'No, keep it',
    });
    if (!confirmed) {
      await showAlert({ title: 'Cancelled', text: 'The book is safe :)', icon: 'info' });
      return;
    }
    setDeletingId(book._id);
    const result = await deleteBook(book._id);
    setDeletingId(null);
    if (result.error) {
      await showAlert({ title: 'Error', text: 'Failed to delete book. Please try again.', icon: 'error' });
      return;
    }
    await showAlert({ title: 'Deleted!', text: 'The book has been deleted.', icon: 'success' });
    afterDelete();
  }

  return { deletingId, remove };
}
