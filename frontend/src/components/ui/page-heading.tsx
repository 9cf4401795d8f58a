import { useId, type ReactNode } from 'react';

interface PageHeadingProps {
  /** The h1's id: the screen's section is labelled by it. */
  id: string;
  title: string;
  /** The line under the title that says what the screen is for. */
  intro?: ReactNode;
  /** The intro in small type, as the screens with controls beside their heading have it. */
  smallIntro?: boolean;
  /** The screen's own controls (a search, a download, a new item): beside the title from a tablet up, under it on a phone. */
  actions?: ReactNode;
}

/** An owner screen's title and the line under it, with the controls that belong to the whole screen. */
export function PageHeading({ id, title, intro, smallIntro = false, actions }: PageHeadingProps) {
  const heading = (
    <div>
      <h1 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      {intro && <p className={`mt-1 ${smallIntro ? 'text-sm ' : ''}text-slate-600`}>{intro}</p>}
    </div>
  );
  if (!actions) return heading;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      {heading}
      {actions}
    </div>
  );
}

const WIDTHS = { '3xl': 'max-w-3xl', '4xl': 'max-w-4xl', '5xl': 'max-w-5xl' } as const;

interface PageSectionProps extends Omit<PageHeadingProps, 'id'> {
  /** Left out, the screen's full width; given, the screen is centred and at most this wide (3xl for a form). */
  width?: keyof typeof WIDTHS;
  /** The section's own spacing. */
  className?: string;
  children: ReactNode;
}

/** An owner screen: a section named by its title, which stands at its head with the intro and controls. */
export function PageSection({ width, className, children, ...heading }: PageSectionProps) {
  const id = useId();
  const classes = [width && `mx-auto w-full ${WIDTHS[width]}`, className].filter(Boolean).join(' ');
  return (
    <section aria-labelledby={id} className={classes || undefined}>
      <PageHeading id={id} {...heading} />
      {children}
    </section>
  );
}
