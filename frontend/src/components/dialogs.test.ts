import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Swal from 'sweetalert2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  promptChoiceAndText,
  promptNumberAndChoice,
  type ChoiceAndTextPrompt,
  type NumberAndChoicePrompt,
} from './dialogs';

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

const payment: ChoiceAndTextPrompt<'cash' | 'upi' | 'card'> = {
  title: 'How was order <b>K7M2QX</b> paid?',
  text: 'Amount to collect: ₹240.00.',
  choiceLegend: 'Paid by',
  choices: [
    { value: 'cash', label: 'Cash' },
    { value: 'upi', label: 'UPI' },
    { value: 'card', label: 'Card' },
  ],
  choiceRequired: 'Choose how the customer paid.',
  textLabel: 'Reference (optional)',
  textHint: 'The UPI transaction number, or the card slip number.',
  maxLength: 40,
  confirmText: 'Mark collected',
  cancelText: 'Not yet',
  check: (text) => (/^[A-Za-z0-9 ]*$/.test(text) ? null : 'Letters and digits only'),
};

describe('promptChoiceAndText', () => {
  it('when confirmed with no choice, then it asks for one; a choice and a text then resolve both', async () => {
    const user = userEvent.setup();
    const answer = promptChoiceAndText(payment);
    const group = await screen.findByRole('group', { name: 'Paid by' });
    expect(screen.getByText('How was order <b>K7M2QX</b> paid?')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cash' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Mark collected' }));
    expect(await screen.findByText('Choose how the customer paid.')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'UPI' }));
    const reference = screen.getByLabelText('Reference (optional)');
    expect(reference).toHaveAttribute('maxlength', '40');
    expect(reference).toHaveAccessibleDescription('The UPI transaction number, or the card slip number.');
    await user.type(reference, ' 412345678901 ');
    await user.click(screen.getByRole('button', { name: 'Mark collected' }));

    await expect(answer).resolves.toEqual({ choice: 'upi', text: '412345678901' });
    expect(group).not.toBeInTheDocument();
  });

  it('when the text fails the check, then its message shows and the dialog stays', async () => {
    const user = userEvent.setup();
    const answer = promptChoiceAndText({ ...payment, initialChoice: 'card' });
    expect(await screen.findByRole('radio', { name: 'Card' })).toBeChecked();
    await user.type(screen.getByLabelText('Reference (optional)'), '#12');
    await user.click(screen.getByRole('button', { name: 'Mark collected' }));
    expect(await screen.findByText('Letters and digits only')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Not yet' }));
    await expect(answer).resolves.toBeNull();
  });

  it('when Enter is pressed in the text box, then it confirms like the button', async () => {
    const user = userEvent.setup();
    const answer = promptChoiceAndText({ ...payment, initialChoice: 'cash' });
    await user.type(await screen.findByLabelText('Reference (optional)'), '{Enter}');
    await expect(answer).resolves.toEqual({ choice: 'cash', text: '' });
  });
});
