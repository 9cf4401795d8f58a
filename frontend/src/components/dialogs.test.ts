import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Swal from 'sweetalert2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { promptNumberAndChoice, type NumberAndChoicePrompt } from './dialogs';

const options: NumberAndChoicePrompt<'restock' | 'damaged'> = {
  title: 'Received: <img src=x onerror=alert(1)>',
  text: 'Now in stock: 12.',
  numberLabel: 'Units received',
  initialNumber: '',
  choiceLabel: 'Reason',
  choices: [
    { value: 'restock', label: 'Received' },
    { value: 'damaged', label: 'Damaged or lost' },
  ],
  initialChoice: 'restock',
  confirmText: 'Add to stock',
  cancelText: 'Cancel',
  check: (text) => (/^[1-9]\d*$/.test(text) ? null : 'Enter a whole number from 1'),
};

beforeEach(() => {
  // jsdom has no scrolling (Swal restores the page's scroll position when it closes) and no
  // layout: Swal takes a button of width 0 for a hidden one and would hide the whole button row.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this instanceof HTMLButtonElement && this.style.display !== 'none' ? 80 : 0;
  });
});

afterEach(() => {
  Swal.close();
  vi.restoreAllMocks();
});

describe('promptNumberAndChoice', () => {
  it('when a bad number is confirmed, then the check’s message shows and the dialog stays; a good one resolves both', async () => {
    const user = userEvent.setup();
    const answer = promptNumberAndChoice(options);
    const input = await screen.findByLabelText('Units received');
    expect(screen.getByText('Received: <img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('.swal2-title img')).toBeNull();
    expect(screen.getByLabelText('Reason')).toHaveValue('restock');

    await user.type(input, '0');
    await user.click(screen.getByRole('button', { name: 'Add to stock' }));
    expect(await screen.findByText('Enter a whole number from 1')).toBeVisible();

    await user.clear(input);
    await user.type(input, '6');
    await user.selectOptions(screen.getByLabelText('Reason'), 'Damaged or lost');
    await user.click(screen.getByRole('button', { name: 'Add to stock' }));

    await expect(answer).resolves.toEqual({ number: 6, choice: 'damaged' });
  });

  it('when cancelled, then it resolves to null', async () => {
    const user = userEvent.setup();
    const answer = promptNumberAndChoice({ ...options, initialNumber: '4' });
    expect(await screen.findByLabelText('Units received')).toHaveValue('4');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBeNull();
  });

  it('when Enter is pressed in the number box, then it confirms like the button', async () => {
    const user = userEvent.setup();
    const answer = promptNumberAndChoice(options);
    const input = await screen.findByLabelText('Units received');
    await waitFor(() => expect(input).toHaveFocus());
    await user.keyboard('3{Enter}');
    await expect(answer).resolves.toEqual({ number: 3, choice: 'restock' });
  });
});
