/**
 * The ledgers the Tally file posts to, each with what a fresh Tally company needs to create it:
 * its group and, for sales and tax, its GST details. The names are the shop's tax settings; a
 * business buyer's ledger is named for the buyer.
 */
import {
  chargesTax,
  stateOfCode,
  type GstRate,
  type InvoiceParty,
  type PaymentMethod,
  type TallyLedgers,
} from '../contract';
import type { InvoiceRecord } from '../store/invoice-contract';
import { counted } from './bill-figures';
import { addressLines } from './xml-text';

export type LedgerMaster =
  | { kind: 'sales'; name: string; rate: GstRate }
  | { kind: 'duty'; name: string; head: 'Central Tax' | 'State Tax' }
  | { kind: 'money'; name: string; group: 'Cash-in-Hand' | 'Bank Accounts' }
  | {
      kind: 'party';
      name: string;
      gstin: string;
      /** The buyer's name as billed, which Tally prints on the party's documents. */
      mailingName: string;
      /** The state of the buyer's registration, as the GSTN spells it. */
      state: string | null;
      address: string[];
    };

export type PartyMaster = Extract<LedgerMaster, { kind: 'party' }>;

export interface TallyChart {
  /** The ledger a bill's taxable value at `rate` is posted to. */
  sales(record: InvoiceRecord, rate: GstRate): LedgerMaster;
  cgst: LedgerMaster;
  sgst: LedgerMaster;
  /** Where the money of a sale or a refund went. */
  money(method: PaymentMethod | null): LedgerMaster;
  /** A business buyer's own ledger (Sundry Debtors); null for everyone else. */
  party(record: InvoiceRecord): PartyMaster | null;
}

/** Tally tells ledgers apart by name with case aside. */
const key = (name: string) => name.trim().toLowerCase();

const stateOfBuyer = (buyer: InvoiceParty & { gstin: string }): string | null =>
  buyer.state ?? stateOfCode(buyer.gstin.slice(0, 2))?.name ?? null;

/**
 * A ledger per buyer's GSTIN, named for the buyer as first billed in the period. A name that is
 * already a ledger of the shop's, or another GSTIN's, gets its GSTIN added, so no two parties (nor
 * a party and the till) ever share a ledger.
 */
function partyLedgers(records: readonly InvoiceRecord[], taken: Set<string>): Map<string, PartyMaster> {
  const parties = new Map<string, PartyMaster>();
  for (const { buyer } of counted(records)) {
    const gstin = buyer.gstin;
    if (!gstin || parties.has(gstin)) continue;
    const named = buyer.name.trim() || gstin;
    const name = taken.has(key(named)) ? `${named} (${gstin})` : named;
    taken.add(key(name));
    parties.set(gstin, {
      kind: 'party',
      name,
      gstin,
      mailingName: named,
      state: stateOfBuyer({ ...buyer, gstin }),
      address: addressLines(buyer.address),
    });
  }
  return parties;
}

export function tallyChart(records: readonly InvoiceRecord[], ledgers: TallyLedgers): TallyChart {
  const sales = (rate: GstRate): LedgerMaster => ({
    kind: 'sales',
    name: ledgers.salesByRate[`${rate}`],
    rate,
  });
  const money = {
    cash: { kind: 'money', name: ledgers.cash, group: 'Cash-in-Hand' },
    upi: { kind: 'money', name: ledgers.upi, group: 'Bank Accounts' },
    card: { kind: 'money', name: ledgers.card, group: 'Bank Accounts' },
  } as const;
  const shops = [
    ...Object.values(ledgers.salesByRate),
    ledgers.cgst,
    ledgers.sgst,
    ledgers.cash,
    ledgers.upi,
    ledgers.card,
  ];
  const parties = partyLedgers(records, new Set(shops.map(key)));
  return {
    // A composition or unregistered shop's bills carry no tax for Tally to classify by rate.
    sales: (record, rate) => sales(chargesTax(record.seller.gstMode) ? rate : 0),
    cgst: { kind: 'duty', name: ledgers.cgst, head: 'Central Tax' },
    sgst: { kind: 'duty', name: ledgers.sgst, head: 'State Tax' },
    money: (method) => money[method ?? 'cash'],
    party: (record) => (record.buyer.gstin ? (parties.get(record.buyer.gstin) ?? null) : null),
  };
}
