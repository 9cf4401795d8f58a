import { useOwnerT } from '@/i18n/owner';
import { useGetSeriesUsageQuery } from '../api';

/**
 * A series nearly full, said while there is time: at 90% of its numbers the owner sets the next
 * prefix, as a full series refuses every bill of its kind until the year turns.
 */
export function SeriesWarning() {
  const { t, number } = useOwnerT();
  const { data } = useGetSeriesUsageQuery();
  const nearlyFull = data?.series.filter((row) => row.nearlyFull) ?? [];
  if (nearlyFull.length === 0) return null;
  return (
    <div
      role="alert"
      className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      {nearlyFull.map((row) => (
        <p key={row.series}>
          {t(row.used >= row.capacity ? 'owner.tax.series.full' : 'owner.tax.series.nearlyFull', {
            // Message keys cannot hold a hyphen: receipt-voucher is receipt_voucher there.
            document: row.document.replace(/-/g, '_'),
            series: row.series,
            used: number(row.used),
            capacity: number(row.capacity),
          })}
        </p>
      ))}
    </div>
  );
}
