/**
 * The period's bills as Tally vouchers, worked out in paise. A bill is a Sales voucher and a
 * credit note a Credit Note voucher, each crediting (or debiting) its taxable value per rate to that
 * rate's sales ledger, and its CGST and SGST. Everyone else's bill is settled by the payment ledger
 * in the voucher itself; a business buyer's is posted to the buyer's own ledger, so Tally's GST
 * reports see the buyer, and the money then moves in a Receipt (a refund in a Payment) against the
 * same bill, which leaves the buyer owing nothing and the takings in cash and bank.
 */
import { stateOfCode, type GstState, type PaymentMethod, type TallyLedgers } from '../contract';
import type { InvoiceRecord } from '../store/invoice-contract';
import { counted, isCreditNote } from './bill-figures';
import { tallyChart, type LedgerMaster, type PartyMaster, type TallyChart } from './tally-ledgers';

export type VoucherType = 'Sales' | 'Credit Note' | 'Receipt' | 'Payment';

export interface Entry {
  ledger: LedgerMaster;
  /** Positive for a credit, negative for a debit, as Tally writes it. */
  paise: number;
  /** The bill a party's entry settles or raises, for Tally's bill-wise balances. */
  bill?: { name: string; type: 'New Ref' | 'Agst Ref' };
}

export interface TallyVoucher {
  type: VoucherType;
  date: string;
  number: string;
  /** The bill it is for: its own for a sale, the original for a credit note. */
  reference: { number: string; date: string };
  party: LedgerMaster;
  /** A business buyer's GST details, for the Sales and Credit Note vouchers. */
  buyer: PartyMaster | null;
  /** Where the supply was made: the shop's own state, read from its GSTIN; null when it has none. */
  placeOfSupply: GstState | null;
  narration: string;
  entries: Entry[];
}

const METHOD_NAMES: Record<PaymentMethod, string> = {
  cash: 'cash',
  upi: 'UPI',
  card: 'card',
};

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
  const party = chart.party(record);
  // The party's entry is the rest, so the voucher balances even were the bill's own total a paisa off.
  const rest = credits.reduce((total, entry) => total + entry.paise, 0);
  const debtor: Entry = { ledger: party ?? chart.money(record.paymentMethod), paise: -rest };
  if (party) debtor.bill = billRef(record);
  return [debtor, ...credits];
}

/** A sale raises its own bill; a credit note settles against the bill whose goods came back. */
const billRef = (record: InvoiceRecord): NonNullable<Entry['bill']> =>
  record.original
    ? { name: record.original.number, type: 'Agst Ref' }
    : { name: record.number, type: isCreditNote(record) ? 'Agst Ref' : 'New Ref' };

/** The money of a business buyer's bill: received for a sale, paid back for a credit note. */
function settlement(record: InvoiceRecord, bill: TallyVoucher, party: PartyMaster, chart: TallyChart) {
  const owed = -bill.entries[0]!.paise;
  const money = chart.money(record.paymentMethod);
  const method = METHOD_NAMES[record.paymentMethod ?? 'cash'];
  const refund = isCreditNote(record);
  const settles = { name: billRef(record).name, type: 'Agst Ref' } as const;
  return {
    ...bill,
    type: refund ? 'Payment' : 'Receipt',
    party,
    buyer: null,
    narration: refund
      ? `Refunded by ${method} for credit note ${record.number} against bill ${settles.name}`
      : `Received by ${method} for bill ${record.number}`,
    // A receipt debits the money and credits the buyer; a refund (owed < 0) the other way round.
    entries: [
      { ledger: money, paise: -owed },
      { ledger: party, paise: owed, bill: settles },
    ],
  } satisfies TallyVoucher;
}

export function tallyVouchers(records: readonly InvoiceRecord[], ledgers: TallyLedgers): TallyVoucher[] {
  const chart = tallyChart(records, ledgers);
  return counted(records).flatMap((record) => {
    const party = chart.party(record);
    const entries = billEntries(record, chart);
    const bill: TallyVoucher = {
      type: isCreditNote(record) ? 'Credit Note' : 'Sales',
      date: record.date,
      number: record.number,
      reference: record.original ?? { number: record.number, date: record.date },
      party: entries[0]!.ledger,
      buyer: party,
      placeOfSupply: placeOfSupply(record),
      narration: narration(record),
      entries,
    };
    const settled = party && entries[0]!.paise !== 0 ? [settlement(record, bill, party, chart)] : [];
    return [bill, ...settled];
  });
}
