/**
 * The period's bills and account payments as Tally vouchers, worked out in paise. A bill is a Sales
 * voucher and a credit note a Credit Note voucher, each crediting (or debiting) its taxable value
 * per rate to that rate's sales ledger, and its CGST and SGST. Everyone else's bill is settled by
 * the payment ledgers in the voucher itself, part by part; a part on account is posted to the
 * customer's own ledger, which their payments (Receipt vouchers) then clear. A business buyer's
 * bill is posted to the buyer's own ledger, so Tally's GST reports see the buyer, and its money
 * then moves in a Receipt (a refund in a Payment) against the same bill, which leaves the buyer
 * owing nothing but what went on account, and the takings in cash and bank.
 */
import {
  stateOfCode,
  type GstState,
  type PaymentMethod,
  type TallyLedgers,
  type TenderMethod,
} from '../contract';
import type { AccountEntryRecord } from '../store/account-contract';
import type { InvoiceRecord } from '../store/invoice-contract';
import { counted, isCreditNote } from './bill-figures';
import {
  NO_ACCOUNTS,
  tallyChart,
  type GstParty,
  type LedgerMaster,
  type TallyAccounts,
  type TallyChart,
} from './tally-ledgers';

export type VoucherType = 'Sales' | 'Credit Note' | 'Purchase' | 'Receipt' | 'Payment';

export interface Entry {
  ledger: LedgerMaster;
  /** Positive for a credit, negative for a debit, as Tally writes it. */
  paise: number;
  /**
   * The bill a party's entry settles or raises, for Tally's bill-wise balances; On Account (no
   * name, as Tally writes it) for a payment not matched to a bill.
   */
  bill?: { name: string; type: 'New Ref' | 'Agst Ref' | 'On Account' };
}

export interface TallyVoucher {
  type: VoucherType;
  date: string;
  number: string;
  /** The bill it is for: its own for a sale, the original for a credit note. */
  reference: { number: string; date: string };
  party: LedgerMaster;
  /** The GST party: a business buyer of a Sales or Credit Note voucher, the supplier of a Purchase. */
  buyer: GstParty | null;
  /** Where the supply was made: the shop's own state, read from its GSTIN; null when it has none. */
  placeOfSupply: GstState | null;
  narration: string;
  entries: Entry[];
}

/** A part of what paid a bill, signed as the voucher posts it: a sale's a debit (negative). */
interface Tender {
  method: TenderMethod;
  paise: number;
}
type Money = Tender & { method: PaymentMethod };

const isMoney = (tender: Tender): tender is Money => tender.method !== 'account' && tender.paise !== 0;

const METHOD_NAMES: Record<TenderMethod, string> = {
  cash: 'cash',
  upi: 'UPI',
  card: 'card',
  account: 'account',
};

const placeOfSupply = (record: InvoiceRecord): GstState | null =>
  record.seller.gstin ? stateOfCode(record.seller.gstin.slice(0, 2)) : null;

const total = (items: readonly { paise: number }[]) => items.reduce((sum, item) => sum + item.paise, 0);

function narration(record: InvoiceRecord): string {
  const buyer = [record.buyer.name, record.buyer.gstin && `GSTIN ${record.buyer.gstin}`]
    .filter(Boolean)
    .join(', ');
  const against = record.original ? `Against ${record.original.number} of ${record.original.date}. ` : '';
  return `${against}${record.channel === 'online' ? 'Online order' : 'Counter sale'} ${record.orderId}${buyer ? `; ${buyer}` : ''}`;
}

/** Each ledger's entries summed, so a ledger appears once in a voucher, the first's bill kept. */
export function byLedger(entries: Entry[]): Entry[] {
  const byName = new Map<string, Entry>();
  for (const entry of entries) {
    const same = byName.get(entry.ledger.name);
    byName.set(entry.ledger.name, same ? { ...same, paise: same.paise + entry.paise } : entry);
  }
  return [...byName.values()];
}

/** A sale credits sales and the taxes; a credit note debits them. Entries of 0 are left out. */
function creditsOf(record: InvoiceRecord, chart: TallyChart): Entry[] {
  const sign = isCreditNote(record) ? -1 : 1;
  return byLedger([
    ...record.byRate.map((row) => ({
      ledger: chart.sales(record, row.rate),
      paise: sign * row.taxablePaise,
    })),
    ...record.byRate.map((row) => ({ ledger: chart.cgst, paise: sign * row.cgstPaise })),
    ...record.byRate.map((row) => ({ ledger: chart.sgst, paise: sign * row.sgstPaise })),
  ]).filter((entry) => entry.paise !== 0);
}

/**
 * What paid the bill (a credit note: where its refund went): its parts, or its one way for the
 * whole. The first part takes up any difference from the credits, so the voucher balances even
 * were the bill's own total a paisa off.
 */
function tendersOf(record: InvoiceRecord, credited: number): Tender[] {
  const sign = isCreditNote(record) ? -1 : 1;
  const parts = (record.paymentParts ?? []).map((part) => ({
    method: part.method,
    paise: -sign * part.amountPaise,
  }));
  const [first, ...rest] = parts;
  if (!first) return [{ method: record.paymentMethod ?? 'cash', paise: -credited }];
  return [{ ...first, paise: first.paise - credited - total(parts) }, ...rest];
}

/** A sale raises its own bill; a credit note settles against the bill whose goods came back. */
const billRef = (record: InvoiceRecord): NonNullable<Entry['bill']> =>
  record.original
    ? { name: record.original.number, type: 'Agst Ref' }
    : { name: record.number, type: isCreditNote(record) ? 'Agst Ref' : 'New Ref' };

const ways = (tenders: readonly Tender[]) =>
  [...new Set(tenders.map((tender) => METHOD_NAMES[tender.method]))].join(' and ');

/** The money of a business buyer's bill: received for a sale, paid back for a credit note. */
function settlement(
  record: InvoiceRecord,
  bill: TallyVoucher,
  party: GstParty,
  money: readonly Money[],
  chart: TallyChart,
): TallyVoucher {
  const refund = isCreditNote(record);
  const settles = { name: billRef(record).name, type: 'Agst Ref' } as const;
  return {
    ...bill,
    type: refund ? 'Payment' : 'Receipt',
    party,
    buyer: null,
    narration: refund
      ? `Refunded by ${ways(money)} for credit note ${record.number} against bill ${settles.name}`
      : `Received by ${ways(money)} for bill ${record.number}`,
    // A receipt debits the money and credits the buyer; a refund the other way round.
    entries: [
      ...byLedger(money.map((tender) => ({ ledger: chart.money(tender.method), paise: tender.paise }))),
      { ledger: party, paise: -total(money), bill: settles },
    ],
  };
}

function billVouchers(record: InvoiceRecord, chart: TallyChart): TallyVoucher[] {
  const credits = creditsOf(record, chart);
  const tenders = tendersOf(record, total(credits));
  const buyer = chart.party(record);
  const debits = byLedger(
    tenders.map(({ method, paise }): Entry => {
      const ledger = method === 'account' ? chart.accountOf(record) : (buyer ?? chart.money(method));
      return ledger.kind === 'party' ? { ledger, paise, bill: billRef(record) } : { ledger, paise };
    }),
  );
  const parties = debits.map((entry) => entry.ledger).filter((ledger) => ledger.kind === 'party');
  const bill: TallyVoucher = {
    type: isCreditNote(record) ? 'Credit Note' : 'Sales',
    date: record.date,
    number: record.number,
    reference: record.original ?? { number: record.number, date: record.date },
    party: parties.find((ledger) => ledger === buyer) ?? parties[0] ?? debits[0]!.ledger,
    buyer,
    placeOfSupply: placeOfSupply(record),
    narration: narration(record),
    entries: [...debits, ...credits],
  };
  const money = tenders.filter(isMoney);
  return buyer && money.length > 0 ? [bill, settlement(record, bill, buyer, money, chart)] : [bill];
}

/**
 * A payment against a customer's account: a Receipt that debits its money ledger and credits the
 * customer's, On Account, since a payment is taken against the balance, not a bill.
 */
function receiptOf(payment: AccountEntryRecord, chart: TallyChart): TallyVoucher {
  const party = chart.customer(payment.customerId);
  const method = payment.method ?? 'cash';
  const number = payment.document ?? payment._id;
  const received = -payment.amountPaise;
  return {
    type: 'Receipt',
    date: payment.date,
    number,
    reference: { number, date: payment.date },
    party,
    buyer: null,
    placeOfSupply: null,
    narration: ['Received by', METHOD_NAMES[method], payment.reference].filter(Boolean).join(' '),
    entries: [
      { ledger: chart.money(method), paise: -received },
      { ledger: party, paise: received, bill: { name: '', type: 'On Account' } },
    ],
  };
}

/** The bills' vouchers in the order issued, then the account payments' receipts in the order taken. */
export function tallyVouchers(
  records: readonly InvoiceRecord[],
  ledgers: TallyLedgers,
  accounts: TallyAccounts = NO_ACCOUNTS,
): TallyVoucher[] {
  const chart = tallyChart(records, ledgers, accounts);
  const payments = accounts.entries.filter((entry) => entry.kind === 'payment');
  return [
    ...counted(records).flatMap((record) => billVouchers(record, chart)),
    ...payments.map((payment) => receiptOf(payment, chart)),
  ];
}
