import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';

const PADDING = {
  /** A page's form or block: roomier from a tablet up. */
  md: 'p-4 sm:p-6',
  /** One card of a list. */
  sm: 'p-4 sm:p-5',
  tight: 'p-4',
  /** The overview's figures, the same on every screen. */
  even: 'p-5',
  lg: 'p-6',
  /** A list or table inside runs to the edges, or the caller pads it. */
  none: '',
} as const;

/** A raised panel on the page, or a flat one among the counter's busy columns. */
const LOOKS = { raised: 'rounded-xl shadow-sm', flat: 'rounded-lg' } as const;
const TONES = { plain: 'border-slate-200', danger: 'border-red-200' } as const;

export type PanelPadding = keyof typeof PADDING;

interface PanelProps extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>;
  /** A section when it has a heading (a titled part of the page), else a div, unless named here. */
  as?: 'section' | 'div' | 'article' | 'details' | 'li' | 'p';
  padding?: PanelPadding;
  look?: keyof typeof LOOKS;
  /** Danger: the panel that deletes, set apart by its red edge. */
  tone?: keyof typeof TONES;
  /** The panel's title; it names the panel for screen readers too. */
  heading?: ReactNode;
  headingId?: string;
  /** Beside the heading, at its end: a button or a figure that belongs to the whole panel. */
  actions?: ReactNode;
}

/** The shop's panel: the white, bordered, rounded section every screen builds on. */
export function Panel({
  as,
  padding = 'md',
  look = 'raised',
  tone = 'plain',
  heading,
  headingId,
  actions,
  className = '',
  children,
  ...props
}: PanelProps) {
  // Typed as one of them: a ref to the panel asks only for an HTMLElement, whichever it is.
  const Element = (as ?? (heading === undefined ? 'div' : 'section')) as 'section';
  const ownId = useId();
  const id = headingId ?? ownId;
  const title = heading !== undefined && (
    <h2 id={id} className="text-lg font-semibold text-slate-900">
      {heading}
    </h2>
  );
  return (
    <Element
      aria-labelledby={title ? id : undefined}
      className={['border bg-white', TONES[tone], LOOKS[look], PADDING[padding], className]
        .filter(Boolean)
        .join(' ')}
      {...props}
    >
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {title}
          {actions}
        </div>
      ) : (
        title
      )}
      {children}
    </Element>
  );
}
