/**
 * The period's bills as Tally vouchers, worked out in paise. A bill is a Sales voucher and a
 * credit note a Credit Note voucher, each crediting (or debiting) its taxable value per rate to that
 * rate's sales ledger, and its CGST and SGST, settled by the payment ledger in the voucher itself.
 */
import { stateOfCode, type GstState, type TallyLedgers } from '../contract';
import type { InvoiceRecord } from '../store/invoice-contract';
import { counted, isCreditNote } from './bill-figures';
import { tallyChart, type LedgerMaster, type TallyChart } from './tally-ledgers';

export type VoucherType = 'Sales' | 'Credit Note';

export interface Entry {
  ledger: LedgerMaster;
  /** Positive for a credit, negative for a debit, as Tally writes it. */
  paise: number;
}

export interface TallyVoucher {
  type: VoucherType;
  date: string;
  number: string;
  /** The bill it is for: its own for a sale, the original for a credit note. */
  reference: { number: string; date: string };
  party: LedgerMaster;
  /** Where the supply was made: the shop's own state, read from its GSTIN; null when it has none. */
  placeOfSupply: GstState | null;
  narration: string;
  entries: Entry[];
}

const placeOfSupply = (record: InvoiceRecord): GstState | null =>
  record.seller.gstin ? stateOfCode(record.seller.gstin.slice(0, 2)) : null;

function narration(record: InvoiceRecord): string {
  const buyer = [record.buyer.name, record.buyer.gstin && `GSTIN ${record.buyer.gstin}`]
    .filter(Boolean)
    .join(', ');
  const against = record.original ? `Against ${record.original.number} of ${record.original.date}. ` : '';
  return `${against}${record.channel === 'online' ? 'Online order' : 'Counter sale'} ${record.orderId}${buyer ? `; ${buyer}` : ''}`;
}

/** Each credit summed per ledger, so a ledger appears once in a voucher; entries of 0 left out. */
function merged(entries: Entry[]): Entry[] {
  const byName = new Map<string, Entry>();
  for (const entry of entries) {
    const same = byName.get(entry.ledger.name);
    byName.set(entry.ledger.name, same ? { ...same, paise: same.paise + entry.paise } : entry);
  }
  return [...byName.values()].filter((entry) => entry.paise !== 0);
}

/** A sale credits sales and the taxes and debits whoever pays; a credit note the reverse. */
function billEntries(record: InvoiceRecord, chart: TallyChart): Entry[] {
  const sign = isCreditNote(record) ? -1 : 1;
  const credits = merged([
    ...record.byRate.map((row) => ({
      ledger: chart.sales(record, row.rate),
      paise: sign * row.taxablePaise,
    })),
    ...record.byRate.map((row) => ({ ledger: chart.cgst, paise: sign * row.cgstPaise })),
    ...record.byRate.map((row) => ({ ledger: chart.sgst, paise: sign * row.sgstPaise })),
  ]);
  // The party's entry is the rest, so the voucher balances even were the bill's own total a paisa off.
  const rest = credits.reduce((total, entry) => total + entry.paise, 0);
  return [{ ledger: chart.money(record.paymentMethod), paise: -rest }, ...credits];
}

export function tallyVouchers(records: readonly InvoiceRecord[], ledgers: TallyLedgers): TallyVoucher[] {
  const chart = tallyChart(ledgers);
  return counted(records).map((record) => {
    const entries = billEntries(record, chart);
    return {
      type: isCreditNote(record) ? 'Credit Note' : 'Sales',
      date: record.date,
      number: record.number,
      reference: record.original ?? { number: record.number, date: record.date },
      party: entries[0]!.ledger,
      placeOfSupply: placeOfSupply(record),
      narration: narration(record),
      entries,
    };
  });
}
