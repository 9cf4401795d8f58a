import { countOf, formatRupees } from '@/lib/money';
import type { ChannelTakings } from '@shop/backend/contract';

/** What the website and the counter each took, so the owner sees where the money comes from. */
export function ChannelSplit({ channels }: { channels: ChannelTakings }) {
  const rows = [
    { label: 'Online orders', ...channels.online },
    { label: 'Counter sales', ...channels.counter },
  ];
  return (
    <section
      aria-labelledby="channels-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="channels-heading" className="text-lg font-semibold text-slate-900">
        Online and counter
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {rows.map((row) => (
          <li key={row.label} className="rounded-lg bg-slate-50 px-4 py-3">
            <span className="block text-sm font-medium text-slate-500">{row.label}</span>{' '}
            <span className="block text-xl font-bold text-slate-900">{formatRupees(row.total)}</span>{' '}
            <span className="block text-sm text-slate-600">{countOf(row.orders, 'sale', 'sales')}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-500">
        Money taken since the shop opened, less {formatRupees(channels.refunds)} refunded for returns.
      </p>
    </section>
  );
}
