import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Registered after setup.ts's hook, so it runs before it: the screen goes, then the language resets.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has the <dialog> element but not its methods: enough of them for a modal form, so tests
// find it by role while it is open and not once it is closed.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
  // Escape in an open modal dialog asks it to cancel, as a browser does.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const dialog = [...document.querySelectorAll('dialog[open]')].at(-1);
    if (dialog?.dispatchEvent(new Event('cancel', { cancelable: true })))
      (dialog as HTMLDialogElement).close();
  });
}
