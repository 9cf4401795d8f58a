import type { ComponentProps, ReactNode } from 'react';

interface FormFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled text input whose hint and error are announced with it (aria-describedby). */
export function FormField({ id, label, error, hint, className, ...inputProps }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`field-input ${error ? 'border-red-600' : ''} read-only:bg-slate-100 read-only:text-slate-600`}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** What went wrong with a form as a whole (the server's refusal, say), announced as it appears. */
export function FormProblem({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {children}
    </p>
  );
}

/** A form's main button: says it is busy, and takes no second press, while the form is sent. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button
      type="submit"
      className="btn-primary w-full sm:w-auto sm:min-w-40"
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
