/**
 * The shop's dialogs and toasts (confirmations, success and error messages). sweetalert2 is imported on first use so it
 * never weighs on the first page load.
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
    confirmButtonText: 'OK',
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

export interface NumberAndChoicePrompt<Choice extends string> {
  /** Shown as text, never as HTML: it may hold an item's name. */
  title: string;
  text?: string;
  numberLabel: string;
  initialNumber?: string;
  choiceLabel: string;
  choices: readonly { value: Choice; label: string }[];
  initialChoice: Choice;
  confirmText: string;
  cancelText: string;
  /** The message for a number that will not do, or null when it will. */
  check: (number: string) => string | null;
}

function labelled(id: string, label: string, control: HTMLInputElement | HTMLSelectElement): HTMLElement {
  const field = document.createElement('div');
  field.style.textAlign = 'left';
  field.style.marginTop = '1rem';
  const caption = document.createElement('label');
  caption.htmlFor = id;
  caption.textContent = label;
  caption.className = 'field-label';
  control.id = id;
  control.className = 'field-input';
  field.append(caption, control);
  return field;
}

/**
 * Asks for a whole number and one of a few choices (how many units, and why) in one dialog.
 * Resolves to both, or null when cancelled. Enter in the number box confirms, as in any form.
 */
export async function promptNumberAndChoice<Choice extends string>(
  options: NumberAndChoicePrompt<Choice>,
): Promise<{ number: number; choice: Choice } | null> {
  const Swal = await loadSwal();
  const input = document.createElement('input');
  Object.assign(input, { type: 'text', inputMode: 'numeric', autocomplete: 'off' });
  input.value = options.initialNumber ?? '';
  const select = document.createElement('select');
  for (const { value, label } of options.choices) select.add(new Option(label, value));
  select.value = options.initialChoice;
  const form = document.createElement('form');
  form.noValidate = true;
  if (options.text) form.append(Object.assign(document.createElement('p'), { textContent: options.text }));
  form.append(labelled('prompt-number', options.numberLabel, input));
  form.append(labelled('prompt-choice', options.choiceLabel, select));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    Swal.clickConfirm();
  });
  const result = await Swal.fire({
    // An element, not a string: Swal reads a string title as HTML, and this one may hold an item's name.
    title: Object.assign(document.createElement('span'), { textContent: options.title }),
    html: form,
    showCancelButton: true,
    confirmButtonText: options.confirmText,
    cancelButtonText: options.cancelText,
    confirmButtonColor: '#1d4ed8',
    focusConfirm: false,
    didOpen: () => input.focus(),
    preConfirm: () => {
      const problem = options.check(input.value.trim());
      if (problem) {
        Swal.showValidationMessage(problem);
        return false;
      }
      return { number: Number(input.value.trim()), choice: select.value as Choice };
    },
  });
  return result.isConfirmed ? (result.value as { number: number; choice: Choice }) : null;
}

export interface ChoiceAndTextPrompt<Choice extends string> {
  /** Shown as text, never as HTML: it may hold a customer's name. */
  title: string;
  text?: string;
  choiceLegend: string;
  choices: readonly { value: Choice; label: string }[];
  /** Nothing chosen at first when left out, so the owner has to pick one. */
  initialChoice?: Choice;
  /** The message when confirmed with nothing chosen. */
  choiceRequired: string;
  textLabel: string;
  textHint?: string;
  maxLength: number;
  confirmText: string;
  cancelText: string;
  /** The message for the text (trimmed) that will not do, or null when it will. */
  check: (text: string) => string | null;
}

function radioGroup<Choice extends string>(options: ChoiceAndTextPrompt<Choice>): HTMLFieldSetElement {
  const fieldset = document.createElement('fieldset');
  fieldset.style.textAlign = 'left';
  fieldset.style.marginTop = '1rem';
  fieldset.append(
    Object.assign(document.createElement('legend'), {
      textContent: options.choiceLegend,
      className: 'field-label',
    }),
  );
  const row = document.createElement('div');
  row.style.display = 'flex';
  row.style.flexWrap = 'wrap';
  row.style.gap = '0.5rem 1.25rem';
  for (const [index, { value, label }] of options.choices.entries()) {
    const radio = Object.assign(document.createElement('input'), {
      type: 'radio',
      name: 'prompt-choice',
      value,
    });
    radio.id = `prompt-choice-${index}`;
    radio.checked = value === options.initialChoice;
    const caption = Object.assign(document.createElement('label'), { htmlFor: radio.id, textContent: label });
    caption.style.display = 'inline-flex';
    caption.style.alignItems = 'center';
    caption.style.gap = '0.4rem';
    caption.style.minHeight = '2.5rem';
    caption.prepend(radio);
    row.append(caption);
  }
  fieldset.append(row);
  return fieldset;
}

/**
 * Asks for one of a few choices and an optional short text in one dialog (how an order was paid
 * and its transaction number). Resolves to both, the text trimmed, or null when cancelled.
 */
export async function promptChoiceAndText<Choice extends string>(
  options: ChoiceAndTextPrompt<Choice>,
): Promise<{ choice: Choice; text: string } | null> {
  const Swal = await loadSwal();
  const input = Object.assign(document.createElement('input'), { type: 'text', autocomplete: 'off' });
  input.maxLength = options.maxLength;
  const form = document.createElement('form');
  form.noValidate = true;
  if (options.text) form.append(Object.assign(document.createElement('p'), { textContent: options.text }));
  const choices = radioGroup(options);
  form.append(choices, labelled('prompt-text', options.textLabel, input));
  if (options.textHint) {
    const hint = Object.assign(document.createElement('p'), {
      id: 'prompt-text-hint',
      textContent: options.textHint,
    });
    Object.assign(hint.style, { textAlign: 'left', fontSize: '0.875rem', marginTop: '0.25rem' });
    input.setAttribute('aria-describedby', hint.id);
    form.append(hint);
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    Swal.clickConfirm();
  });
  const chosen = () => choices.querySelector<HTMLInputElement>('input:checked')?.value as Choice | undefined;
  const result = await Swal.fire({
    title: Object.assign(document.createElement('span'), { textContent: options.title }),
    html: form,
    showCancelButton: true,
    confirmButtonText: options.confirmText,
    cancelButtonText: options.cancelText,
    confirmButtonColor: '#1d4ed8',
    focusConfirm: false,
    didOpen: () =>
      (choices.querySelector<HTMLInputElement>('input:checked') ?? choices.querySelector('input'))?.focus(),
    preConfirm: () => {
      const choice = chosen();
      const problem = choice ? options.check(input.value.trim()) : options.choiceRequired;
      if (problem) {
        Swal.showValidationMessage(problem);
        return false;
      }
      return { choice, text: input.value.trim() };
    },
  });
  return result.isConfirmed ? (result.value as { choice: Choice; text: string }) : null;
}
