import type { ComponentProps, ReactNode } from 'react';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition disabled:cursor-not-allowed disabled:opacity-50';

const VARIANTS = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
  success: 'bg-green-700 text-white hover:bg-green-800',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  dangerOutline: 'border border-red-300 bg-white text-red-700 hover:bg-red-50',
} as const;

const SIZES = {
  md: 'px-5 py-2.5',
  sm: 'min-h-11 px-4 py-2 text-sm',
  compact: 'px-4 py-2',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

interface ButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  variant?: ButtonVariant;
  size?: keyof typeof SIZES;
  label: ReactNode;
  /** While a request runs the button takes no second press, is marked aria-busy and, given this, says it. */
  busy?: boolean;
  busyLabel?: ReactNode;
  /** After the label, busy or not: words for screen readers that say which item it acts on. */
  children?: ReactNode;
}

/** The shop's button, with the busy state every button that sends a request needs. */
export function Button({
  variant = 'primary',
  size = 'md',
  label,
  busy = false,
  busyLabel,
  disabled,
  className = '',
  type = 'button',
  children,
  ...buttonProps
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${className}`}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      {...buttonProps}
    >
      {busy && busyLabel ? busyLabel : label}
      {children}
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
