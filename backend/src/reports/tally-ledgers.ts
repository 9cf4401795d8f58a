/**
 * The ledgers the Tally file posts to, each with what a fresh Tally company needs to create it:
 * its group and, for sales and tax, its GST details. The names are the shop's tax settings; a
 * business buyer's ledger is named for the buyer, a customer's on account for the customer.
 */
import {
  chargesTax,
  stateOfCode,
  type GstRate,
  type InvoiceParty,
  type PaymentMethod,
  type ShopCustomer,
  type TallyLedgers,
} from '../contract';
import type { AccountEntryRecord } from '../store/account-contract';
import type { InvoiceRecord } from '../store/invoice-contract';
import { counted } from './bill-figures';
import { addressLines } from './xml-text';

export type LedgerMaster =
  | { kind: 'sales' | 'purchase'; name: string; rate: GstRate }
  | {
      kind: 'duty';
      name: string;
      head: 'Central Tax' | 'State Tax' | 'Integrated Tax';
      /** An input tax ledger's rate; the output ledgers take every rate's tax. */
      percent?: number;
    }
  | { kind: 'expense'; name: string; group: 'Direct Expenses' | 'Indirect Expenses' }
  | { kind: 'money'; name: string; group: 'Cash-in-Hand' | 'Bank Accounts' }
  | {
      kind: 'party';
      name: string;
      /** A buyer or customer owes the shop; the shop owes a supplier. */
      group: 'Sundry Debtors' | 'Sundry Creditors';
      /** Null for a customer on account without one: an unregistered party. */
      gstin: string | null;
      /** The buyer's name as billed, which Tally prints on the party's documents. */
      mailingName: string;
      /** The state of the buyer's registration, as the GSTN spells it. */
      state: string | null;
      address: string[];
    };

export type PartyMaster = Extract<LedgerMaster, { kind: 'party' }>;
/** A business buyer's ledger, whose GSTIN Tally's GST reports read. */
export type GstParty = PartyMaster & { gstin: string };

/** What the period's customers' accounts add to its bills. */
export interface TallyAccounts {
  /** The customers the entries name, by id. */
  customers: ReadonlyMap<string, ShopCustomer>;
  /** The period's sales and returns on account (each names its bill) and payments, oldest first. */
  entries: readonly AccountEntryRecord[];
}

export const NO_ACCOUNTS: TallyAccounts = { customers: new Map(), entries: [] };

export interface TallyChart {
  /** The ledger a bill's taxable value at `rate` is posted to. */
  sales(record: InvoiceRecord, rate: GstRate): LedgerMaster;
  cgst: LedgerMaster;
  sgst: LedgerMaster;
  /** Where the money of a sale or a refund went. */
  money(method: PaymentMethod | null): LedgerMaster;
  /** A business buyer's own ledger (Sundry Debtors); null for everyone else. */
  party(record: InvoiceRecord): GstParty | null;
  /** The ledger of the customer whose account a bill's part on account went to. */
  accountOf(record: InvoiceRecord): PartyMaster;
  /** A customer's own ledger; one with a GSTIN shares the GSTIN's. */
  customer(customerId: string): PartyMaster;
}

/** Tally tells ledgers apart by name with case aside. */
export const key = (name: string) => name.trim().toLowerCase();

const stateOfBuyer = (buyer: InvoiceParty & { gstin: string }): string | null =>
  buyer.state ?? stateOfCode(buyer.gstin.slice(0, 2))?.name ?? null;

/** A customer as their bill names them: with a GSTIN, everything a business buyer's ledger needs. */
const asBuyer = (customer: ShopCustomer): InvoiceParty => ({
  name: customer.name,
  ...(customer.gstin && { gstin: customer.gstin }),
  ...(customer.address && { address: customer.address }),
  ...(customer.state && { state: customer.state }),
});

/**
 * A ledger per buyer's GSTIN, named for the buyer as first billed in the period (or as the customer
 * is known, for a customer paying in it). A name that is already a ledger of the shop's, or another
 * GSTIN's, gets its GSTIN added, so no two parties (nor a party and the till) ever share a ledger.
 */
function partyLedgers(buyers: readonly InvoiceParty[], taken: Set<string>): Map<string, GstParty> {
  const parties = new Map<string, GstParty>();
  for (const buyer of buyers) {
    const gstin = buyer.gstin;
    if (!gstin || parties.has(gstin)) continue;
    const named = buyer.name.trim() || gstin;
    const name = taken.has(key(named)) ? `${named} (${gstin})` : named;
    taken.add(key(name));
    parties.set(gstin, {
      kind: 'party',
      name,
      group: 'Sundry Debtors',
      gstin,
      mailingName: named,
      state: stateOfBuyer({ ...buyer, gstin }),
      address: addressLines(buyer.address),
    });
  }
  return parties;
}

/**
 * A ledger per customer on account without a GSTIN, named for the customer with their phone's last
 * four digits: the same name every month whoever else is in the file, so Tally keeps posting to one
 * ledger, and no namesake shares it (the whole number should the four digits match too).
 */
function customerLedgers(customers: readonly ShopCustomer[], taken: Set<string>): Map<string, PartyMaster> {
  const namedFor = (customer: ShopCustomer) => customer.name.trim() || customer.phone;
  const ledgers = new Map<string, PartyMaster>();
  for (const customer of customers) {
    const named = namedFor(customer);
    const short = `${named} (${customer.phone.slice(-4)})`;
    const name = taken.has(key(short)) ? `${named} (${customer.phone})` : short;
    taken.add(key(name));
    ledgers.set(customer._id, {
      kind: 'party',
      name,
      group: 'Sundry Debtors',
      gstin: null,
      mailingName: named,
      state: customer.state,
      address: addressLines(customer.address ?? undefined),
    });
  }
  return ledgers;
}

/** Where a part on account goes should its customer not be found, so the voucher still balances. */
const UNMATCHED: PartyMaster = {
  kind: 'party',
  name: 'Customers on Account',
  group: 'Sundry Debtors',
  gstin: null,
  mailingName: 'Customers on Account',
  state: null,
  address: [],
};

export function tallyChart(
  records: readonly InvoiceRecord[],
  ledgers: TallyLedgers,
  accounts: TallyAccounts = NO_ACCOUNTS,
): TallyChart {
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
  const taken = new Set(shops.map(key));
  const billed = counted(records);
  // A sale's entry names its bill, a return's its credit note.
  const customerOfBill = new Map(
    accounts.entries
      .filter((entry) => (entry.kind === 'sale' || entry.kind === 'return') && entry.document)
      .map((entry) => [entry.document!, entry.customerId]),
  );
  const holderIds = new Set([
    ...billed.flatMap((record) => customerOfBill.get(record.number) ?? []),
    ...accounts.entries.filter((entry) => entry.kind === 'payment').map((entry) => entry.customerId),
  ]);
  const holders = [...holderIds].flatMap((id) => accounts.customers.get(id) ?? []);
  const parties = partyLedgers([...billed.map((record) => record.buyer), ...holders.map(asBuyer)], taken);
  const unregistered = customerLedgers(
    holders.filter((holder) => !holder.gstin),
    taken,
  );
  const party = (record: InvoiceRecord) =>
    record.buyer.gstin ? (parties.get(record.buyer.gstin) ?? null) : null;
  const customer = (customerId: string): PartyMaster => {
    const known = accounts.customers.get(customerId);
    if (!known) return UNMATCHED;
    return (known.gstin ? parties.get(known.gstin) : unregistered.get(customerId)) ?? UNMATCHED;
  };
  return {
    // A composition or unregistered shop's bills carry no tax for Tally to classify by rate.
    sales: (record, rate) => sales(chargesTax(record.seller.gstMode) ? rate : 0),
    cgst: { kind: 'duty', name: ledgers.cgst, head: 'Central Tax' },
    sgst: { kind: 'duty', name: ledgers.sgst, head: 'State Tax' },
    money: (method) => money[method ?? 'cash'],
    party,
    accountOf(record) {
      const customerId = customerOfBill.get(record.number);
      return customerId ? customer(customerId) : (party(record) ?? UNMATCHED);
    },
    customer,
  };
}
