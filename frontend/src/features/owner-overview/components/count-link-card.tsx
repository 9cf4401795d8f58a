import { Link } from 'react-router-dom';
import { formatCount } from '@/lib/money';

interface CountLinkCardProps {
  to: string;
  count: number;
  title: string;
  /** What the count means, or that there is nothing to do. */
  detail: string;
  action: string;
}

/** A to-do count one click from the list it counts; it stands out only while there is something to do. */
export function CountLinkCard({ to, count, title, detail, action }: CountLinkCardProps) {
  const active = count > 0;
  return (
    <Link
      to={to}
      className={`flex flex-wrap items-center justify-between gap-3 rounded-xl border p-5 shadow-sm transition hover:shadow-md ${
        active
          ? 'border-amber-300 bg-amber-50 hover:bg-amber-100'
          : 'border-slate-200 bg-white hover:bg-slate-50'
      }`}
    >
      <span className="flex items-center gap-4">
        <span
          className={`flex size-12 shrink-0 items-center justify-center rounded-full text-xl font-bold ${
            active ? 'bg-amber-400 text-slate-900' : 'bg-slate-100 text-slate-600'
          }`}
        >
          {formatCount(count)}
        </span>
        <span>
          <span className="block font-semibold text-slate-900">{title}</span>
          <span className="block text-sm text-slate-600">{detail}</span>
        </span>
      </span>
      <span className="text-sm font-semibold text-brand-700" aria-hidden="true">
        {action} →
      </span>
    </Link>
  );
}
