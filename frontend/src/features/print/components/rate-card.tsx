import type { PrintRates } from '@shop/backend/contract';
import { HeadingRow } from '@/components/ui/data-table';
import { useT } from '@/i18n';

/** The owner's prices: per printed side for each colour and sides, per copy for binding. */
export function RateCard({ rates }: { rates: PrintRates }) {
  const { t, money } = useT();
  const cell = 'px-3 py-2 text-right tabular-nums';
  return (
    <div className="grid gap-4 sm:grid-cols-[3fr_2fr]">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-700">{t('print.rates.perSide')}</caption>
        <thead>
          <HeadingRow
            className="border-b border-slate-200 text-slate-600"
            cellClassName="px-3 py-2 font-medium"
            headings={[
              { header: <span className="sr-only">{t('print.rates.printing')}</span>, align: 'start' },
              { header: t('print.single'), align: 'end' },
              { header: t('print.double'), align: 'end' },
            ]}
          />
        </thead>
        <tbody className="text-slate-900">
          <tr className="border-b border-slate-100">
            <th scope="row" className="px-3 py-2 text-left font-medium">
              {t('print.bw')}
            </th>
            <td className={cell}>{money(rates.bwSingle)}</td>
            <td className={cell}>{money(rates.bwDouble)}</td>
          </tr>
          <tr>
            <th scope="row" className="px-3 py-2 text-left font-medium">
              {t('print.colour')}
            </th>
            <td className={cell}>{money(rates.colourSingle)}</td>
            <td className={cell}>{money(rates.colourDouble)}</td>
          </tr>
        </tbody>
      </table>
      <div className="text-sm">
        <p className="mb-2 font-semibold text-slate-700">{t('print.rates.binding')}</p>
        <ul className="space-y-1 text-slate-900">
          <li className="flex justify-between gap-3 px-3 py-1">
            <span>{t('print.staple')}</span>
            <span className="tabular-nums">{money(rates.binding.staple)}</span>
          </li>
          <li className="flex justify-between gap-3 px-3 py-1">
            <span>{t('print.spiral')}</span>
            <span className="tabular-nums">{money(rates.binding.spiral)}</span>
          </li>
        </ul>
      </div>
    </div>
  );
}
