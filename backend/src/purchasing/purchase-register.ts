/**
 * The purchase register as the accountant reconciles it with GSTR-2B: a row per bill and GST rate,
 * with the supplier's GSTIN, the bill's number and date, the taxable value and each tax, and
 * whether the tax is credited. Cancelled bills are left out.
 */
import { dayMonthYear, readState } from '../contract';
import { money, writeCsv, type Cell } from '../reports/csv';
import type { PurchaseRecord } from '../store/store';

export const PURCHASE_REGISTER_HEADER = [
  'Supplier GSTIN',
  'Supplier',
  'Bill number',
  'Bill date',
  'Place of supply',
  'Rate',
  'Taxable value',
  'IGST',
  'CGST',
  'SGST',
  'ITC',
  'Bill value',
] as const;

type RateSums = { taxablePaise: number; igstPaise: number; cgstPaise: number; sgstPaise: number };

function byRate(purchase: PurchaseRecord): Map<number, RateSums> {
  const rates = new Map<number, RateSums>();
  for (const line of purchase.lines) {
    const sums = rates.get(line.gstRate) ?? { taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 };
    rates.set(line.gstRate, {
      taxablePaise: sums.taxablePaise + line.taxablePaise,
      igstPaise: sums.igstPaise + line.igstPaise,
      cgstPaise: sums.cgstPaise + line.cgstPaise,
      sgstPaise: sums.sgstPaise + line.sgstPaise,
    });
  }
  return rates;
}

export function purchaseRegisterCsv(purchases: readonly PurchaseRecord[]): string {
  const rows = purchases
    .filter((purchase) => purchase.status === 'posted')
    .sort((a, b) => a.billDate.localeCompare(b.billDate) || a.billNumber.localeCompare(b.billNumber))
    .flatMap((purchase) => {
      const { supplier } = purchase;
      const place = `${supplier.stateCode}-${readState(supplier.stateCode)?.name ?? supplier.state}`;
      const credited = purchase.totals.itcPaise > 0;
      return [...byRate(purchase)]
        .sort(([a], [b]) => a - b)
        .map(([rate, sums]): Cell[] => [
          supplier.gstin ?? '',
          supplier.name,
          purchase.billNumber,
          dayMonthYear(purchase.billDate),
          place,
          { figure: String(rate) },
          money(sums.taxablePaise),
          money(sums.igstPaise),
          money(sums.cgstPaise),
          money(sums.sgstPaise),
          credited ? money(sums.igstPaise + sums.cgstPaise + sums.sgstPaise) : money(0),
          money(purchase.totals.totalPaise),
        ]);
    });
  return writeCsv({ header: PURCHASE_REGISTER_HEADER, rows });
}
