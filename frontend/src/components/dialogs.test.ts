import Swal, { type SweetAlertOptions, type SweetAlertResult } from 'sweetalert2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, showAlert, showToast } from './dialogs';

const answered = (isConfirmed: boolean) =>
  Promise.resolve({ isConfirmed, isDenied: false, isDismissed: !isConfirmed } as SweetAlertResult);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('dialogs', () => {
  it('when an alert is shown, then sweetalert2 gets its words as given, with an OK button', async () => {
    const fire = vi.spyOn(Swal, 'fire').mockImplementation(() => answered(true));
    await showAlert({ title: 'Stock not changed', text: 'Try again.', icon: 'error' });
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Stock not changed',
        text: 'Try again.',
        icon: 'error',
        confirmButtonText: 'OK',
      }),
    );
  });

  it('when a toast is shown, then it is a success toast that closes itself', async () => {
    const fire = vi.spyOn(Swal, 'fire').mockImplementation(() => answered(false));
    await showToast('Stock updated: 17');
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({ toast: true, title: 'Stock updated: 17', icon: 'success', timer: 1500 }),
    );
  });

  it('when a confirmation is answered, then it resolves to whether it was confirmed, focus starting on the safe answer', async () => {
    const fire = vi.spyOn(Swal, 'fire').mockImplementationOnce(() => answered(true));
    const options = { title: 'Cancel this order?', confirmText: 'Yes, cancel it', cancelText: 'No, keep it' };
    await expect(confirmDialog(options)).resolves.toBe(true);
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({
        confirmButtonText: 'Yes, cancel it',
        cancelButtonText: 'No, keep it',
        focusCancel: true,
      }),
    );

    fire.mockImplementationOnce(() => answered(false));
    await expect(confirmDialog(options)).resolves.toBe(false);
  });

  it('when the safe answer is the primary, then it is the brand button, first and focused, and the other is outlined', async () => {
    const fire = vi.spyOn(Swal, 'fire').mockImplementation(() => answered(false));
    await confirmDialog({
      title: 'Cancel this order?',
      confirmText: 'Yes, cancel it',
      cancelText: 'No, keep it',
      primary: 'cancel',
    });
    const options = fire.mock.calls[0]![0] as SweetAlertOptions;
    expect(options).toMatchObject({
      cancelButtonText: 'No, keep it',
      focusCancel: true,
      reverseButtons: true,
      buttonsStyling: false,
    });
    expect(options.customClass).toMatchObject({ cancelButton: expect.stringContaining('btn-primary') });
    expect(options.customClass).toMatchObject({ confirmButton: expect.not.stringContaining('btn-primary') });
    expect(options).not.toHaveProperty('confirmButtonColor');
  });

  it('when a dialog opens while the last one is still fading out, then it waits until that one has gone', async () => {
    const fire = vi.spyOn(Swal, 'fire').mockImplementation(() => answered(true));
    const closing = document.createElement('div');
    closing.className = 'swal2-popup swal2-hide';
    document.body.append(closing);
    const shown = showAlert({ title: 'Deleted!' });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(fire).not.toHaveBeenCalled();
    closing.remove();
    await shown;
    expect(fire).toHaveBeenCalledWith(expect.objectContaining({ title: 'Deleted!' }));
  });
});
