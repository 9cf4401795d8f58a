import type { ComponentProps } from 'react';

const VARIANTS = {
  primary: 'btn-primary',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-700 transition hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50',
  danger:
    'inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-5 py-2.5 font-semibold text-white transition hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-50',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

interface ButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  variant?: ButtonVariant;
  label: string;
  /** While a request runs: what the button says instead, and it takes no second press. */
  busy?: boolean;
  busyLabel?: string;
}

/** A button that says it is busy (disabled, aria-busy, its busy label) while its request runs. */
export function Button({
  variant = 'primary',
  label,
  busy = false,
  busyLabel,
  disabled,
  className = '',
  type = 'button',
  ...buttonProps
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`${VARIANTS[variant]} ${className}`}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      {...buttonProps}
    >
      {busy && busyLabel ? busyLabel : label}
    </button>
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
    <Button
      type="submit"
      className="w-full sm:w-auto sm:min-w-40"
      busy={busy}
      label={label}
      busyLabel={busyLabel}
    />
  );
}
