import { translate } from '@/i18n';

/**
 * The shop's alerts, confirmations and toasts, whose fixed words are in lib/spec-texts. sweetalert2 is imported on
 * first use so it never weighs on the first page load. Forms that ask for more than yes or no are a FormDialog
 * from the UI kit.
 */
const loadSwal = () => import('sweetalert2').then((module) => module.default);

export async function showAlert(options: {
  title: string;
  text?: string;
  icon?: 'success' | 'error' | 'warning' | 'info';
}): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({
    title: options.title,
    text: options.text,
    icon: options.icon ?? 'success',
    confirmButtonText: translate('shop.dialog.ok'),
  });
}

export async function showToast(title: string): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({
    toast: true,
    position: 'top-end',
    icon: 'success',
    title,
    showConfirmButton: false,
    timer: 1500,
  });
}

export async function confirmDialog(options: {
  title: string;
  text?: string;
  confirmText: string;
  cancelText: string;
  icon?: 'warning' | 'question';
}): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    title: options.title,
    text: options.text,
    icon: options.icon ?? 'warning',
    showCancelButton: true,
    confirmButtonText: options.confirmText,
    cancelButtonText: options.cancelText,
    confirmButtonColor: '#1d4ed8',
    cancelButtonColor: '#b91c1c',
    focusCancel: true,
  });
  return result.isConfirmed;
}
