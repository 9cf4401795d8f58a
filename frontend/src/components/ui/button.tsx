import type { ComponentProps, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

/** What every button shares; the plain variant leaves even this to the caller. */
const BASE = 'inline-flex items-center justify-center gap-2 transition disabled:cursor-not-allowed';

/** The boxed buttons' shape: a filled or outlined box that dims while it takes no press. */
const BOX = 'rounded-md font-semibold disabled:opacity-50';

/*
 * Each look carries its own shape, weight and disabled state, so a caller's className only adds
 * (a width, a margin) and never fights a class of the kit: two classes setting one property apply
 * in the stylesheet's order, not in the order they are written.
 */
const VARIANTS = {
  primary: `${BOX} bg-brand-600 text-white hover:bg-brand-700`,
  secondary: `${BOX} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`,
  /** Outlined in the brand's blue: the second choice beside a primary one (Load more, Stop). */
  outline: `${BOX} border border-brand-600 text-brand-700 hover:bg-brand-50`,
  success: `${BOX} bg-green-700 text-white hover:bg-green-800`,
  danger: `${BOX} bg-red-700 text-white hover:bg-red-800`,
  dangerOutline: `${BOX} border border-red-300 bg-white text-red-700 hover:bg-red-50`,
  /** The customer's own cancel: a stronger red line than the owner's dangerOutline. */
  dangerLine: `${BOX} border border-red-700 text-red-700 hover:bg-red-50`,
  warning: `${BOX} bg-amber-600 text-white hover:bg-amber-700`,
  /** Dark on white: the way in that most customers take (Continue with phone). */
  ink: `${BOX} bg-slate-900 text-white hover:bg-slate-700`,
  /** Words that act in place, looking like a link; the caller says how it looks while disabled. */
  link: 'rounded-sm font-semibold text-brand-700 hover:underline',
  dangerLink: 'rounded-sm font-semibold text-red-700 hover:underline',
  /** No box until hovered: a header's small control. */
  quiet: 'rounded-md font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-60',
  /** One of a row of choices joined into one bar; `pressed` marks the chosen one. */
  segment: 'border border-slate-300 font-semibold first:rounded-l-md last:rounded-r-md not-first:-ml-px',
  /** No look of the kit's: a menu row, an avatar, the owner's dark bar draw their own. */
  plain: '',
} as const;

// The chosen segment keeps the bar's slate line: border-slate-300 outranks any brand border here.
const SEGMENT_PRESSED = {
  on: 'z-10 bg-brand-600 text-white',
  off: 'bg-white text-slate-700 hover:bg-slate-50',
};

const SIZES = {
  md: 'px-5 py-2.5',
  sm: 'min-h-11 px-4 py-2 text-sm',
  compact: 'px-4 py-2',
  /** At least a 44 px square, wider for a word or two. */
  square: 'min-h-11 min-w-11 px-3 text-sm',
  /** Exactly a 44 px square: an icon or one sign. */
  icon: 'size-11',
  /** A link-looking button's row: the 44 px touch height, no padding. */
  text: 'min-h-11 text-sm',
  /** The caller's className sizes it (a card's full-width button, a menu row). */
  none: '',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/**
 * The size each look is drawn at unless the caller names another: the owner's secondary actions
 * are small, and the warning's one button sits compact inside its amber note.
 */
function usualSize(variant: ButtonVariant): ButtonSize {
  if (variant === 'secondary' || variant === 'dangerOutline') return 'sm';
  if (variant === 'warning') return 'compact';
  if (variant === 'link') return 'text';
  if (variant === 'dangerLink' || variant === 'quiet' || variant === 'plain') return 'none';
  return 'md';
}

interface ButtonProps extends Omit<ComponentProps<'button'>, 'children' | 'aria-pressed'> {
  variant?: ButtonVariant;
  /** Left out, the look's usual size: md, or sm for the secondary ones, compact for a warning, text for a link. */
  size?: ButtonSize;
  label: ReactNode;
  /** While a request runs the button takes no second press, is marked aria-busy and, given this, says it. */
  busy?: boolean;
  busyLabel?: ReactNode;
  /** A toggle's state, said as aria-pressed (and shown, for a segment). */
  pressed?: boolean;
  /** After the label, busy or not: words for screen readers that say which item it acts on. */
  children?: ReactNode;
}

function buttonClass(variant: ButtonVariant, size: ButtonSize, pressed: boolean | undefined, extra: string) {
  const look =
    variant === 'segment'
      ? `${VARIANTS.segment} ${SEGMENT_PRESSED[pressed ? 'on' : 'off']}`
      : VARIANTS[variant];
  return [variant === 'plain' ? '' : BASE, look, SIZES[size], extra].filter(Boolean).join(' ');
}

/** The shop's button, with the busy state every button that sends a request needs. */
export function Button({
  variant = 'primary',
  size = usualSize(variant),
  label,
  busy = false,
  busyLabel,
  pressed,
  disabled,
  className = '',
  type = 'button',
  children,
  ...buttonProps
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, size, pressed, className)}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      aria-pressed={pressed}
      {...buttonProps}
    >
      {busy && busyLabel ? busyLabel : label}
      {children}
    </button>
  );
}

interface IconButtonProps extends Omit<ButtonProps, 'label' | 'busyLabel' | 'aria-label'> {
  /** What the button does, for screen readers: the icon says nothing to them. */
  label: string;
  icon: ReactNode;
}

/** A button showing only an icon or a sign: its words are required, as its accessible name. */
export function IconButton({ label, icon, size = 'icon', variant = 'secondary', ...props }: IconButtonProps) {
  return <Button {...props} size={size} variant={variant} aria-label={label} label={icon} />;
}

/**
 * A way to another screen drawn as one of the kit's buttons, where it stands among buttons or is
 * the screen's next step: the look and size as a Button's, the words its children.
 */
export function ButtonLink({
  variant = 'primary',
  size = usualSize(variant),
  className = '',
  ...linkProps
}: LinkProps & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <Link className={buttonClass(variant, size, undefined, className)} {...linkProps} />;
}

/** What RefetchButton needs of a query: any RTK Query hook's answer fits. */
export interface Refetchable {
  isFetching: boolean;
  refetch: () => unknown;
}

/** Asks the server again for what a query shows (Refresh, Try again): busy, and pressed once, while it asks. */
export function RefetchButton({
  query,
  ...props
}: Omit<ButtonProps, 'busy' | 'onClick'> & { query: Refetchable }) {
  return <Button {...props} busy={query.isFetching} onClick={() => void query.refetch()} />;
}

/**
 * A form's main button: says it is busy, and takes no second press, while the form is sent; it may
 * wait, disabled, for the form to be ready (the terms ticked), with words that say why.
 */
export function SubmitButton({
  busy,
  label,
  ...props
}: Pick<ButtonProps, 'busyLabel' | 'disabled' | 'aria-describedby'> & { busy: boolean; label: string }) {
  return (
    <Button type="submit" className="w-full sm:w-auto sm:min-w-40" busy={busy} label={label} {...props} />
  );
}
