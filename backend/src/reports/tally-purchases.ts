/**
 * The period's supplier bills and payments as Tally vouchers, worked out in paise. A posted bill is
 * a Purchase voucher: the supplier's ledger (Sundry Creditors) credited the bill's total, each
 * rate's purchase ledger debited its taxable value, and the input CGST and SGST (IGST from another
 * state) debited to their rate's ledgers when the shop credits the tax back. When it does not (the
 * supplier has no GSTIN, or the shop pays composition tax) the tax is part of what the goods cost,
 * so it goes into the purchase ledger with them. A payment to a supplier is a Payment voucher.
 */
import {
  defaultSalesLedger,
  GST_RATES,
  type GstRate,
  type Supplier,
  type SupplierPaymentMethod,
  type TallyLedgers,
} from '../contract';
import type { PurchaseRecord, SupplierPaymentRecord } from '../store/purchase-contract';
import { key, type LedgerMaster, type PartyMaster } from './tally-ledgers';
import { byLedger, type Entry, type TallyVoucher } from './tally-vouchers';
import { addressLines } from './xml-text';

/** What the period's purchases add to its bills. */
export interface TallyPurchases {
  /** Posted and cancelled bills dated in the period; the cancelled are left out of the file. */
  bills: readonly PurchaseRecord[];
  /** Payments to suppliers dated in the period. */
  payments: readonly SupplierPaymentRecord[];
  /** The suppliers the bills and payments name, by id, as they are now. */
  suppliers: ReadonlyMap<string, Supplier>;
}

export const NO_PURCHASES: TallyPurchases = { bills: [], payments: [], suppliers: new Map() };

/** The ledger names of the purchase side: a stem per rate, as the sales ledgers are named. */
export const PURCHASE_LEDGERS = {
  purchase: (rate: GstRate) => defaultSalesLedger('Purchase', rate),
  cgst: (rate: GstRate) => `Input CGST ${rate / 2}%`,
  sgst: (rate: GstRate) => `Input SGST ${rate / 2}%`,
  igst: (rate: GstRate) => `Input IGST ${rate}%`,
  otherCharges: 'Other Charges',
  roundOff: 'Round Off',
} as const;

const METHOD_NAMES: Record<SupplierPaymentMethod, string> = {
  cash: 'cash',
  upi: 'UPI',
  bank: 'bank transfer',
  cheque: 'cheque',
};

/** Who a bill or payment names: the supplier as now known, else as the bill named them. */
type SupplierParty = Pick<Supplier, '_id' | 'name' | 'gstin' | 'state' | 'address' | 'phone'>;

/**
 * A ledger per supplier, named for the supplier with their GSTIN (without one, their phone's last
 * four digits), so it is the same name every month whoever else is in the file. Only should that
 * name already be a ledger of the file's does the supplier's id tell them apart.
 */
function supplierLedgers(suppliers: readonly SupplierParty[], taken: Set<string>) {
  const ledgers = new Map<string, PartyMaster>();
  for (const supplier of suppliers) {
    if (ledgers.has(supplier._id)) continue;
    const named = supplier.name.trim() || supplier.gstin || 'Supplier';
    const mark = supplier.gstin ?? supplier.phone?.slice(-4);
    const stable = mark ? `${named} (${mark})` : named;
    const name = taken.has(key(stable)) ? `${named} (${supplier._id})` : stable;
    taken.add(key(name));
    ledgers.set(supplier._id, {
      kind: 'party',
      name,
      group: 'Sundry Creditors',
      gstin: supplier.gstin,
      mailingName: named,
      state: supplier.state || null,
      address: addressLines(supplier.address),
    });
  }
  return ledgers;
}

/** Where a payment goes should its supplier not be found, so the voucher still balances. */
const UNKNOWN_SUPPLIER: PartyMaster = {
  kind: 'party',
  name: 'Suppliers Not Found',
  group: 'Sundry Creditors',
  gstin: null,
  mailingName: 'Suppliers Not Found',
  state: null,
  address: [],
};

/** Every name the shop gives its own ledgers, in the file or not, which no supplier's may take. */
const ownNames = (ledgers: TallyLedgers) => [
  ...Object.values(ledgers.salesByRate),
  ...[ledgers.cgst, ledgers.sgst, ledgers.card],
  ...GST_RATES.flatMap((rate) => [
    PURCHASE_LEDGERS.purchase(rate),
    PURCHASE_LEDGERS.cgst(rate),
    PURCHASE_LEDGERS.sgst(rate),
    PURCHASE_LEDGERS.igst(rate),
  ]),
  PURCHASE_LEDGERS.otherCharges,
  PURCHASE_LEDGERS.roundOff,
  ledgers.cash,
  ledgers.upi,
];

const duty = (name: string, head: 'Central Tax' | 'State Tax' | 'Integrated Tax', percent: number) =>
  ({ kind: 'duty', name, head, percent }) as const;
const OTHER_CHARGES = {
  kind: 'expense',
  name: PURCHASE_LEDGERS.otherCharges,
  group: 'Direct Expenses',
} as const;
const ROUND_OFF = { kind: 'expense', name: PURCHASE_LEDGERS.roundOff, group: 'Indirect Expenses' } as const;

/** A bill's debits: goods per rate, input tax per rate when credited, other charges. */
function debitsOf(bill: PurchaseRecord): Entry[] {
  const credited = bill.totals.itcPaise > 0;
  return bill.lines.flatMap((line): Entry[] => {
    const tax = line.cgstPaise + line.sgstPaise + line.igstPaise;
    const goods: Entry = {
      ledger: { kind: 'purchase', name: PURCHASE_LEDGERS.purchase(line.gstRate), rate: line.gstRate },
      paise: -(line.taxablePaise + (credited ? 0 : tax)),
    };
    if (!credited) return [goods];
    const { gstRate: rate } = line;
    return [
      goods,
      { ledger: duty(PURCHASE_LEDGERS.cgst(rate), 'Central Tax', rate / 2), paise: -line.cgstPaise },
      { ledger: duty(PURCHASE_LEDGERS.sgst(rate), 'State Tax', rate / 2), paise: -line.sgstPaise },
      { ledger: duty(PURCHASE_LEDGERS.igst(rate), 'Integrated Tax', rate), paise: -line.igstPaise },
    ];
  });
}

/**
 * The supplier is credited the bill's total; round off takes what the other debits leave, so the
 * voucher balances to the paisa even were the bill's lines a paisa off its total.
 */
function purchaseOf(bill: PurchaseRecord, party: PartyMaster): TallyVoucher {
  const debits = [...debitsOf(bill), { ledger: OTHER_CHARGES, paise: -bill.totals.otherChargesPaise }];
  const debited = debits.reduce((sum, entry) => sum + entry.paise, 0);
  const reference = { number: bill.billNumber, date: bill.billDate };
  return {
    type: 'Purchase',
    date: bill.billDate,
    number: bill.billNumber,
    reference,
    party,
    buyer: party.gstin ? { ...party, gstin: party.gstin } : null,
    placeOfSupply: null,
    narration: `Bill ${bill.billNumber} of ${bill.billDate} from ${party.mailingName}`,
    entries: byLedger([
      { ledger: party, paise: bill.totals.totalPaise, bill: { name: bill.billNumber, type: 'New Ref' } },
      ...debits,
      { ledger: ROUND_OFF, paise: -bill.totals.totalPaise - debited },
    ]).filter((entry) => entry.paise !== 0),
  };
}

/** A payment debits the supplier On Account, as payables match it to the oldest bill, not Tally. */
function paymentOf(payment: SupplierPaymentRecord, party: PartyMaster, ledgers: TallyLedgers): TallyVoucher {
  const money: LedgerMaster =
    payment.method === 'cash'
      ? { kind: 'money', name: ledgers.cash, group: 'Cash-in-Hand' }
      : // The shop's one bank ledger in its Tally company is the one its UPI takings go to.
        { kind: 'money', name: ledgers.upi, group: 'Bank Accounts' };
  return {
    type: 'Payment',
    date: payment.date,
    number: payment._id,
    reference: { number: payment.reference ?? payment._id, date: payment.date },
    party,
    buyer: null,
    placeOfSupply: null,
    narration: ['Paid by', METHOD_NAMES[payment.method], payment.reference, `to ${party.mailingName}`]
      .filter(Boolean)
      .join(' '),
    entries: [
      { ledger: party, paise: -payment.amountPaise, bill: { name: '', type: 'On Account' } },
      { ledger: money, paise: payment.amountPaise },
    ],
  };
}

const fromBill = (bill: PurchaseRecord): SupplierParty => ({ ...bill.supplier, address: '', phone: null });

/**
 * The posted bills by bill date, then the payments by date. `taken` holds the names of the ledgers
 * the rest of the file already names.
 */
export function purchaseVouchers(
  purchases: TallyPurchases,
  ledgers: TallyLedgers,
  taken: Iterable<string>,
): TallyVoucher[] {
  const bills = purchases.bills
    .filter((bill) => bill.status === 'posted')
    .toSorted((a, b) => a.billDate.localeCompare(b.billDate) || a.at.getTime() - b.at.getTime());
  const payments = purchases.payments.toSorted((a, b) => a.date.localeCompare(b.date));
  const known = (id: string) => purchases.suppliers.get(id);
  const parties = supplierLedgers(
    [
      ...bills.map((bill) => known(bill.supplier._id) ?? fromBill(bill)),
      ...payments.flatMap((payment) => known(payment.supplierId) ?? []),
    ],
    new Set([...taken, ...ownNames(ledgers)].map(key)),
  );
  const party = (id: string) => parties.get(id) ?? UNKNOWN_SUPPLIER;
  return [
    ...bills.map((bill) => purchaseOf(bill, party(bill.supplier._id))),
    ...payments.map((payment) => paymentOf(payment, party(payment.supplierId), ledgers)),
  ];
}
