import type { ReactNode } from 'react';

interface PageHeadingProps {
  /** The h1's id: the screen's section is labelled by it. */
  id: string;
  title: string;
  /** The line under the title that says what the screen is for. */
  intro?: ReactNode;
  /** The intro in small type, as the screens with controls beside their heading have it. */
  smallIntro?: boolean;
}

/** An owner screen's title and the line under it. */
export function PageHeading({ id, title, intro, smallIntro = false }: PageHeadingProps) {
  return (
    <div>
      <h1 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      {intro && <p className={`mt-1 ${smallIntro ? 'text-sm ' : ''}text-slate-600`}>{intro}</p>}
    </div>
  );
}
