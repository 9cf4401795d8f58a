import { Link } from 'react-router-dom';

/** The way back from a kit screen to the one it was opened from, above the screen's heading. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700">
      {label}
    </Link>
  );
}
