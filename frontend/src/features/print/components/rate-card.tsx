import type { PrintRates } from '@shop/backend/contract';
import { formatRupees } from '@/lib/money';

/** The owner's prices: per printed side for each colour and sides, per copy for binding. */
export function RateCard({ rates }: { rates: PrintRates }) {
  const cell = 'px-3 py-2 text-right tabular-nums';
  return (
    <div className="grid gap-4 sm:grid-cols-[3fr_2fr]">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-700">Per printed side</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="px-3 py-2 text-left font-medium">
              <span className="sr-only">Printing</span>
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Single-sided
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Double-sided
            </th>
          </tr>
        </thead>
        <tbody className="text-slate-900">
          <tr className="border-b border-slate-100">
            <th scope="row" className="px-3 py-2 text-left font-medium">
              Black &amp; white
            </th>
            <td className={cell}>{formatRupees(rates.bwSingle)}</td>
            <td className={cell}>{formatRupees(rates.bwDouble)}</td>
          </tr>
          <tr>
            <th scope="row" className="px-3 py-2 text-left font-medium">
              Colour
            </th>
            <td className={cell}>{formatRupees(rates.colourSingle)}</td>
            <td className={cell}>{formatRupees(rates.colourDouble)}</td>
          </tr>
        </tbody>
      </table>
      <div className="text-sm">
        <p className="mb-2 font-semibold text-slate-700">Binding, per copy</p>
        <ul className="space-y-1 text-slate-900">
          <li className="flex justify-between gap-3 px-3 py-1">
            <span>Staple</span>
            <span className="tabular-nums">{formatRupees(rates.binding.staple)}</span>
          </li>
          <li className="flex justify-between gap-3 px-3 py-1">
            <span>Spiral</span>
            <span className="tabular-nums">{formatRupees(rates.binding.spiral)}</span>
          </li>
        </ul>
      </div>
    </div>
  );
}
