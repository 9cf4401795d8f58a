import type { SweetAlertOptions } from 'sweetalert2';
import { translate } from '@/i18n';

/**
 * The shop's alerts, confirmations and toasts, whose fixed words are in lib/spec-texts. sweetalert2 is imported on
 * first use so it never weighs on the first page load. Forms that ask for more than yes or no are a FormDialog
 * from the UI kit.
 */
const loadSwal = () => import('sweetalert2').then((module) => module.default);

const CLOSING_POPUP = '.swal2-popup.swal2-hide';

/**
 * Waits (at most a second) while the last dialog is still fading out. sweetalert2 finds its popup
 * by a query on the page: a dialog opened during that fade (a deletion answered faster than it)
 * had its OK find the old, closing popup and do nothing, so the new one stayed on screen.
 */
async function closingDialogGone(): Promise<void> {
  for (let waited = 0; document.querySelector(CLOSING_POPUP) && waited < 1000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

async function fire(options: SweetAlertOptions) {
  const [Swal] = await Promise.all([loadSwal(), closingDialogGone()]);
  return Swal.fire(options);
}

export async function showAlert(options: {
  title: string;
  text?: string;
  icon?: 'success' | 'error' | 'warning' | 'info';
}): Promise<void> {
  await fire({
    title: options.title,
    text: options.text,
    icon: options.icon ?? 'success',
    confirmButtonText: translate('shop.dialog.ok'),
  });
}

export async function showToast(title: string): Promise<void> {
  await fire({
    toast: true,
    position: 'top-end',
    icon: 'success',
    title,
    showConfirmButton: false,
    timer: 1500,
  });
}

/**
 * The safe answer as the page's primary button, first (and first to the keyboard); the answer that
 * cannot be taken back as an outlined red one beside it. Both at least 44 px tall, for a thumb.
 */
const SAFE_ANSWER_LEADS: SweetAlertOptions = {
  buttonsStyling: false,
  reverseButtons: true,
  customClass: {
    actions: 'gap-3',
    cancelButton: 'btn-primary min-h-11',
    confirmButton:
      'inline-flex min-h-11 items-center justify-center rounded-md border border-red-700 bg-white px-5 py-2.5 font-semibold text-red-700 transition hover:bg-red-50',
  },
};

export async function confirmDialog(options: {
  title: string;
  text?: string;
  confirmText: string;
  cancelText: string;
  icon?: 'warning' | 'question';
  /**
   * `cancel` where saying yes cannot be undone and a slip would cost the customer (calling off an
   * order): the safe answer is then the primary button.
   */
  primary?: 'confirm' | 'cancel';
}): Promise<boolean> {
  const result = await fire({
    title: options.title,
    text: options.text,
    icon: options.icon ?? 'warning',
    showCancelButton: true,
    confirmButtonText: options.confirmText,
    cancelButtonText: options.cancelText,
    focusCancel: true,
    ...(options.primary === 'cancel'
      ? SAFE_ANSWER_LEADS
      : { confirmButtonColor: '#1d4ed8', cancelButtonColor: '#b91c1c' }),
  });
  return result.isConfirmed;
}
