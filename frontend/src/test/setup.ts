import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateCatalog } from '@/i18n';
import english from '@/i18n/locales/en/index.ts';

// Components draw in English, as a first visit with an English browser sees them.
activateCatalog('en', english);

afterEach(() => {
  cleanup();
  localStorage.clear();
  // A test that showed Hindi never leaves it to the next one.
  activateCatalog('en', english);
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
