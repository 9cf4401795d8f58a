import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';

/** Put on the control a dialog should focus when it opens; without one it focuses its first control. */
export const DIALOG_FOCUS = 'data-dialog-focus';

const FOCUSABLE =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

interface FormDialogProps {
  /** Shown as text and names the dialog. */
  title: string;
  description?: string;
  submitLabel: string;
  cancelLabel: string;
  /** Called with the form's submit (the button or Enter in a field); the dialog stays until the caller closes it. */
  onSubmit: () => void;
  /** The cancel button, Escape or the browser's own close: the caller takes the dialog away. */
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A modal form on the native <dialog>: open while mounted (showModal puts it in the top layer and
 * makes the page behind it inert), Escape cancels, focus starts on its first control and goes
 * back to whatever opened it.
 */
export function FormDialog({
  title,
  description,
  submitLabel,
  cancelLabel,
  onSubmit,
  onCancel,
  children,
}: FormDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const [attempts, setAttempts] = useState(0);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    (
      dialog.querySelector<HTMLElement>(`[${DIALOG_FOCUS}]`) ?? dialog.querySelector<HTMLElement>(FOCUSABLE)
    )?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // A refused submit leaves the dialog open with a field marked invalid: focus moves there, so its
  // message (the field's description) is read out, as a silent refusal would leave the owner guessing.
  useEffect(() => {
    if (attempts === 0) return;
    const invalid = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid instanceof HTMLFieldSetElement ? invalid.querySelector<HTMLElement>('input') : invalid)?.focus();
  }, [attempts]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
    setAttempts((count) => count + 1);
  }

  // In the body, not where it is used: a dialog's words are not part of the card or row that opened it.
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape: the caller closes it, so what is on screen stays what React renders.
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-slate-800 shadow-xl backdrop:bg-slate-900/50"
    >
      <form noValidate onSubmit={submit} className="space-y-4 p-6">
        <h2 id={titleId} className="text-xl font-bold break-words text-slate-900">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="text-slate-700">
            {description}
          </p>
        )}
        {children}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button type="submit" label={submitLabel} />
          <Button variant="secondary" size="md" label={cancelLabel} onClick={onCancel} />
        </div>
      </form>
    </dialog>,
    document.body,
  );
}

/**
 * A question a dialog answers: `ask` opens it and resolves with the answer, or null when the owner
 * thinks better of it, so the code that asks reads as one flow. `question` is what the dialog shows
 * while it is open.
 */
export function useDialogQuestion<Question, Answer>() {
  const [question, setQuestion] = useState<Question | null>(null);
  const resolver = useRef<((answer: Answer | null) => void) | null>(null);

  const ask = useCallback(
    (asked: Question) =>
      new Promise<Answer | null>((resolve) => {
        resolver.current?.(null);
        resolver.current = resolve;
        setQuestion(asked);
      }),
    [],
  );

  const answer = useCallback((given: Answer | null) => {
    resolver.current?.(given);
    resolver.current = null;
    setQuestion(null);
  }, []);

  return { question, ask, answer };
}
